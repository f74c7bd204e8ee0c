import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { lockDataDir, processStartTime } from './data-dir-lock';

const freshDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'ph-lock-'));
const lockFile = (dir: string) => path.join(dir, 'server.pid');
const held = (dir: string) => JSON.parse(fs.readFileSync(lockFile(dir), 'utf8')) as { pid: number; token: string };

describe('data directory lock', () => {
  it('refuses a folder held by a running server, and takes it once that server is gone', async () => {
    const dir = freshDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      const pid = other.pid!;
      fs.writeFileSync(lockFile(dir), JSON.stringify({ pid, started: processStartTime(pid), token: 'theirs' }));
      expect(() => lockDataDir(dir)).toThrow(/in use by another Parcelhub server \(pid \d+\)/);
    } finally {
      other.kill();
      await new Promise((r) => other.once('exit', r));
    }
    const release = lockDataDir(dir);
    expect(held(dir).pid).toBe(process.pid);
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });

  it('takes over a stale lock whose pid now belongs to an unrelated live process', () => {
    for (const pid of [process.ppid, 1]) {
      const dir = freshDir();
      // The lock's holder started at another time than the process now wearing its pid.
      fs.writeFileSync(lockFile(dir), JSON.stringify({ pid, started: '1', token: 'old' }));
      const release = lockDataDir(dir);
      expect(held(dir).pid).toBe(process.pid);
      release();
    }
  });

  it('takes over an old-style lock (a bare pid) held by something that is not a Parcelhub server', () => {
    const dir = freshDir();
    fs.writeFileSync(lockFile(dir), String(process.ppid));
    const release = lockDataDir(dir);
    expect(held(dir).pid).toBe(process.pid);
    release();
  });

  it('releases only its own lock', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    fs.writeFileSync(lockFile(dir), JSON.stringify({ pid: 424242, started: null, token: 'someone-else' }));
    release();
    expect(held(dir).token).toBe('someone-else');
  });
});
