import { and, asc, count, desc, eq, ilike, inArray, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/paging';
import { scopeWhere, type DataScope } from '../../platform/auth/scope';
import { users } from '../users';
import {
  clearanceAssignmentOwners,
  clearanceIndustries as ind,
  clearancePorts as port,
  clearanceServiceAssignments as asg,
  clearanceServices as svc,
} from './clearance-ports.tables';

export type PortRow = typeof port.$inferSelect;
export type PortWrite = Omit<typeof port.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type IndustryRow = typeof ind.$inferSelect;
export type IndustryWrite = Omit<typeof ind.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type ServiceRow = typeof svc.$inferSelect;
export type ServiceWrite = Omit<typeof svc.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/* ---------------------------------------------------------------- ports */

export async function portsByCodes(db: Db, codes: string[]): Promise<PortRow[]> {
  if (codes.length === 0) return [];
  return db.select().from(port).where(inArray(port.code, codes)).orderBy(asc(port.code));
}

export async function portById(db: Db, id: number): Promise<PortRow | undefined> {
  const [row] = await db.select().from(port).where(eq(port.id, id));
  return row;
}

export async function allPorts(db: Db): Promise<PortRow[]> {
  return db.select().from(port).orderBy(asc(port.code));
}

/** Moves whenever a port is added, changed or deleted (the cached list's key). */
export async function portsStateKey(db: Db): Promise<string> {
  const [row] = await db
    .select({ n: count(), last: sql<string>`coalesce(max(${port.updatedAt})::text, '')` })
    .from(port);
  return `${row!.n}|${row!.last}`;
}

export interface PortFilter {
  blurry?: string | undefined;
  countryCode?: string | undefined;
  enabled?: boolean | undefined;
}

function portWhere(f: PortFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (f.blurry) {
    const p = containsPattern(f.blurry);
    parts.push(or(ilike(port.code, p), ilike(port.nameZh, p), ilike(port.nameEn, p), ilike(port.clearanceCity, p)));
  }
  if (f.countryCode) parts.push(eq(port.countryCode, f.countryCode.toUpperCase()));
  if (f.enabled !== undefined) parts.push(eq(port.enabled, f.enabled));
  return and(...parts);
}

export async function listPorts(
  db: Db,
  f: PortFilter & { offset: number; limit: number },
): Promise<{ rows: PortRow[]; total: number }> {
  const where = portWhere(f);
  const [rows, [total]] = await Promise.all([
    db.select().from(port).where(where).orderBy(asc(port.code)).offset(f.offset).limit(f.limit),
    db.select({ n: count() }).from(port).where(where),
  ]);
  return { rows, total: total!.n };
}

export async function countPorts(db: Db, f: PortFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(port).where(portWhere(f));
  return row!.n;
}

export async function* eachPort(db: Db, f: PortFilter): AsyncIterable<PortRow> {
  const where = portWhere(f);
  for (let lastCode = ''; ;) {
    const rows = await db
      .select()
      .from(port)
      .where(and(where, sql`${port.code} > ${lastCode}`))
      .orderBy(asc(port.code))
      .limit(500);
    yield* rows;
    if (rows.length < 500) return;
    lastCode = rows[rows.length - 1]!.code;
  }
}

export async function insertPort(db: Db, w: PortWrite): Promise<number> {
  const [row] = await db.insert(port).values(w).returning({ id: port.id });
  return row!.id;
}

export async function updatePort(db: Db, id: number, w: Partial<PortWrite>): Promise<boolean> {
  const rows = await db
    .update(port)
    .set({ ...w, updatedAt: new Date() })
    .where(eq(port.id, id))
    .returning({ id: port.id });
  return rows.length > 0;
}

/** Adds the ports of new codes and updates those of known ones, in one statement per batch. */
export async function upsertPorts(db: Db, rows: PortWrite[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(port)
      .values(rows.slice(i, i + 500))
      .onConflictDoUpdate({
        target: port.code,
        set: {
          nameZh: sql`excluded.name_zh`,
          nameEn: sql`excluded.name_en`,
          country: sql`excluded.country`,
          countryCode: sql`excluded.country_code`,
          district: sql`excluded.district`,
          clearanceCity: sql`excluded.clearance_city`,
          attribute: sql`excluded.attribute`,
          enabled: sql`excluded.enabled`,
          remark: sql`excluded.remark`,
          alliance: sql`excluded.alliance`,
          province: sql`excluded.province`,
          address: sql`excluded.address`,
          postcode: sql`excluded.postcode`,
          updatedAt: sql`now()`,
        },
      });
  }
}

export async function deletePort(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(port).where(eq(port.id, id)).returning({ id: port.id });
  return rows.length > 0;
}

/* ---------------------------------------------------------------- industries and services */

export async function industryById(db: Db, id: number): Promise<IndustryRow | undefined> {
  const [row] = await db.select().from(ind).where(eq(ind.id, id));
  return row;
}

const serviceCount = sql<number>`(select count(*)::int from ${svc} where ${svc.industryId} = ${ind.id})`;

export async function listIndustries(
  db: Db,
  f: { blurry?: string | undefined; offset: number; limit: number; id?: number },
): Promise<{ rows: (IndustryRow & { serviceCount: number })[]; total: number }> {
  const parts: (SQL | undefined)[] = [];
  if (f.blurry) {
    const p = containsPattern(f.blurry);
    parts.push(or(ilike(ind.name, p), ilike(ind.nameEn, p), ilike(ind.nameKo, p)));
  }
  if (f.id) parts.push(eq(ind.id, f.id));
  const where = and(...parts);
  const [rows, [total]] = await Promise.all([
    db
      .select({ industry: ind, serviceCount })
      .from(ind)
      .where(where)
      .orderBy(desc(ind.id))
      .offset(f.offset)
      .limit(f.limit),
    db.select({ n: count() }).from(ind).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.industry, serviceCount: r.serviceCount })), total: total!.n };
}

