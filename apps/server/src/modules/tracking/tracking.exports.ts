import {
  TRACKING_STATUS_WORDS,
  TRACKING_SUB_STATUS_WORDS,
  type Language,
  type OrderFilter,
  type TrackingStatus,
  type TrackingSubStatus,
} from '@parcelhub/contracts';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth/actor';
import { scopeOf, type DataScope } from '../../platform/auth/scope';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { runSheetExport } from '../../platform/sheets/export-runner';
import { defineSheet, type ColumnDefinition, type Words } from '../../platform/sheets/define-sheet';
import type { OrdersService } from '../orders';
import type { RunningTask, TasksService } from '../tasks';
import { deriveStatus, newestFirst } from './status-derivation';
import { trackingQueries, type StoredEvent } from './tracking.repository';

export const TRACKING_EXPORT_QUEUE = 'tracking.export';
/** Orders read per keyset page (their events in one query). */
const EXPORT_PAGE = 500;

export type TrackingExportKind = 'events' | 'orders';

interface TrackingExportJobData {
  kind: TrackingExportKind;
  scope: DataScope;
  filter: z.output<typeof OrderFilter>;
  lang: Language;
}

type ListedOrder = Awaited<ReturnType<OrdersService['listPage']>>[number];

/** One row of the events export: an order and one of its events. */
interface EventRow {
  order: ListedOrder;
  event: StoredEvent;
}

