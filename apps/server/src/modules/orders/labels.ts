import type { FastifyBaseLogger } from 'fastify';
import type { DataAccess } from '../../platform/db/data-access';
import { bindRepository } from '../../platform/db/data-access';
import { groupedWrites } from '../../platform/db/grouped-writes';
import type { FileStorage } from '../../platform/files/storage';
import { ordersQueries, type IssuedLabel, type LabelOrderRow, type OrderRecord } from './orders.repository';
import { ORDER_STATUSES, type LabelStatus, type OrderParty, type OrderStatus } from '@parcelhub/contracts';
import type { CancelResult, LabelData, ShipmentParty, ShipmentRequest } from '../carriers';
import type { QuoteService } from '../pricing';
import type { CarriersPort } from './ports';
import { canMove } from './state/transitions';

/** The statuses an issued label moves to LABELED (the state table's SYSTEM moves); others keep their status. */
const LABELABLE_FROM: readonly OrderStatus[] = ORDER_STATUSES.filter((s) => canMove('SYSTEM', s, 'LABELED'));

/**
 * Statuses an order takes no label in: one canceled while its label was being requested (refunded as unlabelled) has
 * the shipment voided at the carrier instead.
 */
export const REFUSES_LABEL: readonly OrderStatus[] = ['CANCELED'];

/** A label request in flight holds its order this long; a worker that died lets it become due again after. */
export const LABEL_LEASE_SECONDS = 60;
/** Retryable failures wait 30 s, 60 s, 120 s… and give up after this many attempts. */
export const MAX_LABEL_ATTEMPTS = 5;
export const backoffSeconds = (attempts: number) => 30 * 2 ** Math.max(0, attempts - 1);
/** A batch import holds its process's sweeps this long at most (20,000 rows take about 15 s on the embedded database). */
export const MAX_LABEL_HOLD_MS = 120_000;

/** Where a label request left its order. */
export interface LabelOutcome {
  status: OrderStatus;
  labelStatus: LabelStatus;
  trackingNo: string | null;
}

const NO_PRODUCT = { retryable: false, reason: 'the order’s product no longer exists' };

interface CarrierFailure {
  retryable?: boolean;
  reason?: string;
  message?: string;
}
const reasonOf = (failure: CarrierFailure) => (failure.reason ?? failure.message ?? 'carrier error').slice(0, 500);

/** The order's party in the carriers' words (street lines, postcode). */
export function shipmentPartyOf(p: OrderParty): ShipmentParty {
  return {
    name: p.name,
    company: p.company,
    phone: p.phone,
    email: p.email,
    countryCode: p.countryCode,
    province: p.province,
    city: p.city,
    addressLines: [p.address1, p.address2].filter((line) => line !== ''),
    houseNumber: p.houseNumber,
    postcode: p.zipCode,
  };
}

type WithProduct = OrderRecord & { productName: string; productNameEn: string | null };

/**
 * The product's name as a label prints it: in Chinese for a parcel delivered in China, else in English where the
 * product has an English name (the label is read by the carrier's people and machines in the destination country).
 */
export const labelProductName = (order: Pick<WithProduct, 'receiver' | 'productName' | 'productNameEn'>): string =>
  order.receiver.countryCode === 'CN' || !order.productNameEn ? order.productName : order.productNameEn;

export function labelDataOf(order: WithProduct): LabelData {
  return {
    trackingNo: order.trackingNo ?? '',
    insideNumber: order.insideNumber,
    orderNo: order.orderNo,
    referenceNo: order.referenceNo,
    productName: labelProductName(order),
    sender: shipmentPartyOf(order.sender),
    receiver: shipmentPartyOf(order.receiver),
    weightKg: order.weight,
    pieces: order.pieces,
    date: order.createdAt,
  };
}

/** What a label request needs of its order: the shipment's fields, and its product's code and names. */
export type LabelSource = LabelOrderRow & { productCode: string; productName: string; productNameEn: string | null };

function shipmentOf(order: LabelSource): ShipmentRequest {
  return {
    orderNo: order.orderNo,
    insideNumber: order.insideNumber,
    referenceNo: order.referenceNo,
    product: { code: order.productCode, name: labelProductName(order) },
    sender: shipmentPartyOf(order.sender),
    receiver: shipmentPartyOf(order.receiver),
    boxes: order.boxes,
    declarations: order.declarations,
    labelFormat: 'PDF',
  };
}

