import { and, asc, count, desc, eq, gte, ilike, isNull, lt, or, sql } from 'drizzle-orm';
import type { BagStatus, OrderStatus, SortType } from '@parcelhub/contracts';
import { scopeWhere, type DataScope } from '../../platform/auth/scope';
import type { Db } from '../../platform/db/client';
import { rowsOf } from '../../platform/db/rows';
import { orderOwners, orders } from '../orders';
import { warehouseBays, warehouses } from '../warehouses';
import { bagParcels as bp, bags as b } from './bags.tables';

export type BagTableRow = typeof b.$inferSelect;

/** A bag with the words the screens show beside it: its warehouse's code and name, its bay's number. */
export interface BagRow extends BagTableRow {
  warehouseCode: string;
  warehouseName: string;
  bayNumber: number;
}

const withPlace = {
  bag: b,
  warehouseCode: warehouses.code,
  warehouseName: warehouses.name,
  bayNumber: warehouseBays.number,
};

const flatten = (r: { bag: BagTableRow; warehouseCode: string; warehouseName: string; bayNumber: number }): BagRow => ({
  ...r.bag,
  warehouseCode: r.warehouseCode,
  warehouseName: r.warehouseName,
  bayNumber: r.bayNumber,
});

const selectBags = (db: Db) =>
  db
    .select(withPlace)
    .from(b)
    .innerJoin(warehouses, eq(warehouses.id, b.warehouseId))
    .innerJoin(warehouseBays, eq(warehouseBays.id, b.bayId));

