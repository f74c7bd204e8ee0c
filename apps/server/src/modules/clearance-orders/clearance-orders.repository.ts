import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/paging';
import { scopeWhere, type DataScope } from '../../platform/auth/scope';
import { users } from '../users';
import {
  clearanceAttachments as att,
  clearanceOrderBags as bag,
  clearanceOrderOwners,
  clearanceOrderParcels as parcel,
  clearanceOrders as co,
} from './clearance-orders.tables';

export type ClearanceOrderRecord = typeof co.$inferSelect;
export type BagRecord = typeof bag.$inferSelect;
export type ParcelRecord = typeof parcel.$inferSelect;
export type AttachmentRecord = typeof att.$inferSelect;

const scoped = (scope: DataScope, ...conds: (SQL | undefined)[]) =>
  and(scopeWhere(scope, clearanceOrderOwners), ...conds);

export interface OrderFilter {
  orderNo?: string | undefined;
  awbNo?: string | undefined;
  status?: ClearanceOrderRecord['status'] | undefined;
  payStatus?: ClearanceOrderRecord['payStatus'] | undefined;
  portCode?: string | undefined;
}

const filterOf = (f: OrderFilter) => [
  f.orderNo ? ilike(co.orderNo, containsPattern(f.orderNo)) : undefined,
  f.awbNo ? ilike(co.awbNo, containsPattern(f.awbNo)) : undefined,
  f.status ? eq(co.status, f.status) : undefined,
  f.payStatus ? eq(co.payStatus, f.payStatus) : undefined,
  f.portCode ? eq(co.portCode, f.portCode.toUpperCase()) : undefined,
];

