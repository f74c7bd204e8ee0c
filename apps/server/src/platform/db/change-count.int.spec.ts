import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../../../test/helpers/test-db';
import { actingAs } from './actor-context';
import { pgPoolWithActor } from './actor-session';
import { CHANGE_FEED_APPLICATION } from './change-feed';
import { openDatabase, type Database } from './client';
import { runMigrations } from './migrate';
import { dataAccessOf, type DataAccess } from './data-access';
import { rowsOf } from './rows';

let database: Database;
let drop: () => Promise<void>;
let url: string | undefined;
let data: DataAccess;

beforeAll(async () => {
  ({ database, drop, url } = await openTestDatabase());
  await database.exec('create table lw_probe (id serial primary key, n int not null check (n >= 0))');
  data = dataAccessOf(database);
  // On PostgreSQL the count is unknown until the change feed listens (its own connection, opened in the background).
  for (let i = 0; i < 500 && data.changeCount!() === undefined; i++) await new Promise((r) => setTimeout(r, 10));
  expect(data.changeCount!()).toBeTypeOf('number');
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

  it('a write alone without an actor (its own implicit transaction) that was refused', async () => {
    const before = count();
    await expect(data.db.execute(sql`insert into lw_probe (n) values (-1)`)).rejects.toThrow();
    expect(count()).toBeGreaterThan(before);
  });

  // PostgreSQL asks a lone write whether it moved a state counter (below); the embedded database counts all.
  it.runIf(!process.env.DATABASE_URL)('embedded: a write alone without an actor, whatever it did', async () => {
    const before = count();
    await data.db.execute(sql`insert into lw_probe (n) values (1)`);
    expect(count()).toBeGreaterThan(before);
  });

  it('a script', async () => {
    const before = count();
    await database.exec('update lw_probe set n = 0');
    expect(count()).toBeGreaterThan(before);
  });

  // PostgreSQL asks a transaction's COMMIT whether it moved a state counter (below); the embedded database asks the
  // transaction itself, just before PGlite's COMMIT (migration 0022's flag).
  it.runIf(!process.env.DATABASE_URL)(
    'embedded: a transaction or a write with an actor only when it moved a state counter and committed',
    async () => {
      await runMigrations(database);
      const actor = { userId: 1, accountId: 1, requestId: 't' };
      let before = count();
      await data.withTransaction(() => data.db.execute(sql`select 1`));
      await data.withTransaction(() => data.db.execute(sql`insert into lw_probe (n) values (5)`));
      await actingAs(actor, () => data.db.execute(sql`update lw_probe set n = n + 1`));
      await actingAs(actor, () => data.withTransaction(() => data.db.execute(sql`update lw_probe set n = n + 1`)));
      expect(count()).toBe(before);
      // Rolled back, a change to a state counter changed nothing.
      await expect(
        data.withTransaction(async () => {
          await data.db.execute(sql`update pricing_state set version = version + 1`);
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      expect(count()).toBe(before);
      await data.withTransaction(() => data.db.execute(sql`update pricing_state set version = version + 1`));
      expect(count()).toBeGreaterThan(before);
      before = count();
      await actingAs(actor, () => data.db.execute(sql`update order_rules_state set version = version + 1`));
      expect(count()).toBeGreaterThan(before);
      before = count();
      await actingAs(actor, () =>
        data.withTransaction(async () => {
          await data.db.execute(sql`update lw_probe set n = n + 1`);
          await data.db.execute(sql`update order_rules_state set version = version + 1`);
        }),
      );
      expect(count()).toBeGreaterThan(before);
      // The setting was the last transaction's: the next one does not inherit it.
      before = count();
      await data.withTransaction(() => data.db.execute(sql`insert into lw_probe (n) values (9)`));
      expect(count()).toBe(before);
    },
  );

  it.runIf(!process.env.DATABASE_URL)('embedded: not the job queue’s statements (its own schema)', async () => {
    const before = count();
    await database.executeSql('select $1::int as n', [1]);
    await database.executeSql('create schema if not exists lw_jobs; create table if not exists lw_jobs.t (n int)');
    await database.executeSql('insert into lw_jobs.t (n) values ($1)', [1]);
    expect(count()).toBe(before);
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

  // Checked right after the call returns: the announcement arrives later (a socket read); what moved it is the
  // process's own count of what its COMMIT said (decision 63).
  it('its own transaction moves it at once when it moved a state counter, and not when it did not', async () => {
    await quiet();
    const actor = { userId: 1, accountId: 1, requestId: 't' };
    let before = count();
    await data.withTransaction(() => data.db.execute(sql`insert into lw_probe (n) values (8)`));
    await actingAs(actor, () => data.withTransaction(() => data.db.execute(sql`update lw_probe set n = n + 1`)));
    await actingAs(actor, () => data.db.execute(sql`update lw_probe set n = n + 1`));
    await data.db.execute(sql`insert into lw_probe (n) values (${1009})`);
    expect(count()).toBe(before);
    expect(await rowsOf(data.db, sql`update lw_probe set n = ${1010} where n = ${1009} returning n`)).toEqual([
      { n: 1010 },
    ]);
    expect(count()).toBe(before);

    await data.withTransaction(() => data.db.execute(sql`update pricing_state set version = version + 1`));
    expect(count()).toBeGreaterThan(before!);
    before = count();
    await data.db.execute(sql`update order_rules_state set version = version + ${1}`);
    expect(count()).toBeGreaterThan(before!);
    before = count();
    await actingAs(actor, () => data.db.execute(sql`update order_rules_state set version = version + 1`));
    expect(count()).toBeGreaterThan(before!);
    before = count();
    await actingAs(actor, () =>
      data.withTransaction(async () => {
        await data.db.execute(sql`update lw_probe set n = n + 1`);
        await data.db.execute(sql`update order_rules_state set version = version + 1`);
      }),
    );
    expect(count()).toBeGreaterThan(before!);
  });

  // The pool's own count, without the announcements that may arrive before the caller goes on (loopback timing).
  it('the pool counts a lone write only when it says it moved a state counter, or when it failed', async () => {
    const plain = new pg.Pool({ connectionString: url!, max: 2 });
    let counted = 0;
    const pool = pgPoolWithActor(plain, () => counted++);
    const actor = { userId: 1, accountId: 1, requestId: 't' };
    try {
      await pool.query('insert into lw_probe (n) values ($1)', [2001]);
      await actingAs(actor, () => pool.query('update lw_probe set n = $1 where n = $2', [2002, 2001]));
      expect(counted).toBe(0);
      await pool.query('update pricing_state set version = version + $1', [1]);
      expect(counted).toBe(1);
      await actingAs(actor, () => pool.query('update order_rules_state set version = version + $1', [1]));
      expect(counted).toBe(2);
      await expect(pool.query('insert into lw_probe (n) values ($1)', [-1])).rejects.toThrow();
      expect(counted).toBe(3);
      expect((await pool.query('select count(*)::int as c from lw_probe where n = $1', [2002])).rows).toEqual([
        { c: 1 },
      ]);
      expect(counted).toBe(3);
    } finally {
      await plain.end();
    }
  });

  it('its own transaction rolled back does not, nor does the one after it on the same connection', async () => {
    await quiet();
    const before = count();
    await expect(
      data.withTransaction(async () => {
        await data.db.execute(sql`update pricing_state set version = version + 1`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    // The setting was the rolled-back transaction's: the next one on the connection does not inherit it.
    await data.withTransaction(() => data.db.execute(sql`insert into lw_probe (n) values (9)`));
    await quiet();
    expect(count()).toBe(before);
  });

  it('a transaction whose COMMIT fails changed nothing: not counted, and the counter it moved is as it was', async () => {
    await database.exec(`create table if not exists lw_deferred (id int primary key, n int);
      alter table lw_deferred drop constraint if exists lw_deferred_n_fk;
      alter table lw_deferred add constraint lw_deferred_n_fk foreign key (n) references lw_deferred (id)
        deferrable initially deferred`);
    await quiet();
    const version = async () =>
      (
        (await data.db.execute(sql`select version::text as v from pricing_state`)) as unknown as {
          rows: { v: string }[];
        }
      ).rows[0];
    const was = await version();
    const before = count();
    await expect(
      data.withTransaction(async () => {
        await data.db.execute(sql`update pricing_state set version = version + 1`);
        await data.db.execute(sql`insert into lw_deferred values (1, 99)`); // refused at COMMIT
      }),
    ).rejects.toThrow();
    await quiet();
    expect(await version()).toEqual(was);
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
