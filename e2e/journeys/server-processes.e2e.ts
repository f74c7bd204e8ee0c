import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiLogin } from '../helpers/api';
import { startServer } from '../helpers/server';

const onPostgres = Boolean(process.env.DATABASE_URL);
const main = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/server/dist/main.js');

/** The pids of a process's children (its workers). */
const childrenOf = (pid: number): number[] => {
  const out = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).stdout;
  return out.split('\n').filter(Boolean).map(Number).sort();
};
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until<T>(what: string, probe: () => Promise<T | null> | T | null, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('one server as several processes (SERVER_PROCESSES)', () => {
  it.runIf(onPostgres)('answers from two workers, replaces one that dies, and stops them all', async () => {
    const server = await startServer({ SERVER_PROCESSES: '2' });
    let workers: number[] = [];
    try {
      workers = await until('two workers', () => {
        const c = childrenOf(server.pid);
        return c.length === 2 ? c : null;
      });
      const customer = await apiLogin(server.baseUrl, 'customer');
      const quote = { countryCode: 'US', postcode: '10001', boxes: [{ length: 40, width: 30, height: 20, weight: 3 }] };
      // A new connection each time: the primary hands connections to its workers in turn.
      for (let i = 0; i < 4; i++) {
        const answer = await customer.call('POST', '/api/quote/calc', { ...quote, declaredValue: 10 + i });
        expect(answer.rows.find((r: { productCode: string }) => r.productCode === 'US-EXP')?.total).toBe('166.15');
      }

      process.kill(workers[0]!, 'SIGKILL');
      const replaced = await until('a replacement worker', () => {
        const c = childrenOf(server.pid);
        return c.length === 2 && !c.includes(workers[0]!) ? c : null;
      });
      workers = replaced;
      // A connection the primary hands over while the workers change may be closed: not an answer yet.
      await until('answers after the replacement', () =>
        fetch(`${server.baseUrl}/healthz`).then(
          (r) => (r.ok ? true : null),
          () => null,
        ),
      );
      expect((await customer.call('GET', '/api/finaWallet/mine')).obj.available).toBe('10000.00');
    } finally {
      await server.stop();
    }
    expect(alive(server.pid)).toBe(false);
    await until('every worker stopped', () => (workers.some(alive) ? null : true), 20_000);
  });

  it.skipIf(onPostgres)('refuses to start on the embedded database, which belongs to one process', () => {
    const { DATABASE_URL: _none, ...env } = process.env;
    const run = spawnSync(process.execPath, [main], {
      env: { ...env, SERVER_PROCESSES: '2', DATA_DIR: '/nonexistent-ph', PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('SERVER_PROCESSES above 1 needs DATABASE_URL');
  });
});
