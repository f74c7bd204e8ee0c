import type { z } from 'zod';
import {
  AddTrackInfoInput,
  EX_LABEL_STATUS_WORDS,
  OTHER_ORDER_STATUS_WORDS,
  TRACKING_STATUSES,
  TRACKING_STATUS_WORDS,
  TRACKING_SUB_STATUSES,
  TRACKING_SUB_STATUS_WORDS,
  isTrackingStatus,
  subStatusBelongs,
  type Language,
  type Option,
  type TrackInfo,
  type TrackingStatus,
  type TrackingStatusOption,
  type TrackingSubStatus,
} from '@parcelhub/contracts';
import type { Actor } from '../../platform/auth/actor';
import { ALL_DATA, scopeOf } from '../../platform/auth/scope';
import type { DataAccess } from '../../platform/db/data-access';
import { bindRepository } from '../../platform/db/data-access';
import { AppError, isAppError } from '../../platform/http/app-error';
import type { OrdersService, StatusChange } from '../orders';
import type { UserAdminService } from '../user-admin';
import { trackingQueries, type NewEvent, type TrackedOrder } from './tracking.repository';
import { deriveStatus, newestFirst, orderStatusFor, type DerivableEvent } from './status-derivation';
import { standardMapper, type RawEvent, type RawEventMapper } from './raw-events';
import { createParcelReads } from './parcel-reads';
import { readParcelState, type ParcelState } from './parcel-state';

/** Told, inside the transaction that stored it, that a parcel has a new event (webhooks build their message here). */
export type ParcelListener = (change: { orderIds: readonly number[] }) => Promise<void>;

export interface IngestResult {
  /** New events stored (the order followed). */
  recorded: number;
  /** Events already stored, or already waiting. */
  repeated: number;
  /** Events no rule maps: they wait for an operator. */
  waiting: number;
  /** Events of a number no order has. */
  unknown: number;
}

/** Orders an ingest locks and writes in one transaction (their events in one statement). */
const INGEST_ORDERS_PER_TRANSACTION = 200;

function groupByOrder<E extends { orderId: number }>(events: readonly E[]): Map<number, E[]> {
  const by = new Map<number, E[]>();
  for (const e of events) {
    const list = by.get(e.orderId);
    if (list) list.push(e);
    else by.set(e.orderId, [e]);
  }
  return by;
}

/** A raw event's own fields (a caller may hand more). */
const rawFields = (r: RawEvent): RawEvent => ({
  carrierCode: r.carrierCode,
  trackingNo: r.trackingNo,
  code: r.code,
  description: r.description,
  location: r.location,
  eventTime: r.eventTime,
  source: r.source,
});

/**
 * Which order a carrier's number names, among the candidates read (newest first): its tracking number under that
 * carrier (any carrier when none is given), else its inside number (before a label). Null: none.
 */
export function ordersNamed(
  candidates: readonly { id: number; carrierCode: string | null; trackingNo: string | null; insideNumber: string }[],
) {
  const byTracking = new Map<string, (typeof candidates)[number][]>();
  const byInside = new Map<string, number>();
  for (const o of candidates) {
    if (o.trackingNo !== null) {
      const list = byTracking.get(o.trackingNo);
      if (list) list.push(o);
      else byTracking.set(o.trackingNo, [o]);
    }
    byInside.set(o.insideNumber, Math.max(o.id, byInside.get(o.insideNumber) ?? 0));
  }
  return (carrierCode: string, number: string): number | null => {
    const tracked = (byTracking.get(number) ?? []).filter((o) => !carrierCode || o.carrierCode === carrierCode);
    const best = Math.max(0, byInside.get(number) ?? 0, ...tracked.map((o) => o.id));
    return best > 0 ? best : null;
  };
}

/** Waiting events re-applied a batch at a time. */
const REMAP_BATCH = 500;

type AddEventInput = z.output<typeof AddTrackInfoInput>;

