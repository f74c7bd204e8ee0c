import { createHash } from 'node:crypto';
import Decimal from 'decimal.js';
import type {
  Language,
  OrderParty,
  OrderPartyInput,
  OrderSource,
  PlaceOrderData,
  QuoteRow,
} from '@parcelhub/contracts';
import { PATTERNS, zipCodeProblem } from '@parcelhub/contracts';
import type { Actor } from '../../platform/auth/actor';
import { AppError } from '../../platform/http/app-error';
import { uniqueViolation } from '../../platform/db/errors';
import type { DataAccess } from '../../platform/db/data-access';
import { bindRepository } from '../../platform/db/data-access';
import type { AddressesService } from '../addresses';
import type { QuoteService } from '../pricing';
import type { RegionsService } from '../regions';
import { ordersQueries, type OrderRecord } from './orders.repository';
import type { StoredBox, StoredDeclaration } from './orders.tables';
import type { OrderRulesPort, WalletPort } from './ports';
import { LABEL_LEASE_SECONDS, type LabelWorker } from './labels';

export interface PlaceOptions {
  idempotencyKey?: string;
  source: OrderSource;
  batchId?: number;
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,100}$/;

/** The body's fingerprint: keys sorted, so the same order sent twice hashes the same whatever its key order. */
export function requestHash(input: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(input)))
    .digest('hex');
}

export const declaredValueOf = (declarations: PlaceOrderData['declarations']) =>
  declarations.reduce((sum, d) => sum.plus(new Decimal(d.unitValue).times(d.quantity)), new Decimal(0)).toFixed(2);

export const totalWeightOf = (boxes: { weight: string }[]) =>
  boxes.reduce((sum, b) => sum.plus(b.weight), new Decimal(0)).toFixed(3);

const storedBoxes = (boxes: PlaceOrderData['boxes']): StoredBox[] =>
  boxes.map((b, i) => ({ no: i + 1, length: b.length, width: b.width, height: b.height, weight: b.weight }));

const storedDeclarations = (d: PlaceOrderData['declarations']): StoredDeclaration[] =>
  d.map((x) => ({ ...x, quantity: Number(x.quantity) }));

export function receiverProblem(r: OrderParty): string | null {
  if (zipCodeProblem(r.countryCode, r.zipCode)) return 'zipCode';
  if (r.countryCode === 'DE' && !r.houseNumber && !/\d/.test(r.address1)) return 'houseNumber';
  if (r.countryCode === 'KR' && !PATTERNS.krCustomsNo.test(r.customsNo)) return 'customsNo';
  return null;
}

