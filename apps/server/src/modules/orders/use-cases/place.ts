import type {
  Language,
  OrderParty,
  OrderPartyInput,
  OrderSource,
  PlacedOrder,
  PlaceOrderData,
  QuoteRow,
} from '@parcelhub/contracts';
import { partyOfAddress } from '@parcelhub/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../../platform/auth/actor';
import { AppError } from '../../../platform/http/app-error';
import { uniqueViolation } from '../../../platform/db/errors';
import type { DataAccess } from '../../../platform/db/data-access';
import { bindRepository } from '../../../platform/db/data-access';
import type { AddressesService } from '../../addresses';
import type { QuoteService } from '../../pricing';
import type { RegionsService } from '../../regions';
import { ordersQueries, type OrderRecord, type OrderWrite } from '../orders.repository';
import type { OrderRulesPort, WalletPort } from '../ports';
import { LABEL_LEASE_SECONDS, type LabelWorker } from '../labels';
import { labelsDue } from '../label-due';
import type { Transitions } from './transition';
import { placedOf } from '../orders.view';
import { labelSourceOf, logsOf, orderValues, placedNow, type Party, type Prepared } from '../placement-rows';
import { chargeOf, createPlacementWriter, type PlacementWrite, type Written } from '../placement-writer';
import { dayOf } from '../order-numbers';
import { writeChunk } from '../chunk-write';
import { explanationStore } from '../explanations';
import {
  IDEMPOTENCY_KEY,
  addressOf,
  declaredValueOf,
  receiverProblem,
  requestHash,
  totalWeightOf,
} from '../placement-values';

export interface PlaceOptions {
  idempotencyKey?: string;
  source: OrderSource;
  batchId?: number;
}

export interface PlaceManyOptions extends Omit<PlaceOptions, 'idempotencyKey'> {
  /**
   * When this call may write: the orders are checked and priced at once, their transaction waits for it (a batch's
   * next chunk is worked out while the one before writes, and written after it). False writes nothing: every order
   * that would have been placed answers WALLET_NOT_ENOUGH_BALANCE.
   */
  turn?: Promise<boolean>;
}

/** One order of `placeMany`: placed (or answered from the first placement of its reference), or why not. */
export type PlaceOutcome = { order: PlacedOrder } | { error: unknown };

/** Lookups a placement call makes once however many orders it places: address-book entries, countries, products. */
interface Memo {
  addresses: Map<number, Promise<OrderParty>>;
  countries: Map<string, Promise<boolean>>;
}

const newMemo = (): Memo => ({ addresses: new Map(), countries: new Map() });

function once<K, V>(map: Map<K, Promise<V>>, key: K, load: () => Promise<V>): Promise<V> {
  let value = map.get(key);
  if (!value) map.set(key, (value = load()));
  return value;
}

/** Orders written by one statement in `placeMany` (a transaction each). */
export const PLACE_MANY_CHUNK = 250;

