import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../../../test/helpers/test-db';
import { actingAs } from './actor-context';
import type { Database } from './client';
import { dataAccessOf, type DataAccess } from './data-access';

let database: Database;
let drop: () => Promise<void>;
let data: DataAccess;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.exec('create table lw_probe (id serial primary key, n int not null check (n >= 0))');
  data = dataAccessOf(database);
});
afterAll(() => drop());

describe.runIf(!process.env.DATABASE_URL)('the embedded database counts this process’s writes', () => {
  const count = () => data.localWrites!();

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

describe.runIf(Boolean(process.env.DATABASE_URL))('PostgreSQL', () => {
  it('has no count: other processes write too', () => {
    expect(data.localWrites).toBeUndefined();
  });
});
