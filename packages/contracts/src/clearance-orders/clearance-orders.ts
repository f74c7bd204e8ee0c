import { z } from 'zod';
import type { Language } from '../common/language';
import { decimalField } from '../common/decimal';
import { filterText, idField, idParam, optionalText, requiredText } from '../common/fields';
import { PageQuery } from '../common/paging';
import {
  CLEARANCE_ORDER_STATUSES,
  CLEARANCE_PAY_STATUSES,
  CLEARANCE_PROGRESS_STEPS,
  type ClearanceOrderStatus,
  type ClearancePayStatus,
} from './clearance-order-states';
import { CLEARANCE_ATTACHMENT_TYPES, type ClearanceAttachmentType } from './clearance-attachments';

type Words = Record<Language, string>;

export const CLEARANCE_STATUS_WORDS: Record<ClearanceOrderStatus, Words> = {
  CREATED: { zh: '已创建', en: 'Created', ko: '생성됨' },
  SUBMITTED: { zh: '已提交', en: 'Submitted', ko: '제출됨' },
  REJECTED: { zh: '已驳回', en: 'Rejected', ko: '반려됨' },
  APPROVED: { zh: '已审核', en: 'Approved', ko: '승인됨' },
  COMPLETE: { zh: '已完成', en: 'Complete', ko: '완료' },
  CANCELED: { zh: '已取消', en: 'Canceled', ko: '취소됨' },
};

export const CLEARANCE_PAY_STATUS_WORDS: Record<ClearancePayStatus, Words> = {
  WAIT_PAY: { zh: '待支付', en: 'Awaiting payment', ko: '결제 대기' },
  PAY_SUCCESS: { zh: '已支付', en: 'Paid', ko: '결제 완료' },
  PAY_FAIL: { zh: '支付失败', en: 'Payment failed', ko: '결제 실패' },
};

export const CLEARANCE_ATTACHMENT_WORDS: Record<ClearanceAttachmentType, Words> = {
  MANIFEST: { zh: '舱单', en: 'Manifest', ko: '적하목록' },
  MAWB: { zh: '主运单', en: 'Master air waybill', ko: '마스터 항공 운송장' },
  HAWB: { zh: '分运单', en: 'House air waybill', ko: '하우스 항공 운송장' },
  SHIP_BILL: { zh: '提单', en: 'Bill of lading', ko: '선하증권' },
  POD: { zh: '签收证明', en: 'Proof of delivery', ko: '배송 증명' },
  OTHER: { zh: '其他', en: 'Other', ko: '기타' },
  SORT_GOODS: { zh: '分拣货物清单', en: 'Sorted goods list', ko: '분류 화물 목록' },
  PKG_LIST: { zh: '装箱单', en: 'Packing list', ko: '포장 명세서' },
};

export const CHECK_STATUSES = ['NONE', 'RUNNING', 'PASSED', 'FAILED'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];
export const CHECK_STATUS_WORDS: Record<CheckStatus, Words> = {
  NONE: { zh: '未校验', en: 'Not checked', ko: '미검사' },
  RUNNING: { zh: '校验中', en: 'Checking', ko: '검사 중' },
  PASSED: { zh: '校验通过', en: 'Passed', ko: '통과' },
  FAILED: { zh: '校验未通过', en: 'Failed', ko: '불합격' },
};

export const SUBMIT_STATUSES = ['WAIT', 'SUCCESS', 'FAIL'] as const;
export type SubmitStatus = (typeof SUBMIT_STATUSES)[number];
export const SUBMIT_STATUS_WORDS: Record<SubmitStatus, Words> = {
  WAIT: { zh: '待确认', en: 'Waiting', ko: '대기' },
  SUCCESS: { zh: '成功', en: 'Success', ko: '성공' },
  FAIL: { zh: '失败', en: 'Failed', ko: '실패' },
};

export const CLEARANCE_BAGS_MAX = 500;
export const CLEARANCE_PARCELS_MAX = 5000;
export const CLEARANCE_DESCRIPTION_MAX = 500;
export const CLEARANCE_REASON_MAX = 500;

const weightField = decimalField({ places: 3, max: 100_000, positive: true });

