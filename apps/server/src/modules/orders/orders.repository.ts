import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { HomeBucket, OrderStatus } from '@parcelhub/contracts';
import { rowsOf } from '../../platform/db/rows';
import { anyOf } from '../../platform/db/any-of';
import { rowsDocument } from '../../platform/db/insert-rows';
import { jsonDocument } from '../../platform/db/json-document';
import { numbersSql } from './order-numbers';
import { dueWork } from '../../platform/jobs/jobs.tables';
import { LABEL_DUE_KIND } from './label-due';
import type { Db } from '../../platform/db/client';
import { scopeWhere, type DataScope } from '../../platform/auth/scope';
import { users } from '../users';
import { products } from '../products';
import { feeExplanations, orderLogs, orderOwners, orders as o } from './orders.tables';
import { keyedExplanations, type KeyedExplanation } from './explanations';
import { bucketCondition } from './home/home-buckets';

export type OrderRecord = typeof o.$inferSelect;
/** An order's values as written: its fee explanation itself, which the repository stores apart under its key. */
export type OrderWrite = Omit<typeof o.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'explainHash'> & {
  explain: unknown;
};
/** What a label request reads of its order (its product's names and carrier come from the catalogue). */
export type LabelOrderRow = Pick<
  OrderRecord,
  | 'id'
  | 'productId'
  | 'orderNo'
  | 'insideNumber'
  | 'referenceNo'
  | 'trackingNo'
  | 'labelStatus'
  | 'sender'
  | 'receiver'
  | 'boxes'
  | 'declarations'
>;
export type OrderLogWrite = Omit<typeof orderLogs.$inferInsert, 'id' | 'createdAt'>;

/** Stores these explanations (one committed before is left out, and one committed meanwhile kept as it is). */
function storeExplanations(explanations: readonly KeyedExplanation[]): SQL {
  const { list, doc } = rowsDocument(feeExplanations, explanations);
  return sql`insert into ${feeExplanations} (${list})
    select ${list} from json_populate_recordset(null::${feeExplanations}, ${doc}) x
    where not exists (select 1 from ${feeExplanations} e where e.hash = x.hash)
    on conflict do nothing`;
}

/** Every query on orders goes through the caller's scope; deleted orders are gone for everyone. */
const scoped = (scope: DataScope, ...conds: (SQL | undefined)[]) =>
  and(scopeWhere(scope, orderOwners), isNull(o.deletedAt), ...conds);

/** The filters of the list, the id query and the exports (already split and checked by the service). */
export interface OrderQuery {
  status?: OrderStatus;
  labelStatus?: OrderRecord['labelStatus'];
  from?: Date;
  to?: Date;
  countryCode?: string;
  productId?: number;
  source?: OrderRecord['source'];
  numbers?: string[];
  customerId?: number;
  /** A bucket of the home overview, at the instant `now` (the moment the query was asked). */
  bucket?: HomeBucket;
  now?: Date;
}

function filterConditions(q: OrderQuery, withStatus: boolean): (SQL | undefined)[] {
  const n = q.numbers;
  return [
    withStatus && q.status ? eq(o.status, q.status) : undefined,
    q.labelStatus ? eq(o.labelStatus, q.labelStatus) : undefined,
    q.from ? gte(o.createdAt, q.from) : undefined,
    q.to ? lte(o.createdAt, q.to) : undefined,
    q.countryCode ? eq(o.countryCode, q.countryCode) : undefined,
    q.productId ? eq(o.productId, q.productId) : undefined,
    q.source ? eq(o.source, q.source) : undefined,
    q.customerId ? eq(o.accountId, q.customerId) : undefined,
    q.bucket ? bucketCondition(q.bucket, q.now ?? new Date()) : undefined,
    n && n.length > 0
      ? or(inArray(o.orderNo, n), inArray(o.referenceNo, n), inArray(o.insideNumber, n), inArray(o.trackingNo, n))
      : undefined,
  ];
}

const listColumns = {
  order: o,
  customerName: users.username,
  productCode: products.code,
  productName: products.name,
  productNameEn: products.nameEn,
};
export type OrderListRecord = OrderRecord & {
  customerName: string;
  productCode: string;
  productName: string;
  productNameEn: string | null;
};
const flatten = (r: {
  order: OrderRecord;
  customerName: string;
  productCode: string;
  productName: string;
  productNameEn: string | null;
}): OrderListRecord => ({
  ...r.order,
  customerName: r.customerName,
  productCode: r.productCode,
  productName: r.productName,
  productNameEn: r.productNameEn,
});