/** The scans of one parcel run one after another (the transaction's end lets the next in): key space 4101. */
export async function lockParcel(db: Db, orderId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(4101, ${orderId}::int)`);
}

export async function bagById(db: Db, id: number): Promise<BagRow | undefined> {
  const [row] = await selectBags(db).where(eq(b.id, id));
  return row ? flatten(row) : undefined;
}

export async function bagByNo(db: Db, bagNo: string): Promise<BagRow | undefined> {
  const [row] = await selectBags(db).where(eq(b.bagNo, bagNo));
  return row ? flatten(row) : undefined;
}

/** The bag a parcel lies in (a disbanded bag lets its parcels go, so at most one). */
export async function bagOfParcel(db: Db, orderId: number): Promise<BagRow | undefined> {
  const [row] = await selectBags(db).innerJoin(bp, eq(bp.bagId, b.id)).where(eq(bp.orderId, orderId));
  return row ? flatten(row) : undefined;
}

/**
 * What a parcel already bagged answers when scanned again, in one query: its bag, the bay with its counts now, the
 * weight and rule it was bagged with.
 */
export async function repeatOf(db: Db, orderId: number) {
  const [row] = await db
    .select({
      bagId: b.id,
      bagNo: b.bagNo,
      bagPieces: b.pieces,
      warehouseId: b.warehouseId,
      weightKg: bp.weight,
      ruleCode: bp.ruleCode,
      bayId: warehouseBays.id,
      bayNumber: warehouseBays.number,
      bayPieces: warehouseBays.pieces,
      bayWeight: warehouseBays.weight,
      bayState: warehouseBays.state,
    })
    .from(bp)
    .innerJoin(b, eq(b.id, bp.bagId))
    .innerJoin(warehouseBays, eq(warehouseBays.id, b.bayId))
    .where(eq(bp.orderId, orderId));
  return row;
}

/** What a scan reads first: the order, and its bag and bay if it lies in one (`repeatOf`'s columns). */
export interface ScannedOrder {
  order: { id: number; orderNo: string; insideNumber: string; status: OrderStatus };
  bagged: NonNullable<Awaited<ReturnType<typeof repeatOf>>> | null;
}

/**
 * The newest order in the scope carrying this tracking, inside or order number (as `orders.findByNumbers` finds it by
 * its own numbers), with the bag it lies in, its bay and counts, in one query (decision 210). Undefined when no
 * order carries it as its own number (a reference number is then looked up through the orders' service).
 */
export async function scannedOrder(db: Db, scope: DataScope, number: string): Promise<ScannedOrder | undefined> {
  const [row] = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      insideNumber: orders.insideNumber,
      status: orders.status,
      bagId: b.id,
      bagNo: b.bagNo,
      bagPieces: b.pieces,
      warehouseId: b.warehouseId,
      weightKg: bp.weight,
      ruleCode: bp.ruleCode,
      bayId: warehouseBays.id,
      bayNumber: warehouseBays.number,
      bayPieces: warehouseBays.pieces,
      bayWeight: warehouseBays.weight,
      bayState: warehouseBays.state,
    })
    .from(orders)
    .leftJoin(bp, eq(bp.orderId, orders.id))
    .leftJoin(b, eq(b.id, bp.bagId))
    .leftJoin(warehouseBays, eq(warehouseBays.id, b.bayId))
    .where(
      and(
        scopeWhere(scope, orderOwners),
        isNull(orders.deletedAt),
        or(eq(orders.trackingNo, number), eq(orders.insideNumber, number), eq(orders.orderNo, number)),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(1);
  if (!row) return undefined;
  const { id, orderNo, insideNumber, status, ...bag } = row;
  const bagged =
    bag.bagId !== null && bag.bayId !== null
      ? {
          ...bag,
          bagId: bag.bagId,
          bagNo: bag.bagNo!,
          bagPieces: bag.bagPieces!,
          warehouseId: bag.warehouseId!,
          weightKg: bag.weightKg!,
          bayId: bag.bayId,
          bayNumber: bag.bayNumber!,
          bayPieces: bag.bayPieces!,
          bayWeight: bag.bayWeight!,
          bayState: bag.bayState!,
        }
      : null;
  return { order: { id, orderNo, insideNumber, status }, bagged };
}

/** The bay's bag still lying in it: open, or closed and waiting for its change (newest first). */
export async function bagInBay(db: Db, bayId: number): Promise<BagTableRow | undefined> {
  const [row] = await db
    .select()
    .from(b)
    .where(and(eq(b.bayId, bayId), isNull(b.bayFreedAt), sql`${b.status} in ('OPEN', 'CLOSED')`))
    .orderBy(desc(b.id))
    .limit(1);
  return row;
}

export interface NewBag {
  bagNo: string;
  warehouseId: number;
  bayId: number;
  sortType: SortType;
  openedBy: number;
  openedByName: string;
}

/**
 * The bay's open bag, opening one when there is none. Two stations opening the bay's bag at once: the partial unique
 * index lets one insert in, the other does nothing and reads the one that got in.
 */
export async function openBag(db: Db, bag: NewBag): Promise<BagTableRow> {
  await db
    .insert(b)
    .values(bag)
    .onConflictDoNothing({ target: b.bayId, where: sql`${b.status} = 'OPEN'` });
  const [row] = await db
    .select()
    .from(b)
    .where(and(eq(b.bayId, bag.bayId), eq(b.status, 'OPEN')));
  return row!;
}

/** Puts a parcel in a bag once: a parcel already in one is not added again (false). */
export async function addParcel(
  db: Db,
  p: { orderId: number; bagId: number; weight: string; ruleCode: string | null; addedBy: number },
): Promise<BagTableRow | undefined> {
  const [inserted] = await db.insert(bp).values(p).onConflictDoNothing().returning({ orderId: bp.orderId });
  if (!inserted) return undefined;
  const [bag] = await db
    .update(b)
    .set({
      pieces: sql`${b.pieces} + 1`,
      weight: sql`${b.weight} + ${p.weight}::numeric`,
      updatedAt: sql`now()`,
    })
    .where(eq(b.id, p.bagId))
    .returning();
  return bag;
}

/**
 * Puts a parcel in an open bag and counts it there, in one statement: the bag is locked and must still be OPEN, the
 * parcel goes in only then, and the count moves only if it went in. Answers the bag's pieces then, or undefined when
 * nothing was written (the bag closed or disbanded since it was read, or the parcel already in a bag).
 */
export async function addToOpenBag(
  db: Db,
  p: { orderId: number; bagId: number; weight: string; ruleCode: string | null; addedBy: number },
): Promise<number | undefined> {
  const [row] = await rowsOf<{ pieces: number }>(
    db,
    sql`
    with live as (
      select ${b.id} as id from ${b} where ${b.id} = ${p.bagId} and ${b.status} = 'OPEN' for update
    ), added as (
      insert into ${bp} (order_id, bag_id, weight, rule_code, added_by)
      select ${p.orderId}::int, live.id, ${p.weight}::numeric, ${p.ruleCode}::text, ${p.addedBy}::int from live
      on conflict do nothing
      returning order_id
    )
    update ${b} set pieces = ${b.pieces} + 1, weight = ${b.weight} + ${p.weight}::numeric, updated_at = now()
    where ${b.id} in (select id from live) and exists (select 1 from added)
    returning ${b.pieces} as pieces`,
  );
  return row ? Number(row.pieces) : undefined;
}

/** Closes an open bag holding parcels; undefined when it is not one (then the caller reads why). */
export async function closeBag(db: Db, id: number, by: { id: number; name: string }) {
  const [row] = await db
    .update(b)
    .set({ status: 'CLOSED', closedAt: sql`now()`, closedBy: by.id, closedByName: by.name, updatedAt: sql`now()` })
    .where(and(eq(b.id, id), eq(b.status, 'OPEN'), sql`${b.pieces} > 0`))
    .returning();
  return row;
}

/** Moves a bag from one status to another, only from that one; the row as it became, or undefined. */
export async function moveBag(
  db: Db,
  id: number,
  from: BagStatus,
  set: Partial<typeof b.$inferInsert> & { status: BagStatus },
): Promise<BagTableRow | undefined> {
  const [row] = await db
    .update(b)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(b.id, id), eq(b.status, from)))
    .returning();
  return row;
}

/** The bay's bags are no longer in it: its change done. */
export async function markBayFreed(db: Db, bayId: number): Promise<void> {
  await db
    .update(b)
    .set({ bayFreedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(b.bayId, bayId), isNull(b.bayFreedAt), sql`${b.status} <> 'OPEN'`));
}

/** Lets a disbanded bag's parcels go; how many there were. */
export async function releaseParcels(db: Db, bagId: number): Promise<number> {
  const rows = await db.delete(bp).where(eq(bp.bagId, bagId)).returning({ orderId: bp.orderId });
  return rows.length;
}

/** A bag's parcels with their orders' numbers and status, first bagged first. */
export async function parcelsOf(db: Db, bagId: number) {
  return db
    .select({
      orderId: bp.orderId,
      orderNo: orders.orderNo,
      insideNumber: orders.insideNumber,
      trackingNo: orders.trackingNo,
      status: orders.status,
      weight: bp.weight,
      addedAt: bp.addedAt,
    })
    .from(bp)
    .innerJoin(orders, eq(orders.id, bp.orderId))
    .where(eq(bp.bagId, bagId))
    .orderBy(asc(bp.addedAt), asc(bp.orderId));
}

export interface BagListFilter {
  warehouseId?: number | undefined;
  status?: BagStatus | undefined;
  bagNo?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function filtered(f: BagListFilter) {
  return and(
    f.warehouseId === undefined ? undefined : eq(b.warehouseId, f.warehouseId),
    f.status === undefined ? undefined : eq(b.status, f.status),
    f.bagNo ? ilike(b.bagNo, `%${escapeLike(f.bagNo)}%`) : undefined,
    f.dateFrom ? gte(b.openedAt, sql`${f.dateFrom}::date`) : undefined,
    f.dateTo ? lt(b.openedAt, sql`${f.dateTo}::date + 1`) : undefined,
  );
}

export async function listBags(db: Db, f: BagListFilter & { offset: number; limit: number }) {
  const where = filtered(f);
  const rows = await selectBags(db).where(where).orderBy(desc(b.id)).offset(f.offset).limit(f.limit);
  const [total] = await db.select({ n: count() }).from(b).where(where);
  return { rows: rows.map(flatten), total: total?.n ?? 0 };
}

/** The bags lying in the warehouse's bays now (open, or closed and not yet changed). */
export async function bagsInBays(db: Db, warehouseId: number): Promise<BagTableRow[]> {
  return db
    .select()
    .from(b)
    .where(and(eq(b.warehouseId, warehouseId), isNull(b.bayFreedAt), sql`${b.status} in ('OPEN', 'CLOSED')`))
    .orderBy(asc(b.id));
}
