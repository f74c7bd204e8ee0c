import { sql, type SQL } from 'drizzle-orm';
import { MAX_INLINE_CHARS } from './inline-parameters';

/**
 * A JSON document (JSON text) as a statement's `json` value. A large one travels as its UTF-8 bytes, a `bytea`
 * parameter the database decodes (`convert_from`), not as a text parameter: PGlite's driver walks a text parameter
 * in JavaScript, a character at a time and twice, to measure its UTF-8 length (a batch chunk's 850 KB order document
 * cost more there than in the database), while bytes go as they are (`client.ts` passes them through; node-postgres
 * sends a buffer as it is). Below MAX_INLINE_CHARS it stays text, which PostgreSQL's lone writes write into their
 * statement (`inline-parameters.ts`), saving a round trip; bytes never are.
 */
export function jsonDocument(text: string): SQL {
  if (text.length <= MAX_INLINE_CHARS) return sql`${text}::json`;
  return sql`convert_from(${Buffer.from(text, 'utf8')}::bytea, 'UTF8')::json`;
}
