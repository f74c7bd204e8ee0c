import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../../../test/helpers/test-db';
import type { Database } from './client';
import { bindRepository, createDataAccess, OuterHandleInTransactionError, type DataAccess } from './data-access';
import type { Db } from './client';

let database: Database;
let drop: () => Promise<void>;
let data: DataAccess;

const queries = {
  insert: async (db: Db, n: number) => {
    await db.execute(sql`insert into ctx_probe (n) values (${n})`);
  },
  count: async (db: Db) => {
    const res = await db.execute<{ c: number }>(sql`select count(*)::int as c from ctx_probe`);
    return Number((res as unknown as { rows: { c: number }[] }).rows[0]!.c);
  },
};

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.exec('create table ctx_probe (n int not null)');
  data = createDataAccess(database.db, { guard: true });
});
afterAll(() => drop());

describe('the transaction context', () => {
  const repo = () => bindRepository(data, queries);

  it('lets nested calls join the open transaction, and rolls all of it back on failure', async () => {
    const before = await repo().count();
    const failure = new Error('the third step fails');
    await expect(
      data.withTransaction(async () => {
        await repo().insert(1);
        // A nested "service" opening its own transaction joins this one.
        await data.withTransaction(async () => {
          expect(data.inTransaction).toBe(true);
          await repo().insert(2);
        });
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await repo().count()).toBe(before);
  });

  it('commits nested work with the outer transaction', async () => {
    const before = await repo().count();
    await data.withTransaction(async () => {
      await repo().insert(1);
      await data.withTransaction(() => repo().insert(2));
    });
    expect(await repo().count()).toBe(before + 2);
    expect(data.inTransaction).toBe(false);
  });

  it('refuses the outer handle inside a transaction instead of hanging', async () => {
    const outer = data.db; // taken outside: the outer handle
    await expect(
      data.withTransaction(async () => {
        await outer.execute(sql`select 1`);
      }),
    ).rejects.toBeInstanceOf(OuterHandleInTransactionError);
    // Outside a transaction the same handle works.
    await expect(outer.execute(sql`select 1`)).resolves.toBeDefined();
  });

  it('keeps concurrent call chains apart: one chain’s transaction is not another’s', async () => {
    const before = await repo().count();
    const results = await Promise.allSettled([
      data.withTransaction(async () => {
        await repo().insert(10);
        throw new Error('rolled back');
      }),
      data.withTransaction(() => repo().insert(11)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled']);
    expect(await repo().count()).toBe(before + 1);
  });
});