export const ClearanceParcelInput = z.object({
  parcelNo: requiredText(64),
  weightKg: weightField,
});

export const ClearanceBagInput = z.object({
  bagNo: requiredText(64),
  weightKg: weightField,
  parcels: z
    .array(ClearanceParcelInput)
    .max(CLEARANCE_PARCELS_MAX, { error: `tooMany|max=${CLEARANCE_PARCELS_MAX}` })
    .default([]),
});

/**
 * A master air waybill with its bags and parcels (`submitClearanceData`; `base/edit` with its id). The AWB number's
 * check digit is the server's to check (its words say which digit), as for waybills.
 */
export const ClearanceOrderSave = z.object({
  id: idField.optional(),
  productId: idField,
  productCode: optionalText(40),
  portCode: requiredText(10).transform((v) => v.toUpperCase()),
  awbNo: requiredText(20),
  currency: optionalText(3).transform((v) => (v || 'CNY').toUpperCase()),
  description: optionalText(CLEARANCE_DESCRIPTION_MAX, { multiLine: true }),
  bags: z
    .array(ClearanceBagInput)
    .min(1, { error: 'required' })
    .max(CLEARANCE_BAGS_MAX, { error: `tooMany|max=${CLEARANCE_BAGS_MAX}` }),
});
export type ClearanceOrderSave = z.input<typeof ClearanceOrderSave>;

export const ClearanceOrderIdPath = z.object({ id: idParam });

export const ClearanceDescriptionEdit = z.object({
  id: idField,
  description: optionalText(CLEARANCE_DESCRIPTION_MAX, { multiLine: true }),
});

/** The platform's (or the customer's cancel) move of an order; a reject needs its reason. */
export const ClearanceStatusUpdate = z.object({
  id: idField,
  status: z.enum(CLEARANCE_ORDER_STATUSES, { error: 'invalid' }),
  reason: optionalText(CLEARANCE_REASON_MAX, { multiLine: true }),
});
export const ClearanceBatchStatusUpdate = z.object({
  ids: z.array(idField).min(1, { error: 'required' }).max(500, { error: 'tooMany|max=500' }),
  status: z.enum(CLEARANCE_ORDER_STATUSES, { error: 'invalid' }),
  reason: optionalText(CLEARANCE_REASON_MAX, { multiLine: true }),
});
export const ClearanceBatchResult = z.object({
  done: z.number(),
  failed: z.array(z.object({ id: z.number(), message: z.string() })),
});

/** The platform sets bags' or parcels' submit status after confirmation (spec 000 §4). */
export const SubmitStatusUpdate = z.object({
  kind: z.enum(['BAG', 'PARCEL'], { error: 'invalid' }),
  ids: z.array(idField).min(1, { error: 'required' }).max(500, { error: 'tooMany|max=500' }),
  status: z.enum(SUBMIT_STATUSES, { error: 'invalid' }).default('SUCCESS'),
});

/** An attachment upload (`uploadRepeat`): the order and the type chosen before the file. */
export const AttachmentUploadQuery = z.object({
  id: idParam,
  type: z.enum(CLEARANCE_ATTACHMENT_TYPES, { error: 'invalid' }),
});

export const ClearanceOrderFilter = z.object({
  orderNo: filterText(40),
  awbNo: filterText(20),
  status: z.enum(CLEARANCE_ORDER_STATUSES).optional(),
  payStatus: z.enum(CLEARANCE_PAY_STATUSES).optional(),
  portCode: filterText(10),
});
export const ClearanceOrderQuery = PageQuery.extend(ClearanceOrderFilter.shape);
export type ClearanceOrderQuery = z.input<typeof ClearanceOrderQuery>;
export const ClearanceOrderListBody = ClearanceOrderQuery;

export const ClearanceBagFilter = z.object({
  orderId: idField.optional(),
  bagNo: filterText(64),
  awbNo: filterText(20),
  submitStatus: z.enum(SUBMIT_STATUSES).optional(),
});
export const ClearanceBagListBody = PageQuery.extend(ClearanceBagFilter.shape);
export type ClearanceBagListBody = z.input<typeof ClearanceBagListBody>;

