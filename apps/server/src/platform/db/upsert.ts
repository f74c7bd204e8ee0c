import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * The `set` of an upsert that takes the listed columns from the row being inserted (`excluded.<column>`),
 * naming them as the database does (snake_case), so no column name is written by hand.
 */
export function fromExcluded<T extends PgTable>(table: T, keys: (keyof T['_']['columns'] & string)[]) {
  const columns = getTableColumns(table);
  const set: Record<string, SQL> = {};
  for (const key of keys) {
    const column = columns[key];
    if (!column) throw new Error(`no column ${key}`);
    const name = column.keyAsName ? toSnakeCase(key) : column.name;
    set[key] = sql.raw(`excluded.${name}`);
  }
  return set;
}