export function createPlacement(deps: {
  data: DataAccess;
  pricing: QuoteService;
  addresses: AddressesService;
  regions: RegionsService;
  wallet: WalletPort;
  rules: OrderRulesPort;
  labels: LabelWorker;
  transitions: Transitions;
  log: FastifyBaseLogger;
}) {
  const { data, pricing, addresses, regions, wallet, rules, labels, transitions, log } = deps;
  const due = labelsDue(data);
  /**
   * Orders just written, announced as placed in their transaction (nothing is done when nobody listens), and their
   * labels made due there (one statement for them all; an intercepted order waits for its release).
   */
  const announced = async (
    values: readonly Pick<OrderWrite, 'status' | 'createdBy' | 'labelNextAt'>[],
    made: readonly { id: number }[],
  ) => {
    await transitions.placed(
      made.map((m, i) => ({ orderId: m.id, to: values[i]!.status!, operatorId: values[i]!.createdBy ?? null })),
    );
    const dueAt = values.find((v) => v.labelNextAt)?.labelNextAt;
    if (dueAt)
      await due.schedule(
        made.filter((_, i) => values[i]!.labelNextAt).map((m) => m.id),
        dueAt,
      );
  };
  const repo = bindRepository(data, ordersQueries);

  async function party(
    actor: Actor,
    p: OrderPartyInput,
    lang: Language,
    type: 'SENDER' | 'RECIPIENT',
    memo: Memo,
  ): Promise<Party> {
    if ('addressId' in p) {
      const stored = await once(memo.addresses, p.addressId, async () =>
        partyOfAddress(await addresses.byId(actor, p.addressId, lang)),
      );
      return { stored, save: null };
    }
    const { saveToAddressBook, ...stored } = p as Exclude<OrderPartyInput, { addressId: number }> & {
      saveToAddressBook: boolean;
    };
    if (!(await once(memo.countries, stored.countryCode, () => regions.exists(stored.countryCode))))
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
    if (byRef) return sameRequest(byRef, input, hash, key);
    return null;
  }

  function sameRequest(first: OrderRecord, input: PlaceOrderData, hash: string, key: string | undefined) {
    if (first.requestHash !== hash || (key && first.idempotencyKey && first.idempotencyKey !== key))
      throw new AppError('ORDER_REFERENCE_USED', { referenceNo: input.referenceNo, orderNo: first.orderNo });
    return first;
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
    return { ...quoted, row };
  }

  /** Everything a placement checks and works out before writing; throws the order's refusal. */
  async function prepare(
    actor: Actor,
    input: PlaceOrderData,
    hash: string,
    lang: Language,
    fieldName: (f: string) => string,
    memo: Memo,
  ): Promise<Prepared> {
    const sender = await party(actor, input.sender, lang, 'SENDER', memo);
    const receiver = await party(actor, input.receiver, lang, 'RECIPIENT', memo);
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
    const product = quote.product;
    const intercepted = outcome.kind === 'INTERCEPT';
    return { input, hash, sender, receiver, declaredValue, weight, productId, quote, outcome, intercepted, product };
  }

  async function saveParties(actor: Actor, p: Prepared, lang: Language) {
    for (const party of [p.sender, p.receiver])
      if (party.save) await addresses.save(actor, { ...addressOf(party.stored), type: party.save }, lang);
  }

  const written = (w: PlacementWrite, v: OrderWrite, id: number): Written => ({
    order: placedNow(v, id),
    written: labelSourceOf(v, id, w.product),
  });

  /** One placement's transaction: the numbered order with its log lines, then its charge. */
  const single = (w: PlacementWrite): Promise<Written> =>
    data.withTransaction(async () => {
      const [{ id, orderNo, insideNumber }] = (await repo.insertNumberedOrders([w.values], dayOf(new Date()), [
        w.logs,
      ])) as [{ id: number; orderNo: string; insideNumber: string }];
      await announced([w.values], [{ id }]);
      await wallet.charge(chargeOf(w.actor, { id, orderNo, feeTotal: w.values.feeTotal }));
      return written(w, { ...w.values, orderNo, insideNumber }, id);
    });

  const storeExplanations = explanationStore({
    store: repo.storeExplanations,
    inTransaction: () => data.inTransaction,
  });
  const writePlacement = createPlacementWriter({
    data,
    wallet,
    insert: async (values, day, logs) => {
      const made = await repo.insertNumberedOrders(values, day, logs);
      await announced(values, made);
      return made;
    },
    single,
    written,
    explained: (values) => storeExplanations(values.map((v) => v.explain)),
  });

  async function place(
    actor: Actor,
    input: PlaceOrderData,
    options: PlaceOptions,
    lang: Language,
    fieldName: (f: string) => string,
  ): Promise<PlacedOrder> {
    if (actor.privilegeType !== 'USER') throw new AppError('ORDER_CUSTOMERS_ONLY');
    const key = options.idempotencyKey;
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) throw new AppError('ORDER_IDEMPOTENCY_KEY_INVALID');
    const hash = requestHash(input);
    // No look-up of an earlier placement first: the order's unique reference and key find a replay when it is written
    // (below). A request refused before that may still be a replay, of an order placed when it was not refused.
    let p: Prepared;
    try {
      p = await prepare(actor, input, hash, lang, fieldName, newMemo());
    } catch (err) {
      const earlier = await replayOf(actor, input, hash, key);
      if (earlier) return placedOf(earlier);
      throw err;
    }
    const sync = p.product.labelRule === 'SYNC';
    let placed: Written;
    try {
      // Leased to this process, which requests the label right after the commit (in the request, or after the
      // answer for an asynchronous product); the due work runner takes it only if the process dies first.
      const labelDueAt = new Date(Date.now() + LABEL_LEASE_SECONDS * 1000);
      const w: PlacementWrite = {
        actor,
        values: orderValues(actor, p, labelDueAt, options, key ?? null),
        logs: logsOf(actor, p, options),
        product: p.product,
      };
      // Saving an address goes with its own order, in its own transaction; the others may be written together.
      placed =
        p.sender.save || p.receiver.save
          ? await storeExplanations([w.values.explain]).then(() =>
              data.withTransaction(async () => {
                const one = await single(w);
                await saveParties(actor, p, lang);
                return one;
              }),
            )
          : await writePlacement(w);
    } catch (err) {
      // A concurrent twin won the unique reference or key: answer its order (or its conflict).
      const constraint = uniqueViolation(err);
      if (constraint === 'orders_reference_uq' || constraint === 'orders_idempotency_uq') {
        const twin = await replayOf(actor, input, hash, key);
        if (twin) return placedOf(twin);
      }
      throw err;
    }
    const { order, written } = placed;
    if (p.intercepted) return order;
    const known = { carrierCode: p.product.carrierCode, order: written };
    if (!sync) {
      labels.kick(order.id, known);
      return order;
    }
    const labelled = await labels.request(order.id, known);
    return labelled ? { ...order, ...labelled } : placedOf((await repo.findOrderForSystem(order.id))!);
  }

  /**
   * Places one customer's orders in one transaction (a spreadsheet batch's chunk): every order checked, priced and
   * run through the rules as `place` does, then those the wallet pays for, in order, written together: their rows,
   * charges and logs each in one statement. The first order the balance cannot pay and every one after it answer
   * WALLET_NOT_ENOUGH_BALANCE. A reference placed before answers its first order (or ORDER_REFERENCE_USED). Their
   * labels are requested in the background whatever the product's setting (nobody waits on a batch's label). If
   * the transaction fails (a twin placed by hand meanwhile), each order is placed on its own by `place`.
   */
  async function placeMany(
    actor: Actor,
    inputs: readonly PlaceOrderData[],
    options: PlaceManyOptions,
    lang: Language,
    fieldName: (f: string) => string,
  ): Promise<PlaceOutcome[]> {
    if (actor.privilegeType !== 'USER') return inputs.map(() => ({ error: new AppError('ORDER_CUSTOMERS_ONLY') }));
    const out: PlaceOutcome[] = new Array<PlaceOutcome>(inputs.length);
    const firsts = new Map(
      (await repo.findByReferences(actor.accountId, [...new Set(inputs.map((i) => i.referenceNo))])).map((o) => [
        o.referenceNo,
        o,
      ]),
    );
    const memo = newMemo();
    // Prepared side by side: the reads they make (the pricing version, the rules' state) are shared (stateReader).
    const prepared = await Promise.all(
      inputs.map(async (input, at) => {
        const hash = requestHash(input);
        try {
          const first = firsts.get(input.referenceNo);
          if (first) out[at] = { order: placedOf(sameRequest(first, input, hash, undefined)) };
          else return { at, p: await prepare(actor, input, hash, lang, fieldName, memo) };
        } catch (error) {
          out[at] = { error };
        }
        return null;
      }),
    );
    const pending = prepared.filter((t) => t !== null);
    if (pending.length === 0) return out;
    // Null from the chunk's write: the balance ran out before it, and each of its orders is refused so.
    let placed: PlacedOrder[];
    try {
      // Before the chunk's transaction, on their own (orders.repository.ts `storeExplanations` says why).
      await storeExplanations(pending.map((t) => t.p.quote.row.explain ?? null));
      placed =
        (await writeChunk(data, options.turn, {
          size: pending.length,
          affordable: () =>
            wallet.affordableCharges(
              actor.accountId,
              pending.map((t) => t.p.quote.row.total!),
            ),
          async write(count) {
            const now = new Date();
            const paid = pending.slice(0, count);
            const rows = paid.map((t) => orderValues(actor, t.p, now, options, null));
            const made = await repo.insertNumberedOrders(
              rows,
              dayOf(now),
              paid.map((t) => logsOf(actor, t.p, options)),
            );
            await announced(rows, made);
            return rows.map((v, i) =>
              placedNow({ ...v, orderNo: made[i]!.orderNo, insideNumber: made[i]!.insideNumber }, made[i]!.id),
            );
          },
          async charge(orders) {
            await wallet.chargeMany(
              orders.map((r) => chargeOf(actor, { ...r, feeTotal: r.fee.total })),
              { newKeys: true },
            );
            for (const t of pending.slice(0, orders.length)) await saveParties(actor, t.p, lang);
            return orders;
          },
        })) ?? [];
    } catch (err) {
      // Said, because placing one by one takes about twenty times as long: a twin placed meanwhile is expected now
      // and then, but a chunk that keeps failing is a defect that every result would otherwise hide.
      log.warn(
        { err, orders: pending.length },
        'a chunk of orders failed as a whole: its orders are placed one by one',
      );
      // One by one, as ever, and still in the chunks' order: after the turn (an overlapped write may fail first).
      if (options.turn && !(await options.turn)) placed = [];
      else {
        for (const t of pending)
          out[t.at] = await place(actor, t.p.input, options, lang, fieldName).then(
            (order) => ({ order }),
            (error: unknown) => ({ error }),
          );
        return out;
      }
    }
    pending.forEach((t, i) => {
      out[t.at] = i < placed.length ? { order: placed[i]! } : { error: new AppError('WALLET_NOT_ENOUGH_BALANCE') };
    });
    // Made due now by their write: taken at once rather than at the next round of the runner.
    if (placed.some((o) => o.labelStatus === 'PENDING')) void labels.sweep().catch(() => undefined);
    return out;
  }

  return { place, placeMany };
}
