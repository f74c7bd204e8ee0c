import crypto from 'node:crypto';
import type { z } from 'zod';
import {
  JOURNAL_TYPES,
  journalTypeName,
  MAX_ID,
  WALLET_ACCOUNT_WORDS,
  WALLET_CURRENCY,
  WALLET_MAX_AMOUNT,
  type CreditLimitInput,
  type Language,
  type Option,
  type WalletAdjusted,
  type WalletAdjustInput,
  type WalletBalance,
  type WalletFlow,
  type WalletFlowFilter,
  type WalletFlowQuery,
  type WalletListQuery,
  type WalletSummary,
} from '@parcelhub/contracts';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { pageWindow } from '../../platform/db/paging';
import type { Actor } from '../../platform/auth/actor';
import { AppError } from '../../platform/http/app-error';
import { IDEMPOTENCY_KEY } from '../../platform/http/idempotency';
import type { TasksService } from '../tasks';
import { WALLET_ACCESS } from './wallet.access';
import { Dec, money, parseAmount, ZERO, type Movement } from './ledger';
import type { Poster } from './posting';
import { ownWalletOf, walletReaderScope } from './wallet.access';
import * as queries from './wallet.repository';
import type { FlowFilter, FlowRow } from './wallet.repository';
import { EXPORT_QUEUE, EXPORT_TASK_NAME, runFlowExport, type FlowExportData } from './wallet.export';

export interface ChargeInput {
  accountId: number;
  amount: string;
  key: string;
  type: 'ORDER_CHARGE' | 'WEIGHT_ADJUSTMENT';
  orderId?: number;
  orderNo?: string;
  remark?: string;
  actorUserId?: number;
}

/** What other modules (orders) call. Every call joins the caller's open transaction. */
export interface WalletService {
  /**
   * Debits the customer main account `accountId` (`actor.accountId`) by `amount` ('12.50'), as one journal entry
   * under `key`. The same key with the same movement answers the first entry (`replayed: true`); with another
   * amount or type it throws WALLET_KEY_CONFLICT (409). Past the available balance + credit limit it throws
   * WALLET_NOT_ENOUGH_BALANCE (409), and the database's check would refuse it anyway.
   */
  charge(input: ChargeInput): Promise<{ entryId: number; replayed: boolean }>;
  /**
   * How many of these order charges of one customer main account, in order, its balance pays for (the prefix up to
   * the first it cannot). Holds the balance until the caller's transaction ends: `chargeMany` of that prefix in the
   * same transaction is never refused.
   */
  affordableCharges(accountId: number, amounts: readonly string[]): Promise<number>;
  /** `affordableCharges` of several customer main accounts at once (one lock statement); a count per request. */
  affordableChargesOf(requests: readonly { accountId: number; amounts: readonly string[] }[]): Promise<number[]>;
  /**
   * Several order charges of one customer main account or several, one entry each, written together; all or nothing.
   * `newKeys`: the caller knows no key was used (an order's just written), so none is looked up first.
   */
  chargeMany(
    inputs: readonly ChargeInput[],
    options?: { newKeys?: boolean },
  ): Promise<{ entryId: number; replayed: boolean }[]>;
  /** Credits the customer main account back (a refund, or a weight adjustment in its favour); idempotent as charge. */
  refund(input: {
    accountId: number;
    amount: string;
    key: string;
    type: 'REFUND' | 'WEIGHT_ADJUSTMENT';
    orderId?: number;
    orderNo?: string;
    remark?: string;
    actorUserId?: number;
  }): Promise<{ entryId: number; replayed: boolean }>;
  /** The customer main account's wallet (zeros before its first movement); WALLET_NOT_FOUND for anyone else. */
  balanceOf(accountId: number): Promise<{ currency: string; available: string; deposit: string; creditLimit: string }>;
}

const MAX = new Dec(WALLET_MAX_AMOUNT);

/** A caller's amount: positive, 2 places, at most WALLET_MAX_AMOUNT; refused in the caller's words otherwise. */
function amountOf(text: unknown): Dec {
  const amount = parseAmount(text, MAX);
  if (!amount) throw new AppError('WALLET_AMOUNT_INVALID', { max: money(MAX) });
  return amount;
}

const isId = (id: unknown): id is number => Number.isInteger(id) && (id as number) >= 1 && (id as number) <= MAX_ID;

