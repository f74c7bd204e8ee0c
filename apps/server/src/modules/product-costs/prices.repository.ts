import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { productCostPrices as b } from './product-costs.tables';

export type BandRow = typeof b.$inferSelect;
export type BandWrite = Omit<typeof b.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** A cost's bands (the caller checked the cost's scope), by zone and ascending bound, the open band last. */
export async function findBands(db: Db, costId: number, zone?: string): Promise<BandRow[]> {
  return db
    .select()
    .from(b)
    .where(and(eq(b.costId, costId), zone !== undefined ? eq(b.zone, zone) : undefined))
    .orderBy(asc(b.zone), sql`${b.weightUpTo} asc nulls last`, asc(b.id));
}

/** Replaces one zone's bands (run inside the caller's transaction). */
export async function replaceBands(db: Db, costId: number, zone: string, rows: BandWrite[]): Promise<void> {
  await db.delete(b).where(and(eq(b.costId, costId), eq(b.zone, zone)));
  if (rows.length > 0) await db.insert(b).values(rows);
}
