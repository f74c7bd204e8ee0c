import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { DataScope } from '../../platform/auth/scope';
import { productCosts, surcharges as s } from './product-costs.tables';
import { costWhere } from './cost-scope';

export type SurchargeRow = typeof s.$inferSelect;
export type SurchargeWrite = Omit<typeof s.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** A cost's surcharges (the caller checked the cost's scope), in calculation order. */
export async function findSurcharges(
  db: Db,
  costId: number,
  type?: SurchargeRow['surchargeType'],
): Promise<SurchargeRow[]> {
  return db
    .select()
    .from(s)
    .where(and(eq(s.costId, costId), type ? eq(s.surchargeType, type) : undefined))
    .orderBy(asc(s.calSortNumber), asc(s.id));
}

/** One surcharge, through its cost's scope. */
export async function findSurcharge(db: Db, scope: DataScope, id: number): Promise<SurchargeRow | undefined> {
  const [row] = await db
    .select({ surcharge: s })
    .from(s)
    .innerJoin(productCosts, eq(productCosts.id, s.costId))
    .where(and(costWhere(scope), eq(s.id, id)));
  return row?.surcharge;
}

/** A new surcharge; null when the cost already has its code. */
export async function insertSurcharge(db: Db, row: SurchargeWrite): Promise<number | null> {
  const [out] = await db
    .insert(s)
    .values(row)
    .onConflictDoNothing({ target: [s.costId, s.code] })
    .returning({ id: s.id });
  return out?.id ?? null;
}

export async function updateSurcharge(db: Db, costId: number, id: number, row: SurchargeWrite): Promise<boolean> {
  const out = await db
    .update(s)
    .set({ ...row, updatedAt: new Date() })
    .where(and(eq(s.costId, costId), eq(s.id, id)))
    .returning({ id: s.id });
  return out.length > 0;
}

export async function deleteSurcharge(db: Db, costId: number, id: number): Promise<boolean> {
  const out = await db
    .delete(s)
    .where(and(eq(s.costId, costId), eq(s.id, id)))
    .returning({ id: s.id });
  return out.length > 0;
}
