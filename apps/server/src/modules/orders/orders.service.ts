import Decimal from 'decimal.js';
import type { z } from 'zod';
import type {
  BatchOutcome,
  CancelOutcome,
  ConfirmWeightInput,
  Language,
  OrderDetail,
  OrderListQuery,
  OrderRow,
  OrderStatus,
  PlacedOrder,
  PlaceOrderData,
  PrivilegeType,
  WeightOutcome,
} from '@parcelhub/contracts';
import { MAX_ORDER_SELECTION } from '@parcelhub/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../platform/auth/actor';
import { scopeOf } from '../../platform/auth/scope';
import { AppError } from '../../platform/http/app-error';
import { errorEnvelope } from '../../platform/http/error-handler';
import type { DataAccess } from '../../platform/db/data-access';
import { bindRepository } from '../../platform/db/data-access';
import type { FileStorage } from '../../platform/files/storage';
import type { AddressesService } from '../addresses';
import type { QuoteService } from '../pricing';
import type { RegionsService } from '../regions';
import { ordersQueries, type OrderListRecord } from './orders.repository';
import { detailOf, logOf, placedOf, rowOf } from './orders.view';
import { cursorOf, orderQueryOf } from './order-query';
import { createPlacement, type PlaceManyOptions, type PlaceOptions } from './placement';
import { createLabelWorker, labelDataOf, LABEL_LEASE_SECONDS, REFUSES_LABEL } from './labels';
import type { CarriersPort, OrderRulesPort, WalletPort } from './ports';
import { canMove, isCancelable } from './state/transitions';

type ListInput = z.output<typeof OrderListQuery>;
type WeightInput = z.output<typeof ConfirmWeightInput>;
type ScanColumn = 'orderNo' | 'referenceNo' | 'insideNumber' | 'trackingNo';

const SCAN_COLUMNS: Record<string, ScanColumn> = {
  ORDER_NO: 'orderNo',
  REFERENCE_NO: 'referenceNo',
  INSIDE_NUMBER: 'insideNumber',
  TRACKING_NO: 'trackingNo',
};

const ACTION_WORDS: Record<string, Record<Language, string>> = {
  cancel: { zh: '取消', en: 'canceled', ko: '취소' },
  weigh: { zh: '称重确认', en: 'weighed', ko: '중량 확인' },
  release: { zh: '放行', en: 'released', ko: '해제' },
};

const FIELD_WORDS: Record<string, Record<Language, string>> = {
  receiverEmail: { zh: '收件人邮箱', en: 'receiver email', ko: '수취인 이메일' },
  receiverPhone: { zh: '收件人电话', en: 'receiver phone', ko: '수취인 전화' },
  vatNo: { zh: 'VAT 税号', en: 'VAT number', ko: 'VAT 번호' },
  eoriNo: { zh: 'EORI 号', en: 'EORI number', ko: 'EORI 번호' },
  customsNo: { zh: '清关编码', en: 'customs clearance number', ko: '통관 번호' },
  houseNumber: { zh: '门牌号', en: 'house number', ko: '번지' },
  zipCode: { zh: '邮编', en: 'postcode', ko: '우편번호' },
};

/** A cancel's round that found the label moved since it read the order (cancel goes round again). */
const LABEL_MOVED = Symbol('label moved');
const MAX_CANCEL_ROUNDS = 3;
/** The label a cancel must void at the carrier, if any. */
const labelled = (o: { labelStatus: string; trackingNo: string | null }) =>
  o.labelStatus === 'SUCCESS' && o.trackingNo ? o.trackingNo : null;

