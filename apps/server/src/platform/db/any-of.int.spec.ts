import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { openTestDatabase } from '../../../test/helpers/test-db';
import type { Database } from './client';
import { anyOf } from './any-of';

const probe = pgTable('any_of_probe', { id: bigint({ mode: 'number' }).primaryKey(), ref: text().notNull() });

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.exec('create table any_of_probe (id bigint primary key, ref text not null)');
  const refs = ['A-1', 'a,b', `it's "quoted"`, '\\back', '한국', ' spaced '];
  await database.db
    .insert(probe)
    .values([
      ...refs.map((ref, i) => ({ id: i + 1, ref })),
      { id: 2 ** 40, ref: 'big' },
      ...Array.from({ length: 3000 }, (_, i) => ({ id: 1000 + i, ref: `R${i}` })),
    ]);
});
afterAll(() => drop());

const idsWhere = async (where: ReturnType<typeof anyOf>) =>
  (await database.db.select({ id: probe.id }).from(probe).where(where).orderBy(asc(probe.id))).map((r) => r.id);

describe('anyOf', () => {
  it('matches texts exactly, whatever they hold', async () => {
    expect(
      await idsWhere(anyOf(probe.ref, ['a,b', `it's "quoted"`, '\\back', '한국', ' spaced ', 'a'], 'text')),
    ).toEqual([2, 3, 4, 5, 6]);
    expect(await idsWhere(anyOf(probe.ref, ['A-1'], 'text'))).toEqual([1]);
  });

  it('matches ids past 32 bits, and none for an empty list', async () => {
    expect(await idsWhere(anyOf(probe.id, [2 ** 40, 3, 999_999], 'bigint'))).toEqual([3, 2 ** 40]);
    expect(await idsWhere(anyOf(probe.id, [], 'bigint'))).toEqual([]);
  });

  it('takes thousands of values as one parameter', async () => {
    const ids = Array.from({ length: 3000 }, (_, i) => 1000 + i);
    const query = database.db
      .select({ id: probe.id })
      .from(probe)
      .where(anyOf(probe.id, ids, 'bigint'))
      .toSQL();
    expect(query.params).toHaveLength(1);
    expect(await idsWhere(anyOf(probe.id, ids, 'bigint'))).toEqual(ids);
  });
});
