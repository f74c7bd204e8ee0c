import { and, count, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { scopeWhere, type DataScope } from '../../platform/auth/scope';
import { rowsOf } from '../../platform/db/rows';
import { orders as o } from '../orders';
import { users } from '../users';
import {
  webhookEndpointOwners,
  webhookEndpoints as w,
  webhookMessageOwners,
  webhookMessages as m,
  webhookSequences as s,
} from './webhooks.tables';

export type EndpointRecord = typeof w.$inferSelect;
export type NewEndpoint = typeof w.$inferInsert;
export type MessageRecord = typeof m.$inferSelect;
export type NewMessage = typeof m.$inferInsert;

const live = isNull(w.deletedAt);
const ofKind = (kind: EndpointRecord['kind']) => eq(w.kind, kind);

export const webhookQueries = {
  async insertEndpoint(db: Db, row: NewEndpoint): Promise<EndpointRecord> {
    const [saved] = await db.insert(w).values(row).returning();
    return saved!;
  },

  async findEndpoint(db: Db, scope: DataScope, kind: EndpointRecord['kind'], id: number) {
    const [row] = await db
      .select()
      .from(w)
      .where(and(eq(w.id, id), ofKind(kind), live, scopeWhere(scope, webhookEndpointOwners)));
    return row ?? null;
  },

  listEndpoints(db: Db, scope: DataScope, kind: EndpointRecord['kind']) {
    return db
      .select()
      .from(w)
      .where(and(ofKind(kind), live, scopeWhere(scope, webhookEndpointOwners)))
      .orderBy(desc(w.id));
  },

  async countEndpoints(db: Db, accountId: number) {
    const [row] = await db
      .select({ n: count() })
      .from(w)
      .where(and(eq(w.accountId, accountId), live));
    return row?.n ?? 0;
  },

  async pageSystems(db: Db, name: string | undefined, page: { offset: number; limit: number }) {
    const where = and(ofKind('system'), live, name ? sql`${w.name} ilike ${`%${escapeLike(name)}%`}` : undefined);
    const rows = await db.select().from(w).where(where).orderBy(desc(w.id)).offset(page.offset).limit(page.limit);
    const [total] = await db.select({ n: count() }).from(w).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  async updateEndpoint(db: Db, id: number, patch: Partial<NewEndpoint>) {
    const [row] = await db
      .update(w)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(and(eq(w.id, id), live))
      .returning();
    return row ?? null;
  },

  /** The enabled endpoints that receive this account's tracking: its own, and the trace systems listing it. */
  /** The enabled receivers of these orders' accounts for `event`: their own endpoints and the systems that list them. */
  receiversOfOrders(db: Db, orderIds: readonly number[], event: string) {
    return db
      .select({ orderId: o.id, id: w.id, accountId: w.accountId })
      .from(w)
      .innerJoin(o, inArray(o.id, [...orderIds]))
      .where(
        and(
          live,
          eq(w.enabled, true),
          sql`${event} = any(${w.events})`,
          or(
            and(eq(w.kind, 'customer'), eq(w.accountId, o.accountId)),
            and(eq(w.kind, 'system'), sql`${o.accountId} = any(${w.customerIds})`),
          ),
        ),
      );
  },

  /** The parcel's next sequence (1 for its first message). */
  async nextSequence(db: Db, orderId: number): Promise<number> {
    const [row] = await db
      .insert(s)
      .values({ orderId, sequence: 1 })
      .onConflictDoUpdate({ target: s.orderId, set: { sequence: sql`${s.sequence} + 1` } })
      .returning({ sequence: s.sequence });
    return row!.sequence;
  },

  async insertMessages(db: Db, rows: NewMessage[]) {
    if (rows.length > 0) await db.insert(m).values(rows);
  },

  async messageForDelivery(db: Db, id: string) {
    const [row] = await db
      .select({ message: m, endpoint: w })
      .from(m)
      .innerJoin(w, eq(w.id, m.endpointId))
      .where(eq(m.id, id));
    return row ?? null;
  },

  async updateMessage(db: Db, id: string, patch: Partial<NewMessage>) {
    await db.update(m).set(patch).where(eq(m.id, id));
  },

  /** The first failure of a run starts the watch (a later one of the same run keeps the earlier time). */
  async markFailing(db: Db, id: number, at: Date) {
    await db
      .update(w)
      .set({ failingSince: at })
      .where(and(eq(w.id, id), isNull(w.failingSince)));
  },

  /** Disables an endpoint still enabled (answers whether this call did: of several failures at once, one does). */
  async disableFailing(db: Db, id: number, reason: string): Promise<boolean> {
    const rows = await db
      .update(w)
      .set({ enabled: false, disabledReason: reason, updatedAt: sql`now()` })
      .where(and(eq(w.id, id), eq(w.enabled, true), live))
      .returning({ id: w.id });
    return rows.length > 0;
  },

  /** A failed attempt's outcome, unless the message was dropped meanwhile (its endpoint disabled by another). */
  async recordFailedAttempt(db: Db, id: string, patch: Partial<NewMessage>) {
    await db
      .update(m)
      .set(patch)
      .where(and(eq(m.id, id), eq(m.status, 'PENDING')));
  },

  /** Drops the messages still waiting for an endpoint; answers their ids (their due work is forgotten). */
  async dropPending(db: Db, endpointId: number): Promise<string[]> {
    const rows = await db
      .update(m)
      .set({ status: 'DROPPED' })
      .where(and(eq(m.endpointId, endpointId), eq(m.status, 'PENDING')))
      .returning({ id: m.id });
    return rows.map((r) => r.id);
  },

  async pageMessages(
    db: Db,
    scope: DataScope,
    filter: { status?: string; number?: string; endpointId?: number; from?: Date; to?: Date },
    page: { offset: number; limit: number },
  ) {
    const conds: (SQL | undefined)[] = [
      scopeWhere(scope, webhookMessageOwners),
      filter.status ? eq(m.status, filter.status as MessageRecord['status']) : undefined,
      filter.endpointId ? eq(m.endpointId, filter.endpointId) : undefined,
      filter.from ? gte(m.createdAt, filter.from) : undefined,
      filter.to ? lt(m.createdAt, filter.to) : undefined,
      filter.number
        ? or(
            eq(m.trackingNo, filter.number),
            inArray(m.orderId, db.select({ id: o.id }).from(o).where(eq(o.insideNumber, filter.number))),
          )
        : undefined,
    ];
    const where = and(...conds);
    const rows = await db
      .select({ message: m, url: w.url, kind: w.kind })
      .from(m)
      .innerJoin(w, eq(w.id, m.endpointId))
      .where(where)
      .orderBy(desc(m.createdAt), desc(m.id))
      .offset(page.offset)
      .limit(page.limit);
    const [total] = await db.select({ n: count() }).from(m).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  /**
   * Makes messages of the scope pending again with their attempts counted afresh (by ids, or created in a window),
   * unless their endpoint is gone or disabled; answers their ids.
   */
  async reopen(db: Db, scope: DataScope, which: { ids: string[] } | { from: Date; to: Date }, limit: number) {
    const picked =
      'ids' in which ? inArray(m.id, which.ids) : and(gte(m.createdAt, which.from), lt(m.createdAt, which.to));
    const rows = await rowsOf<{ id: string }>(
      db,
      sql`
      update ${m} set status = 'PENDING', attempts = 0
      where ${m.id} in (
        select ${m.id} from ${m} join ${w} on ${w.id} = ${m.endpointId}
        where ${and(picked, scopeWhere(scope, webhookMessageOwners), isNull(w.deletedAt), eq(w.enabled, true))}
        limit ${limit})
      returning ${m.id} as id`,
    );
    return rows.map((r) => r.id);
  },

  async customerIdsKnown(db: Db, ids: number[]): Promise<number[]> {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, ids), eq(users.privilegeType, 'USER'), isNull(users.parentId)));
    return rows.map((r) => r.id);
  },
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
