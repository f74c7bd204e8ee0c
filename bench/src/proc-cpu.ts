import fs from 'node:fs';
import os from 'node:os';
import type { DbKind } from './options';

/** Clock ticks a second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS = 100;

/**
 * CPU seconds used so far by the processes of this machine named `name` (user + system, from /proc), or NaN where
 * /proc cannot tell (not Linux). For PostgreSQL on this machine: its backends, writer and WAL processes together,
 * with the children they have reaped: a backend that exits between two readings (a pool's closed connection) moves
 * its time into the postmaster's count of its children's, instead of taking it away (which gave negative figures).
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
      // utime, stime, cutime, cstime (fields 14-17 of the line)
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
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

/**
 * Where a measured loop's CPU went: the server (its own figure), PostgreSQL's processes on this machine and this
 * bench's client, per placement and as cores busy. `start` is passed as the loop's CPU reading: it is read once as
 * the measured part begins, and again when the loop reads it at the end.
 */
export function cpuSplit(kind: DbKind, serverCpu: () => number) {
  let first: [number, number, number] | null = null;
  let last: [number, number, number] | null = null;
  const read = (): [number, number, number] => [
    serverCpu(),
    kind === 'postgres' ? processCpuSeconds('postgres') : Number.NaN,
    ownCpuSeconds(),
  ];
  return {
    start: () => {
      const now = read();
      if (first) last = now;
      else first = now;
      return now[0];
    },
    report(ok: number, seconds: number): string {
      if (!first || !last || ok === 0) return 'CPU: not measured';
      const [s, p, c] = last.map((v, i) => v - first![i]!) as [number, number, number];
      const per = (v: number) => (Number.isFinite(v) ? `${((v * 1000) / ok).toFixed(2)} ms` : '-');
      const cores = [s, p, c].filter(Number.isFinite).reduce((a, b) => a + b, 0) / seconds;
      return (
        `CPU per placement: server ${per(s)}, PostgreSQL ${per(p)}, bench client ${per(c)}; ` +
        `${cores.toFixed(2)} cores busy of ${os.cpus().length}`
      );
    },
  };
}