/** One row of the orders export: an order, its parcel's status and latest event. */
interface OrderRow {
  order: ListedOrder;
  status: TrackingStatus;
  subStatus: string | null;
  latest: StoredEvent | null;
  events: number;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
/** `YYYY-MM-DD HH:mm:ss`, UTC (how the server keeps and shows times). */
const timeText = (d: Date) =>
  `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())} ` +
  `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}`;

const statusText = (status: TrackingStatus, lang: Language) => TRACKING_STATUS_WORDS[status][lang];
const subText = (sub: string | null, lang: Language) =>
  sub ? (TRACKING_SUB_STATUS_WORDS[sub as TrackingSubStatus]?.[lang] ?? sub) : '';

const H = {
  orderNo: { zh: '订单号', en: 'Order number', ko: '주문 번호' },
  referenceNo: { zh: '参考号', en: 'Reference number', ko: '참조 번호' },
  insideNumber: { zh: '内部单号', en: 'Inside number', ko: '내부 번호' },
  trackingNo: { zh: '跟踪号', en: 'Tracking number', ko: '추적 번호' },
  orderStatus: { zh: '订单状态', en: 'Order status', ko: '주문 상태' },
  status: { zh: '轨迹状态', en: 'Tracking status', ko: '추적 상태' },
  subStatus: { zh: '子状态', en: 'Sub-status', ko: '하위 상태' },
  eventTime: { zh: '轨迹时间', en: 'Event time', ko: '이벤트 시간' },
  location: { zh: '地点', en: 'Location', ko: '위치' },
  description: { zh: '描述', en: 'Description', ko: '설명' },
  source: { zh: '来源', en: 'Source', ko: '출처' },
  latestTime: { zh: '最新轨迹时间', en: 'Latest event time', ko: '최근 이벤트 시간' },
  latestDescription: { zh: '最新轨迹', en: 'Latest event', ko: '최근 이벤트' },
  events: { zh: '轨迹条数', en: 'Events', ko: '이벤트 수' },
} satisfies Record<string, Words>;

const col = <R>(
  key: keyof typeof H,
  width: number,
  format: (r: R, lang: Language) => unknown,
): ColumnDefinition<R> => ({
  key,
  header: H[key],
  width,
  format,
});

const orderColumns = <R extends { order: ListedOrder }>(): ColumnDefinition<R>[] => [
  col<R>('orderNo', 20, (r) => r.order.orderNo),
  col<R>('referenceNo', 20, (r) => r.order.referenceNo),
  col<R>('insideNumber', 20, (r) => r.order.insideNumber),
  col<R>('trackingNo', 22, (r) => r.order.trackingNo ?? ''),
];

export const TRACKING_EXPORT_SHEETS = {
  events: defineSheet<EventRow>({
    name: { zh: '轨迹导出', en: 'Tracking events export', ko: '추적 이벤트 내보내기' },
    columns: [
      ...orderColumns<EventRow>(),
      col<EventRow>('status', 14, (r, lang) => statusText(r.event.status, lang)),
      col<EventRow>('subStatus', 16, (r, lang) => subText(r.event.subStatus, lang)),
      col<EventRow>('eventTime', 20, (r) => timeText(r.event.eventTime)),
      col<EventRow>('location', 20, (r) => r.event.location),
      col<EventRow>('description', 30, (r) => r.event.description),
      col<EventRow>('source', 10, (r) => r.event.source),
    ],
  }),
  orders: defineSheet<OrderRow>({
    name: { zh: '订单轨迹导出', en: 'Orders tracking export', ko: '주문 추적 내보내기' },
    columns: [
      ...orderColumns<OrderRow>(),
      col<OrderRow>('orderStatus', 12, (r) => r.order.status),
      col<OrderRow>('status', 14, (r, lang) => statusText(r.status, lang)),
      col<OrderRow>('subStatus', 16, (r, lang) => subText(r.subStatus, lang)),
      col<OrderRow>('latestTime', 20, (r) => (r.latest ? timeText(r.latest.eventTime) : '')),
      col<OrderRow>('latestDescription', 30, (r) => r.latest?.description ?? ''),
      col<OrderRow>('location', 20, (r) => r.latest?.location ?? ''),
      col<OrderRow>('events', 8, (r) => r.events),
    ],
  }),
};

const FILE_NAMES: Record<TrackingExportKind, Words> = {
  events: { zh: '轨迹', en: 'tracking-events', ko: '추적이벤트' },
  orders: { zh: '订单轨迹', en: 'orders-tracking', ko: '주문추적' },
};

/** The two tracking exports of the order list (`exportTrackingInfo`, `exportOrdersTrackInfo`) in the task center. */
export function createTrackingExports(deps: { data: DataAccess; orders: OrdersService; tasks: TasksService }) {
  const repo = bindRepository(deps.data, trackingQueries);
  const { orders, tasks } = deps;

  async function run(task: RunningTask<TrackingExportJobData>) {
    const { kind, scope, filter, lang } = task.data;
    async function* pages() {
      for (let after: number | null = null; ;) {
        const page = await orders.listPage(scope, filter, after, EXPORT_PAGE);
        if (page.length === 0) break;
        const events = await repo.eventsOfMany(page.map((o) => o.id));
        const byOrder = new Map<number, StoredEvent[]>();
        for (const e of events) byOrder.set(e.orderId, [...(byOrder.get(e.orderId) ?? []), e]);
        for (const order of page) yield { order, events: byOrder.get(order.id) ?? [] };
        if (page.length < EXPORT_PAGE) break;
        after = page[page.length - 1]!.id;
      }
    }
    const sheet = kind === 'events' ? TRACKING_EXPORT_SHEETS.events : TRACKING_EXPORT_SHEETS.orders;
    const now = new Date();
    return runSheetExport(task, {
      sheetName: sheet.name[lang],
      columns: sheet.writerColumns(lang),
      fileName: FILE_NAMES[kind][lang],
      count: () => orders.countMatching(scope, filter),
      records: pages,
      rows: ({ order, events }) => {
        if (kind === 'events')
          return newestFirst(events)
            .reverse()
            .map((event) => TRACKING_EXPORT_SHEETS.events.cells({ order, event }, lang));
        const parcel = deriveStatus(events, now);
        const row: OrderRow = { order, ...parcel, latest: newestFirst(events)[0] ?? null, events: events.length };
        return [TRACKING_EXPORT_SHEETS.orders.cells(row, lang)];
      },
    });
  }

  return {
    async submit(actor: Actor, kind: TrackingExportKind, filter: z.output<typeof OrderFilter>, lang: Language) {
      const { id } = await tasks.submit<TrackingExportJobData>(actor, {
        name: TRACKING_EXPORT_SHEETS[kind].name,
        type: 'EXPORT',
        queue: TRACKING_EXPORT_QUEUE,
        access: ['order:list'],
        // Scoped as the order list is: the platform all, a supplier its products' orders, a customer its own.
        data: { kind, scope: scopeOf(actor), filter, lang },
      });
      return { taskId: id };
    },
    job: tasks.job<TrackingExportJobData>(run),
  };
}

export type TrackingExports = ReturnType<typeof createTrackingExports>;
