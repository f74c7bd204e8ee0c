import crypto from 'node:crypto';
import type { z } from 'zod';
import {
  PAY_TYPE_OPERATE,
  RECHARGE_MAX_AMOUNT,
  RECHARGE_MIN_AMOUNT,
  RECHARGE_OPERATE_TYPE_WORDS,
  RECHARGE_OPERATE_TYPES,
  RECHARGE_PAY_TYPE_WORDS,
  RECHARGE_PAY_TYPES,
  RECHARGE_STATUS_WORDS,
  WALLET_CURRENCY,
  EXPENSE_ORDER_STATUS_WORDS,
  EXPENSE_ORDER_STATUSES,
  type Language,
  type OfflineRechargeInput,
  type OnlineRechargeInput,
  type OnlineRechargeStarted,
  type Option,
  type PayTypeOption,
  type Recharge,
  type RechargeFee,
  type RechargeFeeInput,
  type RechargeOperateType,
  type RechargePayType,
  type RechargeQuery,
  type RechargeSettings,
} from '@parcelhub/contracts';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { pageWindow } from '../../platform/db/paging';
import type { MediaService } from '../media';
import type { Actor } from '../../platform/auth/actor';
import { AppError } from '../../platform/http/app-error';
import { Dec, money, rechargeFee, type Movement } from './ledger';
import type { Poster } from './posting';
import type { WalletConfig } from './wallet.config';
import type { PaymentProvider } from './payments/provider';
import type { SandboxProvider } from './payments/sandbox';
import { sandboxPaidPage, sandboxPayPage } from './payments/sandbox-page';
import { ownWalletOf, WALLET_ACCESS, walletReaderScope } from './wallet.access';
import * as queries from './recharge.repository';
import type { RechargeRow } from './recharge.repository';

const MIN = new Dec(RECHARGE_MIN_AMOUNT);
const MAX = new Dec(RECHARGE_MAX_AMOUNT);

function toRecharge(row: RechargeRow, lang: Language): Recharge {
  return {
    id: row.id,
    rechargeNo: row.rechargeNo,
    customerId: row.accountId,
    customerName: row.customerName,
    operateType: row.operateType,
    operateTypeName: RECHARGE_OPERATE_TYPE_WORDS[row.operateType][lang],
    payType: row.payType,
    payTypeName: RECHARGE_PAY_TYPE_WORDS[row.payType][lang],
    currency: row.currency,
    amount: row.amount,
    fee: row.fee,
    payAmount: row.payAmount,
    status: row.status,
    statusName: RECHARGE_STATUS_WORDS[row.status][lang],
    voucherFileId: row.voucherFileId,
    voucherUrl: row.voucherFileId ? `/api/files/${row.voucherFileId}` : null,
    providerReference: row.providerReference,
    remark: row.remark,
    reason: row.reason,
    reviewedBy: row.reviewerName,
    reviewedDate: row.reviewedAt?.toISOString() ?? null,
    createdDate: row.createdAt.toISOString(),
  };
}

/** A recharge number: R, the date, and 10 random hex digits (unique in the table). */
const newRechargeNo = () =>
  `R${new Date().toISOString().slice(0, 10).replace(/-/g, '')}${crypto.randomBytes(5).toString('hex').toUpperCase()}`;

/** A requested amount within the recharge's bounds (the schema already made it positive with 2 places). */
function rechargeAmount(text: string): Dec {
  const amount = new Dec(text);
  if (amount.lt(MIN)) throw new AppError('WALLET_RECHARGE_TOO_SMALL', { min: RECHARGE_MIN_AMOUNT });
  if (amount.gt(MAX)) throw new AppError('WALLET_RECHARGE_TOO_LARGE', { max: RECHARGE_MAX_AMOUNT });
  return amount;
}

interface Deps {
  data: DataAccess;
  poster: Poster;
  config: WalletConfig;
  /** The online providers this server offers, by pay type. */
  providers: ReadonlyMap<RechargePayType, PaymentProvider>;
  sandbox: SandboxProvider | null;
  /** Where vouchers are kept: a voucher becomes the wallet's (WALLET_ACCESS). */
  media: Pick<MediaService, 'restrict'>;
}

/**
 * Recharges: online through a payment provider (credited by its signed notification) and offline by bank transfer
 * with a voucher (credited when the platform approves). A recharge is credited at most once: the row is locked,
 * its status must still be PENDING, and its journal entry's key is `recharge:<id>`.
 */
