import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { containsPattern, pageOf } from '../../platform/db/paging';
import {
  productApiValidations as apiRules,
  productConsigneeConfigs as consignee,
  productLabelSettings as labels,
  productLogisticsRules as logistics,
  productOrderEditParams as orderEdit,
  productSupportConfigs as support,
  shuttleProviders as shuttles,
} from './product-configs.tables';

/*
 * The product configurations. One-per-product configs are upserted on their product; lists (API rules, logistics
 * rules, label settings) are rows of their product. The service has checked the caller may see or change the
 * product before any of these run.
 */

export type SupportRow = typeof support.$inferSelect;
export type ConsigneeRow = typeof consignee.$inferSelect;
export type OrderEditRow = typeof orderEdit.$inferSelect;
export type ApiRuleRow = typeof apiRules.$inferSelect;
export type LogisticsRow = typeof logistics.$inferSelect;
export type LabelRow = typeof labels.$inferSelect;
export type ShuttleRow = typeof shuttles.$inferSelect;

type Insert<T extends { $inferInsert: object }> = Omit<T['$inferInsert'], 'id' | 'createdAt' | 'updatedAt'>;

export async function findSupport(db: Db, productId: number): Promise<SupportRow | undefined> {
  const [row] = await db.select().from(support).where(eq(support.productId, productId));
  return row;
}

export async function saveSupport(db: Db, row: Insert<typeof support>): Promise<void> {
  const { productId: _p, ...set } = row;
  await db
    .insert(support)
    .values(row)
    .onConflictDoUpdate({ target: support.productId, set: { ...set, updatedAt: new Date() } });
}

export async function findConsignee(db: Db, productId: number): Promise<ConsigneeRow | undefined> {
  const [row] = await db.select().from(consignee).where(eq(consignee.productId, productId));
  return row;
}

export async function saveConsignee(db: Db, row: Insert<typeof consignee>): Promise<void> {
  const { productId: _p, ...set } = row;
  await db
    .insert(consignee)
    .values(row)
    .onConflictDoUpdate({ target: consignee.productId, set: { ...set, updatedAt: new Date() } });
}

export async function findOrderEdit(db: Db, productId: number): Promise<OrderEditRow | undefined> {
  const [row] = await db.select().from(orderEdit).where(eq(orderEdit.productId, productId));
  return row;
}

export async function saveOrderEdit(db: Db, row: Insert<typeof orderEdit>): Promise<void> {
  const { productId: _p, ...set } = row;
  await db
    .insert(orderEdit)
    .values(row)
    .onConflictDoUpdate({ target: orderEdit.productId, set: { ...set, updatedAt: new Date() } });
}

export const listApiRules = (db: Db, productId: number) =>
  db.select().from(apiRules).where(eq(apiRules.productId, productId)).orderBy(asc(apiRules.field), asc(apiRules.id));

export async function findApiRule(db: Db, id: number): Promise<ApiRuleRow | undefined> {
  const [row] = await db.select().from(apiRules).where(eq(apiRules.id, id));
  return row;
}

export async function insertApiRule(db: Db, row: Insert<typeof apiRules>): Promise<number> {
  const [out] = await db.insert(apiRules).values(row).returning({ id: apiRules.id });
  return out!.id;
}

export async function updateApiRule(db: Db, id: number, row: Insert<typeof apiRules>): Promise<void> {
  await db
    .update(apiRules)
    .set({ ...row, updatedAt: new Date() })
    .where(eq(apiRules.id, id));
}

export async function deleteApiRule(db: Db, id: number): Promise<number> {
  return (await db.delete(apiRules).where(eq(apiRules.id, id)).returning({ id: apiRules.id })).length;
}

export const listLogistics = (db: Db, productId: number) =>
  db
    .select()
    .from(logistics)
    .where(eq(logistics.productId, productId))
    .orderBy(desc(logistics.priority), asc(logistics.id));

export async function findLogistics(db: Db, id: number): Promise<LogisticsRow | undefined> {
  const [row] = await db.select().from(logistics).where(eq(logistics.id, id));
  return row;
}

export async function insertLogistics(db: Db, row: Insert<typeof logistics>): Promise<number> {
  const [out] = await db.insert(logistics).values(row).returning({ id: logistics.id });
  return out!.id;
}

export async function updateLogistics(db: Db, id: number, row: Insert<typeof logistics>): Promise<void> {
  await db
    .update(logistics)
    .set({ ...row, updatedAt: new Date() })
    .where(eq(logistics.id, id));
}

export async function deleteLogistics(db: Db, productId: number, id: number): Promise<number> {
  const out = await db
    .delete(logistics)
    .where(and(eq(logistics.id, id), eq(logistics.productId, productId)))
    .returning({ id: logistics.id });
  return out.length;
}

export const listLabels = (db: Db, productId: number) =>
  db.select().from(labels).where(eq(labels.productId, productId)).orderBy(asc(labels.labelId));

/** One setting per product and label: saving the same label again replaces it. */
export async function saveLabel(db: Db, row: Insert<typeof labels>): Promise<LabelRow> {
  const [out] = await db
    .insert(labels)
    .values(row)
    .onConflictDoUpdate({
      target: [labels.productId, labels.labelId],
      set: {
        customerPrintLabelType: row.customerPrintLabelType,
        reqDeliveryLabelRule: row.reqDeliveryLabelRule,
        updatedAt: new Date(),
      },
    })
    .returning();
  return out!;
}

export async function findShuttles(db: Db, f: { name?: string; enabled?: boolean }, offset: number, limit: number) {
  const where: SQL | undefined = and(
    f.name ? ilike(shuttles.name, containsPattern(f.name)) : undefined,
    f.enabled !== undefined ? eq(shuttles.enabled, f.enabled) : undefined,
  );
  const rows = await db
    .select({ row: shuttles, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(shuttles)
    .where(where)
    .orderBy(asc(shuttles.name), asc(shuttles.id))
    .offset(offset)
    .limit(limit);
  const page = await pageOf(
    rows,
    offset,
    async () => (await db.select({ n: count() }).from(shuttles).where(where))[0]!.n,
  );
  return { rows: page.rows.map((r) => r.row), total: page.total };
}

export async function findShuttle(db: Db, id: number): Promise<ShuttleRow | undefined> {
  const [row] = await db.select().from(shuttles).where(eq(shuttles.id, id));
  return row;
}

export async function insertShuttle(db: Db, row: Insert<typeof shuttles>): Promise<number> {
  const [out] = await db.insert(shuttles).values(row).returning({ id: shuttles.id });
  return out!.id;
}

export async function updateShuttle(db: Db, id: number, row: Insert<typeof shuttles>): Promise<boolean> {
  const out = await db
    .update(shuttles)
    .set({ ...row, updatedAt: new Date() })
    .where(eq(shuttles.id, id))
    .returning({ id: shuttles.id });
  return out.length > 0;
}
