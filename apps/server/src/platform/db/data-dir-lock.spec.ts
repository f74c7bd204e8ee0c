import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

describe('data directory lock', () => {
  it('refuses a folder held by a live process, takes over a stale lock, and releases', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ph-lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(path.join(dir, 'server.pid'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(/in use by another Parcelhub server/);
    } finally {
      other.kill();
      await new Promise((r) => other.once('exit', r));
    }
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'server.pid'))).toBe(false);
  });
});
