import type { z } from 'zod';
import {
  isTimeZone,
  type Language,
  type TraceDbEdit,
  type TraceDbExportQuery,
  type TraceDbQuery,
  type TraceDbRecord,
  type TraceMatchQuery,
  type TraceMatchRecord,
  type TraceMatchResult,
  type TraceStation,
  type TraceStationQuery,
  type TraceStationSave,
} from '@parcelhub/contracts';
import type { Actor } from '../../platform/auth/actor';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { uniqueViolation } from '../../platform/db/errors';
import { pageWindow } from '../../platform/db/paging';
import { AppError } from '../../platform/http/app-error';
import type { TasksService } from '../tasks';
import type { TrackingService } from '../tracking';
import * as queries from './trace.repository';
import type { MatchRow, RecordRow, StationRow } from './trace.repository';
import { checkRecord } from './trace-record';
import { writeTraceTemplate } from './trace.sheet';
import { IMPORT_QUEUE, IMPORT_TASK_NAME, runTraceImport, type TraceImportData } from './trace.import';
import { EXPORT_QUEUE, EXPORT_TASK_NAME, runTraceExport, type TraceExportData } from './trace.export';

type Out<S extends z.ZodType> = z.output<S>;
type Trigger = 'IMPORT' | 'EDIT' | 'MANUAL';

