import type {
  Language,
  OrderDetail,
  OrderLog,
  OrderRow,
  OrderStatus,
  PlacedOrder,
  PrivilegeType,
} from '@parcelhub/contracts';
import type { OrderListRecord, OrderRecord } from './orders.repository';
import { feeLinesIn } from '../pricing';
import type { orderLogs } from './orders.tables';
import { logKeyFor, logMessage } from './order-log.words';

type LogRecord = typeof orderLogs.$inferSelect;

const text = (d: Date) => d.toISOString();

export const placedOf = (
  o: Pick<
    OrderRecord,
    | 'id'
    | 'orderNo'
    | 'insideNumber'
    | 'referenceNo'
    | 'status'
    | 'trackingNo'
    | 'labelStatus'
    | 'currency'
    | 'feeTotal'
    | 'feeLines'
    | 'holdReason'
  > &
    Partial<Pick<OrderRecord, 'costTotal' | 'costLines'>>,
  reader: Reader = 'USER',
): PlacedOrder => ({
  id: o.id,
  orderNo: o.orderNo,
  insideNumber: o.insideNumber,
  referenceNo: o.referenceNo,
  status: o.status,
  trackingNo: o.trackingNo,
  labelStatus: o.labelStatus,
  // A supplier reads its cost, as in the list and the detail (rowOf, detailOf).
  fee:
    reader === 'SUPPLIER'
      ? { currency: o.currency, total: o.costTotal ?? '0.00', lines: o.costLines ?? [] }
      : { currency: o.currency, total: o.feeTotal, lines: o.feeLines },
  holdReason: holdReasonOf(o),
});

/** Held: intercepted by an order rule, or refused by its supplier (EXCEPTION); the platform decides. */
export const isHeld = (status: OrderStatus) => status === 'INTERCEPTED' || status === 'EXCEPTION';

/** Why the order is held, while it is (an exception without a recorded reason still says it is held). */
const holdReasonOf = (o: { status: OrderStatus; holdReason: string | null }) =>
  isHeld(o.status) ? (o.holdReason ?? '') : null;

/**
 * Who reads an order: a customer sees its fee; a supplier its cost (the customer's price is the platform's margin
 * over it, not the supplier's to know); the platform both.
 */
export type Reader = PrivilegeType;

export const productNameOf = (o: Pick<OrderListRecord, 'productName' | 'productNameEn'>, lang: Language) =>
  lang !== 'zh' && o.productNameEn ? o.productNameEn : o.productName;

export const rowOf = (o: OrderListRecord, lang: Language, reader: Reader): OrderRow => ({
  id: o.id,
  orderNo: o.orderNo,
  referenceNo: o.referenceNo,
  insideNumber: o.insideNumber,
  trackingNo: o.trackingNo,
  status: o.status,
  labelStatus: o.labelStatus,
  labelError: o.labelError,
  source: o.source,
  customerId: o.accountId,
  customerName: o.customerName,
  productId: o.productId,
  productCode: o.productCode,
  productName: productNameOf(o, lang),
  countryCode: o.countryCode,
  receiverName: o.receiverName,
  pieces: o.pieces,
  weight: o.weight,
  chargeableWeight: o.chargeableWeight,
  currency: o.currency,
  feeTotal: reader === 'SUPPLIER' ? (o.costTotal ?? '0.00') : o.feeTotal,
  ...(reader === 'PLATFORM' ? { costTotal: o.costTotal } : {}),
  holdReason: holdReasonOf(o),
  createdAt: text(o.createdAt),
});

export const logOf = (l: LogRecord, lang: Language, reader: Reader): OrderLog => ({
  id: l.id,
  action: l.action,
  fromStatus: l.fromStatus,
  toStatus: l.toStatus,
  message: logMessage(logKeyFor(l.messageKey, reader), l.params, lang),
  operator: l.operatorName,
  createdAt: text(l.createdAt),
});

export function detailOf(
  o: OrderListRecord,
  logs: LogRecord[],
  explain: unknown,
  lang: Language,
  reader: Reader,
  can: { canCancel: boolean; cancelRefunds: boolean; canRefuse: boolean; canRelease: boolean },
): OrderDetail {
  const sale = { currency: o.currency, total: o.feeTotal, lines: feeLinesIn(o.feeLines, explain, lang) };
  const cost = {
    currency: o.currency,
    total: o.costTotal ?? '0.00',
    lines: feeLinesIn(o.costLines ?? [], explain, lang),
  };
  return {
    ...rowOf(o, lang, reader),
    boxes: o.boxes,
    declarations: o.declarations,
    declaredValue: o.declaredValue,
    sender: o.sender,
    receiver: o.receiver,
    remark: o.remark,
    fba: o.fba,
    vatNo: o.vatNo,
    eoriNo: o.eoriNo,
    fee: reader === 'SUPPLIER' ? cost : sale,
    ...(reader === 'PLATFORM' ? { cost } : {}),
    // The explanation names the customer's amounts: not the supplier's to read.
    explain: reader === 'SUPPLIER' ? null : explain,
    labelFormat: o.labelFormat,
    ...can,
    logs: logs.map((l) => logOf(l, lang, reader)),
  };
}
