import type { FastifyBaseLogger } from 'fastify';
import type { DataAccess } from '../../platform/db/data-access';
import { bindRepository } from '../../platform/db/data-access';
import { groupedWrites } from '../../platform/db/grouped-writes';
import type { FileStorage } from '../../platform/files/storage';
import { recordFailureIn, type DueWork } from '../../platform/jobs/due-work';
import { LABEL_DUE_KIND } from './label-due';
import {
  ordersQueries,
  type IssuedLabel,
  type LabelOrderRow,
  type LabelRecorded,
  type OrderRecord,
} from './orders.repository';
import type { LabelStatus, OrderParty, OrderStatus } from '@parcelhub/contracts';
import type { CancelResult, LabelData, ShipmentParty, ShipmentRequest } from '../carriers';
import type { QuoteService } from '../pricing';
import type { CarriersPort } from './ports';

/**
 * Statuses an order takes no label in: one canceled while its label was being requested (refunded as unlabelled) has
 * the shipment voided at the carrier instead.
 */
export const REFUSES_LABEL: readonly OrderStatus[] = ['CANCELED'];

/** The order statuses a label is taken in (as LABEL_CLAIMABLE's). */
const TAKES_LABEL: readonly OrderStatus[] = ['CREATED', 'LABELED', 'RECEIVED'];
const LABEL_WAITING: readonly LabelStatus[] = ['PENDING', 'FAILED'];

/** A label request in flight holds its order this long; a process that died lets it become due again after. */
export const LABEL_LEASE_SECONDS = 60;
/** Retryable failures wait 30 s, 60 s, 120 s… and give up after this many attempts. */
export const MAX_LABEL_ATTEMPTS = 5;
export const backoffSeconds = (attempts: number) => 30 * 2 ** Math.max(0, attempts - 1);
/** A batch import holds its process's label work this long at most (20,000 rows take about 15 s on the embedded database). */
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
 * outcome is written in one. A label is due work of the kind LABEL_DUE_KIND, made due with its order, so a crash
 * between the charge and the label request only delays the label.
 */
export function createLabelWorker({
  data,
  carriers,
  pricing,
  files,
  log,
  labelsIssued,
  dueWork,
}: {
  data: DataAccess;
  /** Where this worker registers its kind (the platform's runner takes the due labels). */
  dueWork: DueWork;
  /**
   * Records issued labels as status changes (use-cases/transition.ts: the table's LABELED moves, their log lines and
   * the status listeners); `refusing`: the statuses that take no label.
   */
  labelsIssued: (labels: readonly IssuedLabel[], refusing: readonly OrderStatus[]) => Promise<LabelRecorded[]>;
  carriers: CarriersPort;
  /** The product's names and carrier as the catalogue has them (`QuoteService.productFacts`). */
  pricing: Pick<QuoteService, 'productFacts'>;
  files: FileStorage;
  log: FastifyBaseLogger;
}) {
  const repo = bindRepository(data, ordersQueries);
  // Labels issued at once (a burst of placements, the due ones) are recorded together: one statement, one commit.
  const recordIssued = groupedWrites(data, (labels: readonly IssuedLabel[]) => labelsIssued(labels, REFUSES_LABEL));

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
        labelNextAt: null,
      });
      // The order's attempts decide: its due item retries after the backoff, or is given up for the operators.
      await recordFailureIn(data.db, LABEL_DUE_KIND, String(order.id), {
        attempts,
        error: reason,
        dueAt: again ? new Date(Date.now() + backoffSeconds(attempts) * 1000) : null,
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
   * `background`: nobody waits on the outcome (a due label, an asynchronous label setting).
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

  /** A due order's label (the runner's attempt), its product's names and carrier from the catalogue. */
  async function requestDue(id: number): Promise<LabelOutcome | null> {
    const order = await repo.findOrderForSystem(id);
    // Labelled, canceled, held or deleted since it was made due: nothing to do, and the item is forgotten.
    if (!order || !TAKES_LABEL.includes(order.status) || !LABEL_WAITING.includes(order.labelStatus)) return null;
    const product = await pricing.productFacts(order.productId);
    if (!product) return fail({ ...order, productCode: '', productName: '', productNameEn: null }, NO_PRODUCT);
    const source = { ...order, productCode: product.code, productName: product.name, productNameEn: product.nameEn };
    return request(order.id, { carrierCode: product.carrierCode, order: source }, true);
  }

  // Stopped with the server: no new request starts, and those in flight end before the database closes. Items
  // leased but not requested become due again when their lease ends.
  let stopped = false;
  const inFlight = new Set<Promise<unknown>>();
  function track<T>(work: Promise<T>): Promise<T> {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work)).catch(() => undefined);
    return work;
  }

  // Batch imports running in this process, by when each began: while one runs, this process takes no due label.
  const holds = new Set<{ since: number }>();
  const held = () => [...holds].some((h) => Date.now() - h.since < MAX_LABEL_HOLD_MS);
  dueWork.register(LABEL_DUE_KIND, {
    title: { zh: '申请面单', en: 'Label request', ko: '라벨 요청' },
    maxAttempts: MAX_LABEL_ATTEMPTS, // a backstop: `fail` records the carrier's failures with the order's attempts
    baseDelayMs: backoffSeconds(1) * 1000,
    paused: () => stopped || held(),
    run: async (key) => {
      await track(requestDue(Number(key)));
    },
  });

  /** Labels every due order now (this process's share); answers how many it requested. */
  const sweep = (): Promise<number> => (stopped ? Promise.resolve(0) : dueWork.runDue(20, [LABEL_DUE_KIND]));

  return {
    request,
    /** Labels every due order now, as the runner does every few seconds; answers how many it requested. */
    sweep,
    /**
     * Runs `work` (a batch import) with this process's due labels held, then takes them: the batch's orders are written
     * first and labelled right after, instead of the label drawing taking the CPU the import runs on. Labels wait
     * a few seconds more for a 10,000-order batch, and all are made at about the same time (docs/decisions-2.md, 93).
     * Requests that are not due work's (a synchronous product's placement, a retry from the list) go on meanwhile;
     * other processes take due labels as ever. A hold lapses after MAX_LABEL_HOLD_MS: a batch that hangs holds nothing back.
     */
    async heldWhile<T>(work: () => Promise<T>): Promise<T> {
      const hold = { since: Date.now() };
      holds.add(hold);
      try {
        return await work();
      } finally {
        holds.delete(hold);
        if (holds.size === 0 && !stopped) void sweep().catch((err: unknown) => log.error({ err }, 'due labels failed'));
      }
    },
    /**
     * Requests this order's label in the background (an asynchronous label setting), as the placement wrote it. The
     * placement made its due item due after the lease: if this process stops first, the runner takes it then.
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
