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
import { deriveStatus, newestFirst, orderStatusFor } from './status-derivation';
import { standardMapper, type RawEvent, type RawEventMapper } from './raw-events';
import { readParcelState, type ParcelState } from './parcel-state';

/** Told, inside the transaction that stored it, that a parcel has a new event (webhooks build their message here). */
export type ParcelListener = (change: { orderId: number }) => Promise<void>;

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
  async function told(orderId: number) {
    for (const listener of parcelListeners) await listener({ orderId });
  }

  /**
   * After a new event: the order's status follows the parcel's, derived from all its events, under the order's lock.
   * A move the order table refuses is not an error here: the event stays, the order stays.
   */
  async function follow(orderId: number, operator: { id: number | null; name: string }, lang: Language) {
    const order = await repo.lockOrderStatus(orderId);
    if (!order) return;
    const parcel = deriveStatus(await repo.eventsOf(orderId), new Date());
    const to = orderStatusFor(parcel.status, parcel.subStatus);
    if (!to || to === order.status) return;
    try {
      await orders.transition({
        order,
        to,
        by: 'SYSTEM',
        operator,
        action: 'TRACK',
        messageKey: 'tracked',
        params: { trackingStatus: parcel.status },
        lang,
      });
    } catch (err) {
      if (!(isAppError(err) && err.errorKey === 'ORDER_STATUS_FORBIDDEN')) throw err;
    }
  }

  /**
   * The one way an event from outside (an operator, and later carrier pulls, waybills, trace DB files) comes in: stored
   * once, and when it is new the order follows, in one transaction.
   */
  async function record(event: NewEvent, operator: { id: number | null; name: string }, lang: Language) {
    await data.withTransaction(async () => {
      if (!(await repo.insertEvent(event))) return;
      await follow(event.orderId, operator, lang);
      await told(event.orderId);
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

  orders.onStatusChanged(async (change) => {
    const internal = INTERNAL_EVENTS[change.to];
    if (!internal || change.from === change.to) return;
    if (await repo.insertInternalEvent(change.orderId, { code: change.to, ...internal, operatorId: change.operatorId }))
      await told(change.orderId);
  });

  return {
    /** The track rules install their mapper here (one per process; the last installed wins). */
    useRawMapper(mapper: RawEventMapper) {
      mapRaw = mapper;
    },

    /** A parcel's whole current state (numbers, status, latest event, timeline), read in the open transaction. */
    parcelState: (orderId: number, now = new Date()): Promise<ParcelState | null> =>
      readParcelState(data.db, orderId, now),

    /** Listeners told of every new event of a parcel, inside its transaction (after the order followed). */
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
      const byParcel = new Map<string, number[]>();
      raws.forEach((raw, i) => {
        const key = `${raw.carrierCode}\u0000${raw.trackingNo}`;
        byParcel.set(key, [...(byParcel.get(key) ?? []), i]);
      });
      for (const indexes of byParcel.values()) {
        const first = raws[indexes[0]!]!;
        const order = await repo.findForRaw(first.carrierCode, first.trackingNo);
        if (!order) {
          result.unknown += indexes.length;
          continue;
        }
        await data.withTransaction(async () => {
          let fresh = false;
          for (const i of indexes) {
            const raw = raws[i]!;
            const status = mapped[i];
            if (status && (await repo.insertEvent(eventOf(order.id, raw, status)))) {
              fresh = true;
              result.recorded++;
            } else if (!status && (await repo.insertWaiting(order.id, raw))) result.waiting++;
            else result.repeated++;
          }
          if (!fresh) return;
          await follow(order.id, { id: null, name: first.source }, lang);
          await told(order.id);
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
            await repo.deleteWaiting(raw.id);
            if (!(await repo.insertEvent(eventOf(raw.orderId, raw, status)))) return;
            await follow(raw.orderId, { id: null, name: raw.source }, lang);
            await told(raw.orderId);
          });
          moved++;
        }
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
