import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { jsonDocument } from './json-document';
import { rowsOf } from './rows';

const IDENT = /^[a-z_][a-z0-9_]*$/;

/** A column's name as the database spells it (the schema's keys become snake_case). */
function columnName(table: PgTable, key: string): string {
  const column = getTableColumns(table)[key];
  if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
  const name = column.keyAsName ? toSnakeCase(key) : column.name;
  if (!IDENT.test(name)) throw new Error(`column name ${name} needs quoting`);
  return name;
}

/**
 * Many rows in one statement with one parameter: the rows go as one JSON document that the database turns into the
 * table's row type (`json_populate_recordset`), instead of a parameter per value, which for hundreds of wide rows
 * costs more to build and parse than the insert itself. The document is json, not jsonb: read once as it is
 * populated, not first parsed whole into jsonb. Values as JSON carries them: text, numbers (numeric columns take
 * their decimal strings), booleans, dates (ISO), nested objects for json columns and for a JSON document kept as
 * text (`jsonText`: a text column populated from an object takes the object's JSON text). Every row must give the same columns (a column left out takes its default);
 * `returning` names the columns (schema keys) to answer, as the driver reads them, or none. `skipConflicts`: a row
 * that breaks a unique constraint is left out (`on conflict do nothing`), and not answered.
 */
export async function insertRows<T extends PgTable, K extends keyof T['$inferSelect'] & string>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
  returning: readonly K[] = [],
  options: { skipConflicts?: boolean } = {},
): Promise<Pick<T['$inferSelect'], K>[]> {
  if (rows.length === 0) return [];
  const { list, doc } = rowsDocument(table, rows);
  const skip = options.skipConflicts ? sql.raw(' on conflict do nothing') : sql``;
  const answer: SQL = returning.length
    ? sql.raw(` returning ${returning.map((k) => `${columnName(table, k)} as "${k}"`).join(', ')}`)
    : sql``;
  return rowsOf(
    db,
    sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${doc})${skip}${answer}`,
  );
}

/**
 * Rows as `insertRows` sends them: the column list (database names) and the JSON document of the rows as a json
 * value (`jsonDocument`), for a statement of one's own that selects them from
 * `json_populate_recordset(null::<table>, <doc>)`. Columns the rows leave out are not in the list (that statement
 * may fill them itself, or leave them their defaults).
 */
export function rowsDocument<T extends PgTable>(
  table: T,
  rows: readonly Partial<T['$inferInsert']>[],
): { list: SQL; doc: SQL } {
  const first = (rows[0] ?? {}) as Record<string, unknown>;
  const keys = Object.keys(first).filter((k) => first[k] !== undefined);
  const known = new Set(keys);
  const names = keys.map((k) => columnName(table, k));
  // One pass a row, linear in its columns: the documents carry thousands of wide rows.
  const doc = rows.map((given) => {
    const row = given as Record<string, unknown>;
    let count = 0;
    for (const k in row) {
      if (row[k] === undefined) continue;
      if (!known.has(k)) {
        count = -1;
        break;
      }
      count++;
    }
    if (count !== keys.length)
      throw new Error(`insertRows into ${getTableName(table)}: every row must give the same columns`);
    const out: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) out[names[i]!] = row[keys[i]!] ?? null;
    return out;
  });
  return { list: sql.raw(names.join(', ')), doc: jsonDocument(JSON.stringify(doc)) };
}
