import type { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import {
  WAYBILL_STATUS_WORDS,
  type Language,
  type Waybill,
  type WaybillEvent,
  type WaybillFilter,
  type WaybillLinkInput,
  type WaybillLinkResult,
  type WaybillParcel,
  type WaybillQuery,
  type WaybillSave,
  type WaybillTrackInfo,
  type WaybillTrackInput,
  type WaybillUnlinkInput,
} from '@parcelhub/contracts';
import type { Actor } from '../../platform/auth/actor';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { uniqueViolation } from '../../platform/db/errors';
import { pageWindow } from '../../platform/db/paging';
import { AppError } from '../../platform/http/app-error';
import { scheduleDueIn, type DueWork } from '../../platform/jobs/due-work';
import type { TasksService } from '../tasks';
import type { TrackingService } from '../tracking';
import * as queries from './waybills.repository';
import type { EventRow, WaybillRow } from './waybills.repository';
import { FAN_OUT_KIND, fanOut } from './waybills.fan-out';
import { refusalOf, waybillWrite } from './waybill-write';
import { writeWaybillTemplate } from './waybills.sheet';
import { IMPORT_QUEUE, IMPORT_TASK_NAME, runWaybillImport, type WaybillImportData } from './waybills.import';
import { EXPORT_QUEUE, EXPORT_TASK_NAME, runWaybillExport, type WaybillExportData } from './waybills.export';

type Out<S extends z.ZodType> = z.output<S>;

/** How far ahead an event may be dated (clocks and time zones differ), as tracking allows. */
const FUTURE_SLACK_MS = 24 * 60 * 60 * 1000;
const ACCESS = ['waybill:list'] as const;

const toWaybill = (row: WaybillRow, lang: Language): Waybill => ({
  id: row.id,
  awbNo: row.awbNo,
  airlinePrefix: row.airlinePrefix,
  origin: row.origin,
  destination: row.destination,
  flightNo: row.flightNo,
  departureDate: row.departureDate ?? '',
  arrivalDate: row.arrivalDate ?? '',
  pieces: row.pieces,
  weight: row.weight,
  status: row.status,
  statusName: WAYBILL_STATUS_WORDS[row.status][lang],
  parcelCount: row.parcelCount,
  remark: row.remark,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toEvent = (row: EventRow, lang: Language): WaybillEvent => ({
  id: row.id,
  type: row.type,
  typeName: WAYBILL_STATUS_WORDS[row.type][lang],
  eventTime: row.eventTime.toISOString(),
  location: row.location,
  description: row.description,
  operatorName: row.operatorName,
  appliedAt: row.appliedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

interface Deps {
  data: DataAccess;
  tracking: TrackingService;
  tasks: TasksService;
  dueWork: DueWork;
  log: FastifyBaseLogger;
}

/**
 * Master air waybills: the platform's line haul. An event of a waybill is stored, then applied to every linked
 * parcel's tracking as due work (`waybills.fanOut`, one item per event), so a waybill of thousands of parcels is
 * applied in the background, retried, and listed to operators if it gives up.
 */
export function createWaybillsService({ data, tracking, tasks, dueWork, log }: Deps) {
  const repo = bindRepository(data, queries);

  // One fan-out at a time per waybill in this process: two events of one waybill applied side by side lock the same
  // orders (each parcel's event insert, then its order's row) and PostgreSQL may end one as a deadlock.
  const turns = new Map<number, Promise<unknown>>();
  function inTurn(waybillId: number, work: () => Promise<unknown>): Promise<unknown> {
    const run = (turns.get(waybillId) ?? Promise.resolve()).catch(() => undefined).then(work);
    turns.set(waybillId, run);
    void run.finally(() => turns.get(waybillId) === run && turns.delete(waybillId)).catch(() => undefined);
    return run;
  }

  dueWork.register(FAN_OUT_KIND, {
    title: { zh: '运单事件同步到包裹', en: 'Waybill event to its parcels', ko: '운송장 이벤트를 소포에 반영' },
    run: async (key) => {
      const event = await repo.findEvent(Number(key));
      if (event) await inTurn(event.waybillId, () => fanOut(key, { repo, tracking }));
    },
  });

  /** Applies what is due now without waiting (a small waybill's parcels follow at once); the 5 s sweep is the net. */
  const kick = () =>
    void dueWork.runDue(5, [FAN_OUT_KIND]).catch((err: unknown) => log.error({ err }, 'waybill fan-out failed'));

  function platformOnly(actor: Actor) {
    if (actor.privilegeType !== 'PLATFORM') throw new AppError('WAYBILL_PLATFORM_ONLY');
  }

  async function waybill(id: number): Promise<WaybillRow> {
    const row = await repo.findWaybill(id);
    if (!row) throw new AppError('WAYBILL_NOT_FOUND', { id });
    return row;
  }

  async function trackInfo(id: number, lang: Language): Promise<WaybillTrackInfo> {
    const row = await waybill(id);
    const events = await repo.eventsOf(id);
    return {
      awbNo: row.awbNo,
      status: row.status,
      statusName: WAYBILL_STATUS_WORDS[row.status][lang],
      events: events.map((e) => toEvent(e, lang)),
    };
  }

  return {
    async list(actor: Actor, q: Out<typeof WaybillQuery>, lang: Language) {
      platformOnly(actor);
      const { rows, total } = await repo.listWaybills({ ...q, ...pageWindow(q) });
      return { rows: rows.map((r) => toWaybill(r, lang)), total };
    },

    /** One statement either way, so the unique index settles two saves of one AWB number. */
    async save(actor: Actor, input: Out<typeof WaybillSave>, lang: Language): Promise<Waybill> {
      platformOnly(actor);
      const { id, ...fields } = input;
      const checked = waybillWrite(fields);
      if (!checked.ok) throw refusalOf(checked);
      const { write } = checked;
      try {
        if (id === undefined) return toWaybill(await waybill(await repo.insertWaybill(write)), lang);
        if (!(await repo.updateWaybill(id, write))) throw new AppError('WAYBILL_NOT_FOUND', { id });
      } catch (e) {
        if (uniqueViolation(e) !== null) throw new AppError('WAYBILL_AWB_TAKEN', { awbNo: write.awbNo });
        throw e;
      }
      return toWaybill(await waybill(id), lang);
    },

    /**
     * An event of the waybill's flight: stored, the waybill's status following its latest event by event time, and
     * its application to every linked parcel made due in the same transaction.
     */
    async track(actor: Actor, id: number, input: Out<typeof WaybillTrackInput>, lang: Language) {
      platformOnly(actor);
      const eventTime = new Date(input.eventTime);
      if (eventTime.getTime() > Date.now() + FUTURE_SLACK_MS)
        throw new AppError('WAYBILL_EVENT_IN_FUTURE', { eventTime: input.eventTime });
      await waybill(id);
      await data.withTransaction(async () => {
        const event = await repo.insertEvent({
          waybillId: id,
          type: input.type,
          eventTime,
          location: input.location,
          description: input.description,
          operatorId: actor.userId,
          operatorName: actor.username,
        });
        await repo.refreshStatus(id);
        await scheduleDueIn(data.db, FAN_OUT_KIND, [String(event.id)], new Date());
      });
      kick();
      return trackInfo(id, lang);
    },

    async trackInfo(actor: Actor, id: number, lang: Language): Promise<WaybillTrackInfo> {
      platformOnly(actor);
      return trackInfo(id, lang);
    },

    /**
     * Links parcels by order, inside or tracking number. A parcel already on another waybill stays there (reported);
     * the waybill's events so far are applied again, so the new parcels get them (the others repeat nothing).
     */
    async link(actor: Actor, input: Out<typeof WaybillLinkInput>): Promise<WaybillLinkResult> {
      platformOnly(actor);
      await waybill(input.id);
      const numbers = [...new Set(input.numbers)];
      const found = await repo.ordersByNumbers(numbers);
      const byNumber = new Map<string, (typeof found)[number]>();
      for (const o of found)
        for (const n of [o.orderNo, o.insideNumber, o.trackingNo]) if (n && !byNumber.has(n)) byNumber.set(n, o);
      const result: WaybillLinkResult = { linked: 0, already: 0, notFound: [], elsewhere: [] };
      const toLink = new Set<number>();
      const counted = new Set<number>();
      for (const n of numbers) {
        const o = byNumber.get(n);
        if (!o) result.notFound.push(n);
        else if (o.waybillId === input.id) {
          if (!counted.has(o.id)) result.already++;
          counted.add(o.id);
        } else if (o.waybillId !== null) result.elsewhere.push({ number: n, awbNo: o.awbNo ?? '' });
        else toLink.add(o.id);
      }
      const linked = await data.withTransaction(async () => {
        const ids = await repo.linkParcels(input.id, [...toLink], actor.userId);
        if (ids.length > 0) {
          const pending = await repo.markWaybillEventsPending(input.id);
          await scheduleDueIn(data.db, FAN_OUT_KIND, pending.map(String), new Date());
        }
        return ids;
      });
      result.linked = linked.length;
      if (linked.length > 0) kick();
      return result;
    },

    /** Unlinks parcels; the events they already had stay in their timelines (they happened). */
    async unlink(actor: Actor, input: Out<typeof WaybillUnlinkInput>): Promise<void> {
      platformOnly(actor);
      await waybill(input.id);
      await repo.unlinkParcels(input.id, input.orderIds);
    },

    async parcels(actor: Actor, id: number, page: { pageNo: number; pageSize: number }) {
      platformOnly(actor);
      await waybill(id);
      const { rows, total } = await repo.listParcels(id, pageWindow(page));
      return {
        rows: rows.map((r): WaybillParcel => ({
          ...r,
          trackingNo: r.trackingNo ?? '',
          linkedAt: r.linkedAt.toISOString(),
        })),
        total,
      };
    },

    template: (lang: Language) => writeWaybillTemplate(lang),

    async import(actor: Actor, receive: () => Promise<string>, lang: Language) {
      platformOnly(actor);
      const fileKey = await receive();
      const { id } = await tasks.submit<WaybillImportData>(actor, {
        name: IMPORT_TASK_NAME,
        type: 'IMPORT',
        queue: IMPORT_QUEUE,
        access: ACCESS,
        data: { fileKey, lang },
      });
      return { taskId: id };
    },

    importJob: tasks.job<WaybillImportData>((task) =>
      runWaybillImport(task, (rows) => data.withTransaction(() => repo.upsertWaybills(rows))),
    ),

    async export(actor: Actor, filter: Out<typeof WaybillFilter>, lang: Language) {
      platformOnly(actor);
      const { id } = await tasks.submit<WaybillExportData>(actor, {
        name: EXPORT_TASK_NAME,
        type: 'EXPORT',
        queue: EXPORT_QUEUE,
        access: ACCESS,
        data: { filter, lang },
      });
      return { taskId: id };
    },

    exportJob: tasks.job<WaybillExportData>((task) =>
      runWaybillExport(task, {
        count: () => repo.countWaybills(task.data.filter),
        rows: () => repo.eachWaybill(task.data.filter),
      }),
    ),

    /** Runs the waybill fan-out due now and answers how many events were applied (tests, the demo). */
    applyDue: () => dueWork.runDue(5, [FAN_OUT_KIND]),
  };
}

export type WaybillsService = ReturnType<typeof createWaybillsService>;
