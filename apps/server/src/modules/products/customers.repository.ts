import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { containsPattern, pageOf } from '../../platform/db/paging';
import { users } from '../users';
import { premiumPackageCustomers, premiumPackages, productCustomers as pc } from './products.tables';

export interface CustomerFilter {
  keyword?: string;
  state?: 'UNASSIGNED' | 'SIGNED' | 'TERMINATED';
}

/** Customer main accounts with their state for one product and the package assigned to them there. */
export async function findProductCustomers(
  db: Db,
  productId: number,
  f: CustomerFilter,
  offset: number,
  limit: number,
) {
  const like = f.keyword ? containsPattern(f.keyword) : undefined;
  const where: SQL | undefined = and(
    eq(users.privilegeType, 'USER'),
    isNull(users.parentId),
    like ? or(ilike(users.username, like), ilike(users.nickName, like), ilike(users.phone, like)) : undefined,
    f.state === 'UNASSIGNED' ? isNull(pc.productId) : undefined,
    f.state === 'SIGNED' || f.state === 'TERMINATED' ? eq(pc.signingStatus, f.state) : undefined,
  );
  const base = () =>
    db
      .select({
        customerId: users.id,
        userName: users.username,
        nickName: users.nickName,
        phone: users.phone,
        signingStatus: pc.signingStatus,
        signedAt: pc.signedAt,
        terminatedAt: pc.terminatedAt,
        packageId: premiumPackages.id,
        packageName: premiumPackages.name,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(users)
      .leftJoin(pc, and(eq(pc.customerId, users.id), eq(pc.productId, productId)))
      .leftJoin(
        premiumPackageCustomers,
        and(eq(premiumPackageCustomers.customerId, users.id), eq(premiumPackageCustomers.productId, productId)),
      )
      .leftJoin(premiumPackages, eq(premiumPackages.id, premiumPackageCustomers.packageId))
      .where(where);
  const rows = await base()
    .orderBy(sql`${pc.productId} is null`, asc(users.id))
    .offset(offset)
    .limit(limit);
  return pageOf(rows, offset, async () => {
    const [row] = await db
      .select({ n: count() })
      .from(users)
      .leftJoin(pc, and(eq(pc.customerId, users.id), eq(pc.productId, productId)))
      .where(where);
    return row?.n ?? 0;
  });
}

/** Assigns customers (signed); an existing row keeps its state. Answers how many were new. */
export async function assignCustomers(db: Db, productId: number, customerIds: readonly number[]): Promise<number> {
  if (customerIds.length === 0) return 0;
  const out = await db
    .insert(pc)
    .values(customerIds.map((customerId) => ({ productId, customerId })))
    .onConflictDoNothing({ target: [pc.productId, pc.customerId] })
    .returning({ id: pc.customerId });
  return out.length;
}

export async function unassignCustomers(db: Db, productId: number, customerIds: readonly number[]) {
  const out = await db
    .delete(pc)
    .where(and(eq(pc.productId, productId), inArray(pc.customerId, [...customerIds])))
    .returning({ id: pc.customerId });
  return out.length;
}

/** Signs (assigning when needed) or terminates one customer. */
export async function setSigning(db: Db, productId: number, customerId: number, status: 'SIGNED' | 'TERMINATED') {
  if (status === 'SIGNED') {
    await db
      .insert(pc)
      .values({ productId, customerId, signingStatus: 'SIGNED' })
      .onConflictDoUpdate({
        target: [pc.productId, pc.customerId],
        set: { signingStatus: 'SIGNED', signedAt: sql`now()`, terminatedAt: null },
        setWhere: eq(pc.signingStatus, 'TERMINATED'),
      });
    return true;
  }
  const out = await db
    .update(pc)
    .set({ signingStatus: 'TERMINATED', terminatedAt: new Date() })
    .where(and(eq(pc.productId, productId), eq(pc.customerId, customerId)))
    .returning({ id: pc.customerId });
  return out.length > 0;
}

export async function findSigning(db: Db, productId: number, customerId: number) {
  const [row] = await db
    .select({
      customerId: users.id,
      userName: users.username,
      nickName: users.nickName,
      phone: users.phone,
      signingStatus: pc.signingStatus,
      signedAt: pc.signedAt,
      terminatedAt: pc.terminatedAt,
      packageId: premiumPackages.id,
      packageName: premiumPackages.name,
    })
    .from(users)
    .leftJoin(pc, and(eq(pc.customerId, users.id), eq(pc.productId, productId)))
    .leftJoin(
      premiumPackageCustomers,
      and(eq(premiumPackageCustomers.customerId, users.id), eq(premiumPackageCustomers.productId, productId)),
    )
    .leftJoin(premiumPackages, eq(premiumPackages.id, premiumPackageCustomers.packageId))
    .where(and(eq(users.id, customerId), isNotNull(pc.productId)));
  return row;
}
