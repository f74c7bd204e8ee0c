import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { openTestDatabase } from '../../../test/helpers/test-db';
import type { Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { defaultPollingSeconds, startJobRunner, type JobRunner } from './queue';

/** Workers that poll once a minute: anything they do within seconds came from a wake, not a poll. */
describe('the job runner, polling once a minute', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let jobs: JobRunner;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    // On PostgreSQL each runner records its process (job_processes, from the migrations).
    await runMigrations(database);
    jobs = await startJobRunner(database, pino({ level: 'silent' }), { pollingSeconds: 60 });
  });
  afterAll(async () => {
    await jobs.stop();
    await drop();
  });

  const until = async (check: () => boolean, ms: number) => {
    const end = Date.now() + ms;
    while (!check()) {
      if (Date.now() > end) throw new Error('not within the time');
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it('runs a job it sends at once, and retries one whose handler threw when the retry is due', async () => {
    const seen: { id: string; at: number }[] = [];
    await jobs.work<{ n: number }>('test.flaky', async (job) => {
      seen.push({ id: job.id, at: Date.now() });
      if (seen.length === 1) throw new Error('cut off');
    });
    const sent = Date.now();
    const id = await jobs.send('test.flaky', { n: 1 });
    await until(() => seen.length >= 2, 8_000);
    expect(seen.map((s) => s.id)).toEqual([id, id]);
    expect(seen[0]!.at - sent).toBeLessThan(3_000);
    // pg-boss makes the retry wait its delay (1 s); the worker looks right after, not at its next poll.
    expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(900);
    let state: string | null = null;
    for (let i = 0; i < 40 && state !== 'completed'; i++) {
      state = await jobs.state('test.flaky', id);
      if (state !== 'completed') await new Promise((r) => setTimeout(r, 50));
    }
    expect(state).toBe('completed');
  });

  it('lets servers starting together on one database create the same queues at once', async () => {
    const others = await Promise.all([1, 2, 3].map(() => startJobRunner(database, pino({ level: 'silent' }))));
    try {
      const queues = Array.from({ length: 6 }, (_, i) => `test.together-${i}`);
      await Promise.all(others.flatMap((r) => queues.map((q) => r.work(q, async () => undefined))));
      for (const q of queues) expect(await others[0]!.state(q, crypto.randomUUID())).toBeNull();
    } finally {
      await Promise.all(others.map((r) => r.stop()));
    }
  });

  it('polls rarely on the embedded database, whose only process sends every job, and often on PostgreSQL', () => {
    expect(defaultPollingSeconds('pglite')).toBe(30);
    expect(defaultPollingSeconds('postgres')).toBe(2);
  });
});