/** How far ahead an event may be dated (clocks differ; a carrier in another timezone may stamp local time). */
const FUTURE_SLACK_MS = 24 * 60 * 60 * 1000;

const subWords = (sub: string, lang: Language) => TRACKING_SUB_STATUS_WORDS[sub as TrackingSubStatus]?.[lang] ?? sub;
const childrenOf = (status: TrackingStatus, lang: Language): Option[] =>
  TRACKING_SUB_STATUSES[status].map((s) => ({ value: s, label: subWords(s, lang) }));
const wordsOptions = (words: Record<string, Record<Language, string>>, lang: Language): Option[] =>
  Object.entries(words).map(([value, w]) => ({ value, label: w[lang] }));

/**
 * Our own events, told by the orders' one transition inside its transaction: the label issued, the warehouse's
 * receipt. Later screens (sorting, bagging, bag out) add theirs here.
 */
const INTERNAL_EVENTS: Partial<Record<StatusChange['to'], { status: TrackingStatus; subStatus: string | null }>> = {
  LABELED: { status: 'INFO_RECEIVED', subStatus: null },
  RECEIVED: { status: 'IN_TRANSIT', subStatus: 'ARRIVED_AT_HUB' },
  // The bagging station (modules/bags): sorted to a bay, bagged, the bag dispatched from the warehouse.
  SORTED: { status: 'IN_TRANSIT', subStatus: 'SORTED' },
  BAGGED: { status: 'IN_TRANSIT', subStatus: 'BAGGED' },
  DISPATCHED: { status: 'IN_TRANSIT', subStatus: null },
};

/**
 * Tracking: the standard statuses, a parcel's events stored once each, its status derived from them by event time,
 * and the order following through the orders' one transition.
 */
