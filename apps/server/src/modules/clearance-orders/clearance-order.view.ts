import { PassThrough } from 'node:stream';
import {
  CHECK_STATUS_WORDS,
  CLEARANCE_PAY_STATUS_WORDS,
  CLEARANCE_STATUS_WORDS,
  SUBMIT_STATUS_WORDS,
  type ClearanceAttachmentView,
  type ClearanceBagRow,
  type ClearanceOrderRow,
  type Language,
} from '@parcelhub/contracts';
import { writeSheet } from '../../platform/files/xlsx';
import type { AttachmentRecord, BagRecord, ClearanceOrderRecord, ParcelRecord } from './clearance-orders.repository';
import type { StoredFinding } from './clearance-orders.tables';
import type { CheckFinding } from './checks/manifest-checks';
import { CHECK_WORDS, findingText } from './checks/check-words';

/** How a clearance order, its bags, attachments and check findings read in the caller's language. */

const iso = (d: Date | null) => (d ? d.toISOString() : '');

export function rowOf(o: ClearanceOrderRecord, customerName: string, lang: Language): ClearanceOrderRow {
  return {
    id: o.id,
    orderNo: o.orderNo,
    accountId: o.accountId,
    customerName,
    productId: o.productId,
    productCode: o.productCode,
    portCode: o.portCode,
    awbNo: o.awbNo,
    status: o.status,
    statusName: CLEARANCE_STATUS_WORDS[o.status][lang],
    payStatus: o.payStatus,
    payStatusName: CLEARANCE_PAY_STATUS_WORDS[o.payStatus][lang],
    checkStatus: o.checkStatus,
    checkStatusName: CHECK_STATUS_WORDS[o.checkStatus][lang],
    fee: o.fee,
    currency: o.currency,
    bags: o.bagCount,
    parcels: o.parcelCount,
    weightKg: o.weight,
    description: o.description,
    rejectReason: o.rejectReason,
    createdAt: iso(o.createdAt),
    updatedAt: iso(o.updatedAt),
  };
}

export function bagRowsOf(
  bags: readonly (BagRecord & { orderNo: string; awbNo: string })[],
  parcels: readonly ParcelRecord[],
  lang: Language,
): ClearanceBagRow[] {
  const byBag = new Map<number, ParcelRecord[]>();
  for (const p of parcels) byBag.set(p.bagId, [...(byBag.get(p.bagId) ?? []), p]);
  return bags.map((b) => ({
    id: b.id,
    clearanceOrderId: b.clearanceOrderId,
    orderNo: b.orderNo,
    awbNo: b.awbNo,
    bagNo: b.bagNo,
    weightKg: b.weight,
    pieces: b.pieces,
    submitStatus: b.submitStatus,
    submitStatusName: SUBMIT_STATUS_WORDS[b.submitStatus][lang],
    parcels: (byBag.get(b.id) ?? []).map((p) => ({
      id: p.id,
      parcelNo: p.parcelNo,
      orderId: p.orderId,
      weightKg: p.weight,
      submitStatus: p.submitStatus,
    })),
  }));
}

export const attachmentView = (a: AttachmentRecord): ClearanceAttachmentView => ({
  id: a.id,
  type: a.type,
  fileName: a.fileName,
  fileUrl: `/api/clearance/order/attachment/file/${a.id}`,
  size: a.size,
  kind: a.kind,
  createdAt: iso(a.createdAt),
});

export const findingView = (f: StoredFinding, lang: Language) => ({
  lineNo: f.lineNo,
  field: f.field,
  code: f.code,
  severity: f.severity,
  message:
    f.code in CHECK_WORDS
      ? findingText(f as CheckFinding, lang)
      : String(f.params.reasons ?? f.params.reason ?? f.code),
});

const EXPORT_HEADERS: Record<Language, string[]> = {
  zh: [
    '订单号',
    '客户',
    '主运单号',
    '口岸',
    '产品',
    '状态',
    '支付状态',
    '校验',
    '袋数',
    '包裹数',
    '重量(kg)',
    '费用',
    '币种',
    '创建时间',
  ],
  en: [
    'Order no',
    'Customer',
    'AWB',
    'Port',
    'Product',
    'Status',
    'Pay status',
    'Check',
    'Bags',
    'Parcels',
    'Weight (kg)',
    'Fee',
    'Currency',
    'Created',
  ],
  ko: [
    '주문 번호',
    '고객',
    '항공 운송장',
    '항구',
    '상품',
    '상태',
    '결제 상태',
    '검사',
    '백 수',
    '소포 수',
    '중량(kg)',
    '요금',
    '통화',
    '생성 시간',
  ],
};

/** The orders list as an xlsx, in the reader's language. */
export async function ordersSheet(rows: readonly ClearanceOrderRow[], lang: Language): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((r) => out.on('end', r));
  await writeSheet(out, {
    sheetName: { zh: '清关订单', en: 'Clearance orders', ko: '통관 주문' }[lang],
    columns: EXPORT_HEADERS[lang].map((header) => ({ header })),
    rows: (async function* () {
      for (const v of rows)
        yield [
          v.orderNo,
          v.customerName,
          v.awbNo,
          v.portCode,
          v.productCode,
          v.statusName,
          v.payStatusName,
          v.checkStatusName,
          v.bags,
          v.parcels,
          v.weightKg,
          v.fee ?? '',
          v.currency,
          v.createdAt,
        ];
    })(),
  });
  await ended;
  return Buffer.concat(chunks);
}
