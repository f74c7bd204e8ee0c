import fs from 'node:fs';

/** Clock ticks a second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS = 100;

/**
 * CPU seconds used so far by the processes of this machine named `name` (user + system, from /proc), or NaN where
 * /proc cannot tell (not Linux). For PostgreSQL on this machine: its backends, writer and WAL processes together.
 * A process that exits between two readings takes its time with it, so read it around work on kept connections.
 */
export function processCpuSeconds(name: string): number {
  let dirs: string[];
  try {
    dirs = fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return Number.NaN;
  }
  let ticks = 0;
  for (const pid of dirs) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (stat.slice(stat.indexOf('(') + 1, close) !== name) continue;
      const fields = stat.slice(close + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of the line)
    } catch {
      // gone meanwhile
    }
  }
  return ticks / TICKS;
}

/** CPU seconds of this process (the bench's client side). */
export function ownCpuSeconds(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}
