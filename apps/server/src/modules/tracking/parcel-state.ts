import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { orders as o } from '../orders';
import { trackingEvents as e } from './tracking.tables';
import { deriveStatus, newestFirst } from './status-derivation';

export interface ParcelEvent {
  status: string;
  subStatus: string | null;
  eventTime: string;
  location: string;
  description: string;
}

/** A parcel's whole current state (webhooks send it), and the account it belongs to (who may receive it). */
export interface ParcelState {
  orderId: number;
  accountId: number;
  orderNo: string;
  insideNumber: string;
  trackingNo: string | null;
  carrierCode: string | null;
  status: string;
  subStatus: string | null;
  latestEvent: ParcelEvent | null;
  /** Newest first. */
  events: ParcelEvent[];
}

/** Reads a parcel's state as the system (no scope: the caller decides who receives it); null for no such order. */
export async function readParcelState(db: Db, orderId: number, now: Date): Promise<ParcelState | null> {
  const [order] = await db
    .select({
      accountId: o.accountId,
      orderNo: o.orderNo,
      insideNumber: o.insideNumber,
      trackingNo: o.trackingNo,
      carrierCode: o.carrierCode,
    })
    .from(o)
    .where(and(eq(o.id, orderId), isNull(o.deletedAt)));
  if (!order) return null;
  const stored = await db.select().from(e).where(eq(e.orderId, orderId));
  const events = newestFirst(stored).map((ev) => ({
    status: ev.status,
    subStatus: ev.subStatus,
    eventTime: ev.eventTime.toISOString(),
    location: ev.location,
    description: ev.description,
  }));
  return { orderId, ...order, ...deriveStatus(stored, now), latestEvent: events[0] ?? null, events };
}