/**
 * Requests labels from carriers. A request runs outside any transaction (a carrier call may take seconds); its
 * outcome is written in one. Orders due for a label are found by `sweep` (at start and every few seconds), so a
 * crash between the charge and the label request only delays the label.
 */
export function createLabelWorker({
  data,
  carriers,
  pricing,
  files,
  log,
}: {
  data: DataAccess;
  carriers: CarriersPort;
  /** The product's names and carrier as the catalogue has them (`QuoteService.productFacts`). */
  pricing: Pick<QuoteService, 'productFacts'>;
  files: FileStorage;
  log: FastifyBaseLogger;
}) {
  const repo = bindRepository(data, ordersQueries);
  // Labels issued at once (a burst of placements, a sweep) are recorded together: one statement, one commit.
  const recordIssued = groupedWrites(data, (labels: readonly IssuedLabel[]) =>
    repo.recordLabelsIssued(labels, { labelable: LABELABLE_FROM, refusing: REFUSES_LABEL }),
  );

  async function succeed(
    order: LabelSource,
    carrierCode: string | null,
    trackingNo: string,
    label: { format: string; data: Buffer },
  ): Promise<LabelOutcome | null> {
    const key = await files.append('labels', label.data);
    const recorded = await recordIssued({ orderId: order.id, trackingNo, fileKey: key, format: label.format });
    if (recorded && 'refusedIn' in recorded) {
      await voidShipment(order.id, recorded.refusedIn, carrierCode, trackingNo);
      return null;
    }
    return recorded && { status: recorded.toStatus, labelStatus: 'SUCCESS', trackingNo };
  }

  /** A shipment booked for an order that takes no label any more: voided at the carrier, and the order's log says so. */
  async function voidShipment(orderId: number, status: OrderStatus, carrierCode: string | null, trackingNo: string) {
    const result: CancelResult = await carriers
      .cancelShipment(carrierCode, trackingNo)
      .catch((err: CarrierFailure) => ({ cancelled: false, reason: reasonOf(err) }));
    if (!result.cancelled) log.warn({ orderId, trackingNo, result }, 'a shipment for a canceled order stays booked');
    await repo.insertLog({
      orderId,
      action: 'LABEL_VOID',
      fromStatus: status,
      toStatus: status,
      messageKey: result.cancelled ? 'labelVoided' : 'labelVoidFailed',
      params: { trackingNo, reason: result.reason ?? '' },
      operatorId: null,
      operatorName: 'SYSTEM',
    });
  }

  async function fail(order: LabelSource, failure: CarrierFailure): Promise<LabelOutcome | null> {
    const reason = reasonOf(failure);
    return data.withTransaction(async () => {
      const current = await repo.lockLabelState(order.id);
      // Canceled meanwhile: nothing to retry, and no failure to show on it.
      if (!current || REFUSES_LABEL.includes(current.status)) return null;
      const attempts = current.labelAttempts + 1;
      const again = failure.retryable === true && attempts < MAX_LABEL_ATTEMPTS;
      await repo.updateOrder(order.id, {
        labelStatus: 'FAILED',
        labelError: reason,
        labelAttempts: attempts,
        labelNextAt: again ? new Date(Date.now() + backoffSeconds(attempts) * 1000) : null,
      });
      await repo.insertLog({
        orderId: order.id,
        action: 'LABEL_FAILED',
        fromStatus: current.status,
        toStatus: current.status,
        messageKey: again ? 'labelFailedRetry' : 'labelFailed',
        params: { reason, attempts },
        operatorId: null,
        operatorName: 'SYSTEM',
      });
      return { status: current.status, labelStatus: 'FAILED', trackingNo: order.trackingNo };
    });
  }

  /**
   * Requests one order's label now and records the outcome (never throws for a carrier's failure). Answers where it
   * left the order; null when there was nothing to request (no such order, or labelled already). A caller that knows
   * the product's carrier and the order (the placement just wrote it) passes them on: nothing is read back.
   * `background`: nobody waits on the outcome (the sweep, an asynchronous label setting).
   */
  async function request(
    orderId: number,
    known?: { carrierCode: string | null; order: LabelSource },
    background = false,
  ): Promise<LabelOutcome | null> {
    const read = known ? null : await repo.findOrderForSystem(orderId);
    // Canceled since (a release or a retry crossing a cancel): no shipment is booked for it.
    if (read && REFUSES_LABEL.includes(read.status)) return null;
    const order = known ? known.order : read;
    if (!order || order.labelStatus === 'SUCCESS') return null;
    const carrierCode = known
      ? known.carrierCode
      : ((await pricing.productFacts(order.productId))?.carrierCode ?? null);
    try {
      const result = await carriers.createShipment(carrierCode, shipmentOf(order), { background });
      return await succeed(order, carrierCode, result.trackingNo, result.label);
    } catch (err) {
      log.warn({ err, orderId }, 'label request failed');
      return fail(order, err as CarrierFailure);
    }
  }

  /** A claimed order's label, its product's names and carrier from the catalogue. */
  async function requestClaimed(order: LabelOrderRow): Promise<LabelOutcome | null> {
    const product = await pricing.productFacts(order.productId);
    if (!product) return fail({ ...order, productCode: '', productName: '', productNameEn: null }, NO_PRODUCT);
    const source = { ...order, productCode: product.code, productName: product.name, productNameEn: product.nameEn };
    return request(order.id, { carrierCode: product.carrierCode, order: source }, true);
  }

  // Stopped with the server: no new request starts, and those in flight end before the database closes. Orders
  // claimed but not requested become due again when their lease ends.
  let stopped = false;
  const inFlight = new Set<Promise<unknown>>();
  function track<T>(work: Promise<T>): Promise<T> {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work)).catch(() => undefined);
    return work;
  }

  let sweeping: Promise<number> | null = null;
  // Batch imports running in this process, by when each began: while one runs, sweeps claim nothing (heldWhile).
  const holds = new Set<{ since: number }>();
  const held = () => [...holds].some((h) => Date.now() - h.since < MAX_LABEL_HOLD_MS);
  async function sweepOnce(): Promise<number> {
    let done = 0;
    while (!stopped && !held()) {
      const claimed = await repo.claimDueLabels(20, LABEL_LEASE_SECONDS);
      if (claimed.length === 0) break;
      // Side by side: their outcomes are then recorded together (recordIssued groups them).
      const requested = await Promise.all(
        claimed.map((order) => (stopped ? false : requestClaimed(order).then(() => true))),
      );
      done += requested.filter(Boolean).length;
    }
    return done;
  }

  function sweep(): Promise<number> {
    sweeping ??= track(
      sweepOnce().finally(() => {
        sweeping = null;
      }),
    );
    return sweeping;
  }

  return {
    request,
    /** Labels every due order (one sweep per process at a time); answers how many it requested. */
    sweep,
    /**
     * Runs `work` (a batch import) with this process's sweeps held, then sweeps: the batch's orders are written
     * first and labelled right after, instead of the label drawing taking the CPU the import runs on. Labels wait
     * a few seconds more for a 10,000-order batch, and all are made at about the same time (docs/decisions-2.md, 93).
     * Requests that are not a sweep's (a synchronous product's placement, a retry from the list) go on meanwhile;
     * other processes sweep as ever. A hold lapses after MAX_LABEL_HOLD_MS: a batch that hangs holds nothing back.
     */
    async heldWhile<T>(work: () => Promise<T>): Promise<T> {
      const hold = { since: Date.now() };
      holds.add(hold);
      try {
        return await work();
      } finally {
        holds.delete(hold);
        // After any sweep that began before the hold (and stopped at it) has ended.
        if (holds.size === 0 && !stopped)
          void (sweeping ?? Promise.resolve(0))
            .catch(() => 0)
            .then(() => sweep())
            .catch((err: unknown) => log.error({ err }, 'label sweep failed'));
      }
    },
    /**
     * Requests this order's label in the background (an asynchronous label setting), as the placement wrote it. The
     * placement leased the order to this process: if it stops first, the sweep takes the order when the lease ends.
     */
    kick(orderId: number, known: { carrierCode: string | null; order: LabelSource }) {
      setImmediate(() => {
        if (stopped) return;
        void track(request(orderId, known, true)).catch((err: unknown) =>
          log.error({ err, orderId }, 'background label request failed'),
        );
      });
    },
    /** No label request starts after this; answers once those in flight have ended. */
    async stop(): Promise<void> {
      stopped = true;
      await Promise.allSettled([...inFlight]);
    },
  };
}

export type LabelWorker = ReturnType<typeof createLabelWorker>;
