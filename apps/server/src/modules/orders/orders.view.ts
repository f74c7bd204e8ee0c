import type { Language, OrderDetail, OrderLog, OrderRow, PlacedOrder } from '@parcelhub/contracts';
import type { OrderListRecord, OrderRecord } from './orders.repository';
import { feeLinesIn } from '../pricing';
import type { orderLogs } from './orders.tables';
import { logMessage } from './order-log.words';

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
  >,
): PlacedOrder => ({
  id: o.id,
  orderNo: o.orderNo,
  insideNumber: o.insideNumber,
  referenceNo: o.referenceNo,
  status: o.status,
  trackingNo: o.trackingNo,
  labelStatus: o.labelStatus,
  fee: { currency: o.currency, total: o.feeTotal, lines: o.feeLines },
});

export const productNameOf = (o: Pick<OrderListRecord, 'productName' | 'productNameEn'>, lang: Language) =>
  lang !== 'zh' && o.productNameEn ? o.productNameEn : o.productName;

export const rowOf = (o: OrderListRecord, lang: Language): OrderRow => ({
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
  feeTotal: o.feeTotal,
  createdAt: text(o.createdAt),
});

export const logOf = (l: LogRecord, lang: Language): OrderLog => ({
  id: l.id,
  action: l.action,
  fromStatus: l.fromStatus,
  toStatus: l.toStatus,
  message: logMessage(l.messageKey, l.params, lang),
  operator: l.operatorName,
  createdAt: text(l.createdAt),
});

export function detailOf(
  o: OrderListRecord,
  logs: LogRecord[],
  explain: unknown,
  lang: Language,
  cancel: { canCancel: boolean; cancelRefunds: boolean },
): OrderDetail {
  return {
    ...rowOf(o, lang),
    boxes: o.boxes,
    declarations: o.declarations,
    declaredValue: o.declaredValue,
    sender: o.sender,
    receiver: o.receiver,
    remark: o.remark,
    fba: o.fba,
    vatNo: o.vatNo,
    eoriNo: o.eoriNo,
    fee: { currency: o.currency, total: o.feeTotal, lines: feeLinesIn(o.feeLines, explain, lang) },
    explain,
    labelFormat: o.labelFormat,
    ...cancel,
    logs: logs.map((l) => logOf(l, lang)),
  };
}
