import {
  ABNORMAL_ORDER_STATUSES,
  type Language,
  type OrderExportKind,
  type OrderStatus,
  type PrivilegeType,
} from '@parcelhub/contracts';
import type { OrderListRecord, OrderQuery } from '../orders.repository';
import { productNameOf } from '../orders.view';
import { defineSheet, type ColumnDefinition, type Sheet } from '../../../platform/sheets/define-sheet';
import { HEADER_WORDS, LABEL_STATUS_WORDS, STATUS_WORDS, TASK_NAMES, type ColumnKey } from './export-words';

/** Who may ask for each export, and what it writes: one row per order or one per box; abnormal orders only. */
export const EXPORT_PLANS: Record<
  OrderExportKind,
  { privilegeType: PrivilegeType; boxes: boolean; abnormal: boolean }
> = {
  supplierOrders: { privilegeType: 'SUPPLIER', boxes: false, abnormal: false },
  customerOrders: { privilegeType: 'USER', boxes: false, abnormal: false },
  platformOrders: { privilegeType: 'PLATFORM', boxes: false, abnormal: false },
  platformBoxes: { privilegeType: 'PLATFORM', boxes: true, abnormal: false },
  customerBoxes: { privilegeType: 'USER', boxes: true, abnormal: false },
  abnormalOrders: { privilegeType: 'PLATFORM', boxes: false, abnormal: true },
};

/** A row of an export: an order, and for the box exports one of its boxes (its place among them). */
export interface ExportRecord {
  order: OrderListRecord;
  box?: { box: OrderListRecord['boxes'][number]; index: number };
}

const pad2 = (n: number) => String(n).padStart(2, '0');
/** `YYYY-MM-DD HH:mm:ss`, UTC (how the server keeps and shows times). */
export function timeText(d: Date): string {
  return (
    `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())} ` +
    `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}`
  );
}

const column = (key: ColumnKey, width: number, format: (r: ExportRecord, lang: Language) => string) => ({
  key,
  header: HEADER_WORDS[key],
  width,
  format,
});

/** Every column an order export may hold (decimals stay the exact text the database keeps). */
const COLUMNS: Record<ColumnKey, ColumnDefinition<ExportRecord>> = {
  orderNo: column('orderNo', 20, (r) => r.order.orderNo),
  referenceNo: column('referenceNo', 20, (r) => r.order.referenceNo),
  insideNumber: column('insideNumber', 20, (r) => r.order.insideNumber),
  trackingNo: column('trackingNo', 22, (r) => r.order.trackingNo ?? ''),
  status: column('status', 12, (r, lang) => STATUS_WORDS[r.order.status][lang]),
  labelStatus: column('labelStatus', 12, (r, lang) => LABEL_STATUS_WORDS[r.order.labelStatus][lang]),
  labelError: column('labelError', 30, (r) => r.order.labelError ?? ''),
  product: column('product', 20, (r, lang) => `${r.order.productCode} ${productNameOf(r.order, lang)}`),
  customer: column('customer', 16, (r) => r.order.customerName),
  country: column('country', 10, (r) => r.order.countryCode),
  receiver: column('receiver', 20, (r) => r.order.receiverName),
  pieces: column('pieces', 8, (r) => String(r.order.pieces)),
  weight: column('weight', 12, (r) => r.order.weight),
  currency: column('currency', 8, (r) => r.order.currency),
  feeTotal: column('feeTotal', 12, (r) => r.order.feeTotal),
  costTotal: column('costTotal', 12, (r) => r.order.costTotal ?? ''),
  createdAt: column('createdAt', 20, (r) => timeText(r.order.createdAt)),
  boxNo: column('boxNo', 8, (r) => (r.box ? String(r.box.box.no ?? r.box.index + 1) : '')),
  length: column('length', 12, (r) => r.box?.box.length ?? ''),
  width: column('width', 12, (r) => r.box?.box.width ?? ''),
  height: column('height', 12, (r) => r.box?.box.height ?? ''),
  boxWeight: column('boxWeight', 14, (r) => r.box?.box.weight ?? ''),
};

const BOX_COLUMNS: ColumnKey[] = ['orderNo', 'referenceNo', 'boxNo', 'length', 'width', 'height', 'boxWeight'];

/**
 * The columns of an export. Customers never see the customer column (it is them) nor the cost; a supplier sees its
 * cost and never the customer's fee (the difference is the platform's margin); the platform both. The abnormal
 * export says what went wrong.
 */
export function columnsOf(kind: OrderExportKind): ColumnKey[] {
  const plan = EXPORT_PLANS[kind];
  if (plan.boxes) return BOX_COLUMNS;
  const seesFee = plan.privilegeType !== 'SUPPLIER';
  const seesCost = plan.privilegeType !== 'USER';
  return [
    'orderNo',
    'referenceNo',
    'insideNumber',
    'trackingNo',
    'status',
    'labelStatus',
    ...(plan.abnormal ? (['labelError'] as const) : []),
    'product',
    ...(plan.privilegeType !== 'USER' ? (['customer'] as const) : []),
    'country',
    'receiver',
    'pieces',
    'weight',
    'currency',
    ...(seesFee ? (['feeTotal'] as const) : []),
    ...(seesCost ? (['costTotal'] as const) : []),
    'createdAt',
  ];
}

/** Each export's sheet: its columns declared once above, picked by who asks. */
export const EXPORT_SHEETS = Object.fromEntries(
  (Object.keys(EXPORT_PLANS) as OrderExportKind[]).map((kind) => [
    kind,
    defineSheet<ExportRecord>({ name: TASK_NAMES[kind], columns: columnsOf(kind).map((key) => COLUMNS[key]) }),
  ]),
) as Record<OrderExportKind, Sheet<ExportRecord>>;

/** An order's sheet rows: itself, or one per box. */
export function exportRows(kind: OrderExportKind, order: OrderListRecord, lang: Language): unknown[][] {
  const sheet = EXPORT_SHEETS[kind];
  if (!EXPORT_PLANS[kind].boxes) return [sheet.cells({ order }, lang)];
  return order.boxes.map((box, index) => sheet.cells({ order, box: { box, index } }, lang));
}

const ABNORMAL: readonly OrderStatus[] = ABNORMAL_ORDER_STATUSES;

/** One pass over the orders: its query, and which of the rows it answers belong to it. */
export interface QueryPart {
  query: OrderQuery;
  keeps: (status: OrderStatus) => boolean;
}

/**
 * Abnormal orders (exception, intercepted, or a failed label) within the caller's filters, as passes the list
 * query can run: one per abnormal status, then the failed labels of the other states. No order comes twice.
 */
export function abnormalParts(q: OrderQuery): QueryPart[] {
  const parts: QueryPart[] = ABNORMAL.filter((s) => !q.status || q.status === s).map((s) => ({
    query: { ...q, status: s },
    keeps: () => true,
  }));
  if ((!q.labelStatus || q.labelStatus === 'FAILED') && (!q.status || !ABNORMAL.includes(q.status)))
    parts.push({ query: { ...q, labelStatus: 'FAILED' }, keeps: (s) => !ABNORMAL.includes(s) });
  return parts;
}

/** How many orders a part writes, from the list's counts per status. */
export function partTotal(part: QueryPart, counts: { status: OrderStatus; n: number | string }[]): number {
  return counts
    .filter((c) => part.keeps(c.status) && (!part.query.status || c.status === part.query.status))
    .reduce((sum, c) => sum + Number(c.n), 0);
}
