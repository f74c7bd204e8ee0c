import { sql, type SQL } from 'drizzle-orm';
import { TRACKING_STATUSES } from '@parcelhub/contracts';

const STATUS_ORDER = sql.raw(`array[${TRACKING_STATUSES.map((s) => `'${s}'`).join(',')}]::text[]`);

/**
 * The events of a parcel latest first, as status-derivation.ts's `compareEvents` orders them (event time, then the
 * status's place along a parcel's life, then the other fields byte by byte), for the event table under `alias`. The
 * derivation reads only the latest event, so a read of that one row gives the same status as a read of them all.
 */
export function latestFirst(alias: string): SQL {
  const c = (name: string) => sql.raw(`${alias}.${name}`);
  return sql`${c('event_time')} desc, array_position(${STATUS_ORDER}, ${c('status')}) desc,
    coalesce(${c('sub_status')}, '') collate "C" desc, ${c('code')} collate "C" desc,
    ${c('description')} collate "C" desc, ${c('location')} collate "C" desc`;
}