export function createRechargeService({ data, poster, config, providers, sandbox, media }: Deps) {
  const repo = bindRepository(data, queries);

  const offered = (): RechargePayType[] =>
    RECHARGE_PAY_TYPES.filter((t) => PAY_TYPE_OPERATE[t] === 'OFFLINE' || providers.has(t));

  async function detailOf(id: number, lang: Language) {
    const row = await repo.findRecharge({ kind: 'all' }, id);
    if (!row) throw new AppError('WALLET_RECHARGE_NOT_FOUND', { id });
    return toRecharge(row, lang);
  }

  /**
   * Credits a pending recharge in the open transaction: an offline one on the platform's approval, an online one on
   * its provider's notification. A notification for a recharge credited already answers false (a replay).
   */
  async function credit(
    id: number,
    source: { by: 'review'; reviewer: number } | { by: 'provider'; reference: string },
  ): Promise<boolean> {
    const row = await repo.lockRecharge(id);
    if (!row) throw new AppError('WALLET_RECHARGE_NOT_FOUND', { id });
    if (source.by === 'provider' && row.status === 'SUCCESS') return false;
    const expected: RechargeOperateType = source.by === 'review' ? 'OFFLINE' : 'ONLINE';
    if (row.status !== 'PENDING' || row.operateType !== expected)
      throw new AppError('WALLET_RECHARGE_NOT_PENDING', { id, status: row.status });
    const amount = new Dec(row.amount);
    const movement: Movement =
      row.operateType === 'ONLINE'
        ? { type: 'RECHARGE', channel: 'ONLINE', amount, fee: new Dec(row.fee) }
        : { type: 'RECHARGE', channel: 'OFFLINE', amount };
    const reviewer = source.by === 'review' ? source.reviewer : null;
    const { entryId } = await poster.post({
      customerId: row.accountId,
      key: `recharge:${row.id}`,
      movement,
      remark: row.rechargeNo,
      actorUserId: reviewer,
    });
    await repo.markCredited(id, {
      entryId,
      ...(source.by === 'provider' ? { providerReference: source.reference } : { reviewedBy: reviewer }),
    });
    return true;
  }

  /**
   * A provider's notification: verified by its signature, matched to the recharge by number, pay type and amount,
   * and credited once; a replay (or a notice of an unpaid payment) changes nothing.
   */
  async function callback(payType: RechargePayType, fields: Readonly<Record<string, string>>) {
    const provider = providers.get(payType);
    if (!provider) throw new AppError('WALLET_PAY_TYPE_UNAVAILABLE', { payType });
    const notice = provider.verifyNotice(fields);
    if (!notice) throw new AppError('WALLET_SIGNATURE_INVALID');
    const row = await repo.findRechargeByNo(notice.rechargeNo);
    if (!row) throw new AppError('WALLET_RECHARGE_NOT_FOUND', { rechargeNo: notice.rechargeNo });
    const matches =
      row.payType === payType && row.operateType === 'ONLINE' && new Dec(row.payAmount).eq(notice.payAmount);
    if (!matches) throw new AppError('WALLET_PAYMENT_MISMATCH', { rechargeNo: row.rechargeNo });
    if (!notice.paid) return { rechargeNo: row.rechargeNo, status: row.status, credited: false };
    const credited = await data.withTransaction(() =>
      credit(row.id, { by: 'provider', reference: notice.providerReference }),
    );
    return { rechargeNo: row.rechargeNo, status: 'SUCCESS' as const, credited };
  }

  /** The sandbox's recharge behind a page URL: 404 unless the sandbox is on and the URL's signature holds. */
  async function sandboxRecharge(rechargeNo: string, sig: string) {
    const row = sandbox ? await repo.findRechargeByNo(rechargeNo) : undefined;
    if (
      !sandbox ||
      !row ||
      row.payType !== 'SANDBOX' ||
      !sandbox.pageSignatureValid(row.rechargeNo, row.payAmount, sig)
    )
      throw new AppError('WALLET_RECHARGE_NOT_FOUND', { rechargeNo });
    return { row, sandbox };
  }

  return {
    /** The methods a customer can use: online only where an online provider is offered. */
    operateTypes: (lang: Language): Option[] =>
      RECHARGE_OPERATE_TYPES.filter((t) => offered().some((p) => PAY_TYPE_OPERATE[p] === t)).map((t) => ({
        label: RECHARGE_OPERATE_TYPE_WORDS[t][lang],
        value: t,
      })),

    payTypes: (lang: Language, operateType?: RechargeOperateType): PayTypeOption[] =>
      offered()
        .filter((t) => !operateType || PAY_TYPE_OPERATE[t] === operateType)
        .map((t) => ({ label: RECHARGE_PAY_TYPE_WORDS[t][lang], value: t, operateType: PAY_TYPE_OPERATE[t] })),

    expenseStatuses: (lang: Language): Option[] =>
      EXPENSE_ORDER_STATUSES.map((s) => ({ label: EXPENSE_ORDER_STATUS_WORDS[s][lang], value: s })),

    settings: (): RechargeSettings => ({
      currency: WALLET_CURRENCY,
      minAmount: RECHARGE_MIN_AMOUNT,
      maxAmount: RECHARGE_MAX_AMOUNT,
      feePercent: config.fee.percent.toString(),
      feeMinimum: money(config.fee.minimum),
    }),

    fee(input: z.output<typeof RechargeFeeInput>): RechargeFee {
      const amount = rechargeAmount(input.amount);
      const fee = rechargeFee(amount, input.operateType, config.fee);
      return { amount: money(amount), fee: money(fee), payAmount: money(amount.plus(fee)) };
    },

    /** Records a pending online recharge and asks its provider for the page the payer pays on. */
    async startOnline(
      actor: Actor,
      input: z.output<typeof OnlineRechargeInput>,
      lang: Language,
    ): Promise<OnlineRechargeStarted> {
      const customerId = ownWalletOf(actor);
      const provider = providers.get(input.payType);
      if (!provider) throw new AppError('WALLET_PAY_TYPE_UNAVAILABLE', { payType: input.payType });
      const amount = rechargeAmount(input.amount);
      const fee = rechargeFee(amount, 'ONLINE', config.fee);
      const rechargeNo = newRechargeNo();
      const payAmount = money(amount.plus(fee));
      const id = await repo.insertRecharge({
        rechargeNo,
        accountId: customerId,
        createdBy: actor.userId,
        operateType: 'ONLINE',
        payType: input.payType,
        amount: money(amount),
        fee: money(fee),
        payAmount,
        currency: WALLET_CURRENCY,
      });
      const { payUrl } = await provider.createPayment({ rechargeNo, payAmount, currency: WALLET_CURRENCY });
      return { recharge: await detailOf(id, lang), payUrl };
    },

    /** Records a pending bank transfer with its voucher (the customer's own upload), for the platform's review. */
    async submitOffline(actor: Actor, input: z.output<typeof OfflineRechargeInput>, lang: Language): Promise<Recharge> {
      const customerId = ownWalletOf(actor);
      if (PAY_TYPE_OPERATE[input.payType] !== 'OFFLINE')
        throw new AppError('WALLET_PAY_TYPE_UNAVAILABLE', { payType: input.payType });
      const amount = rechargeAmount(input.amount);
      if (!input.voucherFileId) throw new AppError('WALLET_VOUCHER_REQUIRED');
      // The voucher becomes the wallet's: a sub-account without the wallet permission no longer reads it.
      if (!(await media.restrict(customerId, input.voucherFileId, WALLET_ACCESS)))
        throw new AppError('WALLET_VOUCHER_NOT_FOUND', { id: input.voucherFileId });
      const id = await repo.insertRecharge({
        rechargeNo: newRechargeNo(),
        accountId: customerId,
        createdBy: actor.userId,
        operateType: 'OFFLINE',
        payType: input.payType,
        amount: money(amount),
        fee: '0.00',
        payAmount: money(amount),
        currency: WALLET_CURRENCY,
        voucherFileId: input.voucherFileId,
        remark: input.remark,
      });
      return detailOf(id, lang);
    },

    async list(actor: Actor, q: z.output<typeof RechargeQuery>, lang: Language) {
      const scope = walletReaderScope(actor);
      const { rows, total } = await repo.findRecharges(
        scope,
        {
          status: q.status,
          operateType: q.operateType,
          customerId: scope.kind === 'all' ? q.customerId : undefined,
          customer: scope.kind === 'all' ? q.customer || undefined : undefined,
        },
        pageWindow(q).offset,
        pageWindow(q).limit,
      );
      return { rows: rows.map((r) => toRecharge(r, lang)), total };
    },

    async detail(actor: Actor, id: number, lang: Language): Promise<Recharge> {
      const row = await repo.findRecharge(walletReaderScope(actor), id);
      if (!row) throw new AppError('WALLET_RECHARGE_NOT_FOUND', { id });
      return toRecharge(row, lang);
    },

    /** Platform: credits a pending offline recharge, once (concurrent approvals wait on the row, then get 409). */
    async approve(actor: Actor, id: number, lang: Language): Promise<Recharge> {
      await data.withTransaction(() => credit(id, { by: 'review', reviewer: actor.userId }));
      return detailOf(id, lang);
    },

    async reject(actor: Actor, id: number, reason: string, lang: Language): Promise<Recharge> {
      await data.withTransaction(async () => {
        const row = await repo.lockRecharge(id);
        if (!row) throw new AppError('WALLET_RECHARGE_NOT_FOUND', { id });
        if (row.status !== 'PENDING' || row.operateType !== 'OFFLINE')
          throw new AppError('WALLET_RECHARGE_NOT_PENDING', { id, status: row.status });
        await repo.markRejected(id, reason, actor.userId);
      });
      return detailOf(id, lang);
    },

    callback,

    /** The sandbox's payment page for the payer who holds the pay URL. */
    async sandboxPage(rechargeNo: string, sig: string, lang: Language): Promise<string> {
      const { row, sandbox: provider } = await sandboxRecharge(rechargeNo, sig);
      return sandboxPayPage(lang, {
        rechargeNo: row.rechargeNo,
        payAmount: row.payAmount,
        currency: row.currency,
        pending: row.status === 'PENDING',
        payUrl: provider.payActionUrl(row.rechargeNo, row.payAmount),
      });
    },

    /** The sandbox "pays": it notifies our callback as a provider would, then shows the outcome. */
    async sandboxPay(rechargeNo: string, sig: string, lang: Language): Promise<string> {
      const { row, sandbox: provider } = await sandboxRecharge(rechargeNo, sig);
      await callback('SANDBOX', provider.notice(row.rechargeNo, row.payAmount));
      return sandboxPaidPage(lang, row.rechargeNo);
    },
  };
}

export type RechargeService = ReturnType<typeof createRechargeService>;
