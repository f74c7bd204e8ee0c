import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { openTestDatabase } from '../../../test/helpers/test-db';
import type { Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { startJobRunner, type JobRunner } from './queue';

const silent = pino({ level: 'silent' });

/**
 * Several server processes share PostgreSQL: one that crashes leaves its jobs active, and pg-boss would retry them only
 * when they expire (30 minutes). Here two runners on one database play two processes (the case exists only on
 * PostgreSQL in production; the embedded database runs it the same way in one process, so both run it).
 */
describe('jobs of a dead server process', () => {
  let database: Database;
  let drop: () => Promise<void>;
  const runners: JobRunner[] = [];
  const releases: (() => void)[] = [];

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await runMigrations(database);
  });
  afterAll(async () => {
    for (const release of releases) release();
    for (const r of runners) await r.stop();
    await drop();
  });

  const until = async (check: () => boolean, ms: number) => {
    const end = Date.now() + ms;
    while (!check()) {
      if (Date.now() > end) throw new Error('not within the time');
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  /** A process that never beats again after its start (as if it died), running a job that never ends by itself. */
  async function processRunningOneJob(queue: string) {
    const runner = await startJobRunner(database, silent, {
      trackProcesses: true,
      heartbeat: { heartbeatSeconds: 3600, deadAfterSeconds: 30 },
    });
    runners.push(runner);
    const started: string[] = [];
    await runner.work(queue, async (job) => {
      started.push(job.id);
      await new Promise<void>((resolve) => releases.push(resolve));
    });
    const id = await runner.send(queue, {});
    await until(() => started.length === 1, 10_000);
    return { id, runner };
  }

  async function anotherProcess(queue: string) {
    const runner = await startJobRunner(database, silent, {
      trackProcesses: true,
      heartbeat: { heartbeatSeconds: 3600, deadAfterSeconds: 30 },
    });
    runners.push(runner);
    const ran: string[] = [];
    await runner.work(queue, async (job) => void ran.push(job.id));
    return { runner, ran };
  }

  it('a process starting after another went silent puts its job back in the queue and runs it within seconds', async () => {
    const { id } = await processRunningOneJob('test.crashed');
    // The first process's last heartbeat is older than deadAfterSeconds (30 s): it is dead.
    await database.executeSql(`update job_processes set seen_at = now() - interval '1 minute'`);
    const { runner, ran } = await anotherProcess('test.crashed');
    await until(() => ran.length === 1, 8_000);
    expect(ran).toEqual([id]);
    let state: string | null = null;
    for (let i = 0; i < 40 && state !== 'completed'; i++) {
      state = await runner.state('test.crashed', id);
      if (state !== 'completed') await new Promise((r) => setTimeout(r, 50));
    }
    expect(state).toBe('completed');
  });

  it('leaves the jobs of a process that is alive alone', async () => {
    const { id, runner } = await processRunningOneJob('test.alive');
    const other = await anotherProcess('test.alive');
    expect(await other.runner.requeueOrphaned()).toBe(0);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(other.ran).toEqual([]);
    expect(await runner.state('test.alive', id)).toBe('active');
  });
});
