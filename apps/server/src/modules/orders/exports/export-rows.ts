import {
  ABNORMAL_ORDER_STATUSES,
  type Language,
  type OrderExportKind,
  type OrderStatus,
  type PrivilegeType,
} from '@parcelhub/contracts';
import type { OrderListRecord, OrderQuery } from '../orders.repository';
import { productNameOf } from '../orders.view';
import { HEADER_WORDS, LABEL_STATUS_WORDS, STATUS_WORDS, type ColumnKey } from './export-words';

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

const WIDTHS: Record<ColumnKey, number> = {
  orderNo: 20,
  referenceNo: 20,
  insideNumber: 20,
  trackingNo: 22,
  status: 12,
  labelStatus: 12,
  labelError: 30,
  product: 20,
  customer: 16,
  country: 10,
  receiver: 20,
  pieces: 8,
  weight: 12,
  currency: 8,
  feeTotal: 12,
  costTotal: 12,
  createdAt: 20,
  boxNo: 8,
  length: 12,
  width: 12,
  height: 12,
  boxWeight: 14,
};

const BOX_COLUMNS: ColumnKey[] = ['orderNo', 'referenceNo', 'boxNo', 'length', 'width', 'height', 'boxWeight'];

/**
 * The columns of an export. Customers never see the customer column (it is them) nor the cost; only the
 * platform's exports carry the cost; the abnormal export says what went wrong.
 */
export function columnsOf(kind: OrderExportKind): ColumnKey[] {
  const plan = EXPORT_PLANS[kind];
  if (plan.boxes) return BOX_COLUMNS;
  const platform = plan.privilegeType === 'PLATFORM';
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
    'feeTotal',
    ...(platform ? (['costTotal'] as const) : []),
    'createdAt',
  ];
}

export const headersOf = (columns: ColumnKey[], lang: Language) =>
  columns.map((key) => ({ header: HEADER_WORDS[key][lang], width: WIDTHS[key] }));

const pad2 = (n: number) => String(n).padStart(2, '0');
/** `YYYY-MM-DD HH:mm:ss`, UTC (how the server keeps and shows times). */
export function timeText(d: Date): string {
  return (
    `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())} ` +
    `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}`
  );
}

/** One order's cells in the columns' order (decimals stay the exact text the database keeps). */
export function orderCells(columns: ColumnKey[], o: OrderListRecord, lang: Language): string[] {
  const value = (key: ColumnKey): string => {
    switch (key) {
      case 'orderNo':
        return o.orderNo;
      case 'referenceNo':
        return o.referenceNo;
      case 'insideNumber':
        return o.insideNumber;
      case 'trackingNo':
        return o.trackingNo ?? '';
      case 'status':
        return STATUS_WORDS[o.status][lang];
      case 'labelStatus':
        return LABEL_STATUS_WORDS[o.labelStatus][lang];
      case 'labelError':
        return o.labelError ?? '';
      case 'product':
        return `${o.productCode} ${productNameOf(o, lang)}`;
      case 'customer':
        return o.customerName;
      case 'country':
        return o.countryCode;
      case 'receiver':
        return o.receiverName;
      case 'pieces':
        return String(o.pieces);
      case 'weight':
        return o.weight;
      case 'currency':
        return o.currency;
      case 'feeTotal':
        return o.feeTotal;
      case 'costTotal':
        return o.costTotal ?? '';
      case 'createdAt':
        return timeText(o.createdAt);
      case 'boxNo':
      case 'length':
      case 'width':
      case 'height':
      case 'boxWeight':
        return '';
      default: {
        const never: never = key;
        throw new Error(`unknown column ${String(never)}`);
      }
    }
  };
  return columns.map(value);
}

/** One row per box of the order. */
export function boxRows(o: Pick<OrderListRecord, 'orderNo' | 'referenceNo' | 'boxes'>): string[][] {
  return o.boxes.map((b, i) => [
    o.orderNo,
    o.referenceNo,
    String(b.no ?? i + 1),
    b.length,
    b.width,
    b.height,
    b.weight,
  ]);
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