export async function orderIn(db: Db, scope: DataScope, id: number, lock = false) {
  const q = db
    .select()
    .from(co)
    .where(scoped(scope, eq(co.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function listOrders(db: Db, scope: DataScope, f: OrderFilter, offset: number, limit: number) {
  const where = scoped(scope, ...filterOf(f));
  const rows = await db
    .select({ order: co, customerName: users.username })
    .from(co)
    .leftJoin(users, eq(users.id, co.accountId))
    .where(where)
    .orderBy(desc(co.id))
    .offset(offset)
    .limit(limit);
  const [{ n }] = (await db.select({ n: count() }).from(co).where(where)) as [{ n: number }];
  return { rows, total: Number(n) };
}

export async function customerNameOf(db: Db, accountId: number): Promise<string> {
  const [row] = await db.select({ name: users.username }).from(users).where(eq(users.id, accountId));
  return row?.name ?? '';
}

export async function insertOrder(db: Db, values: typeof co.$inferInsert) {
  const [row] = await db.insert(co).values(values).returning();
  return row!;
}

export async function updateOrder(db: Db, id: number, values: Partial<typeof co.$inferInsert>) {
  const [row] = await db
    .update(co)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(co.id, id))
    .returning();
  return row!;
}

/** Moves an order only from the status it was read in; answers the row, or undefined when it moved meanwhile. */
export async function moveOrder(
  db: Db,
  id: number,
  from: ClearanceOrderRecord['status'],
  values: Partial<typeof co.$inferInsert>,
) {
  const [row] = await db
    .update(co)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(co.id, id), eq(co.status, from)))
    .returning();
  return row;
}

export async function replaceBags(
  db: Db,
  orderId: number,
  bags: { bagNo: string; weight: string; parcels: { parcelNo: string; weight: string; orderId: number | null }[] }[],
) {
  await db.delete(bag).where(eq(bag.clearanceOrderId, orderId));
  if (bags.length === 0) return;
  const inserted = await db
    .insert(bag)
    .values(
      bags.map((b) => ({ clearanceOrderId: orderId, bagNo: b.bagNo, weight: b.weight, pieces: b.parcels.length })),
    )
    .returning({ id: bag.id, bagNo: bag.bagNo });
  const idOf = new Map(inserted.map((r) => [r.bagNo, r.id]));
  const parcels = bags.flatMap((b) =>
    b.parcels.map((p) => ({
      clearanceOrderId: orderId,
      bagId: idOf.get(b.bagNo)!,
      parcelNo: p.parcelNo,
      weight: p.weight,
      orderId: p.orderId,
    })),
  );
  for (let i = 0; i < parcels.length; i += 1000) await db.insert(parcel).values(parcels.slice(i, i + 1000));
}

export async function bagsOf(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db.select().from(bag).where(inArray(bag.clearanceOrderId, orderIds)).orderBy(asc(bag.id));
}

export async function parcelsOfOrders(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db.select().from(parcel).where(inArray(parcel.clearanceOrderId, orderIds)).orderBy(asc(parcel.id));
}

export interface BagFilter {
  orderId?: number | undefined;
  bagNo?: string | undefined;
  awbNo?: string | undefined;
  submitStatus?: BagRecord['submitStatus'] | undefined;
}

export async function listBags(db: Db, scope: DataScope, f: BagFilter, offset: number, limit: number) {
  const where = scoped(
    scope,
    f.orderId ? eq(bag.clearanceOrderId, f.orderId) : undefined,
    f.bagNo ? ilike(bag.bagNo, containsPattern(f.bagNo)) : undefined,
    f.awbNo ? ilike(co.awbNo, containsPattern(f.awbNo)) : undefined,
    f.submitStatus ? eq(bag.submitStatus, f.submitStatus) : undefined,
  );
  const rows = await db
    .select({ bag, orderNo: co.orderNo, awbNo: co.awbNo })
    .from(bag)
    .innerJoin(co, eq(co.id, bag.clearanceOrderId))
    .where(where)
    .orderBy(desc(bag.id))
    .offset(offset)
    .limit(limit);
  const [{ n }] = (await db
    .select({ n: count() })
    .from(bag)
    .innerJoin(co, eq(co.id, bag.clearanceOrderId))
    .where(where)) as [{ n: number }];
  return { rows, total: Number(n) };
}

export async function parcelsOfBags(db: Db, bagIds: readonly number[]) {
  if (bagIds.length === 0) return [];
  return db.select().from(parcel).where(inArray(parcel.bagId, bagIds)).orderBy(asc(parcel.id));
}

export async function setBagStatus(db: Db, ids: readonly number[], status: BagRecord['submitStatus']) {
  const rows = await db
    .update(bag)
    .set({ submitStatus: status, updatedAt: new Date() })
    .where(inArray(bag.id, ids))
    .returning({ id: bag.id });
  return rows.length;
}

export async function setParcelStatus(db: Db, ids: readonly number[], status: ParcelRecord['submitStatus']) {
  const rows = await db
    .update(parcel)
    .set({ submitStatus: status, updatedAt: new Date() })
    .where(inArray(parcel.id, ids))
    .returning({ id: parcel.id });
  return rows.length;
}

export async function attachmentsOf(db: Db, orderId: number) {
  return db.select().from(att).where(eq(att.clearanceOrderId, orderId)).orderBy(asc(att.id));
}

/** An attachment with its order, in the caller's scope. */
export async function attachmentIn(db: Db, scope: DataScope, id: number) {
  const [row] = await db
    .select({ att, order: co })
    .from(att)
    .innerJoin(co, eq(co.id, att.clearanceOrderId))
    .where(scoped(scope, eq(att.id, id)));
  return row;
}

export async function insertAttachment(db: Db, values: typeof att.$inferInsert) {
  const [row] = await db.insert(att).values(values).returning();
  return row!;
}

/** Removes an order's attachments of a type (a new upload of a type that holds one file replaces it). */
export async function removeAttachmentsOfType(db: Db, orderId: number, type: AttachmentRecord['type']) {
  return db
    .delete(att)
    .where(and(eq(att.clearanceOrderId, orderId), eq(att.type, type)))
    .returning({ fileKey: att.fileKey });
}

export async function removeAttachment(db: Db, id: number) {
  await db.delete(att).where(eq(att.id, id));
}

/** Order ids in a scope (a batch's, the ones the caller may touch). */
export async function idsIn(db: Db, scope: DataScope, ids: readonly number[]) {
  const rows = await db
    .select({ id: co.id })
    .from(co)
    .where(scoped(scope, inArray(co.id, [...ids])));
  return rows.map((r) => r.id);
}