function toFlow(r: FlowRow, lang: Language): WalletFlow {
  const kind = r.accountKind as 'AVAILABLE' | 'DEPOSIT';
  return {
    id: r.id,
    lineNo: r.lineNo,
    type: r.type,
    typeName: journalTypeName(r.type, lang),
    accountKind: kind,
    accountKindName: WALLET_ACCOUNT_WORDS[kind][lang],
    customerId: r.customerId!,
    customerName: r.customerName,
    currency: r.currency,
    amount: r.amount,
    balanceAfter: r.balanceAfter ?? '0.00',
    orderId: r.orderId,
    orderNo: r.orderNo,
    remark: r.remark,
    operatorName: r.operatorName,
    createdDate: r.createdAt.toISOString(),
  };
}

/** The filter as the repository reads it: the platform's customer filters only for the platform. */
function flowFilter(f: z.output<typeof WalletFlowFilter>, platform: boolean): FlowFilter {
  return {
    type: f.type,
    accountKind: f.accountKind,
    from: f.from ? new Date(f.from) : undefined,
    to: f.to ? new Date(f.to) : undefined,
    orderNo: f.orderNo || undefined,
    customerId: platform ? f.customerId : undefined,
    customer: platform ? f.customer || undefined : undefined,
  };
}

/** The calls other modules make (WalletService), over the poster: also usable alone in tests. */
export function createLedgerApi({ data, poster }: { data: DataAccess; poster: Poster }): WalletService {
  const repo = bindRepository(data, queries);

  async function balanceOf(accountId: number): Promise<WalletBalance> {
    if (!isId(accountId)) throw new AppError('WALLET_NOT_FOUND', { id: accountId });
    const rows = await repo.balancesOf(accountId);
    if (rows.length === 0 && !(await repo.customerExists(accountId)))
      throw new AppError('WALLET_NOT_FOUND', { id: accountId });
    const available = rows.find((r) => r.kind === 'AVAILABLE');
    const deposit = rows.find((r) => r.kind === 'DEPOSIT');
    return {
      currency: WALLET_CURRENCY,
      available: available?.balance ?? '0.00',
      deposit: deposit?.balance ?? '0.00',
      creditLimit: available?.creditLimit ?? '0.00',
    };
  }

  const requestOf = (input: Omit<ChargeInput, 'amount' | 'type'>, movement: Movement) => ({
    customerId: input.accountId,
    key: input.key,
    movement,
    orderId: input.orderId ?? null,
    orderNo: input.orderNo ?? null,
    remark: input.remark,
    actorUserId: input.actorUserId ?? null,
  });
  const post = (input: Omit<ChargeInput, 'amount' | 'type'>, movement: Movement) =>
    poster.post(requestOf(input, movement));

  function chargeOf(input: ChargeInput): Movement {
    const amount = amountOf(input.amount);
    return input.type === 'ORDER_CHARGE'
      ? { type: 'ORDER_CHARGE', amount }
      : { type: 'WEIGHT_ADJUSTMENT', direction: 'CHARGE', amount };
  }

  const service: WalletService = {
    // async: a refused amount is a rejected promise, as every other refusal.
    charge: async (input) => post(input, chargeOf(input)),
    affordableCharges: async (accountId, amounts) => (await service.affordableChargesOf([{ accountId, amounts }]))[0]!,
    affordableChargesOf: async (requests) =>
      poster.affordableOf(
        requests.map((r) => ({
          customerId: r.accountId,
          movements: r.amounts.map((a) => ({ type: 'ORDER_CHARGE' as const, amount: amountOf(a) })),
        })),
      ),
    chargeMany: async (inputs, options) =>
      poster.postMany(
        inputs.map((input) => requestOf(input, chargeOf(input))),
        options,
      ),
    async refund(input) {
      const amount = amountOf(input.amount);
      const movement: Movement =
        input.type === 'REFUND'
          ? { type: 'REFUND', amount }
          : { type: 'WEIGHT_ADJUSTMENT', direction: 'REFUND', amount };
      return post(input, movement);
    },
    balanceOf,
  };
  return service;
}