export const CheckFindingView = z.object({
  lineNo: z.number(),
  field: z.string(),
  code: z.string(),
  severity: z.enum(['ERROR', 'REVIEW']),
  message: z.string(),
});
export type CheckFindingView = z.infer<typeof CheckFindingView>;

export const ClearanceOrderRow = z.object({
  id: z.number(),
  orderNo: z.string(),
  accountId: z.number(),
  customerName: z.string(),
  productId: z.number(),
  productCode: z.string(),
  portCode: z.string(),
  awbNo: z.string(),
  status: z.enum(CLEARANCE_ORDER_STATUSES),
  statusName: z.string(),
  payStatus: z.enum(CLEARANCE_PAY_STATUSES),
  payStatusName: z.string(),
  checkStatus: z.enum(CHECK_STATUSES),
  checkStatusName: z.string(),
  fee: z.string().nullable(),
  currency: z.string(),
  bags: z.number(),
  parcels: z.number(),
  weightKg: z.string(),
  description: z.string(),
  rejectReason: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ClearanceOrderRow = z.infer<typeof ClearanceOrderRow>;

export const ClearanceParcelView = z.object({
  id: z.number(),
  parcelNo: z.string(),
  orderId: z.number().nullable(),
  weightKg: z.string(),
  submitStatus: z.enum(SUBMIT_STATUSES),
});
export const ClearanceBagRow = z.object({
  id: z.number(),
  clearanceOrderId: z.number(),
  orderNo: z.string(),
  awbNo: z.string(),
  bagNo: z.string(),
  weightKg: z.string(),
  pieces: z.number(),
  submitStatus: z.enum(SUBMIT_STATUSES),
  submitStatusName: z.string(),
  parcels: z.array(ClearanceParcelView),
});
export type ClearanceBagRow = z.infer<typeof ClearanceBagRow>;

export const ClearanceAttachmentView = z.object({
  id: z.number(),
  type: z.enum(CLEARANCE_ATTACHMENT_TYPES),
  fileName: z.string(),
  fileUrl: z.string(),
  size: z.number(),
  kind: z.string(),
  createdAt: z.string(),
});
export type ClearanceAttachmentView = z.infer<typeof ClearanceAttachmentView>;

/** `order/base/{id}`: the order, its bags, attachments, progress and the check's findings. */
export const ClearanceOrderDetail = z.object({
  orderInfo: ClearanceOrderRow,
  bags: z.array(ClearanceBagRow),
  attachments: z.array(ClearanceAttachmentView),
  progress: z.array(z.enum(CLEARANCE_PROGRESS_STEPS)),
  findings: z.array(CheckFindingView),
  /** Where the caller may move it (the table's answer for its side). */
  moves: z.array(z.enum(CLEARANCE_ORDER_STATUSES)),
  /** The price the customer's quote gives (null: no quote assigned). */
  price: z.string().nullable(),
});
export type ClearanceOrderDetail = z.infer<typeof ClearanceOrderDetail>;

export const AttachmentTplSample = z.object({
  type: z.enum(CLEARANCE_ATTACHMENT_TYPES),
  name: z.string(),
  attachmentTpl: z.string().nullable(),
  attachmentSample: z.string().nullable(),
  accept: z.string(),
  required: z.boolean(),
});
export type AttachmentTplSample = z.infer<typeof AttachmentTplSample>;

export const AttachmentTypePath = z.object({ type: z.enum(CLEARANCE_ATTACHMENT_TYPES, { error: 'invalid' }) });
export const AttachmentFilePath = z.object({ id: idParam });
export const TemplateQuery = z.object({ sample: z.enum(['true', 'false']).optional() });

export const PayResult = z.object({
  orderId: z.number(),
  amount: z.string(),
  currency: z.string(),
  replayed: z.boolean(),
});
export type PayResult = z.infer<typeof PayResult>;

export const ContainerLabelBody = z.object({
  id: idField,
  bagIds: z
    .array(idField)
    .max(CLEARANCE_BAGS_MAX, { error: `tooMany|max=${CLEARANCE_BAGS_MAX}` })
    .optional(),
});

export const CustomerSearchPath = z.object({ keyword: requiredText(50) });
export const CustomerOption = z.object({ label: z.string(), value: z.number() });
