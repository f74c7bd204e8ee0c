import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { openTestDatabase } from '../../../test/helpers/test-db';
import type { Database } from './client';
import { MAX_INLINE_CHARS } from './inline-parameters';
import { jsonDocument } from './json-document';
import { rowsOf } from './rows';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

/** Texts a document must carry unchanged: quotes, backslashes, escapes, CJK and Korean, characters past the BMP. */
const TEXTS = [
  `it's "quoted"`,
  '\\back\\slash',
  'tab\tline\nend',
  '燃油附加费',
  '유류 할증료',
  '📦 parcel 🚚',
  'x'.repeat(300),
];

const documentOf = (count: number) => Array.from({ length: count }, (_, i) => ({ n: i, t: TEXTS[i % TEXTS.length]! }));

async function readBack(doc: { n: number; t: string }[]) {
  const text = JSON.stringify(doc);
  const value = jsonDocument(text);
  const rows = await rowsOf<{ n: number; t: string }>(
    database.db,
    sql`select n, t from json_to_recordset(${value}) as x(n integer, t text) order by n`,
  );
  return { text, value, rows };
}

describe('jsonDocument', () => {
  it('sends a small document as text, written into the statement where it can be', async () => {
    const doc = documentOf(20);
    const { text, value, rows } = await readBack(doc);
    expect(text.length).toBeLessThanOrEqual(MAX_INLINE_CHARS);
    expect(new PgDialect().sqlToQuery(value).params).toEqual([text]);
    expect(rows).toEqual(doc);
  });

  it('sends a large document as its UTF-8 bytes, and the database reads every character as it was', async () => {
    const doc = documentOf(2_000);
    const { text, value, rows } = await readBack(doc);
    expect(text.length).toBeGreaterThan(MAX_INLINE_CHARS);
    const [param] = new PgDialect().sqlToQuery(value).params;
    expect(Buffer.isBuffer(param)).toBe(true);
    expect((param as Buffer).toString('utf8')).toBe(text);
    expect(rows).toEqual(doc);
  });

  it('refuses a document that is not JSON, as a text one would be', async () => {
    const broken = `[${'{"n":1},'.repeat(MAX_INLINE_CHARS / 8)}`;
    await expect(
      rowsOf(database.db, sql`select count(*) from json_array_elements(${jsonDocument(broken)})`),
    ).rejects.toThrow();
  });

  it.skipIf(process.env.DATABASE_URL !== undefined)(
    'hands PGlite the bytes as they are, never to its serializer that spells them out in hex a byte at a time',
    async () => {
      const hex = vi.spyOn(types.serializers, types.BYTEA);
      const own = await openTestDatabase();
      try {
        const text = JSON.stringify(documentOf(2_000));
        const [row] = await rowsOf<{ n: number }>(
          own.database.db,
          sql`select json_array_length(${jsonDocument(text)}) as n`,
        );
        expect(row!.n).toBe(2_000);
        expect(hex).not.toHaveBeenCalled();
      } finally {
        hex.mockRestore();
        await own.drop();
      }
    },
  );
});
