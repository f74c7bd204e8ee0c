import type { z } from 'zod';
import {
  splitTrackNumbers,
  TRACK_NUMBER_MAX_LENGTH,
  TRACK_NUMBERS_MAX,
  type OrderTrackingQuery,
  type OrderTrackingRow,
  type PublicTrackResult,
} from '@parcelhub/contracts';
import type { Actor } from '../../platform/auth/actor';
import { ALL_DATA, scopeOf } from '../../platform/auth/scope';
import { AppError } from '../../platform/http/app-error';
import type { OrdersService } from '../orders';
import type { TrackingService } from '../tracking';
import { createAddressRate } from './address-rate';

type ListInput = z.output<typeof OrderTrackingQuery>;

/**
 * The numbers a caller typed, split, trimmed and without repeats; none, more than 40 or one too long is refused
 * with words saying so.
 */
export function checkedNumbers(input: string | readonly string[]): string[] {
  const numbers = splitTrackNumbers(input);
  if (numbers.length === 0) throw new AppError('PUBLIC_TRACK_NO_NUMBERS');
  if (numbers.length > TRACK_NUMBERS_MAX)
    throw new AppError('PUBLIC_TRACK_TOO_MANY', { max: TRACK_NUMBERS_MAX, count: numbers.length });
  const long = numbers.find((n) => n.length > TRACK_NUMBER_MAX_LENGTH);
  if (long)
    throw new AppError('PUBLIC_TRACK_NUMBER_TOO_LONG', {
      max: TRACK_NUMBER_MAX_LENGTH,
      number: `${long.slice(0, 20)}…`,
    });
  return numbers;
}

/**
 * Public tracking (anyone, by number) and the order tracking page (the caller's orders). Orders are found through
 * the orders' service and parcels read through the tracking service: this module owns no table.
 */
export function createPublicTrackingService(deps: {
  orders: OrdersService;
  tracking: TrackingService;
  /** Look-ups one client address may make a minute (and at once). */
  perMinute: number;
}) {
  const { orders, tracking } = deps;
  const rate = createAddressRate({ perMinute: deps.perMinute, capacity: deps.perMinute });

  return {
    /** Takes one look-up from this address's bucket: null when it may go, else the seconds to wait. */
    takeLookUp: (address: string) => rate.take(address),

    /** Each number's parcel: status and timeline, or not found; in the order the numbers were given. */
    async track(input: string | readonly string[]): Promise<PublicTrackResult[]> {
      const numbers = checkedNumbers(input);
      const found = await orders.findByNumbers(ALL_DATA, numbers);
      const ids = [...new Set(found.flatMap((f) => (f.order ? [f.order.id] : [])))];
      const parcels = await tracking.parcelsOf(ids);
      return found.map(({ number, order }) => {
        const parcel = order ? parcels.get(order.id) : undefined;
        return parcel
          ? { number, found: true, status: parcel.status, subStatus: parcel.subStatus, events: parcel.events }
          : { number, found: false, status: null, subStatus: null, events: [] };
      });
    },

    /** A page of the caller's orders with their tracking status and latest event, newest first. */
    async list(actor: Actor, input: ListInput): Promise<{ rows: OrderTrackingRow[]; total: number }> {
      const numbers = input.numbers === undefined ? undefined : checkedNumbers(input.numbers);
      const { rows, total } = await tracking.listParcels(
        scopeOf(actor),
        { status: input.status, numbers },
        { offset: input.pageNo * input.pageSize, limit: input.pageSize },
      );
      return {
        total,
        rows: rows.map((r) => ({
          id: r.orderId,
          orderNo: r.orderNo,
          insideNumber: r.insideNumber,
          referenceNo: r.referenceNo,
          trackingNo: r.trackingNo,
          carrierCode: r.carrierCode,
          orderStatus: r.orderStatus,
          createdAt: r.createdAt.toISOString(),
          status: r.status,
          subStatus: r.subStatus,
          latestEvent: r.latestEvent,
        })),
      };
    },
  };
}

export type PublicTrackingService = ReturnType<typeof createPublicTrackingService>;
