import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What the lock file holds: who took it, when that process started, and a token only the taker knows. */
interface LockRecord {
  pid: number;
  /** The process's start time (Linux: clock ticks since boot, from /proc); null where it cannot be read. */
  started: string | null;
  token: string;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** A process's start time, from field 22 of /proc/<pid>/stat; null when /proc is not there (macOS, Windows). */
export function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

/** Whether a process was started as a Parcelhub server or CLI (for lock files written before start times were). */
function looksLikeServer(pid: number): boolean | null {
  try {
    const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\u0000');
    return args.some((a) => /(?:^|\/)(?:dist\/(?:main|cli)\.js|src\/(?:main|cli)\.ts)$/.test(a));
  } catch {
    return null;
  }
}

function readLock(file: string): LockRecord | null {
  const raw = fs.readFileSync(file, 'utf8').trim();
  if (/^\d+$/.test(raw)) return { pid: Number(raw), started: null, token: '' };
  try {
    const parsed = JSON.parse(raw) as Partial<LockRecord>;
    return typeof parsed.pid === 'number'
      ? { pid: parsed.pid, started: parsed.started ?? null, token: parsed.token ?? '' }
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether the lock's holder still runs. A pid alone is not enough: after a crash and a reboot the pid may belong to
 * an unrelated process, so the holder must also have the start time the lock recorded (or, for an old lock
 * without one, look like a Parcelhub server). Where neither can be checked, a live pid counts as the holder.
 */
function holderRuns(lock: LockRecord): boolean {
  if (!lock.pid || lock.pid === process.pid || !alive(lock.pid)) return false;
  const started = processStartTime(lock.pid);
  if (lock.started !== null && started !== null) return started === lock.started;
  return looksLikeServer(lock.pid) ?? true;
}

/**
 * The embedded database allows one process at a time: a second server on the same folder would corrupt it.
 * Takes the folder's lock, or throws naming the process that holds it. A stale lock is taken over. The returned
 * release removes the lock only while it is still ours.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.pid');
  const mine: LockRecord = {
    pid: process.pid,
    started: processStartTime(process.pid),
    token: crypto.randomBytes(16).toString('hex'),
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(mine), { flag: 'wx' });
      return () => {
        try {
          if (readLock(file)?.token === mine.token) fs.rmSync(file, { force: true });
        } catch {
          /* already gone */
        }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const holder = readLock(file);
      if (holder && holderRuns(holder)) {
        throw new Error(
          `${dir} is in use by another Parcelhub server (pid ${holder.pid}); stop it or set another DATA_DIR`,
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock ${dir}`);
}
