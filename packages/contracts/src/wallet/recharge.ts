import { z } from 'zod';
import { filterText, idField, idParam, optionalText, requiredText, tokenText } from '../common/fields';
import type { Language } from '../common/language';
import { PageQuery } from '../common/paging';
import { moneyField } from './wallet';

/**
 * The smallest recharge (the spec's minimum, value not shown: 1.00) and the largest one. Online recharges pay a fee
 * on top (a percentage with a minimum charge, set by the server's configuration); offline ones pay none.
 */
export const RECHARGE_MIN_AMOUNT = '1.00';
export const RECHARGE_MAX_AMOUNT = '1000000.00';

/** How the money comes: online through a payment provider, or offline by bank transfer with a voucher. */
export const RECHARGE_OPERATE_TYPES = ['ONLINE', 'OFFLINE'] as const;
export const RechargeOperateType = z.enum(RECHARGE_OPERATE_TYPES);
export type RechargeOperateType = z.infer<typeof RechargeOperateType>;

export const RECHARGE_OPERATE_TYPE_WORDS: Record<RechargeOperateType, Record<Language, string>> = {
  ONLINE: { zh: '在线充值', en: 'Online payment', ko: '온라인 충전' },
  OFFLINE: { zh: '线下转账', en: 'Offline bank transfer', ko: '오프라인 계좌이체' },
};

/**
 * Pay types by provider. Only the configured ones are offered (`payTypeList`): the sandbox provider outside
 * production, bank transfer always; Alipay and WeChat Pay adapters come later behind the same interface.
 */
export const RECHARGE_PAY_TYPES = ['SANDBOX', 'ALIPAY', 'WECHAT_PAY', 'BANK_TRANSFER'] as const;
export const RechargePayType = z.enum(RECHARGE_PAY_TYPES);
export type RechargePayType = z.infer<typeof RechargePayType>;

export const RECHARGE_PAY_TYPE_WORDS: Record<RechargePayType, Record<Language, string>> = {
  SANDBOX: { zh: '沙箱支付（测试）', en: 'Sandbox payment (test)', ko: '샌드박스 결제(테스트)' },
  ALIPAY: { zh: '支付宝', en: 'Alipay', ko: '알리페이' },
  WECHAT_PAY: { zh: '微信支付', en: 'WeChat Pay', ko: '위챗페이' },
  BANK_TRANSFER: { zh: '银行转账', en: 'Bank transfer', ko: '계좌이체' },
};

/** The operate type each pay type belongs to. */
export const PAY_TYPE_OPERATE: Record<RechargePayType, RechargeOperateType> = {
  SANDBOX: 'ONLINE',
  ALIPAY: 'ONLINE',
  WECHAT_PAY: 'ONLINE',
  BANK_TRANSFER: 'OFFLINE',
};

/** PENDING: awaiting payment (online) or review (offline); SUCCESS: credited; REJECTED: refused by the platform. */
export const RECHARGE_STATUSES = ['PENDING', 'SUCCESS', 'REJECTED'] as const;
export const RechargeStatus = z.enum(RECHARGE_STATUSES);
export type RechargeStatus = z.infer<typeof RechargeStatus>;

export const RECHARGE_STATUS_WORDS: Record<RechargeStatus, Record<Language, string>> = {
  PENDING: { zh: '待处理', en: 'Pending', ko: '대기 중' },
  SUCCESS: { zh: '充值成功', en: 'Credited', ko: '충전 완료' },
  REJECTED: { zh: '已驳回', en: 'Rejected', ko: '반려됨' },
};

export const PayTypeOption = z.object({ label: z.string(), value: RechargePayType, operateType: RechargeOperateType });
export type PayTypeOption = z.infer<typeof PayTypeOption>;

export const PayTypeQuery = z.object({ operateType: RechargeOperateType.optional() });

/** What a recharge form needs to know before paying. */
export const RechargeSettings = z.object({
  currency: z.string(),
  minAmount: z.string(),
  maxAmount: z.string(),
  /** Online fee: this percentage of the amount, at least `feeMinimum` (both from the server's configuration). */
  feePercent: z.string(),
  feeMinimum: z.string(),
});
export type RechargeSettings = z.infer<typeof RechargeSettings>;

export const RechargeFeeInput = z.object({ amount: moneyField, operateType: RechargeOperateType });
export type RechargeFeeInput = z.input<typeof RechargeFeeInput>;

/** The fee shown before paying: the wallet gets `amount`, the payer pays `payAmount` = amount + fee. */
export const RechargeFee = z.object({ amount: z.string(), fee: z.string(), payAmount: z.string() });
export type RechargeFee = z.infer<typeof RechargeFee>;

export const OnlineRechargeInput = z.object({ amount: moneyField, payType: RechargePayType });
export type OnlineRechargeInput = z.input<typeof OnlineRechargeInput>;

/** The voucher (an uploaded image or pdf, `api/files/attachment`) is required: its absence answers 'please upload voucher'. */
export const OfflineRechargeInput = z.object({
  amount: moneyField,
  payType: RechargePayType.default('BANK_TRANSFER'),
  voucherFileId: idField.optional(),
  remark: optionalText(200),
});
export type OfflineRechargeInput = z.input<typeof OfflineRechargeInput>;

export const Recharge = z.object({
  id: z.number(),
  rechargeNo: z.string(),
  customerId: z.number(),
  customerName: z.string(),
  operateType: RechargeOperateType,
  operateTypeName: z.string(),
  payType: RechargePayType,
  payTypeName: z.string(),
  currency: z.string(),
  amount: z.string(),
  fee: z.string(),
  payAmount: z.string(),
  status: RechargeStatus,
  statusName: z.string(),
  /** Offline: the voucher, served at `voucherUrl` to its owner and the platform. */
  voucherFileId: z.number().nullable(),
  voucherUrl: z.string().nullable(),
  providerReference: z.string().nullable(),
  remark: z.string(),
  /** Why the platform rejected it. */
  reason: z.string(),
  reviewedBy: z.string().nullable(),
  reviewedDate: z.string().nullable(),
  createdDate: z.string(),
});
export type Recharge = z.infer<typeof Recharge>;

export const OnlineRechargeStarted = z.object({
  recharge: Recharge,
  /** Open in a new page: the provider's payment page ('complete payment on the newly opened page'). */
  payUrl: z.string(),
});
export type OnlineRechargeStarted = z.infer<typeof OnlineRechargeStarted>;

export const RechargeQuery = PageQuery.extend({
  status: RechargeStatus.optional(),
  operateType: RechargeOperateType.optional(),
  /** Platform only. */
  customerId: idField.optional(),
  customer: filterText(50),
});
export type RechargeQuery = z.input<typeof RechargeQuery>;

export const RechargeIdParams = z.object({ id: idParam });

export const RechargeRejectInput = z.object({ reason: requiredText(200) });
export type RechargeRejectInput = z.input<typeof RechargeRejectInput>;

/** A payment provider's notification: flat string fields, one of them its signature (`sign`). */
export const PaymentCallbackBody = z.record(z.string().max(64), z.string().max(512));
export const PaymentCallbackParams = z.object({ payType: RechargePayType });
export const PaymentCallbackAnswer = z.object({
  rechargeNo: z.string(),
  status: RechargeStatus,
  credited: z.boolean(),
});

/** The sandbox payment page: the recharge number and the page's signature from the pay URL. */
export const SandboxPayParams = z.object({ rechargeNo: tokenText(40).min(1, { error: 'required' }) });
export const SandboxPayQuery = z.object({ sig: tokenText(128).min(1, { error: 'required' }) });
