import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { rowsOf } from '../../platform/db/rows';
import { dueWork } from '../../platform/jobs/jobs.tables';
import { orders as o } from '../orders';
import { EXPIRY_DAYS } from './status-derivation';
import { trackingEvents as e } from './tracking.tables';

/** Order statuses whose parcel may still be on its way (before delivery, return, cancel or a hold). */
const ON_THE_WAY = sql`('LABELED', 'RECEIVED', 'SORTED', 'BAGGED', 'DISPATCHED', 'IN_TRANSIT')`;

/**
 * A parcel worth asking its carrier about: labelled, its order on the way, and no event yet that ends its life
 * (delivered, returned) or says its carrier went silent (expired).
 */
const pullable = sql`${o.deletedAt} is null and ${o.labelStatus} = 'SUCCESS' and ${o.trackingNo} is not null
  and ${o.status} in ${ON_THE_WAY}
  and not exists (select 1 from ${e} where ${e.orderId} = ${o.id}
    and (${e.status} in ('DELIVERED', 'EXPIRED') or (${e.status} = 'EXCEPTION' and ${e.subStatus} = 'RETURNED')))`;

const ofCarrier = (code: string | null): SQL =>
  code === null ? sql`(${o.carrierCode} is null or ${o.carrierCode} = '')` : sql`${o.carrierCode} = ${code}`;

/** The due item's key of an order's carrier (see NO_CARRIER_KEY). */
const carrierKey = sql`coalesce(nullif(${o.carrierCode}, ''), '-')`;

export const pullQueries = {
  /** The next parcels of a carrier to ask about, by order id after `afterId`. */
  async parcelsToPull(
    db: Db,
    code: string | null,
    afterId: number,
    limit: number,
  ): Promise<{ id: number; trackingNo: string }[]> {
    return rowsOf(
      db,
      sql`select ${o.id} as id, ${o.trackingNo} as "trackingNo" from ${o}
          where ${ofCarrier(code)} and ${pullable} and ${o.id} > ${afterId} order by ${o.id} limit ${limit}`,
    );
  },

  async hasParcelsToPull(db: Db, code: string | null): Promise<boolean> {
    const rows = await rowsOf(db, sql`select 1 as x from ${o} where ${ofCarrier(code)} and ${pullable} limit 1`);
    return rows.length > 0;
  },

  /** A carrier's parcels on the way whose latest event is older than 30 days at `now` (ids, ascending). */
  async staleParcels(db: Db, code: string | null, now: Date, afterId: number, limit: number): Promise<number[]> {
    const before = new Date(now.getTime() - EXPIRY_DAYS * 24 * 3600_000);
    const rows = await rowsOf<{ id: number }>(
      db,
      sql`select ${o.id} as id from ${o}
          where ${ofCarrier(code)} and ${pullable} and ${o.id} > ${afterId}
            and (select max(${e.eventTime}) from ${e} where ${e.orderId} = ${o.id}) < ${before.toISOString()}
          order by ${o.id} limit ${limit}`,
    );
    return rows.map((r) => Number(r.id));
  },

  /**
   * Makes a pull due at `dueAt` for every carrier with parcels on the way and no pull due; one given up is due again.
   * Answers how many it made due.
   */
  async schedulePulls(db: Db, dueAt: Date, kind: string): Promise<number> {
    const rows = await rowsOf(
      db,
      sql`insert into ${dueWork} (kind, key, due_at)
          select distinct ${kind}::text, ${carrierKey}, ${dueAt.toISOString()}::timestamptz from ${o} where ${pullable}
          on conflict (kind, key) do update set due_at = excluded.due_at, attempts = 0, gave_up_at = null,
            last_error = null, lease_until = null, updated_at = now()
          where ${dueWork.gaveUpAt} is not null
          returning key`,
    );
    return rows.length;
  },

  /** The pull of this order's carrier due at `dueAt` unless one is due already (it does not wait on that row). */
  async schedulePullOf(db: Db, kind: string, orderId: number, dueAt: Date): Promise<void> {
    await db.execute(
      sql`insert into ${dueWork} (kind, key, due_at)
          select ${kind}::text, ${carrierKey}, ${dueAt.toISOString()}::timestamptz from ${o} where ${o.id} = ${orderId}
          on conflict (kind, key) do nothing`,
    );
  },
};