export async function enabledIndustries(db: Db): Promise<IndustryRow[]> {
  return db.select().from(ind).where(eq(ind.enabled, true)).orderBy(asc(ind.id));
}

/** The industries of the services assigned to the account. */
export async function industriesOfAccount(db: Db, accountId: number): Promise<IndustryRow[]> {
  return db
    .selectDistinct({ industry: ind })
    .from(asg)
    .innerJoin(svc, eq(svc.id, asg.serviceId))
    .innerJoin(ind, eq(ind.id, svc.industryId))
    .where(and(eq(asg.accountId, accountId), eq(ind.enabled, true)))
    .then((rows) => rows.map((r) => r.industry).sort((a, b) => a.id - b.id));
}

export async function insertIndustry(db: Db, w: IndustryWrite): Promise<number> {
  const [row] = await db.insert(ind).values(w).returning({ id: ind.id });
  return row!.id;
}

export async function updateIndustry(db: Db, id: number, w: IndustryWrite): Promise<boolean> {
  const rows = await db
    .update(ind)
    .set({ ...w, updatedAt: new Date() })
    .where(eq(ind.id, id))
    .returning({ id: ind.id });
  return rows.length > 0;
}

const customerCount = sql<number>`(select count(*)::int from ${asg} where ${asg.serviceId} = ${svc.id})`;

export async function servicesOf(
  db: Db,
  where: SQL | undefined,
): Promise<{ service: ServiceRow; industry: IndustryRow; customerCount: number }[]> {
  return db
    .select({ service: svc, industry: ind, customerCount })
    .from(svc)
    .innerJoin(ind, eq(ind.id, svc.industryId))
    .where(where)
    .orderBy(asc(svc.id));
}

export const servicesOfIndustry = (db: Db, industryId: number) => servicesOf(db, eq(svc.industryId, industryId));
export const serviceOfIndustry = async (db: Db, industryId: number, serviceId: number) =>
  (await servicesOf(db, and(eq(svc.industryId, industryId), eq(svc.id, serviceId))))[0];
export const serviceById = async (db: Db, serviceId: number) => (await servicesOf(db, eq(svc.id, serviceId)))[0];

export async function serviceWithIndustry(
  db: Db,
  industryId: number,
  serviceId: number,
): Promise<{ service: ServiceRow; industry: IndustryRow } | undefined> {
  const [row] = await db
    .select({ service: svc, industry: ind })
    .from(svc)
    .innerJoin(ind, eq(ind.id, svc.industryId))
    .where(and(eq(svc.id, serviceId), eq(svc.industryId, industryId)));
  return row;
}

export async function insertService(db: Db, w: ServiceWrite): Promise<number> {
  const [row] = await db.insert(svc).values(w).returning({ id: svc.id });
  return row!.id;
}

export async function updateService(db: Db, id: number, industryId: number, w: ServiceWrite): Promise<boolean> {
  const rows = await db
    .update(svc)
    .set({ ...w, updatedAt: new Date() })
    .where(and(eq(svc.id, id), eq(svc.industryId, industryId)))
    .returning({ id: svc.id });
  return rows.length > 0;
}