export function createWalletService({
  data,
  poster,
  tasks,
}: {
  data: DataAccess;
  poster: Poster;
  tasks: TasksService;
}) {
  const repo = bindRepository(data, queries);
  const api = createLedgerApi({ data, poster });
  const { balanceOf } = api;

  return {
    ...api,

    /** `finaWallet/mine`: the caller's main account's wallet. */
    mine: (actor: Actor) => balanceOf(ownWalletOf(actor)),

    flowTypes: (lang: Language): Option[] => JOURNAL_TYPES.map((t) => ({ label: journalTypeName(t, lang), value: t })),

    async flows(actor: Actor, q: z.output<typeof WalletFlowQuery>, lang: Language) {
      const scope = walletReaderScope(actor);
      const { offset, limit } = pageWindow(q);
      const { rows, total } = await repo.findFlows(scope, flowFilter(q, scope.kind === 'all'), offset, limit);
      return { rows: rows.map((r) => toFlow(r as FlowRow, lang)), total };
    },

    async exportFlows(actor: Actor, f: z.output<typeof WalletFlowFilter>, lang: Language) {
      const scope = walletReaderScope(actor);
      const filter = flowFilter(f, scope.kind === 'all');
      const { id } = await tasks.submit<FlowExportData>(actor, {
        name: EXPORT_TASK_NAME,
        type: 'EXPORT',
        queue: EXPORT_QUEUE,
        access: WALLET_ACCESS,
        data: { scope, filter: { ...filter, from: f.from, to: f.to }, lang },
      });
      return { taskId: id };
    },

    exportJob: tasks.job<FlowExportData>((task) => {
      const { scope, filter, lang: _lang } = task.data;
      const f: FlowFilter = {
        ...filter,
        from: filter.from ? new Date(filter.from) : undefined,
        to: filter.to ? new Date(filter.to) : undefined,
      };
      return runFlowExport(task, { count: () => repo.countFlows(scope, f), rows: () => repo.eachFlow(scope, f) });
    }),

    async list(q: z.output<typeof WalletListQuery>): Promise<{ rows: WalletSummary[]; total: number }> {
      const { offset, limit } = pageWindow(q);
      const { rows, total } = await repo.findWallets(q.keyword || undefined, offset, limit);
      return {
        rows: rows.map((r) => {
          const stamps = [r.availableUpdatedAt, r.depositUpdatedAt].filter((d): d is Date => d !== null);
          const updated = stamps.length ? new Date(Math.max(...stamps.map((d) => d.getTime()))) : null;
          return {
            customerId: r.customerId,
            username: r.username,
            nickName: r.nickName,
            currency: WALLET_CURRENCY,
            available: r.available ?? '0.00',
            deposit: r.deposit ?? '0.00',
            creditLimit: r.creditLimit ?? '0.00',
            updatedDate: updated?.toISOString() ?? null,
          };
        }),
        total,
      };
    },

    /**
     * Platform: a MANUAL_ADJUSTMENT entry with the reason as its remark (the operation log records the entry). Under
     * an Idempotency-Key (the form sends one per opening) a second submission answers the first entry, and another
     * amount or direction under the same key is refused (WALLET_KEY_CONFLICT).
     */
    async adjust(
      actor: Actor,
      input: z.output<typeof WalletAdjustInput>,
      idempotencyKey?: string,
    ): Promise<WalletAdjusted> {
      if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey))
        throw new AppError('IDEMPOTENCY_KEY_INVALID');
      const amount = amountOf(input.amount);
      return data.withTransaction(async () => {
        const { entryId } = await poster.post({
          customerId: input.customerId,
          key: `manual:${idempotencyKey === undefined ? crypto.randomUUID() : `${input.customerId}:${idempotencyKey}`}`,
          movement: { type: 'MANUAL_ADJUSTMENT', direction: input.direction, amount },
          remark: input.reason,
          actorUserId: actor.userId,
        });
        return { entryId, balance: await balanceOf(input.customerId) };
      });
    },

    /**
     * Platform: the credit limit, on the balance row the check constraint reads. Refused below the current debt;
     * each change is recorded (credit_limit_changes, in the operation log too).
     */
    async setCreditLimit(actor: Actor, input: z.output<typeof CreditLimitInput>): Promise<WalletBalance> {
      const limit = new Dec(input.creditLimit);
      return data.withTransaction(async () => {
        let row = await repo.lockAvailable(input.customerId);
        if (!row) {
          await poster.openAccounts(input.customerId);
          row = await repo.lockAvailable(input.customerId);
        }
        if (!row) throw new AppError('WALLET_NOT_FOUND', { id: input.customerId });
        const debt = Dec.max(new Dec(row.balance).neg(), ZERO);
        if (limit.lt(debt)) throw new AppError('WALLET_CREDIT_LIMIT_BELOW_DEBT', { debt: money(debt) });
        await repo.setCreditLimit(row.ledgerAccountId, money(limit));
        await repo.insertCreditLimitChange({
          accountId: input.customerId,
          before: row.creditLimit ?? '0.00',
          after: money(limit),
          changedBy: actor.userId,
        });
        return balanceOf(input.customerId);
      });
    },
  };
}

export type WalletModuleService = ReturnType<typeof createWalletService>;