export function createOrdersService(deps: {
  data: DataAccess;
  pricing: QuoteService;
  addresses: AddressesService;
  regions: RegionsService;
  wallet: WalletPort;
  carriers: CarriersPort;
  rules: OrderRulesPort;
  files: FileStorage;
  log: FastifyBaseLogger;
}) {
  const { data, pricing, wallet, carriers } = deps;
  const repo = bindRepository(data, ordersQueries);
  const labels = createLabelWorker(deps);
  const placement = createPlacement({ ...deps, labels });
  const fieldName = (lang: Language) => (f: string) => FIELD_WORDS[f]?.[lang] ?? f;

  async function find(actor: Actor, id: number): Promise<OrderListRecord> {
    const order = await repo.findOrder(scopeOf(actor), id);
    // Another tenant's order answers exactly like a missing one.
    if (!order) throw new AppError('ORDER_NOT_FOUND', { id });
    return order;
  }

  const refundsOnCancel = (o: OrderListRecord) => !labelled(o) || carriers.supportsOnlineCancel(o.carrierCode);

  async function detail(actor: Actor, o: OrderListRecord, lang: Language): Promise<OrderDetail> {
    const [logs, explain] = await Promise.all([repo.listLogs(o.id), repo.findExplanation(o.explainHash)]);
    return detailOf(o, logs, explain, lang, {
      canCancel: canMove(actor.privilegeType, o.status, 'CANCELED'),
      cancelRefunds: refundsOnCancel(o),
    });
  }

  function forbidden(o: { orderNo: string; status: string }, action: string, lang: Language): never {
    throw new AppError('ORDER_STATUS_FORBIDDEN', {
      orderNo: o.orderNo,
      status: o.status,
      action: ACTION_WORDS[action]?.[lang] ?? action,
    });
  }

  /**
   * Cancels before dispatch. Whether the fee comes back depends on the label, which the carrier is asked about
   * outside the transaction: a label recorded between that read and the lock sends the cancel round again.
   */
  async function cancel(actor: Actor, id: number, reason: string, lang: Language): Promise<CancelOutcome> {
    for (let attempt = 1; attempt <= MAX_CANCEL_ROUNDS; attempt++) {
      const outcome = await cancelRound(actor, id, reason, lang);
      if (outcome !== LABEL_MOVED) return outcome;
    }
    throw new AppError('ORDER_BUSY', { orderNo: (await find(actor, id)).orderNo });
  }

  async function cancelRound(
    actor: Actor,
    id: number,
    reason: string,
    lang: Language,
  ): Promise<CancelOutcome | typeof LABEL_MOVED> {
    const o = await find(actor, id);
    if (!canMove(actor.privilegeType, o.status, 'CANCELED')) forbidden(o, 'cancel', lang);
    // The carrier is asked before the transaction: its answer decides the refund.
    let refunded = true;
    const trackingNo = labelled(o);
    if (trackingNo) {
      const online = carriers.supportsOnlineCancel(o.carrierCode)
        ? await carriers.cancelShipment(o.carrierCode, trackingNo).catch(() => ({ cancelled: false }))
        : { cancelled: false };
      refunded = online.cancelled;
    }
    return data.withTransaction(async () => {
      const current = await repo.lockOrder(scopeOf(actor), id);
      if (!current) throw new AppError('ORDER_NOT_FOUND', { id });
      if (!canMove(actor.privilegeType, current.status, 'CANCELED')) forbidden(current, 'cancel', lang);
      if (labelled(current) !== labelled(o)) return LABEL_MOVED;
      if (refunded)
        await wallet.refund({
          accountId: current.accountId,
          amount: current.feeTotal,
          key: `order:${id}:cancel`,
          type: 'REFUND',
          orderId: id,
          orderNo: current.orderNo,
          remark: reason,
          actorUserId: actor.userId,
        });
      // No label will be requested for it: one pending or failed is not shown as waiting or to be retried. A label
      // the carrier voided is no longer printable; one it would not void stays valid (and was not refunded).
      const labelStatus = labelled(current) ? (refunded ? 'VOIDED' : current.labelStatus) : 'NOT_REQUESTED';
      await repo.updateOrder(id, { status: 'CANCELED', labelNextAt: null, labelStatus });
      await repo.insertLog({
        orderId: id,
        action: 'CANCEL',
        fromStatus: current.status,
        toStatus: 'CANCELED',
        messageKey: refunded ? 'canceledRefunded' : 'canceledNoRefund',
        params: { amount: `${current.feeTotal} ${current.currency}`, reason },
        operatorId: actor.userId,
        operatorName: actor.username,
      });
      return { status: 'CANCELED' as const, refunded, refundAmount: refunded ? current.feeTotal : '0.00' };
    });
  }

  return {
    labels,

    async place(actor: Actor, input: PlaceOrderData, options: PlaceOptions, lang: Language): Promise<PlacedOrder> {
      return placement.place(actor, input, options, lang, fieldName(lang));
    },

    /** One customer's orders placed together (a batch's chunk): see `placeMany` in placement.ts. */
    async placeMany(
      actor: Actor,
      inputs: readonly PlaceOrderData[],
      options: PlaceManyOptions,
      lang: Language,
    ): Promise<({ order: PlacedOrder } | { error: unknown })[]> {
      return placement.placeMany(actor, inputs, options, lang, fieldName(lang));
    },

    async list(actor: Actor, input: ListInput, lang: Language) {
      const q = orderQueryOf(input);
      const after = cursorOf(input.after);
      const scope = scopeOf(actor);
      const [rows, counts] = await Promise.all([
        repo.listOrders(scope, q, after, input.pageSize + 1),
        repo.countByStatus(scope, q),
      ]);
      const page = rows.slice(0, input.pageSize);
      const next = rows.length > input.pageSize ? String(page[page.length - 1]!.id) : null;
      const byStatus = Object.fromEntries(counts.map((c) => [c.status, Number(c.n)]));
      const rowsOut: OrderRow[] = page.map((r) => rowOf(r, lang));
      return { rows: rowsOut, next, counts: byStatus };
    },

    async detail(actor: Actor, id: number, lang: Language): Promise<OrderDetail> {
      return detail(actor, await find(actor, id), lang);
    },

    async logs(actor: Actor, id: number, lang: Language) {
      const o = await find(actor, id);
      return (await repo.listLogs(o.id)).map((l) => logOf(l, lang));
    },

    /** A draft for the wizard from an old order: everything but the reference number. */
    async copy(actor: Actor, id: number) {
      const o = await find(actor, id);
      return {
        productId: o.productId,
        boxes: o.boxes.map(({ length, width, height, weight }) => ({ length, width, height, weight })),
        declarations: o.declarations,
        sender: o.sender,
        receiver: o.receiver,
        remark: o.remark,
        fba: o.fba,
        vatNo: o.vatNo,
        eoriNo: o.eoriNo,
        referenceNo: '',
      };
    },

    cancel,

    async batchCancel(
      actor: Actor,
      privilegeType: PrivilegeType,
      ids: number[],
      reason: string,
      lang: Language,
    ): Promise<BatchOutcome[]> {
      if (privilegeType !== actor.privilegeType) throw new AppError('ORDER_PRIVILEGE_MISMATCH', { privilegeType });
      const out: BatchOutcome[] = [];
      for (const id of [...new Set(ids)]) {
        try {
          const r = await cancel(actor, id, reason, lang);
          const o = await repo.findOrder(scopeOf(actor), id);
          out.push({ id, orderNo: o?.orderNo ?? null, ok: true, message: r.refunded ? r.refundAmount : '' });
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          out.push({ id, orderNo: null, ok: false, message: errorEnvelope(err.errorKey, lang, err.params).msg });
        }
      }
      return out;
    },

    async remove(actor: Actor, id: number) {
      await data.withTransaction(async () => {
        const o = await repo.lockOrder(scopeOf(actor), id);
        if (!o) throw new AppError('ORDER_NOT_FOUND', { id });
        if (o.status !== 'CANCELED') throw new AppError('ORDER_DELETE_CANCELED_ONLY');
        await repo.updateOrder(id, { deletedAt: new Date() });
        await repo.insertLog({
          orderId: id,
          action: 'DELETE',
          fromStatus: o.status,
          toStatus: o.status,
          messageKey: 'deleted',
          params: {},
          operatorId: actor.userId,
          operatorName: actor.username,
        });
      });
    },

    async queryIds(actor: Actor, filter: Parameters<typeof orderQueryOf>[0]) {
      const q = orderQueryOf(filter);
      const scope = scopeOf(actor);
      const [ids, counts] = await Promise.all([
        repo.queryIds(scope, q, MAX_ORDER_SELECTION),
        repo.countByStatus(scope, q),
      ]);
      const total = counts.filter((c) => !q.status || c.status === q.status).reduce((sum, c) => sum + Number(c.n), 0);
      return { ids, total };
    },

    /** One document of the labels of the orders that have one (4x6 in PDF pages, or ZPL labels one after another). */
    async printLabels(actor: Actor, ids: number[], format: 'PDF' | 'ZPL', lang: Language) {
      const found = await repo.findOrders(scopeOf(actor), ids);
      const labeled = found.filter((o) => o.labelStatus === 'SUCCESS' && o.trackingNo);
      if (labeled.length === 0) throw new AppError('ORDER_NO_LABEL');
      const byId = new Map(labeled.map((o) => [o.id, o]));
      const ordered = ids.map((id) => byId.get(id)).filter((o): o is OrderListRecord => !!o);
      const items = [...new Set(ordered)].map(labelDataOf);
      void lang;
      if (format === 'ZPL')
        return { name: 'labels.zpl', bytes: Buffer.from(items.map(carriers.renderLabelZpl).join('\n')) };
      return { name: 'labels.pdf', bytes: await carriers.renderLabelsPdf(items) };
    },

    async retryLabel(actor: Actor, id: number): Promise<PlacedOrder> {
      const notRetryable = (o: { orderNo: string; labelStatus: string; status: OrderStatus }) =>
        o.labelStatus === 'SUCCESS' ||
        o.labelStatus === 'PENDING' ||
        o.status === 'INTERCEPTED' ||
        REFUSES_LABEL.includes(o.status)
          ? new AppError('ORDER_LABEL_NOT_RETRYABLE', { orderNo: o.orderNo, labelStatus: o.labelStatus })
          : null;
      const read = await find(actor, id);
      const early = notRetryable(read);
      if (early) throw early;
      await data.withTransaction(async () => {
        // Checked again under the lock: canceled or labelled meanwhile, it is not retried.
        const o = await repo.lockOrder(scopeOf(actor), id);
        if (!o) throw new AppError('ORDER_NOT_FOUND', { id });
        const late = notRetryable(o);
        if (late) throw late;
        await repo.updateOrder(id, {
          labelStatus: 'PENDING',
          labelError: null,
          labelNextAt: new Date(Date.now() + LABEL_LEASE_SECONDS * 1000),
        });
        await repo.insertLog({
          orderId: id,
          action: 'LABEL_RETRY',
          fromStatus: o.status,
          toStatus: o.status,
          messageKey: 'labelRetry',
          params: {},
          operatorId: actor.userId,
          operatorName: actor.username,
        });
      });
      await labels.request(id);
      return placedOf((await repo.findOrder(scopeOf(actor), id))!);
    },

    async scan(actor: Actor, type: string, scanNo: string, lang: Language): Promise<OrderDetail> {
      const column = SCAN_COLUMNS[type] ?? 'orderNo';
      const o = await repo.findByNumber(scopeOf(actor), column, scanNo);
      if (!o) throw new AppError('ORDER_NOT_FOUND', { id: scanNo });
      return detail(actor, o, lang);
    },

    /** Weighed at the warehouse: priced again with the measured boxes; the difference is one journal entry. */
    async confirmWeight(actor: Actor, input: WeightInput, lang: Language): Promise<WeightOutcome> {
      if (actor.privilegeType === 'USER') throw new AppError('ORDER_PLATFORM_ONLY');
      const o = await find(actor, input.id);
      if (!canMove(actor.privilegeType, o.status, 'RECEIVED')) forbidden(o, 'weigh', lang);
      if (input.boxes.length !== o.pieces)
        throw new AppError('ORDER_WEIGHT_BOXES_MISMATCH', { given: input.boxes.length, expected: o.pieces });
      const quoted = await pricing.forOrder(
        o.accountId,
        o.productId,
        { countryCode: o.countryCode, postcode: o.postcode, boxes: input.boxes, declaredValue: o.declaredValue },
        lang,
      );
      if (!quoted) throw new AppError('ORDER_PRODUCT_UNAVAILABLE', { productId: o.productId });
      const row = quoted.row;
      if (row.refused || row.total == null)
        throw new AppError('ORDER_QUOTE_REFUSED', { reason: row.refused?.message ?? '' });
      const total = row.total;
      return data.withTransaction(async () => {
        const current = await repo.lockOrder(scopeOf(actor), o.id);
        if (!current) throw new AppError('ORDER_NOT_FOUND', { id: o.id });
        if (!canMove(actor.privilegeType, current.status, 'RECEIVED')) forbidden(current, 'weigh', lang);
        const difference = new Decimal(total).minus(current.feeTotal);
        const movement = {
          accountId: current.accountId,
          key: `order:${o.id}:weight`,
          type: 'WEIGHT_ADJUSTMENT' as const,
          orderId: o.id,
          orderNo: current.orderNo,
          actorUserId: actor.userId,
        };
        if (difference.gt(0)) await wallet.charge({ ...movement, amount: difference.toFixed(2) });
        if (difference.lt(0)) await wallet.refund({ ...movement, amount: difference.negated().toFixed(2) });
        const weight = input.boxes.reduce((s, b) => s.plus(b.weight), new Decimal(0)).toFixed(3);
        await repo.updateOrder(o.id, {
          status: 'RECEIVED',
          boxes: input.boxes.map((b, i) => ({ no: i + 1, ...b })),
          weight,
          chargeableWeight: row.chargeableWeight,
          feeTotal: total,
          feeLines: row.lines,
          costTotal: quoted.costTotal,
          explain: row.explain ?? null,
        });
        await repo.insertLog({
          orderId: o.id,
          action: 'WEIGH',
          fromStatus: current.status,
          toStatus: 'RECEIVED',
          messageKey: 'weighed',
          params: { weight, previous: current.feeTotal, total, difference: difference.toFixed(2) },
          operatorId: actor.userId,
          operatorName: actor.username,
        });
        return {
          status: 'RECEIVED' as const,
          previousTotal: current.feeTotal,
          total,
          difference: difference.toFixed(2),
          weight,
          chargeableWeight: row.chargeableWeight,
        };
      });
    },

    /** The platform releases an intercepted order: it goes on to its label. */
    async release(actor: Actor, id: number, reason: string, lang: Language): Promise<PlacedOrder> {
      if (actor.privilegeType !== 'PLATFORM') throw new AppError('ORDER_PLATFORM_ONLY');
      await data.withTransaction(async () => {
        const o = await repo.lockOrder(scopeOf(actor), id);
        if (!o) throw new AppError('ORDER_NOT_FOUND', { id });
        if (!canMove('PLATFORM', o.status, 'CREATED')) forbidden(o, 'release', lang);
        await repo.updateOrder(id, {
          status: 'CREATED',
          labelStatus: 'PENDING',
          labelNextAt: new Date(Date.now() + LABEL_LEASE_SECONDS * 1000),
        });
        await repo.insertLog({
          orderId: id,
          action: 'RELEASE',
          fromStatus: o.status,
          toStatus: 'CREATED',
          messageKey: 'released',
          params: { reason },
          operatorId: actor.userId,
          operatorName: actor.username,
        });
      });
      await labels.request(id);
      return placedOf((await repo.findOrder(scopeOf(actor), id))!);
    },

    isCancelable,
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
