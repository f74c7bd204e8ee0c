import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { openTestDatabase } from '../../../test/helpers/test-db';
import type { Database } from './client';
import { jsonText } from './columns';
import { insertRows } from './insert-rows';
import { rowsOf } from './rows';

const probe = pgTable(
  'ir_probe',
  {
    id: serial().primaryKey(),
    code: text().notNull(),
    amount: numeric({ precision: 18, scale: 2 }).notNull(),
    pieces: integer().notNull().default(1),
    fba: boolean().notNull().default(false),
    note: text(),
    lines: jsonb().$type<{ code: string; amount: string }[]>().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    doc: jsonText<{ name: string; lines: string[] } | null>(),
  },
  (t) => [uniqueIndex('ir_probe_code_uq').on(t.code)],
);

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.exec(`create table ir_probe (
    id serial primary key, code text not null, amount numeric(18,2) not null, pieces integer not null default 1,
    fba boolean not null default false, note text, lines jsonb not null, at timestamptz not null default now(),
    doc text)`);
  await database.exec('create unique index ir_probe_code_uq on ir_probe (code)');
});
afterAll(() => drop());

const read = () =>
  rowsOf<Record<string, unknown>>(
    database.db,
    sql`select code, amount::text as amount, pieces, fba, note, lines, at from ir_probe order by id`,
  );

describe('insertRows: many rows as one JSON parameter', () => {
  it('writes every kind of value as it was given, defaults where a column is left out, and answers in order', async () => {
    const at = new Date('2026-11-27T08:30:00.123Z');
    const ids = await insertRows(
      database.db,
      probe,
      [
        {
          code: 'A',
          amount: '12.50',
          pieces: 3,
          fba: true,
          note: 'quote "x" \\ \u4e2d',
          lines: [{ code: 'FREIGHT', amount: '1.10' }],
          at,
        },
        { code: 'B', amount: '0.01', pieces: 1, fba: false, note: null, lines: [], at },
      ],
      ['id', 'code'],
    );
    expect(ids.map((r) => r.code)).toEqual(['A', 'B']);
    expect(ids[1]!.id).toBe(ids[0]!.id + 1);
    const rows = await read();
    expect(rows[0]).toMatchObject({ code: 'A', amount: '12.50', pieces: 3, fba: true, note: 'quote "x" \\ \u4e2d' });
    expect(rows[0]!.lines).toEqual([{ code: 'FREIGHT', amount: '1.10' }]);
    expect(new Date(rows[0]!.at as string).toISOString()).toBe(at.toISOString());
    expect(rows[1]).toMatchObject({ code: 'B', note: null, lines: [] });

    await insertRows(database.db, probe, [{ code: 'C', amount: '5', lines: [] }]);
    const [c] = (await read()).filter((r) => r.code === 'C');
    expect(c).toMatchObject({ pieces: 1, fba: false, amount: '5.00' });
    expect(Date.now() - new Date(c!.at as string).getTime()).toBeLessThan(60_000);
  });

  it('skips the rows a unique constraint refuses when asked, and fails the statement when not', async () => {
    const written = await insertRows(
      database.db,
      probe,
      [
        { code: 'A', amount: '1', lines: [] },
        { code: 'D', amount: '1', lines: [] },
      ],
      ['code'],
      { skipConflicts: true },
    );
    expect(written).toEqual([{ code: 'D' }]);
    await expect(insertRows(database.db, probe, [{ code: 'D', amount: '1', lines: [] }])).rejects.toThrow();
  });

  it('refuses rows that give different columns, and does nothing for none', async () => {
    await expect(
      insertRows(database.db, probe, [
        { code: 'E', amount: '1', lines: [] },
        { code: 'F', amount: '1', lines: [], note: 'x' },
      ]),
    ).rejects.toThrow(/same columns/);
    // As many columns, one of them another; and one fewer (the types would refuse them: rows built at run time).
    for (const second of [
      { code: 'F', amount: '1', note: 'x' },
      { code: 'F', amount: '1' },
    ] as (typeof probe.$inferInsert)[])
      await expect(insertRows(database.db, probe, [{ code: 'E', amount: '1', lines: [] }, second])).rejects.toThrow(
        /same columns/,
      );
    expect(await insertRows(database.db, probe, [])).toEqual([]);
    expect((await read()).map((r) => r.code)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('writes a JSON document kept as text as its JSON text, which reads back as the document', async () => {
    const doc = { name: 'quote "x" \\ \u4e2d', lines: ['a', '{"b":1}'] };
    await insertRows(database.db, probe, [
      { code: 'G', amount: '1', lines: [], doc },
      { code: 'H', amount: '1', lines: [], doc: null },
    ]);
    const stored = await rowsOf<{ code: string; doc: string | null }>(
      database.db,
      sql`select code, doc from ir_probe where code in ('G', 'H') order by code`,
    );
    expect(stored).toEqual([
      { code: 'G', doc: JSON.stringify(doc) },
      { code: 'H', doc: null },
    ]);
    const read = await database.db
      .select({ code: probe.code, doc: probe.doc })
      .from(probe)
      .where(sql`${probe.code} in ('G', 'H')`)
      .orderBy(probe.code);
    expect(read).toEqual([
      { code: 'G', doc },
      { code: 'H', doc: null },
    ]);
  });
});
