/// <reference types="vite/client" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { rowsOf } from '../../platform/db/rows';
import { loggedTables, QUIET_MARK } from './oplog.attach';
import { NOISE_COLUMNS } from './oplog.capture';
import { oplogRecordOf } from '../../platform/oplog/records';

// The declarations as the modules write them (their source, read as text: the registry also holds what other specs
// of this worker declared for tables of their own).
const declarationSources = import.meta.glob<string>('../*/**/*.oplog.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const declaredInSource = Object.entries(declarationSources).flatMap(([file, source]) =>
  [...source.matchAll(/declareOplogRecord\(\s*'([a-z0-9_]+)'/g)].map((m) => ({ file, table: m[1]! })),
);

let t: TestApp;
let logged: string[];
/** Each public table's columns, and which of them the log leaves out (timestamps, quiet ones). */
const columnsOf = new Map<string, { all: Set<string>; unlogged: Set<string> }>();

beforeAll(async () => {
  t = await createTestApp(); // the app's modules are loaded, so their descriptors have declared their records
  logged = await loggedTables(t.db);
  const columns = await rowsOf<{ table: string; column: string; comment: string | null }>(
    t.db,
    sql`select c.table_name as "table", c.column_name as "column",
          col_description(format('%I.%I', c.table_schema, c.table_name)::regclass, c.ordinal_position::int) as "comment"
        from information_schema.columns c where c.table_schema = 'public'`,
  );
  for (const c of columns) {
    const entry = columnsOf.get(c.table) ?? { all: new Set(), unlogged: new Set() };
    entry.all.add(c.column);
    if (NOISE_COLUMNS.includes(c.column) || c.comment?.startsWith(QUIET_MARK)) entry.unlogged.add(c.column);
    columnsOf.set(c.table, entry);
  }
});
afterAll(() => t.close());

describe('every logged table reads in words', () => {
  it('finds the logged tables', () => {
    expect(logged).toEqual(expect.arrayContaining(['customer_addresses', 'orders', 'users', 'journal_entries']));
  });

  it('each logged table is declared by its module (declareOplogRecord in <module>.oplog.ts, imported by its descriptor)', () => {
    const undeclared = logged.filter((table) => !oplogRecordOf(table));
    expect(undeclared, 'logged tables nobody declared').toEqual([]);
  });

  it('each declared field and naming column is a column of its table', () => {
    const unknown: string[] = [];
    for (const table of logged) {
      const record = oplogRecordOf(table);
      const columns = columnsOf.get(table)!.all;
      if (!record) continue;
      for (const column of [...Object.keys(record.fields), ...(record.nameColumn ? [record.nameColumn] : [])])
        if (!columns.has(column)) unknown.push(`${table}.${column}`);
    }
    expect(unknown, 'declared columns that do not exist').toEqual([]);
  });

  it('each column the log keeps has a label (the id aside)', () => {
    const unlabelled: string[] = [];
    for (const table of logged) {
      const record = oplogRecordOf(table);
      const { all, unlogged } = columnsOf.get(table)!;
      for (const column of all)
        if (column !== 'id' && !unlogged.has(column) && !record?.fields[column]) unlabelled.push(`${table}.${column}`);
    }
    expect(unlabelled, 'logged columns without a label').toEqual([]);
  });

  it('every word is there in zh, en and ko', () => {
    const blank: string[] = [];
    const check = (where: string, words: readonly string[]) => {
      if (words.length !== 3 || words.some((w) => w.trim() === '')) blank.push(where);
    };
    for (const table of logged) {
      const record = oplogRecordOf(table);
      if (!record) continue;
      check(table, record.record);
      for (const [column, field] of Object.entries(record.fields)) {
        check(`${table}.${column}`, field.label);
        if (typeof field.kind === 'object')
          for (const [value, words] of Object.entries(field.kind.words)) check(`${table}.${column}=${value}`, words);
      }
    }
    expect(blank).toEqual([]);
  });

  it("a module's declaration names a logged table", () => {
    expect(declaredInSource.length).toBeGreaterThan(1);
    const stale = declaredInSource.filter(({ table }) => !logged.includes(table));
    expect(stale, 'declarations of tables that are not logged').toEqual([]);
  });
});
