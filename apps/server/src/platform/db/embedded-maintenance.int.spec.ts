import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../../../test/helpers/test-db';
import type { Database } from './client';
import { dataAccessOf } from './data-access';
import { maintainedTables, maintainOnce, startEmbeddedMaintenance } from './embedded-maintenance';
import { rowsOf } from './rows';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.db.execute(sql`create table wear (id integer primary key, n integer not null, note text)`);
  await database.db.execute(sql`create index wear_n_idx on wear (n)`);
});
afterAll(() => drop());

const one = async <R>(q: ReturnType<typeof sql>) => (await rowsOf<R>(database.db, q))[0]!;
const plan = async (q: string) =>
  (await rowsOf<{ 'QUERY PLAN': string }>(database.db, sql.raw(`explain (analyze, costs off) ${q}`)))
    .map((r) => r['QUERY PLAN'])
    .join('\n');

describe("the embedded database's vacuum", () => {
  it('analyzes and vacuums every table: the planner counts its rows, index-only scans stop reading the heap', async () => {
    await database.db.execute(sql`insert into wear select g, g % 100, 'x' from generate_series(1, 5000) g`);
    await database.db.execute(sql`update wear set note = 'y' where id <= 2000`);
    expect(Number((await one<{ t: number }>(sql`select reltuples as t from pg_class where relname = 'wear'`)).t)).toBe(
      -1,
    );

    expect(await maintainOnce(database)).toBe((await maintainedTables(database)).length);

    expect(Number((await one<{ t: number }>(sql`select reltuples as t from pg_class where relname = 'wear'`)).t)).toBe(
      5000,
    );
    await database.db.execute(sql`set enable_seqscan = off`);
    await database.db.execute(sql`set enable_bitmapscan = off`);
    const counted = await plan('select count(*) from wear where n < 50');
    expect(counted).toContain('Index Only Scan');
    expect(counted).toContain('Heap Fetches: 0');
  });

  it('waits for a transaction in progress instead of failing inside it', async () => {
    const data = dataAccessOf(database);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let entered!: () => void;
    const inside = new Promise<void>((r) => (entered = r));
    const tx = data.withTransaction(async () => {
      await data.db.execute(sql`update wear set n = n + 1 where id = 1`);
      entered();
      await held;
    });
    await inside;
    const round = maintainOnce(database);
    setTimeout(release, 50);
    await tx;
    expect(await round).toBe((await maintainedTables(database)).length);
  });

  it('runs by itself every round on the embedded database only, and never when set to 0 minutes', async () => {
    const analyzed = async (table: string) =>
      Number((await one<{ t: number }>(sql`select reltuples as t from pg_class where relname = ${table}`)).t) !== -1;
    const errors: unknown[] = [];
    await database.db.execute(sql`create table fresh (id integer primary key)`);
    await database.db.execute(sql`insert into fresh select generate_series(1, 100)`);
    const off = startEmbeddedMaintenance(database, 0, (e) => errors.push(e));
    const often = startEmbeddedMaintenance(database, 0.002, (e) => errors.push(e)); // every 120 ms
    let seen = false;
    for (let i = 0; i < 40 && !seen; i++) {
      await new Promise((r) => setTimeout(r, 100));
      seen = await analyzed('fresh');
    }
    await often.stop();
    await off.stop();
    expect(seen).toBe(database.kind === 'pglite'); // PostgreSQL's own autovacuum is not due within 4 s
    expect(errors).toEqual([]);
  });
});
