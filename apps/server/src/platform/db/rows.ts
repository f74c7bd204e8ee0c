import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Rows of a raw statement (node-postgres and PGlite both answer `{ rows }`). */
export async function rowsOf<R>(db: Db, query: SQL): Promise<R[]> {
  return ((await db.execute(query)) as unknown as { rows: R[] }).rows;
}
