import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import nodeFlags from '../../../node-flags.json';
import { NO_PRETENURING } from './gc-tuning';

describe('the server’s node flags', () => {
  it('are all flags this node accepts (a misspelt one stops `npm start` with "bad option")', () => {
    const run = spawnSync(process.execPath, [...nodeFlags, '-e', 'process.stdout.write("ok")'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('ok');
  });

  it('include the one also applied at run time, and size the young generation on the command line', () => {
    expect(nodeFlags).toContain(NO_PRETENURING);
    expect(nodeFlags.some((f) => /^--max-semi-space-size=\d+$/.test(f))).toBe(true);
  });
});
