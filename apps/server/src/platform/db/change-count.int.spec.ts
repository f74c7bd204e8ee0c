import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../../../test/helpers/test-db';
import { actingAs } from './actor-context';
import { CHANGE_FEED_APPLICATION } from './change-feed';
import { openDatabase, type Database } from './client';
import { runMigrations } from './migrate';
import { dataAccessOf, type DataAccess } from './data-access';

let database: Database;
let drop: () => Promise<void>;
let url: string | undefined;
let data: DataAccess;

beforeAll(async () => {
  ({ database, drop, url } = await openTestDatabase());
  await database.exec('create table lw_probe (id serial primary key, n int not null check (n >= 0))');
  data = dataAccessOf(database);
});
afterAll(() => drop());

describe('the change count moves after this process’s writes', () => {
  const count = () => data.changeCount!()!;

  it('not reads', async () => {
    const before = count();
    await data.db.execute(sql`select count(*) from lw_probe`);
    await data.db.execute(sql`with x as (select 1) select * from x`);
    expect(count()).toBe(before);
  });

  it('a write alone, with an actor or without, succeeded or refused', async () => {
    let before = count();
    await data.db.execute(sql`insert into lw_probe (n) values (1)`);
    expect(count()).toBeGreaterThan(before);
    before = count();
    await actingAs({ userId: 1, accountId: 1, requestId: 't' }, () =>
      data.db.execute(sql`update lw_probe set n = n + 1`),
    );
    expect(count()).toBeGreaterThan(before);
    before = count();
    await expect(data.db.execute(sql`insert into lw_probe (n) values (-1)`)).rejects.toThrow();
    expect(count()).toBeGreaterThan(before);
  });

  it('a transaction, committed or rolled back, and a script', async () => {
    let before = count();
    await data.withTransaction(() => data.db.execute(sql`select 1`));
    expect(count()).toBeGreaterThan(before);
    before = count();
    await expect(
      data.withTransaction(async () => {
        await data.db.execute(sql`insert into lw_probe (n) values (5)`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(count()).toBeGreaterThan(before);
    before = count();
    await database.exec('update lw_probe set n = 0');
    expect(count()).toBeGreaterThan(before);
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('PostgreSQL: changes other processes announce', () => {
  let other: Database;
  const count = () => data.changeCount!();
  /** Waits until the count is known and differs from `from` (the announcement arrives asynchronously). */
  const movedFrom = async (from: number | undefined) => {
    for (let i = 0; i < 200; i++) {
      const now = count();
      if (now !== undefined && now !== from) return now;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`the change count stayed at ${from}`);
  };
  const quiet = () => new Promise((r) => setTimeout(r, 300));

  beforeAll(async () => {
    await runMigrations(database);
    other = await openDatabase({ databaseUrl: url!, poolSize: 1 });
    await movedFrom(undefined); // listening
  });
  afterAll(() => other?.close());

  it('another connection moving the pricing version or the rules state moves the count', async () => {
    let before = count();
    await other.exec('update pricing_state set version = version + 1');
    before = await movedFrom(before);
    await other.exec('update order_rules_state set version = version + 1');
    await movedFrom(before);
  });

  it('an unrelated write elsewhere, or a change rolled back, does not', async () => {
    await quiet();
    const before = count();
    await other.exec('insert into lw_probe (n) values (7)');
    await other.exec('begin; update pricing_state set version = version + 1; rollback;');
    await quiet();
    expect(count()).toBe(before);
  });

  it('unknown while the listener is cut off, and moved once it listens again', async () => {
    const before = count();
    const admin = new pg.Client({ connectionString: url! });
    await admin.connect();
    try {
      await admin.query(
        // By name: its last query may be the heartbeat's, not the LISTEN.
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = $1`,
        [CHANGE_FEED_APPLICATION],
      );
    } finally {
      await admin.end();
    }
    for (let i = 0; i < 1000 && count() !== undefined; i++) await new Promise((r) => setTimeout(r, 5));
    expect(count()).toBeUndefined();
    const after = await movedFrom(undefined);
    expect(after).not.toBe(before);
  });
});
