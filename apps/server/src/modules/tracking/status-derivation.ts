import { TRACKING_STATUSES, type OrderStatus, type TrackingStatus } from '@parcelhub/contracts';

/** What the derivation reads of an event. */
export interface DerivableEvent {
  status: TrackingStatus;
  subStatus: string | null;
  eventTime: Date;
  code: string;
  description: string;
  location: string;
}

/** A parcel with no event for this long is EXPIRED (design/domain.md § Tracking). */
export const EXPIRY_DAYS = 30;
const EXPIRY_MS = EXPIRY_DAYS * 24 * 60 * 60 * 1000;

const rank = (s: TrackingStatus) => TRACKING_STATUSES.indexOf(s);
const cmpText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Orders events by event time; events of the same instant by status (the later along the parcel's life wins), then
 * by their other fields, so the order depends on the events alone and never on when they arrived.
 */
export function compareEvents(a: DerivableEvent, b: DerivableEvent): number {
  return (
    a.eventTime.getTime() - b.eventTime.getTime() ||
    rank(a.status) - rank(b.status) ||
    cmpText(a.subStatus ?? '', b.subStatus ?? '') ||
    cmpText(a.code, b.code) ||
    cmpText(a.description, b.description) ||
    cmpText(a.location, b.location)
  );
}

/** The events newest first (the timeline's order). */
export const newestFirst = <E extends DerivableEvent>(events: readonly E[]): E[] =>
  [...events].sort((a, b) => compareEvents(b, a));

/** Statuses that end a parcel's life: they never expire. */
const isFinal = (e: DerivableEvent) =>
  e.status === 'DELIVERED' || (e.status === 'EXCEPTION' && e.subStatus === 'RETURNED');

/**
 * A parcel's status: its latest event by event time (whatever order the events arrived in); PENDING with none;
 * EXPIRED when the latest is older than 30 days at `now` and did not end the parcel's life.
 */
export function deriveStatus(
  events: readonly DerivableEvent[],
  now: Date,
): { status: TrackingStatus; subStatus: string | null } {
  let latest: DerivableEvent | null = null;
  for (const e of events) if (!latest || compareEvents(e, latest) > 0) latest = e;
  if (!latest) return { status: 'PENDING', subStatus: null };
  if (!isFinal(latest) && now.getTime() - latest.eventTime.getTime() > EXPIRY_MS)
    return { status: 'EXPIRED', subStatus: null };
  return { status: latest.status, subStatus: latest.subStatus };
}

/**
 * The order status a tracking status asks for, or null when it asks for none. Only moves the order table lets the
 * system make will happen; the others are left to the table to refuse (the event is kept either way).
 */
export function orderStatusFor(status: TrackingStatus, subStatus: string | null): OrderStatus | null {
  switch (status) {
    case 'IN_TRANSIT':
    case 'OUT_FOR_DELIVERY':
    case 'AVAILABLE_FOR_PICKUP':
    case 'DELIVERY_FAILED':
      return 'IN_TRANSIT';
    case 'DELIVERED':
      return 'DELIVERED';
    case 'EXCEPTION':
      return subStatus === 'RETURNED' ? 'RETURNED' : null;
    // Held for the platform to look at: the carrier has said nothing for 30 days (docs/decisions-2.md, 146).
    case 'EXPIRED':
      return 'EXCEPTION';
    default:
      return null;
  }
}