export function createTrackingService(deps: { data: DataAccess; orders: OrdersService; userAdmin: UserAdminService }) {
  const { data, orders, userAdmin } = deps;
  const repo = bindRepository(data, trackingQueries);
  let mapRaw: RawEventMapper = standardMapper;
  const parcelListeners: ParcelListener[] = [];
  /** Tells the listeners of parcels with new events, all of a transaction's at once (one query there, not one each). */
  async function told(orderIds: readonly number[]) {
    if (orderIds.length === 0) return;
    for (const listener of parcelListeners) await listener({ orderIds });
  }

  /**
   * After a new event: the order's status follows the parcel's, derived from all its events, the order locked by the
   * caller. A move the order table refuses is not an error here: the event stays, the order stays. A labelled order
   * the carrier reports delivered or returned passes through IN_TRANSIT (docs/decisions-2.md, 145).
   */
  async function followOrder(
    order: TrackedOrder,
    events: readonly DerivableEvent[],
    operator: { id: number | null; name: string },
    lang: Language,
  ) {
    const parcel = deriveStatus(events, new Date());
    const to = orderStatusFor(parcel.status, parcel.subStatus);
    if (!to || to === order.status) return;
    const steps = orders.stepsTo('SYSTEM', order.status, to);
    let current = order;
    for (const step of steps) {
      try {
        await orders.transition({
          order: current,
          to: step,
          by: 'SYSTEM',
          operator,
          action: 'TRACK',
          messageKey: 'tracked',
          params: { trackingStatus: parcel.status },
          lang,
        });
      } catch (err) {
        if (!(isAppError(err) && err.errorKey === 'ORDER_STATUS_FORBIDDEN')) throw err;
        return;
      }
      current = { ...current, status: step };
    }
  }

  /** Locks the order, then follows its events (the lock first: see `lockOrders`). */
  async function follow(orderId: number, operator: { id: number | null; name: string }, lang: Language) {
    const [order] = await repo.lockOrders([orderId]);
    if (!order) return;
    await followOrder(order, await repo.latestOfMany([orderId]), operator, lang);
  }

  /**
   * The one way an event from outside (an operator, and later carrier pulls, waybills, trace DB files) comes in: stored
   * once, and when it is new the order follows, in one transaction (the order locked before the event is written).
   */
  async function record(event: NewEvent, operator: { id: number | null; name: string }, lang: Language) {
    await data.withTransaction(async () => {
      const [order] = await repo.lockOrders([event.orderId]);
      if (!order || !(await repo.insertEvent(event))) return;
      await followOrder(order, await repo.latestOfMany([order.id]), operator, lang);
      await told([event.orderId]);
    });
  }

  const eventOf = (orderId: number, raw: RawEvent, mapped: { status: TrackingStatus; subStatus: string | null }) => ({
    orderId,
    carrierCode: raw.carrierCode,
    trackingNo: raw.trackingNo,
    code: raw.code,
    source: raw.source,
    status: mapped.status,
    subStatus: mapped.subStatus,
    description: raw.description,
    location: raw.location,
    eventTime: raw.eventTime,
    operatorId: null,
  });

  function checkStatus(input: AddEventInput): { status: TrackingStatus; subStatus: string | null } {
    if (!isTrackingStatus(input.status)) throw new AppError('TRACKING_STATUS_UNKNOWN', { status: input.status });
    const subStatus = input.subStatus || null;
    if (subStatus && !subStatusBelongs(input.status, subStatus))
      throw new AppError('TRACKING_SUB_STATUS_MISMATCH', { status: input.status, subStatus });
    return { status: input.status, subStatus };
  }

  function checkTime(eventTime: Date, order: TrackedOrder, raw: string) {
    if (eventTime.getTime() > Date.now() + FUTURE_SLACK_MS)
      throw new AppError('TRACKING_EVENT_IN_FUTURE', { eventTime: raw });
    if (eventTime.getTime() < order.createdAt.getTime())
      throw new AppError('TRACKING_EVENT_BEFORE_ORDER', { eventTime: raw, placedAt: order.createdAt.toISOString() });
  }

  // The changes of one write together: their events in one statement, the parcels with new ones told once.
  orders.onStatusChanges(async (changes) => {
    const events = changes.flatMap((change) => {
      const internal = INTERNAL_EVENTS[change.to];
      if (!internal || change.from === change.to) return [];
      return [{ orderId: change.orderId, code: change.to, ...internal, operatorId: change.operatorId }];
    });
    if (events.length === 0) return;
    if (events.length === 1) {
      const [event] = events;
      if (await repo.insertInternalEvent(event!.orderId, event!)) await told([event!.orderId]);
      return;
    }
    await told([...new Set(await repo.insertInternalEvents(events))]);
  });

  return {
    /** Parcels read for other modules: `parcelsOf(orderIds)`, `listParcels(scope, filter, page)` (parcel-reads.ts). */
    ...createParcelReads(data),

    /** The track rules install their mapper here (one per process; the last installed wins). */
    useRawMapper(mapper: RawEventMapper) {
      mapRaw = mapper;
    },

    /** A parcel's whole current state (numbers, status, latest event, timeline), read in the open transaction. */
    parcelState: (orderId: number, now = new Date()): Promise<ParcelState | null> =>
      readParcelState(data.db, orderId, now),

    /** Listeners told of the parcels with new events, inside their transaction (after the orders followed). */
    onParcelUpdated(listener: ParcelListener) {
      parcelListeners.push(listener);
    },

    /**
     * Raw events from a carrier pull, a waybill, a trace DB file: each mapped by the rules and stored once, the order
     * following; an event nothing maps waits for an operator; one of a number no order has is counted and dropped.
     * One transaction per parcel.
     */
    async ingest(raws: readonly RawEvent[], lang: Language): Promise<IngestResult> {
      const result: IngestResult = { recorded: 0, repeated: 0, waiting: 0, unknown: 0 };
      if (raws.length === 0) return result;
      const mapped = await mapRaw(raws);
      const byOrder = new Map<number, number[]>();
      const orderOf = ordersNamed(await repo.ordersForNumbers([...new Set(raws.map((r) => r.trackingNo))]));
      raws.forEach((raw, i) => {
        const id = orderOf(raw.carrierCode, raw.trackingNo);
        if (id === null) result.unknown++;
        else {
          const list = byOrder.get(id);
          if (list) list.push(i);
          else byOrder.set(id, [i]);
        }
      });
      const ids = [...byOrder.keys()].sort((a, b) => a - b);
      for (let at = 0; at < ids.length; at += INGEST_ORDERS_PER_TRANSACTION) {
        const chunk = ids.slice(at, at + INGEST_ORDERS_PER_TRANSACTION);
        await data.withTransaction(async () => {
          const locked = await repo.lockOrders(chunk);
          const events: NewEvent[] = [];
          const waiting: (RawEvent & { orderId: number })[] = [];
          for (const order of locked)
            for (const i of byOrder.get(order.id) ?? []) {
              const raw = raws[i]!;
              const status = mapped[i];
              if (status) events.push(eventOf(order.id, raw, status));
              else waiting.push({ orderId: order.id, ...rawFields(raw) });
            }
          // The new events stored and each touched parcel's latest event read back, in one statement.
          const { inserted, latest } = await repo.insertEventsLatest(events);
          const newlyWaiting = await repo.insertWaitingMany(waiting);
          result.recorded += inserted;
          result.waiting += newlyWaiting;
          result.repeated += events.length - inserted + waiting.length - newlyWaiting;
          const lockedIds = new Set(locked.map((o) => o.id));
          result.unknown += chunk.filter((id) => !lockedIds.has(id)).reduce((n, id) => n + byOrder.get(id)!.length, 0);
          const stored = groupByOrder(latest);
          if (stored.size === 0) return;
          const followed: number[] = [];
          for (const order of locked) {
            if (!stored.has(order.id)) continue;
            const source = raws[byOrder.get(order.id)![0]!]!.source;
            await followOrder(order, stored.get(order.id) ?? [], { id: null, name: source }, lang);
            followed.push(order.id);
          }
          await told(followed);
        });
      }
      return result;
    },

    /**
     * Re-applies the rules to a carrier's waiting events (of one code, when given): each one now mapped moves into
     * the parcel's events and the order follows. Answers how many moved.
     */
    async remapWaiting(carrierCode: string, code: string | null, lang: Language): Promise<number> {
      let moved = 0;
      for (let afterId = 0; ;) {
        const waiting = await repo.waitingOf(carrierCode, code, afterId, REMAP_BATCH);
        if (waiting.length === 0) return moved;
        afterId = waiting[waiting.length - 1]!.id;
        const mapped = await mapRaw(waiting);
        for (const [i, raw] of waiting.entries()) {
          const status = mapped[i];
          if (!status) continue;
          await data.withTransaction(async () => {
            await repo.lockOrders([raw.orderId]);
            await repo.deleteWaiting(raw.id);
            if (!(await repo.insertEvent(eventOf(raw.orderId, raw, status)))) return;
            await follow(raw.orderId, { id: null, name: raw.source }, lang);
            await told([raw.orderId]);
          });
          moved++;
        }
      }
    },

    /**
     * These parcels' carriers said nothing for 30 days (the pull's sweep): each gets an EXPIRED event of our own and
     * its order follows (held as EXCEPTION where the table lets the server: decisions-2.md, 146).
     */
    async expire(orderIds: readonly number[], lang: Language): Promise<void> {
      const ids = [...new Set(orderIds)].sort((a, b) => a - b);
      for (let at = 0; at < ids.length; at += INGEST_ORDERS_PER_TRANSACTION) {
        await data.withTransaction(async () => {
          const locked = await repo.lockOrders(ids.slice(at, at + INGEST_ORDERS_PER_TRANSACTION));
          const fresh = new Set(await repo.insertExpiredEvents(locked.map((o) => o.id)));
          const stored = groupByOrder(await repo.latestOfMany([...fresh]));
          const followed: number[] = [];
          for (const order of locked) {
            if (!fresh.has(order.id)) continue;
            await followOrder(order, stored.get(order.id) ?? [], { id: null, name: 'tracking' }, lang);
            followed.push(order.id);
          }
          await told(followed);
        });
      }
    },

    /** A page of the events waiting for a rule, newest first. */
    listWaiting: (filter: { carrierCode?: string; code?: string }, page: { offset: number; limit: number }) =>
      repo.listWaiting(filter, page),

    statusOptions(lang: Language): TrackingStatusOption[] {
      return TRACKING_STATUSES.map((s) => ({
        value: s,
        label: TRACKING_STATUS_WORDS[s][lang],
        children: childrenOf(s, lang),
      }));
    },

    childStatuses(id: string, lang: Language): Option[] {
      if (!isTrackingStatus(id)) throw new AppError('TRACKING_STATUS_UNKNOWN', { status: id });
      return childrenOf(id, lang);
    },

    orderTrackingStatusList(lang: Language): Option[] {
      return TRACKING_STATUSES.map((s) => ({ value: s, label: TRACKING_STATUS_WORDS[s][lang] }));
    },

    trackStatusList(lang: Language): Option[] {
      return TRACKING_STATUSES.flatMap((s) =>
        TRACKING_SUB_STATUSES[s].map((sub) => ({
          value: sub,
          label: `${TRACKING_STATUS_WORDS[s][lang]} / ${subWords(sub, lang)}`,
        })),
      );
    },

    otherOrderStatusList: (lang: Language) => wordsOptions(OTHER_ORDER_STATUS_WORDS, lang),
    exLabelStatusList: (lang: Language) => wordsOptions(EX_LABEL_STATUS_WORDS, lang),
    platformCustomerList: () => userAdmin.selectOptions({ privilegeType: 'USER' }),

    /** The platform adds an event by hand (issue 38): checked, stored once, and the order follows. */
    async addEvent(actor: Actor, input: AddEventInput, lang: Language): Promise<void> {
      if (actor.privilegeType !== 'PLATFORM') throw new AppError('TRACKING_PLATFORM_ONLY');
      const { status, subStatus } = checkStatus(input);
      const eventTime = new Date(input.eventTime);
      const order = await repo.findByTrackingNo(ALL_DATA, input.trackingNo);
      if (!order) throw new AppError('TRACKING_NUMBER_NOT_FOUND', { trackingNo: input.trackingNo });
      checkTime(eventTime, order, input.eventTime);
      await record(
        {
          orderId: order.id,
          carrierCode: order.carrierCode ?? '',
          trackingNo: order.trackingNo ?? order.insideNumber,
          code: subStatus ? `${status}/${subStatus}` : status,
          source: 'manual',
          status,
          subStatus,
          description: input.description ?? '',
          location: input.location ?? '',
          eventTime,
          operatorId: actor.userId,
        },
        { id: actor.userId, name: actor.username },
        lang,
      );
    },

    /** An order's tracking status and timeline, newest first; another's answers exactly like a missing one. */
    async orderTrackInfo(actor: Actor, insideNumber: string): Promise<TrackInfo> {
      const order = await repo.findByInsideNumber(scopeOf(actor), insideNumber);
      if (!order) throw new AppError('TRACKING_ORDER_NOT_FOUND', { insideNumber });
      const events = await repo.eventsOf(order.id);
      const parcel = deriveStatus(events, new Date());
      return {
        ...parcel,
        events: newestFirst(events).map((ev) => ({
          status: ev.status,
          subStatus: ev.subStatus,
          eventTime: ev.eventTime.toISOString(),
          location: ev.location,
          description: ev.description,
        })),
      };
    },
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;
