import { WAYBILL_EVENT_TRACKING, type Language } from '@parcelhub/contracts';
import type { BoundRepository } from '../../platform/db/data-access';
import type { RawEvent, TrackingService } from '../tracking';
import type * as queries from './waybills.repository';
import type { EventRow } from './waybills.repository';

/** The due work that applies a waybill event to its parcels, keyed by the event's id. */
export const FAN_OUT_KIND = 'waybills.fanOut';
/** Parcels handed to tracking at a time: one read of the links, then one transaction per parcel in tracking. */
export const FAN_OUT_BATCH = 200;
/** The order log's words for a move that came from a waybill: the platform's language. */
const LOG_LANGUAGE: Language = 'zh';

/** The raw event a parcel gets from a waybill event: a standard code, found by the order's inside number. */
export function rawEventOf(
  event: EventRow,
  awbNo: string,
  parcel: { insideNumber: string; carrierCode: string | null },
): RawEvent {
  return {
    carrierCode: parcel.carrierCode ?? '',
    trackingNo: parcel.insideNumber,
    code: WAYBILL_EVENT_TRACKING[event.type],
    description: event.description || `AWB ${awbNo}`,
    location: event.location,
    eventTime: event.eventTime,
    source: 'waybill',
  };
}

/**
 * Applies one waybill event to every parcel linked to it, a batch at a time, through tracking's ingest (stored once
 * per parcel, the order following). A retry after a failure repeats nothing: what was stored is a no-op the second
 * time. The event is marked applied at the end.
 */
export async function fanOut(
  key: string,
  deps: { repo: BoundRepository<typeof queries>; tracking: TrackingService; batch?: number },
): Promise<{ parcels: number; recorded: number }> {
  const { repo, tracking, batch = FAN_OUT_BATCH } = deps;
  const event = await repo.findEvent(Number(key));
  if (!event) return { parcels: 0, recorded: 0 }; // its waybill was deleted
  const waybill = await repo.findWaybill(event.waybillId);
  if (!waybill) return { parcels: 0, recorded: 0 };
  let parcels = 0;
  let recorded = 0;
  for (let after = 0; ;) {
    const rows = await repo.parcelBatch(event.waybillId, after, batch);
    if (rows.length === 0) break;
    after = rows[rows.length - 1]!.orderId;
    parcels += rows.length;
    const result = await tracking.ingest(
      rows.map((p) => rawEventOf(event, waybill.awbNo, p)),
      LOG_LANGUAGE,
    );
    recorded += result.recorded;
    if (rows.length < batch) break;
  }
  await repo.markApplied(event.id, true);
  return { parcels, recorded };
}