export function createPlacement(deps: {
  data: DataAccess;
  pricing: QuoteService;
  addresses: AddressesService;
  regions: RegionsService;
  wallet: WalletPort;
  rules: OrderRulesPort;
  labels: LabelWorker;
}) {
  const { data, pricing, addresses, regions, wallet, rules, labels } = deps;
  const repo = bindRepository(data, ordersQueries);

  async function party(actor: Actor, p: OrderPartyInput, lang: Language, type: 'SENDER' | 'RECIPIENT') {
    if ('addressId' in p) {
      const a = await addresses.byId(actor, p.addressId, lang);
      const stored: OrderParty = {
        name: a.name,
        company: '',
        countryCode: a.countryCode,
        province: a.province,
        city: a.city,
        zipCode: a.zipCode,
        address1: a.address1,
        address2: a.address2,
        houseNumber: '',
        customsNo: a.customsNo,
        phone: a.phone,
        email: a.email,
      };
      return { stored, save: null };
    }
    const { saveToAddressBook, ...stored } = p as Exclude<OrderPartyInput, { addressId: number }> & {
      saveToAddressBook: boolean;
    };
    if (!(await regions.exists(stored.countryCode)))
      throw new AppError('ORDER_COUNTRY_UNKNOWN', { code: stored.countryCode });
    return { stored: stored as OrderParty, save: saveToAddressBook ? type : null };
  }

  /** The first order of this key or reference, when it is the same request; a conflict when it is not. */
  async function replayOf(actor: Actor, input: PlaceOrderData, hash: string, key: string | undefined) {
    if (key) {
      const byKey = await repo.findByIdempotencyKey(actor.accountId, key);
      if (byKey) {
        if (byKey.requestHash !== hash) throw new AppError('ORDER_IDEMPOTENCY_CONFLICT');
        return byKey;
      }
    }
    const byRef = await repo.findByReference(actor.accountId, input.referenceNo);
    if (byRef) {
      if (byRef.requestHash !== hash || (key && byRef.idempotencyKey && byRef.idempotencyKey !== key))
        throw new AppError('ORDER_REFERENCE_USED', { referenceNo: input.referenceNo, orderNo: byRef.orderNo });
      return byRef;
    }
    return null;
  }

  async function priced(
    actor: Actor,
    productId: number,
    request: Parameters<QuoteService['forOrder']>[2],
    lang: Language,
  ) {
    const quoted = await pricing.forOrder(actor.accountId, productId, request, lang);
    if (!quoted) throw new AppError('ORDER_PRODUCT_UNAVAILABLE', { productId });
    const row: QuoteRow = quoted.row;
    if (row.refused || row.total == null)
      throw new AppError('ORDER_QUOTE_REFUSED', { reason: row.refused?.message ?? '' });
    return { row, costTotal: quoted.costTotal };
  }

  return async function place(
    actor: Actor,
    input: PlaceOrderData,
    options: PlaceOptions,
    lang: Language,
    fieldName: (f: string) => string,
  ): Promise<OrderRecord> {
    if (actor.privilegeType !== 'USER') throw new AppError('ORDER_CUSTOMERS_ONLY');
    const key = options.idempotencyKey;
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) throw new AppError('ORDER_IDEMPOTENCY_KEY_INVALID');
    const hash = requestHash(input);
    const earlier = await replayOf(actor, input, hash, key);
    if (earlier) return earlier;

    const sender = await party(actor, input.sender, lang, 'SENDER');
    const receiver = await party(actor, input.receiver, lang, 'RECIPIENT');
    const problem = receiverProblem(receiver.stored);
    if (problem) throw new AppError('ORDER_FIELD_REQUIRED', { field: fieldName(problem) });

    const declaredValue = declaredValueOf(input.declarations);
    const request = {
      countryCode: receiver.stored.countryCode,
      postcode: receiver.stored.zipCode,
      boxes: input.boxes,
      declaredValue,
    };
    const weight = totalWeightOf(input.boxes);
    let productId = input.productId;
    let quote = await priced(actor, productId, request, lang);
    const outcome = await rules.evaluate({
      customerId: actor.accountId,
      productId,
      country: receiver.stored.countryCode,
      postcode: receiver.stored.zipCode,
      weightKg: weight,
      declaredValueUsd: declaredValue,
      itemNames: input.declarations.flatMap((d) => [d.nameEn, d.nameZh]).filter(Boolean),
      fields: {
        RECEIVER_EMAIL: receiver.stored.email,
        RECEIVER_PHONE: receiver.stored.phone,
        VAT: input.vatNo ?? '',
        EORI: input.eoriNo ?? '',
        CUSTOMS_CLEARANCE_NO: receiver.stored.customsNo,
        HOUSE_NUMBER: receiver.stored.houseNumber,
      },
    });
    const refusal = rules.refusalOf(outcome, lang);
    if (refusal) throw refusal;
    if (outcome.kind === 'ROUTE') {
      productId = outcome.productId;
      quote = await priced(actor, productId, request, lang);
    }
    const intercepted = outcome.kind === 'INTERCEPT';
    const product = await repo.productForOrder(productId);
    if (!product) throw new AppError('ORDER_PRODUCT_UNAVAILABLE', { productId });
    const sync = product.labelRule === 'SYNC';

    let orderId: number;
    try {
      orderId = await data.withTransaction(async () => {
        const n = await repo.nextNumber();
        const today = new Date().toISOString().slice(2, 10).replace(/-/g, '');
        const orderNo = `PH${today}${String(n).padStart(8, '0')}`;
        const id = await repo.insertOrder({
          orderNo,
          insideNumber: `N${String(n).padStart(11, '0')}`,
          referenceNo: input.referenceNo,
          accountId: actor.accountId,
          createdBy: actor.userId,
          productId,
          supplierId: product.supplierId,
          status: intercepted ? 'INTERCEPTED' : 'CREATED',
          labelStatus: intercepted ? 'NOT_REQUESTED' : 'PENDING',
          labelNextAt: intercepted ? null : new Date(Date.now() + (sync ? LABEL_LEASE_SECONDS * 1000 : 0)),
          carrierCode: product.carrierCode,
          source: options.source,
          countryCode: receiver.stored.countryCode,
          postcode: receiver.stored.zipCode,
          receiverName: receiver.stored.name,
          pieces: input.boxes.length,
          weight,
          chargeableWeight: quote.row.chargeableWeight,
          declaredValue,
          currency: quote.row.currency,
          feeTotal: quote.row.total!,
          feeLines: quote.row.lines,
          costTotal: quote.costTotal,
          explain: quote.row.explain ?? null,
          boxes: storedBoxes(input.boxes),
          declarations: storedDeclarations(input.declarations),
          sender: sender.stored,
          receiver: receiver.stored,
          remark: input.remark,
          fba: input.fba,
          vatNo: input.vatNo,
          eoriNo: input.eoriNo,
          idempotencyKey: key ?? null,
          requestHash: hash,
          batchId: options.batchId ?? null,
        });
        await wallet.charge({
          accountId: actor.accountId,
          amount: quote.row.total!,
          key: `order:${id}:charge`,
          type: 'ORDER_CHARGE',
          orderId: id,
          orderNo,
          actorUserId: actor.userId,
        });
        const log = { orderId: id, operatorId: actor.userId, operatorName: actor.username };
        await repo.insertLog({
          ...log,
          action: 'PLACE',
          fromStatus: null,
          toStatus: 'CREATED',
          messageKey: 'placed',
          params: { total: quote.row.total!, currency: quote.row.currency, source: options.source },
        });
        for (const m of outcome.matched)
          await repo.insertLog({
            ...log,
            action: 'RULE',
            fromStatus: 'CREATED',
            toStatus:
              intercepted && m.ruleId === (outcome as { rule?: { ruleId: number } }).rule?.ruleId
                ? 'INTERCEPTED'
                : 'CREATED',
            messageKey: `rule${m.strategy}`,
            params: {
              group: m.groupName,
              rule: m.ruleName,
              ...(outcome.kind === 'ROUTE' ? { productCode: product.code } : {}),
            },
          });
        for (const [p, type] of [
          [sender, 'SENDER'],
          [receiver, 'RECIPIENT'],
        ] as const)
          if (p.save) await addresses.save(actor, { ...addressOf(p.stored), type }, lang);
        return id;
      });
    } catch (err) {
      // A concurrent twin won the unique reference or key: answer its order (or its conflict).
      const constraint = uniqueViolation(err);
      if (constraint === 'orders_reference_uq' || constraint === 'orders_idempotency_uq') {
        const twin = await replayOf(actor, input, hash, key);
        if (twin) return twin;
      }
      throw err;
    }
    if (!intercepted) {
      if (sync) await labels.request(orderId);
      else labels.kick(orderId);
    }
    return (await repo.findOrderForSystem(orderId))!;
  };
}

function addressOf(p: OrderParty) {
  return {
    name: p.name,
    countryCode: p.countryCode,
    province: p.province,
    city: p.city,
    zipCode: p.zipCode,
    address1: p.address1,
    address2: p.address2,
    customsNo: p.customsNo,
    phone: p.phone,
    email: p.email,
    isDefault: false,
  };
}