/** A label a carrier issued, to record on its order. */
export interface IssuedLabel {
  orderId: number;
  trackingNo: string;
  fileKey: string;
  format: string;
}

/**
 * What recording an issued label did: moved its order (LABELED, or kept its status), refused it (the order is in a
 * status that takes no label, e.g. canceled meanwhile: the shipment is to be voided), or null (no such order).
 */
export type LabelRecorded = { fromStatus: OrderStatus; toStatus: OrderStatus } | { refusedIn: OrderStatus } | null;

export const ordersQueries = {
  /** The account's orders holding any of these reference numbers. */
  async findByReferences(db: Db, accountId: number, referenceNos: string[]): Promise<OrderRecord[]> {
    if (referenceNos.length === 0) return [];
    return db
      .select()
      .from(o)
      .where(and(eq(o.accountId, accountId), anyOf(o.referenceNo, referenceNos, 'text')));
  },

  /**
   * Stores the fee explanations of orders about to be written, each once. Called before their transaction, on its
   * own: an explanation is immutable and keyed by its content, so one whose orders then roll back harms nothing, while
   * one written inside a transaction would make every other transaction storing the same one wait for its end, and a
   * batch's chunks write side by side, each waiting in the application for the one before (decision 101).
   */
  async storeExplanations(db: Db, explanations: readonly KeyedExplanation[]): Promise<void> {
    if (explanations.length) await db.execute(storeExplanations(explanations));
  },

  /**
   * Orders and their first log lines in one statement (one order alone, or a group of placements written together):
   * numbered from the sequence in the insert, in the order given (`day` is the order number's date part), each log
   * line given its order's id (`logs[i]` are the lines of `values[i]`). Answers each order's id and numbers, in order.
   * Their explanations must have been stored (`storeExplanations`): the rows keep only their keys.
   */
  async insertNumberedOrders(
    db: Db,
    values: Omit<OrderWrite, 'orderNo' | 'insideNumber'>[],
    day: string,
    logs: Omit<OrderLogWrite, 'orderId'>[][],
  ): Promise<{ id: number; orderNo: string; insideNumber: string }[]> {
    const keyed = keyedExplanations(values);
    const order = rowsDocument(o, keyed.rows);
    const numbers = numbersSql(sql`d.n`, day);
    const flat = logs.flatMap((lines, i) => lines.map((l) => ({ l, at: i + 1 })));
    const written = flat.length
      ? (() => {
          const lines = rowsDocument(
            orderLogs,
            flat.map((f) => f.l),
          );
          const at = JSON.stringify(flat.map((f) => f.at));
          return sql`, logged as (
            insert into ${orderLogs} (order_id, ${lines.list})
            select placed.id, ${lines.list}
            from json_populate_recordset(null::${orderLogs}, ${lines.doc}) with ordinality as l
            join json_array_elements_text(${jsonDocument(at)}) with ordinality as a(at, k) on a.k = l.ordinality
            join placed on placed.at = a.at::bigint
          )`;
        })()
      : sql``;
    const rows = await rowsOf<{ id: number; orderNo: string; insideNumber: string }>(
      db,
      sql`with d as (
        select x.*, nextval('order_number_seq') as n
        from json_populate_recordset(null::${o}, ${order.doc}) with ordinality as x
      ), made as (
        insert into ${o} (order_no, inside_number, ${order.list})
        select ${numbers.orderNo}, ${numbers.insideNumber}, ${order.list} from d order by d.ordinality
        returning id, order_no, inside_number
      ), placed as (
        select made.id, made.order_no, made.inside_number, d.ordinality as at
        from made join d on made.order_no = ${numbers.orderNo}
      )${written}
      select id, order_no as "orderNo", inside_number as "insideNumber" from placed order by at`,
    );
    return rows;
  },

  async findByReference(db: Db, accountId: number, referenceNo: string) {
    const [row] = await db
      .select()
      .from(o)
      .where(and(eq(o.accountId, accountId), eq(o.referenceNo, referenceNo)));
    return row ?? null;
  },

  async findByIdempotencyKey(db: Db, accountId: number, key: string) {
    const [row] = await db
      .select()
      .from(o)
      .where(and(eq(o.accountId, accountId), eq(o.idempotencyKey, key)));
    return row ?? null;
  },

  async findOrder(db: Db, scope: DataScope, id: number): Promise<OrderListRecord | null> {
    const [row] = await db
      .select(listColumns)
      .from(o)
      .innerJoin(users, eq(users.id, o.accountId))
      .innerJoin(products, eq(products.id, o.productId))
      .where(scoped(scope, eq(o.id, id)));
    return row ? flatten(row) : null;
  },

  async findOrders(db: Db, scope: DataScope, ids: number[]): Promise<OrderListRecord[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select(listColumns)
      .from(o)
      .innerJoin(users, eq(users.id, o.accountId))
      .innerJoin(products, eq(products.id, o.productId))
      .where(scoped(scope, inArray(o.id, ids)));
    return rows.map(flatten);
  },

  /** The same without scope: for the server's own work (labels), never for a caller. */
  async findOrderForSystem(db: Db, id: number): Promise<OrderListRecord | null> {
    return ordersQueries.findOrder(db, { kind: 'all' }, id);
  },

  async findByNumber(
    db: Db,
    scope: DataScope,
    column: 'orderNo' | 'referenceNo' | 'insideNumber' | 'trackingNo',
    value: string,
  ): Promise<OrderListRecord | null> {
    const [row] = await db
      .select(listColumns)
      .from(o)
      .innerJoin(users, eq(users.id, o.accountId))
      .innerJoin(products, eq(products.id, o.productId))
      .where(scoped(scope, eq(o[column], value)))
      .orderBy(desc(o.id))
      .limit(1);
    return row ? flatten(row) : null;
  },

  /** Newest first by id (ids grow with time), after the cursor: no offset, so any page costs what the first does. */
  async listOrders(db: Db, scope: DataScope, q: OrderQuery, after: number | null, limit: number) {
    const rows = await db
      .select(listColumns)
      .from(o)
      .innerJoin(users, eq(users.id, o.accountId))
      .innerJoin(products, eq(products.id, o.productId))
      .where(scoped(scope, after != null ? lt(o.id, after) : undefined, ...filterConditions(q, true)))
      .orderBy(desc(o.id))
      .limit(limit);
    return rows.map(flatten);
  },

  async countByStatus(db: Db, scope: DataScope, q: OrderQuery) {
    return db
      .select({ status: o.status, n: count() })
      .from(o)
      .where(scoped(scope, ...filterConditions(q, false)))
      .groupBy(o.status);
  },

  async queryIds(db: Db, scope: DataScope, q: OrderQuery, limit: number): Promise<number[]> {
    const rows = await db
      .select({ id: o.id })
      .from(o)
      .where(scoped(scope, ...filterConditions(q, true)))
      .orderBy(desc(o.id))
      .limit(limit);
    return rows.map((r) => r.id);
  },

  /** Locks the row for a status change in this transaction (cancel, weight, release). */
  async lockOrder(db: Db, scope: DataScope, id: number): Promise<OrderRecord | null> {
    const [row] = await db
      .select()
      .from(o)
      .where(scoped(scope, eq(o.id, id)))
      .for('update');
    return row ?? null;
  },

  /** The figures a label outcome moves from, the order locked: no documents read. */
  async lockLabelState(db: Db, id: number): Promise<{ status: OrderStatus; labelAttempts: number } | null> {
    const [row] = await db
      .select({ status: o.status, labelAttempts: o.labelAttempts })
      .from(o)
      .where(eq(o.id, id))
      .for('update');
    return row ?? null;
  },

  /**
   * Labels issued, recorded together (the label worker groups those that arrive at once): each order's tracking
   * number and file, SUCCESS, LABELED from a labelable status, and a LABEL log line. Answers each order's move, in
   * the order given (null: no such order). The orders are locked in id order, so two such writes cannot deadlock.
   * Their label due items are done (forgotten) in the same statement.
   */
  async recordLabelsIssued(
    db: Db,
    labels: readonly IssuedLabel[],
    statuses: { labelable: readonly OrderStatus[]; refusing: readonly OrderStatus[] },
  ): Promise<LabelRecorded[]> {
    const doc = JSON.stringify(
      labels.map((l) => ({ id: l.orderId, tracking_no: l.trackingNo, file_key: l.fileKey, format: l.format })),
    );
    const rows = await rowsOf<{
      id: number;
      current: OrderStatus;
      fromStatus: OrderStatus | null;
      toStatus: OrderStatus | null;
    }>(
      db,
      sql`with input as (
        select distinct on (id) * from json_to_recordset(${jsonDocument(doc)})
          as x(id integer, tracking_no text, file_key text, format text)
      ), cur as (
        select o.id, o.status, o.label_attempts from ${o} o
        where o.id in (select id from input) order by o.id for update
      ), moved as (
        update ${o} t set
          label_status = 'SUCCESS', label_error = null, label_next_at = null,
          label_attempts = cur.label_attempts + 1, tracking_no = input.tracking_no,
          label_file_key = input.file_key, label_format = input.format,
          status = case when cur.status = any(string_to_array(${statuses.labelable.join(',')}::text, ','))
            then 'LABELED' else cur.status end,
          updated_at = now()
        from cur join input on input.id = cur.id
        where t.id = cur.id and cur.status <> all(string_to_array(${statuses.refusing.join(',')}::text, ','))
        returning t.id, cur.status as from_status, t.status as to_status, t.tracking_no
      ), logged as (
        insert into ${orderLogs} (order_id, action, from_status, to_status, message_key, params, operator_id, operator_name)
        select id, 'LABEL', from_status, to_status, 'labelIssued', jsonb_build_object('trackingNo', tracking_no),
          null, 'SYSTEM'
        from moved order by id
      ), done as (
        delete from ${dueWork} where kind = ${LABEL_DUE_KIND} and key in (select id::text from moved)
      )
      select cur.id, cur.status as "current", moved.from_status as "fromStatus", moved.to_status as "toStatus"
      from cur left join moved on moved.id = cur.id`,
    );
    const byId = new Map(
      rows.map((r): [number, LabelRecorded] => [
        Number(r.id),
        r.fromStatus && r.toStatus ? { fromStatus: r.fromStatus, toStatus: r.toStatus } : { refusedIn: r.current },
      ]),
    );
    return labels.map((l) => byId.get(l.orderId) ?? null);
  },

  /** Changes an order's other fields: its status only moves through `moveStatus` (use-cases/transition.ts). */
  async updateOrder(db: Db, id: number, values: Omit<Partial<OrderWrite>, 'status'>) {
    const { rows, explanations } = keyedExplanations([values]);
    await ordersQueries.storeExplanations(db, explanations);
    const [set] = rows;
    await db
      .update(o)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(o.id, id));
  },

  /**
   * Moves an order from `from` to `to` with these other changes; false when it is no longer in `from` (moved by
   * someone else since it was read). Only the transition use case calls it.
   */
  async moveStatus(
    db: Db,
    id: number,
    from: OrderStatus,
    to: OrderStatus,
    values: Omit<Partial<OrderWrite>, 'status'>,
  ): Promise<boolean> {
    const { rows, explanations } = keyedExplanations([values]);
    await ordersQueries.storeExplanations(db, explanations);
    const [set] = rows;
    const moved = await db
      .update(o)
      .set({ ...set, status: to, updatedAt: new Date() })
      .where(and(eq(o.id, id), eq(o.status, from)))
      .returning({ id: o.id });
    return moved.length === 1;
  },

  /** An order's fee explanation (null: none, or priced before explanations were kept). */
  async findExplanation(db: Db, hash: string | null): Promise<unknown> {
    if (hash === null) return null;
    const [row] = await db
      .select({ body: feeExplanations.body })
      .from(feeExplanations)
      .where(eq(feeExplanations.hash, hash));
    return row?.body ?? null;
  },

  /** One log line, or several in one statement (a multi-step move's). */
  async insertLog(db: Db, values: OrderLogWrite | OrderLogWrite[]) {
    if (Array.isArray(values) && values.length === 0) return;
    await db.insert(orderLogs).values(values as OrderLogWrite[]);
  },

  async listLogs(db: Db, orderId: number) {
    return db.select().from(orderLogs).where(eq(orderLogs.orderId, orderId)).orderBy(asc(orderLogs.id));
  },
};
