import { and, isNull, sql } from 'drizzle-orm';
import { HOME_BUCKETS, type HomeBucket, type HomeCounts } from '@parcelhub/contracts';
import type { Actor } from '../../../platform/auth/actor';
import { scopeOf, scopeWhere, type DataScope } from '../../../platform/auth/scope';
import type { Db } from '../../../platform/db/client';
import { bindRepository, type DataAccess } from '../../../platform/db/data-access';
import { orderOwners, orders as o } from '../orders.tables';
import { anyBucketCondition, bucketCondition } from './home-buckets';

export const homeQueries = {
  /** Every bucket's count in one pass over the scope's open orders: `count(*) filter (where ...)` per bucket. */
  async countBuckets(db: Db, scope: DataScope, now: Date): Promise<HomeCounts> {
    const columns = Object.fromEntries(
      HOME_BUCKETS.map((b) => [b, sql<number>`count(*) filter (where ${bucketCondition(b, now)})`.mapWith(Number)]),
    ) as Record<HomeBucket, ReturnType<typeof sql<number>>>;
    const [row] = await db
      .select(columns)
      .from(o)
      .where(and(scopeWhere(scope, orderOwners), isNull(o.deletedAt), anyBucketCondition(now)));
    return Object.fromEntries(HOME_BUCKETS.map((b) => [b, Number(row?.[b] ?? 0)])) as HomeCounts;
  },
};

export function createHomeService({ data }: { data: DataAccess }) {
  const repo = bindRepository(data, homeQueries);
  return {
    /** The home's order overview of the caller's scope (a sub-account: its main account's). */
    counts: (actor: Actor, now: Date = new Date()) => repo.countBuckets(scopeOf(actor), now),
  };
}

export type HomeService = ReturnType<typeof createHomeService>;
