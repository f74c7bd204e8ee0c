import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers/test-db';
import type { Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { createDueWork } from './due-work';

describe('due work on the database', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let clock = Date.parse('2026-12-01T00:00:00Z');

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await runMigrations(database);
  });
  afterAll(() => drop());

  it('a handler that fails twice then succeeds: retried after its backoff, then gone', async () => {
    let calls = 0;
    const work = createDueWork(
      database,
      {
        'test.flaky': {
          baseDelayMs: 1_000,
          run: async () => {
            if (++calls <= 2) throw new Error(`failure ${calls}`);
          },
        },
      },
      { now: () => clock, random: () => 0.5 },
    );
    await work.schedule('test.flaky', 'a', new Date(clock));
    expect(await work.runDue()).toBe(0);
    expect(calls).toBe(1);
    expect(await work.runDue()).toBe(0); // not due before its backoff
    expect(calls).toBe(1);
    clock += 1_000;
    expect(await work.runDue()).toBe(0);
    expect(calls).toBe(2);
    clock += 1_999;
    expect(await work.runDue()).toBe(0);
    clock += 1;
    expect(await work.runDue()).toBe(1);
    expect(calls).toBe(3);
    expect(await work.list({ gaveUp: false })).toEqual([]);
  });

  it('one that keeps failing gives up, is listed for operators, and runs again when retried', async () => {
    let fail = true;
    const work = createDueWork(
      database,
      {
        'test.broken': {
          maxAttempts: 2,
          baseDelayMs: 10,
          run: async () => {
            if (fail) throw new Error('carrier down');
          },
        },
      },
      { now: () => clock, random: () => 0.5 },
    );
    await work.schedule('test.broken', 'b', new Date(clock));
    await work.runDue();
    clock += 10;
    await work.runDue();
    clock += 1_000;
    expect(await work.runDue()).toBe(0);
    const [listed] = await work.list();
    expect(listed).toMatchObject({ kind: 'test.broken', key: 'b', attempts: 2, lastError: 'carrier down' });
    expect(listed!.gaveUpAt).not.toBeNull();
    fail = false;
    expect(await work.retry('test.broken', 'b')).toBe(true);
    expect(await work.runDue()).toBe(1);
    expect(await work.list()).toEqual([]);
  });

  it('two workers at once take each item once', async () => {
    let calls = 0;
    const kinds = { 'test.once': { run: async () => void calls++ } };
    const a = createDueWork(database, kinds, { now: () => clock });
    const b = createDueWork(database, kinds, { now: () => clock });
    for (let i = 0; i < 10; i++) await a.schedule('test.once', String(i), new Date(clock));
    const [x, y] = await Promise.all([a.runDue(3), b.runDue(3)]);
    expect(x + y).toBe(10);
    expect(calls).toBe(10);
  });
});
