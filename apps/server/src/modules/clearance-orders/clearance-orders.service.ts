import { Readable } from 'node:stream';
import crypto from 'node:crypto';
import Decimal from 'decimal.js';
import type { z } from 'zod';
import {
  ATTACHMENT_KINDS,
  CLEARANCE_ATTACHMENT_WORDS,
  CLEARANCE_FINAL,
  CLEARANCE_ORDER_STATUSES,
  CLEARANCE_STATUS_WORDS,
  attachmentRefusal,
  canMoveClearanceOrder,
  checkAwbNumber,
  clearanceMovesFrom,
  isListAttachment,
  missingRequired,
  payRefusal,
  progressOf,
  type ClearanceActor,
  type ClearanceAttachmentType,
  ClearanceBagListBody,
  type ClearanceOrderDetail,
  ClearanceOrderQuery,
  ClearanceOrderSave,
  type ClearanceOrderStatus,
  type Language,
  type Option,
  type PayResult,
  SubmitStatusUpdate,
} from '@parcelhub/contracts';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { AppError } from '../../platform/http/app-error';
import { errorEnvelope } from '../../platform/http/error-handler';
import { pageWindow } from '../../platform/db/paging';
import type { Actor } from '../../platform/auth/actor';
import { scopeOf, type DataScope } from '../../platform/auth/scope';
import type { FileStorage } from '../../platform/files/storage';
import type { ReceivedFile } from '../../platform/files/upload';
import type { TasksService } from '../tasks';
import type { WalletService } from '../wallet';
import type { OrdersService } from '../orders';
import type { TrackingService } from '../tracking';
import type { UserAdminService } from '../user-admin';
import * as queries from './clearance-orders.repository';
import type { ClearanceOrderRecord } from './clearance-orders.repository';
import type { StoredFinding } from './clearance-orders.tables';
import { checkManifest, type HsKnowledge } from './checks/manifest-checks';
import { MANIFEST_SHEET, readManifest } from './manifest.sheet';
import { renderContainerLabels } from './container-label';
import { attachmentTplAndSample, manifestTemplate } from './attachment-templates';
import { attachmentView, bagRowsOf, findingView, ordersSheet, rowOf } from './clearance-order.view';

type Out<T extends z.ZodType> = z.output<T>;

/** What a bill costs the customer: its assigned quote's price for these counts, or null without a quote. */
export type ClearancePricing = (
  accountId: number,
  productId: number,
  counts: { bills: number; bags: number; kg: string; parcels: number },
) => Promise<{ amount: string; currency: string } | null>;

export const CHECK_QUEUE = 'clearanceOrders.check';
export const IMPORT_QUEUE = 'clearanceOrders.import';
const IMPORT_TASK_NAME = { zh: '清关袋单导入', en: 'Clearance bag order import', ko: '통관 백 주문 가져오기' };

interface ImportTaskData {
  orderId: number;
  fileKey: string;
  lang: Language;
  accountId: number;
}
const CHECK_TASK_NAME = { zh: '清关关键信息校验', en: 'Clearance key-information check', ko: '통관 핵심 정보 검사' };

/** Until the HS codes module is wired in: a six-digit code is taken as known and no name is matched. */
export const FORMAT_ONLY_HS: HsKnowledge = { exists: (c) => /^\d{6}$/.test(c), headingsFor: () => null };

interface CheckTaskData {
  orderId: number;
  lang: Language;
}

const EDITABLE: readonly ClearanceOrderStatus[] = ['CREATED', 'REJECTED'];