const toStation = (row: StationRow): TraceStation => ({
  id: row.id,
  code: row.code,
  name: row.name,
  countryCode: row.countryCode,
  city: row.city,
  address: row.address,
  timezone: row.timezone,
  enabled: row.enabled,
  remark: row.remark,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toRecord = (row: RecordRow): TraceDbRecord => ({
  id: row.id,
  deliveryNumber: row.deliveryNumber,
  status: row.status,
  subStatus: row.subStatus,
  eventTime: row.eventTime.toISOString(),
  location: row.location,
  description: row.description,
  stationCode: row.stationCode,
  matchState: row.orderId === null ? 'UNMATCHED' : 'MATCHED',
  orderNo: row.orderNo,
  matchedAt: row.matchedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toMatch = (row: MatchRow): TraceMatchRecord => ({
  id: row.id,
  deliveryNumber: row.deliveryNumber,
  trigger: row.trigger,
  matched: row.matched,
  orderNo: row.orderNo,
  recorded: row.recorded,
  repeated: row.repeated,
  waiting: row.waiting,
  createdAt: row.createdAt.toISOString(),
});

/** Where a station's events happen when a row names no place: its city and country. */
const stationLocation = (s: StationRow) => [s.city, s.countryCode].filter(Boolean).join(', ');

/**
 * Trace stations and the trace database (issue 38): records imported from files, matched by delivery number to the
 * parcel with that tracking number, and handed to tracking as raw events of source `traceDb`.
 */
export function createTraceService(deps: { data: DataAccess; tasks: TasksService; tracking: TrackingService }) {
  const { data, tasks, tracking } = deps;
  const repo = bindRepository(data, queries);

  function platformOnly(actor: Actor) {
    if (actor.privilegeType !== 'PLATFORM') throw new AppError('TRACE_PLATFORM_ONLY');
  }

  async function station(id: number): Promise<StationRow> {
    const row = await repo.findStation(id);
    if (!row) throw new AppError('TRACE_STATION_NOT_FOUND', { id });
    return row;
  }

  async function stationByCode(code: string) {
    const [row] = await repo.stationsByCode([code]);
    return row ? { ...row, location: stationLocation(row) } : null;
  }

  async function record(id: number): Promise<RecordRow> {
    const row = await repo.findRecord(id);
    if (!row) throw new AppError('TRACE_RECORD_NOT_FOUND', { id });
    return row;
  }

  /**
   * Matches a delivery number to its parcel and hands every record of it to tracking (which stores each event once,
   * so a second match of the same records adds nothing); no parcel yet leaves them waiting for a later match. Each
   * attempt is logged.
   */
  async function match(deliveryNumber: string, trigger: Trigger, lang: Language): Promise<TraceMatchResult> {
    const records = await repo.recordsOfNumber(deliveryNumber);
    const parcel = await repo.parcelOf(deliveryNumber);
    const base = { deliveryNumber, records: records.length, recorded: 0, repeated: 0, waiting: 0 };
    if (!parcel) {
      await repo.insertMatch({ deliveryNumber, trigger, orderId: null, matched: false });
      return { ...base, matched: false, orderNo: null };
    }
    // All of them at once: tracking moves the order to the latest status, through IN_TRANSIT where the order table
    // has no direct move (a dispatched parcel reported delivered: orders' stepsTo).
    const result = await tracking.ingest(
      records.map((r) => ({
        carrierCode: parcel.carrierCode ?? '',
        trackingNo: deliveryNumber,
        code: r.code,
        description: r.description,
        location: r.location,
        eventTime: r.eventTime,
        source: 'traceDb' as const,
      })),
      lang,
    );
    const counts = { recorded: result.recorded, repeated: result.repeated, waiting: result.waiting };
    await data.withTransaction(async () => {
      await repo.markMatched(deliveryNumber, parcel.id);
      await repo.insertMatch({ deliveryNumber, trigger, orderId: parcel.id, matched: true, ...counts });
    });
    return { ...base, ...counts, matched: true, orderNo: parcel.orderNo };
  }

  return {
    async stationPage(actor: Actor, q: Out<typeof TraceStationQuery>) {
      platformOnly(actor);
      const enabled = q.enabled === undefined ? undefined : q.enabled === 'true';
      const { rows, total } = await repo.listStations({ blurry: q.blurry || undefined, enabled, ...pageWindow(q) });
      return { rows: rows.map(toStation), total };
    },

    /** One statement either way, so the unique index alone settles concurrent saves of one code. */
    async saveStation(actor: Actor, input: Out<typeof TraceStationSave>): Promise<TraceStation> {
      platformOnly(actor);
      const { id, ...fields } = input;
      if (!isTimeZone(fields.timezone)) throw new AppError('TRACE_TIMEZONE_UNKNOWN', { timezone: fields.timezone });
      try {
        if (id === undefined) return toStation(await station(await repo.insertStation(fields)));
        if (!(await repo.updateStation(id, fields))) throw new AppError('TRACE_STATION_NOT_FOUND', { id });
        return toStation(await station(id));
      } catch (e) {
        if (uniqueViolation(e) !== null) throw new AppError('TRACE_STATION_CODE_TAKEN', { code: fields.code });
        throw e;
      }
    },

    async setStationEnabled(actor: Actor, id: number, enabled: boolean): Promise<void> {
      platformOnly(actor);
      if (!(await repo.updateStation(id, { enabled }))) throw new AppError('TRACE_STATION_NOT_FOUND', { id });
    },

    async recordPage(actor: Actor, q: Out<typeof TraceDbQuery>) {
      platformOnly(actor);
      const { pageNo, pageSize, ...filter } = q;
      const { rows, total } = await repo.listRecords({ ...filter, ...pageWindow({ pageNo, pageSize }) });
      return { rows: rows.map(toRecord), total };
    },

    /** Changes a record and matches its number again (events tracking already took stay in the parcel's timeline). */
    async edit(actor: Actor, input: Out<typeof TraceDbEdit>, lang: Language): Promise<TraceDbRecord> {
      platformOnly(actor);
      const { id, ...fields } = input;
      await record(id);
      const checked = checkRecord(
        fields,
        fields.stationCode ? await stationByCode(fields.stationCode) : null,
        new Date(),
      );
      if (!checked.ok) throw checked.error;
      try {
        if (!(await repo.updateRecord(id, checked.write))) throw new AppError('TRACE_RECORD_NOT_FOUND', { id });
      } catch (e) {
        if (uniqueViolation(e) !== null)
          throw new AppError('TRACE_RECORD_TAKEN', { deliveryNumber: fields.deliveryNumber });
        throw e;
      }
      await match(checked.write.deliveryNumber, 'EDIT', lang);
      return toRecord(await record(id));
    },

    async remove(actor: Actor, ids: number[]): Promise<{ deleted: number }> {
      platformOnly(actor);
      return { deleted: await repo.deleteRecords([...new Set(ids)]) };
    },

    async matchNumber(actor: Actor, deliveryNumber: string, lang: Language): Promise<TraceMatchResult> {
      platformOnly(actor);
      return match(deliveryNumber, 'MANUAL', lang);
    },

    async matchPage(actor: Actor, q: Out<typeof TraceMatchQuery>) {
      platformOnly(actor);
      const { rows, total } = await repo.listMatches({
        deliveryNumber: q.deliveryNumber || undefined,
        ...pageWindow(q),
      });
      return { rows: rows.map(toMatch), total };
    },

    importTemplate: (actor: Actor, lang: Language) => {
      platformOnly(actor);
      return writeTraceTemplate(lang);
    },

    /** Queues the import of an uploaded sheet; the caller is checked before the file is received. */
    async import(actor: Actor, receive: () => Promise<string>, lang: Language) {
      platformOnly(actor);
      const fileKey = await receive();
      const { id } = await tasks.submit<TraceImportData>(actor, {
        name: IMPORT_TASK_NAME,
        type: 'IMPORT',
        queue: IMPORT_QUEUE,
        access: ['tracking:manage'],
        data: { fileKey, lang },
      });
      return { taskId: id };
    },

    importJob: tasks.job<TraceImportData>((task) =>
      runTraceImport(task, {
        stationOf: stationByCode,
        save: (rows) => repo.insertRecords(rows),
        match: async (n) => void (await match(n, 'IMPORT', task.data.lang)),
      }),
    ),

    async export(actor: Actor, filter: Out<typeof TraceDbExportQuery>, lang: Language) {
      platformOnly(actor);
      const { id } = await tasks.submit<TraceExportData>(actor, {
        name: EXPORT_TASK_NAME,
        type: 'EXPORT',
        queue: EXPORT_QUEUE,
        access: ['tracking:manage'],
        data: { filter, lang },
      });
      return { taskId: id };
    },

    exportJob: tasks.job<TraceExportData>((task) =>
      runTraceExport(task, {
        count: () => repo.countRecords(task.data.filter),
        rows: () => repo.eachRecord(task.data.filter),
      }),
    ),
  };
}

export type TraceService = ReturnType<typeof createTraceService>;