export async function deleteService(db: Db, industryId: number, serviceId: number): Promise<boolean> {
  const rows = await db
    .delete(svc)
    .where(and(eq(svc.id, serviceId), eq(svc.industryId, industryId)))
    .returning({ id: svc.id });
  return rows.length > 0;
}

/* ---------------------------------------------------------------- assignments */

/** Customers that may be assigned a service: enabled main accounts of customers (privilege USER). */
const isCustomerMain = and(eq(users.privilegeType, 'USER'), sql`${users.parentId} is null`);

/** The main customer accounts among these ids and user names (case-insensitive). */
export async function customersByIdsOrNames(
  db: Db,
  ids: number[],
  names: string[],
): Promise<{ id: number; username: string }[]> {
  const who: SQL[] = [];
  if (ids.length) who.push(inArray(users.id, ids));
  if (names.length)
    who.push(
      inArray(
        sql`lower(${users.username})`,
        names.map((n) => n.toLowerCase()),
      ),
    );
  if (!who.length) return [];
  return db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(isCustomerMain, or(...who)));
}

/** Inserts the assignments not there yet; answers how many were new. */
export async function insertAssignments(db: Db, serviceId: number, accountIds: number[]): Promise<number> {
  if (!accountIds.length) return 0;
  const rows = await db
    .insert(asg)
    .values(accountIds.map((accountId) => ({ accountId, serviceId })))
    .onConflictDoNothing()
    .returning({ id: asg.id });
  return rows.length;
}

export async function deleteAssignment(db: Db, scope: DataScope, id: number): Promise<boolean> {
  const rows = await db
    .delete(asg)
    .where(and(eq(asg.id, id), scopeWhere(scope, clearanceAssignmentOwners)))
    .returning({ id: asg.id });
  return rows.length > 0;
}

export interface AssignmentFilter {
  industryId?: number | undefined;
  serviceId?: number | undefined;
  accountId?: number | undefined;
  customer?: string | undefined;
}

export async function listAssignments(
  db: Db,
  scope: DataScope,
  f: AssignmentFilter & { offset: number; limit: number },
) {
  const parts: (SQL | undefined)[] = [scopeWhere(scope, clearanceAssignmentOwners)];
  if (f.industryId) parts.push(eq(svc.industryId, f.industryId));
  if (f.serviceId) parts.push(eq(asg.serviceId, f.serviceId));
  if (f.accountId) parts.push(eq(asg.accountId, f.accountId));
  if (f.customer) {
    const p = containsPattern(f.customer);
    parts.push(or(ilike(users.username, p), ilike(users.nickName, p)));
  }
  const where = and(...parts);
  const base = () =>
    db
      .select({
        assignment: asg,
        service: svc,
        industry: ind,
        username: users.username,
        nickName: users.nickName,
      })
      .from(asg)
      .innerJoin(svc, eq(svc.id, asg.serviceId))
      .innerJoin(ind, eq(ind.id, svc.industryId))
      .innerJoin(users, eq(users.id, asg.accountId));
  const [rows, [total]] = await Promise.all([
    base().where(where).orderBy(desc(asg.id)).offset(f.offset).limit(f.limit),
    db
      .select({ n: count() })
      .from(asg)
      .innerJoin(svc, eq(svc.id, asg.serviceId))
      .innerJoin(users, eq(users.id, asg.accountId))
      .where(where),
  ]);
  return { rows, total: total!.n };
}

/** Enabled customer main accounts not yet assigned the service, user name or nickname containing `blurry`. */
export async function unassignedCustomers(
  db: Db,
  f: { serviceId: number; blurry?: string | undefined; offset: number; limit: number },
) {
  const parts: (SQL | undefined)[] = [
    isCustomerMain,
    eq(users.enabled, true),
    notExists(
      db
        .select({ one: sql`1` })
        .from(asg)
        .where(and(eq(asg.accountId, users.id), eq(asg.serviceId, f.serviceId))),
    ),
  ];
  if (f.blurry) {
    const p = containsPattern(f.blurry);
    parts.push(or(ilike(users.username, p), ilike(users.nickName, p)));
  }
  const where = and(...parts);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: users.id, username: users.username, nickName: users.nickName })
      .from(users)
      .where(where)
      .orderBy(asc(users.username))
      .offset(f.offset)
      .limit(f.limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total!.n };
}