export function createClearanceOrdersService(deps: {
  data: DataAccess;
  files: FileStorage;
  tasks: TasksService;
  wallet: WalletService;
  orders: OrdersService;
  tracking: TrackingService;
  userAdmin: UserAdminService;
}) {
  const { data, files, tasks, wallet, orders, tracking, userAdmin } = deps;
  const repo = bindRepository(data, queries);
  let pricing: ClearancePricing = async () => null;
  let hs: HsKnowledge = FORMAT_ONLY_HS;

  const actorSide = (actor: Actor): ClearanceActor => (actor.privilegeType === 'PLATFORM' ? 'PLATFORM' : 'USER');
  /** A customer's own account's orders, the platform's all; a supplier has no clearance orders (decision 271). */
  const scope = (actor: Actor): DataScope =>
    actor.privilegeType === 'SUPPLIER' ? { kind: 'account', accountId: -1 } : scopeOf(actor);
  const platformOnly = (actor: Actor) => {
    if (actor.privilegeType !== 'PLATFORM') throw new AppError('CLEARANCE_PLATFORM_ONLY');
  };

  async function orderOf(actor: Actor, id: number, lock = false): Promise<ClearanceOrderRecord> {
    const row = await repo.orderIn(scope(actor), id, lock);
    if (!row) throw new AppError('CLEARANCE_ORDER_NOT_FOUND', { id });
    return row;
  }

  const oneRow = async (o: ClearanceOrderRecord, lang: Language) =>
    rowOf(o, await repo.customerNameOf(o.accountId), lang);

  function checkAwb(text: string): string {
    const awb = checkAwbNumber(text);
    if (awb.ok) return awb.awbNo;
    if (awb.reason === 'format') throw new AppError('CLEARANCE_AWB_FORMAT', { awbNo: text });
    throw new AppError('CLEARANCE_AWB_CHECK_DIGIT', { awbNo: text, expected: awb.expected });
  }

  /** The bags and parcels of a save, each parcel matched to our order where its number is ours in the scope. */
  async function bagsOfSave(actor: Actor, accountId: number, input: Out<typeof ClearanceOrderSave>) {
    const bagNos = new Set<string>();
    const parcelNos = new Set<string>();
    for (const b of input.bags) {
      if (bagNos.has(b.bagNo)) throw new AppError('CLEARANCE_DUPLICATE_BAG', { bagNo: b.bagNo });
      bagNos.add(b.bagNo);
      for (const p of b.parcels) {
        if (parcelNos.has(p.parcelNo)) throw new AppError('CLEARANCE_DUPLICATE_PARCEL', { parcelNo: p.parcelNo });
        parcelNos.add(p.parcelNo);
      }
    }
    const ownerScope: DataScope = actor.privilegeType === 'PLATFORM' ? { kind: 'account', accountId } : scopeOf(actor);
    const found = await orders.findByNumbers(ownerScope, [...parcelNos]);
    const ours = new Map(found.filter((f) => f.order).map((f) => [f.number, f.order!.id]));
    const bags = input.bags.map((b) => ({
      bagNo: b.bagNo,
      weight: new Decimal(b.weightKg).toFixed(3),
      parcels: b.parcels.map((p) => ({
        parcelNo: p.parcelNo,
        weight: new Decimal(p.weightKg).toFixed(3),
        orderId: ours.get(p.parcelNo) ?? null,
      })),
    }));
    const weight = bags.reduce((s, b) => s.plus(b.weight), new Decimal(0)).toFixed(3);
    return { bags, totals: { bagCount: bags.length, parcelCount: parcelNos.size, weight } };
  }

  async function priceOf(o: ClearanceOrderRecord) {
    return pricing(o.accountId, o.productId, {
      bills: 1,
      bags: o.bagCount,
      kg: o.weight,
      parcels: o.parcelCount,
    });
  }

  /** The customer's tracked parcels of an order get a customs event (decision 277). */
  async function customsEvent(actor: Actor, orderId: number, subStatus: string, status: string, lang: Language) {
    const parcels = (await repo.parcelsOfOrders([orderId])).filter((p) => p.orderId !== null);
    const eventTime = new Date().toISOString();
    for (const p of parcels) {
      await tracking.addEvent(
        actor,
        { trackingNo: p.parcelNo, status, subStatus, eventTime, location: '', description: '' },
        lang,
      );
    }
  }

  async function move(
    actor: Actor,
    o: ClearanceOrderRecord,
    to: ClearanceOrderStatus,
    reason: string,
    lang: Language,
  ): Promise<ClearanceOrderRecord> {
    const side = actorSide(actor);
    if (!canMoveClearanceOrder(o.status, to, side))
      throw new AppError('CLEARANCE_MOVE_REFUSED', {
        from: CLEARANCE_STATUS_WORDS[o.status][lang],
        to: CLEARANCE_STATUS_WORDS[to][lang],
      });
    if (to === 'SUBMITTED') throw new AppError('CLEARANCE_MOVE_REFUSED', { from: o.status, to }); // submit() does it
    if (to === 'REJECTED' && !reason.trim()) throw new AppError('CLEARANCE_REJECT_REASON_REQUIRED');
    if (to === 'APPROVED' && (o.payStatus !== 'PAY_SUCCESS' || o.checkStatus !== 'PASSED'))
      throw new AppError('CLEARANCE_APPROVE_NEEDS_PAY');
    const values: Partial<ClearanceOrderRecord> = { status: to };
    if (to === 'REJECTED') values.rejectReason = reason.trim();
    const moved = await repo.moveOrder(o.id, o.status, values);
    if (!moved) throw new AppError('CLEARANCE_MOVE_REFUSED', { from: o.status, to });
    if (to === 'CANCELED' && o.payStatus === 'PAY_SUCCESS' && o.fee) {
      await wallet.refund({
        accountId: o.accountId,
        amount: o.fee,
        key: `clearance-refund:${o.id}`,
        type: 'REFUND',
        orderNo: o.orderNo,
        remark: `clearance ${o.orderNo}`,
        actorUserId: actor.userId,
      });
    }
    if (to === 'APPROVED') await customsEvent(actor, o.id, 'CUSTOMS_PROCESSING', 'IN_TRANSIT', lang);
    if (to === 'COMPLETE') await customsEvent(actor, o.id, 'CUSTOMS_RELEASED', 'IN_TRANSIT', lang);
    if (to === 'REJECTED' && o.payStatus === 'PAY_SUCCESS')
      await customsEvent(actor, o.id, 'HELD_BY_CUSTOMS', 'EXCEPTION', lang);
    return moved;
  }

  async function pay(actor: Actor, id: number, lang: Language): Promise<PayResult> {
    return data.withTransaction(async () => {
      const o = await orderOf(actor, id, true);
      if (o.payStatus === 'PAY_SUCCESS')
        return { orderId: o.id, amount: o.fee ?? '0', currency: o.currency, replayed: true };
      const refusal = payRefusal({ status: o.status, payStatus: o.payStatus, checkPassed: o.checkStatus === 'PASSED' });
      if (refusal === 'STATUS')
        throw new AppError('CLEARANCE_PAY_STATUS', { status: CLEARANCE_STATUS_WORDS[o.status][lang] });
      if (refusal === 'CHECK_NOT_PASSED') throw new AppError('CLEARANCE_PAY_CHECK_NOT_PASSED');
      const price = await priceOf(o);
      if (!price) throw new AppError('CLEARANCE_NO_PRICE');
      const amount = new Decimal(price.amount).toFixed(2);
      const charged = await wallet.charge({
        accountId: o.accountId,
        amount,
        key: `clearance:${o.id}`,
        type: 'ORDER_CHARGE',
        orderNo: o.orderNo,
        remark: `clearance ${o.orderNo}`,
        actorUserId: actor.userId,
      });
      await repo.updateOrder(o.id, {
        payStatus: 'PAY_SUCCESS',
        fee: amount,
        currency: price.currency,
        paidAt: new Date(),
      });
      return { orderId: o.id, amount, currency: price.currency, replayed: charged.replayed };
    });
  }

  /** The key-information check of an order's manifest (the task's work). */
  async function runCheck(orderId: number, lang: Language): Promise<{ passed: boolean; findings: StoredFinding[] }> {
    const manifest = (await repo.attachmentsOf(orderId)).find((a) => a.type === 'MANIFEST');
    if (!manifest) return { passed: false, findings: [] };
    const [o] = await Promise.all([repo.orderIn({ kind: 'all' }, orderId)]);
    const { lines, bad } = await readManifest(files.read(manifest.fileKey), lang);
    const result = checkManifest(lines, hs, { pieces: o!.parcelCount, weightKg: o!.weight });
    const findings: StoredFinding[] = [
      ...bad.map((b) => ({
        lineNo: b.number,
        field: 'row',
        code: 'ROW_INVALID',
        severity: 'ERROR' as const,
        params: { reasons: b.reasons.join('; ') },
      })),
      ...result.findings,
    ];
    return { passed: result.passed && bad.length === 0, findings };
  }

  const service = {
    /** Installs the price of a bill (the clearance products' quote); tests install their own. */
    usePricing(fn: ClearancePricing) {
      pricing = fn;
    },
    /** Installs the HS knowledge the check reads (the HS codes module's nomenclature and matcher). */
    useHsKnowledge(k: HsKnowledge) {
      hs = k;
    },

    statusList: (lang: Language): Option[] =>
      CLEARANCE_ORDER_STATUSES.map((s) => ({ value: s, label: CLEARANCE_STATUS_WORDS[s][lang] })),

    /** A new bill (no id), or a CREATED/REJECTED one changed (its bags replaced). Only a customer makes one. */
    async save(actor: Actor, input: Out<typeof ClearanceOrderSave>, lang: Language) {
      const awbNo = checkAwb(input.awbNo);
      return data.withTransaction(async () => {
        if (input.id) {
          const o = await orderOf(actor, input.id, true);
          if (!EDITABLE.includes(o.status))
            throw new AppError('CLEARANCE_NOT_EDITABLE', { status: CLEARANCE_STATUS_WORDS[o.status][lang] });
          const { bags, totals } = await bagsOfSave(actor, o.accountId, input);
          await repo.replaceBags(o.id, bags);
          const row = await repo.updateOrder(o.id, {
            productId: input.productId,
            productCode: input.productCode,
            portCode: input.portCode,
            awbNo,
            currency: input.currency,
            description: input.description,
            ...totals,
            checkStatus: 'NONE',
            findings: [],
          });
          return oneRow(row, lang);
        }
        if (actor.privilegeType !== 'USER') throw new AppError('CLEARANCE_CUSTOMER_ONLY');
        const { bags, totals } = await bagsOfSave(actor, actor.accountId, input);
        const created = await repo.insertOrder({
          orderNo: `tmp-${crypto.randomUUID()}`,
          accountId: actor.accountId,
          createdBy: actor.userId,
          productId: input.productId,
          productCode: input.productCode,
          portCode: input.portCode,
          awbNo,
          currency: input.currency,
          description: input.description,
          ...totals,
        });
        const day = created.createdAt.toISOString().slice(2, 10).replace(/-/g, '');
        const row = await repo.updateOrder(created.id, { orderNo: `CO${day}${String(created.id).padStart(6, '0')}` });
        await repo.replaceBags(row.id, bags);
        return oneRow(row, lang);
      });
    },

    async editDescription(actor: Actor, id: number, description: string, lang: Language) {
      return data.withTransaction(async () => {
        const o = await orderOf(actor, id, true);
        if (CLEARANCE_FINAL.includes(o.status))
          throw new AppError('CLEARANCE_NOT_EDITABLE', { status: CLEARANCE_STATUS_WORDS[o.status][lang] });
        return oneRow(await repo.updateOrder(o.id, { description }), lang);
      });
    },

    async list(actor: Actor, q: Out<typeof ClearanceOrderQuery>, lang: Language, platform: boolean) {
      if (platform) platformOnly(actor);
      const { offset, limit } = pageWindow(q);
      const { rows, total } = await repo.listOrders(scope(actor), q, offset, limit);
      return { rows: rows.map((r) => rowOf(r.order, r.customerName ?? '', lang)), total };
    },

    async bagList(actor: Actor, q: Out<typeof ClearanceBagListBody>, lang: Language, platform: boolean) {
      if (platform) platformOnly(actor);
      const { offset, limit } = pageWindow(q);
      const { rows, total } = await repo.listBags(scope(actor), q, offset, limit);
      const parcels = await repo.parcelsOfBags(rows.map((r) => r.bag.id));
      return {
        rows: bagRowsOf(
          rows.map((r) => ({ ...r.bag, orderNo: r.orderNo, awbNo: r.awbNo })),
          parcels,
          lang,
        ),
        total,
      };
    },

    async containers(actor: Actor, id: number, lang: Language) {
      const o = await orderOf(actor, id);
      const bags = await repo.bagsOf([o.id]);
      const parcels = await repo.parcelsOfOrders([o.id]);
      return bagRowsOf(
        bags.map((b) => ({ ...b, orderNo: o.orderNo, awbNo: o.awbNo })),
        parcels,
        lang,
      );
    },

    async containerLabel(actor: Actor, id: number, bagIds: readonly number[] | undefined) {
      const o = await orderOf(actor, id);
      let bags = await repo.bagsOf([o.id]);
      if (bagIds && bagIds.length > 0) bags = bags.filter((b) => bagIds.includes(b.id));
      return { name: `container-labels-${o.orderNo}.pdf`, bytes: renderContainerLabels(o, bags) };
    },

    async detail(actor: Actor, id: number, lang: Language): Promise<ClearanceOrderDetail> {
      const o = await orderOf(actor, id);
      const [bags, parcels, attachments, customerName] = await Promise.all([
        repo.bagsOf([o.id]),
        repo.parcelsOfOrders([o.id]),
        repo.attachmentsOf(o.id),
        repo.customerNameOf(o.accountId),
      ]);
      const types = attachments.map((a) => a.type);
      const price = o.fee ?? (await priceOf(o))?.amount ?? null;
      return {
        orderInfo: rowOf(o, customerName, lang),
        bags: bagRowsOf(
          bags.map((b) => ({ ...b, orderNo: o.orderNo, awbNo: o.awbNo })),
          parcels,
          lang,
        ),
        attachments: attachments.map(attachmentView),
        progress: progressOf({
          status: o.status,
          payStatus: o.payStatus,
          hasManifest: types.includes('MANIFEST'),
          requiredAttachmentsComplete: missingRequired(types).length === 0,
        }),
        findings: o.findings.map((f) => findingView(f, lang)),
        moves: clearanceMovesFrom(o.status, actorSide(actor)).filter((s) => s !== 'SUBMITTED'),
        price: price === null ? null : new Decimal(price).toFixed(2),
      };
    },

    /**
     * An attachment of the type chosen first: 5 MB and a kind the type takes, judged by the bytes; a manifest must
     * read as the manifest sheet. A type other than OTHER holds one file: a new upload replaces it (`uploadRepeat`).
     */
    async upload(actor: Actor, id: number, type: ClearanceAttachmentType, file: ReceivedFile, lang: Language) {
      const refusal = attachmentRefusal(type, file.kind, file.bytes.length);
      if (refusal?.reason === 'TOO_LARGE') throw new AppError('CLEARANCE_ATTACHMENT_TOO_LARGE', { max: 5 });
      if (refusal)
        throw new AppError('CLEARANCE_ATTACHMENT_WRONG_KIND', {
          type: CLEARANCE_ATTACHMENT_WORDS[type][lang],
          allowed: ATTACHMENT_KINDS[type].join(', '),
        });
      if (type === 'MANIFEST') {
        const { lines, bad } = await readManifest(Readable.from(file.bytes), lang);
        if (bad.length > 0)
          throw new AppError('CLEARANCE_MANIFEST_BAD_ROWS', {
            count: bad.length,
            row: bad[0]!.number,
            reasons: bad[0]!.reasons.join('; '),
          });
        if (lines.length === 0)
          throw new AppError('CLEARANCE_MANIFEST_EMPTY', {
            columns: MANIFEST_SHEET.columns
              .filter((c) => c.required)
              .map((c) => c.header[lang])
              .join(', '),
          });
      }
      const key = await files.put('clearance', file.bytes);
      return data.withTransaction(async () => {
        const o = await orderOf(actor, id, true);
        if (!EDITABLE.includes(o.status))
          throw new AppError('CLEARANCE_NOT_EDITABLE', { status: CLEARANCE_STATUS_WORDS[o.status][lang] });
        if (!isListAttachment(type)) await repo.removeAttachmentsOfType(o.id, type);
        if (type === 'MANIFEST') await repo.updateOrder(o.id, { checkStatus: 'NONE', findings: [] });
        const row = await repo.insertAttachment({
          clearanceOrderId: o.id,
          type,
          fileKey: key,
          fileName: file.name.slice(0, 200) || `${type.toLowerCase()}`,
          size: file.bytes.length,
          kind: file.kind,
          uploadedBy: actor.userId,
        });
        return attachmentView(row);
      });
    },

    async attachmentFile(actor: Actor, id: number) {
      const found = await repo.attachmentIn(scope(actor), id);
      if (!found) throw new AppError('CLEARANCE_ATTACHMENT_NOT_FOUND', { id });
      return { name: found.att.fileName, kind: found.att.kind, stream: files.read(found.att.fileKey) };
    },

    async removeAttachment(actor: Actor, id: number, lang: Language) {
      await data.withTransaction(async () => {
        const found = await repo.attachmentIn(scope(actor), id);
        if (!found) throw new AppError('CLEARANCE_ATTACHMENT_NOT_FOUND', { id });
        await orderOf(actor, found.order.id, true);
        if (!EDITABLE.includes(found.order.status))
          throw new AppError('CLEARANCE_NOT_EDITABLE', { status: CLEARANCE_STATUS_WORDS[found.order.status][lang] });
        await repo.removeAttachment(id);
      });
    },

    /**
     * Submits an order: its required attachments present, it moves to SUBMITTED with its check RUNNING and the check
     * is queued as a task (the task center shows its progress); the task passes it or rejects it with its lines.
     */
    async submit(actor: Actor, id: number, lang: Language) {
      await data.withTransaction(async () => {
        const o = await orderOf(actor, id, true);
        if (!canMoveClearanceOrder(o.status, 'SUBMITTED', actorSide(actor)))
          throw new AppError('CLEARANCE_MOVE_REFUSED', {
            from: CLEARANCE_STATUS_WORDS[o.status][lang],
            to: CLEARANCE_STATUS_WORDS.SUBMITTED[lang],
          });
        const missing = missingRequired((await repo.attachmentsOf(o.id)).map((a) => a.type));
        if (missing.length > 0)
          throw new AppError('CLEARANCE_MISSING_ATTACHMENTS', {
            types: missing.map((t) => CLEARANCE_ATTACHMENT_WORDS[t][lang]).join(', '),
          });
        await repo.moveOrder(o.id, o.status, {
          status: 'SUBMITTED',
          checkStatus: 'RUNNING',
          findings: [],
          rejectReason: '',
        });
      });
      return tasks.submit<CheckTaskData>(actor, {
        name: CHECK_TASK_NAME,
        type: 'IMPORT',
        queue: CHECK_QUEUE,
        access: ['clearance:order'],
        data: { orderId: id, lang },
      });
    },

    checkJob: tasks.job<CheckTaskData>(async (task) => {
      const { orderId, lang } = task.data;
      await task.progress(0, 1);
      let outcome: { passed: boolean; findings: StoredFinding[] };
      try {
        outcome = await runCheck(orderId, lang);
      } catch (err) {
        const message = err instanceof AppError ? errorEnvelope(err.errorKey, lang, err.params).msg : 'unreadable';
        outcome = {
          passed: false,
          findings: [
            { lineNo: 0, field: 'file', code: 'FILE_UNREADABLE', severity: 'ERROR', params: { reason: message } },
          ],
        };
      }
      await task.commit({ done: 1, total: 1 }, async () => {
        const o = await repo.orderIn({ kind: 'all' }, orderId, true);
        if (!o || o.status !== 'SUBMITTED' || o.checkStatus !== 'RUNNING') return;
        const errors = outcome.findings.filter((f) => f.severity === 'ERROR').length;
        await repo.moveOrder(o.id, 'SUBMITTED', {
          checkStatus: outcome.passed ? 'PASSED' : 'FAILED',
          findings: outcome.findings,
          ...(outcome.passed
            ? {}
            : {
                status: 'REJECTED' as const,
                rejectReason: {
                  zh: `关键信息校验未通过：${errors} 处错误`,
                  en: `The key-information check failed: ${errors} errors`,
                  ko: `핵심 정보 검사 불합격: 오류 ${errors}건`,
                }[lang],
              }),
        });
      });
      return { done: 1, total: 1 };
    }),

    /**
     * Bag orders from a spreadsheet (the manifest sheet: each line's parcel and bag) as a task: the order's bags and
     * parcels are replaced by the file's, a bag weighing its lines' sum (decision 276).
     */
    async importBags(actor: Actor, id: number, receive: () => Promise<string>, lang: Language) {
      const o = await orderOf(actor, id);
      if (!EDITABLE.includes(o.status))
        throw new AppError('CLEARANCE_NOT_EDITABLE', { status: CLEARANCE_STATUS_WORDS[o.status][lang] });
      const fileKey = await receive();
      const { id: taskId } = await tasks.submit<ImportTaskData>(actor, {
        name: IMPORT_TASK_NAME,
        type: 'IMPORT',
        queue: IMPORT_QUEUE,
        access: ['clearance:order'],
        data: { orderId: o.id, fileKey, lang, accountId: o.accountId },
      });
      return { taskId };
    },

    importJob: tasks.job<ImportTaskData>(async (task) => {
      const { orderId, fileKey, lang, accountId } = task.data;
      const { lines, bad } = await readManifest(files.read(fileKey), lang);
      if (bad.length > 0)
        throw new AppError('CLEARANCE_MANIFEST_BAD_ROWS', {
          count: bad.length,
          row: bad[0]!.number,
          reasons: bad[0]!.reasons.join('; '),
        });
      const bags = new Map<string, Map<string, Decimal>>();
      for (const l of lines) {
        const parcels = bags.get(l.bagNo) ?? new Map<string, Decimal>();
        parcels.set(l.parcelNo, (parcels.get(l.parcelNo) ?? new Decimal(0)).plus(l.weightKg));
        bags.set(l.bagNo, parcels);
      }
      const found = await orders.findByNumbers({ kind: 'account', accountId }, [
        ...new Set(lines.map((l) => l.parcelNo)),
      ]);
      const ours = new Map(found.filter((f) => f.order).map((f) => [f.number, f.order!.id]));
      const rows = [...bags].map(([bagNo, parcels]) => ({
        bagNo,
        weight: [...parcels.values()].reduce((a, b) => a.plus(b), new Decimal(0)).toFixed(3),
        parcels: [...parcels].map(([parcelNo, w]) => ({
          parcelNo,
          weight: w.toFixed(3),
          orderId: ours.get(parcelNo) ?? null,
        })),
      }));
      const weight = rows.reduce((a, b) => a.plus(b.weight), new Decimal(0)).toFixed(3);
      const parcelCount = rows.reduce((n, b) => n + b.parcels.length, 0);
      await task.commit({ done: lines.length, total: lines.length }, async () => {
        const o = await repo.orderIn({ kind: 'all' }, orderId, true);
        if (!o || !EDITABLE.includes(o.status))
          throw new AppError('CLEARANCE_NOT_EDITABLE', { status: o ? CLEARANCE_STATUS_WORDS[o.status][lang] : '-' });
        await repo.replaceBags(o.id, rows);
        await repo.updateOrder(o.id, { bagCount: rows.length, parcelCount, weight, checkStatus: 'NONE', findings: [] });
      });
      return { done: lines.length, total: lines.length };
    }),

    /** The orders the filters match (at most 5000) as one sheet, in the caller's language. */
    async exportOrders(actor: Actor, q: Out<typeof ClearanceOrderQuery>, lang: Language) {
      const { rows } = await repo.listOrders(scope(actor), q, 0, 5000);
      const bytes = await ordersSheet(
        rows.map((r) => rowOf(r.order, r.customerName ?? '', lang)),
        lang,
      );
      return { name: 'clearance-orders.xlsx', bytes };
    },
    tplAndSample: attachmentTplAndSample,
    template: manifestTemplate,

    async update(actor: Actor, id: number, to: ClearanceOrderStatus, reason: string, lang: Language) {
      return data.withTransaction(async () => {
        const o = await orderOf(actor, id, true);
        return oneRow(await move(actor, o, to, reason, lang), lang);
      });
    },

    async batchUpdate(actor: Actor, ids: readonly number[], to: ClearanceOrderStatus, reason: string, lang: Language) {
      const failed: { id: number; message: string }[] = [];
      let done = 0;
      for (const id of [...new Set(ids)]) {
        try {
          await service.update(actor, id, to, reason, lang);
          done++;
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          failed.push({ id, message: errorEnvelope(err.errorKey, lang, err.params).msg });
        }
      }
      return { done, failed };
    },

    pay,

    async updateSubmitStatus(actor: Actor, input: Out<typeof SubmitStatusUpdate>) {
      platformOnly(actor);
      const updated =
        input.kind === 'BAG'
          ? await repo.setBagStatus(input.ids, input.status)
          : await repo.setParcelStatus(input.ids, input.status);
      return { updated };
    },

    async transferOutOptions(actor: Actor): Promise<Option[]> {
      const { rows } = await repo.listOrders(scope(actor), { status: 'APPROVED' }, 0, 500);
      return rows.map((r) => ({ value: String(r.order.id), label: `${r.order.orderNo} / ${r.order.awbNo}` }));
    },

    async searchCustomers(actor: Actor, keyword: string) {
      platformOnly(actor);
      const options = await userAdmin.selectOptions({ privilegeType: 'USER', keyword });
      return options.slice(0, 20).map((o) => ({ label: o.label, value: Number(o.value) }));
    },
  };
  return service;
}

export type ClearanceOrdersService = ReturnType<typeof createClearanceOrdersService>;
