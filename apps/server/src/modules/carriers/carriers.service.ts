import type { DataAccess } from '../../platform/db/data-access';
import { AppError } from '../../platform/http/app-error';
import type {
  CancelResult,
  CarrierAdapter,
  ShipmentOptions,
  ShipmentRequest,
  ShipmentResult,
  TrackingEvent,
} from './carrier.types';
import { CarrierError } from './carrier-error';
import {
  LabelDataError,
  renderLabelsPdf as renderPdf,
  renderLabelZpl as renderZpl,
  type LabelData,
  type PdfLabelOptions,
} from './label';
import { labelDataOf } from './label-data';
import type { LabelRenderPool } from './label/render-pool';
import { createCarrierRegistry, notConnectedAdapter } from './registry';
import { createSandboxAdapter } from './sandbox/sandbox.adapter';

/** Labels one PDF may hold (batch print). */
export const MAX_LABELS_PER_PDF = 500;
/**
 * PDFs of this many labels or more are drawn on the drawing threads: a batch print of 500 holds the thread that
 * answers requests for about half a second. Fewer are drawn in place: a placement's one label costs less in place than
 * sent to a thread and back (its SYNC placements measured 146/s through a thread against 178/s in place, medians of
 * five alternated runs on this 2-core machine, where another thread takes the cores PostgreSQL and the requests use).
 * A label nobody waits on (`ShipmentOptions.background`: swept, or requested after the placement answered) goes to
 * the threads whatever its size: a batch's thousands of labels would otherwise be drawn between its placements.
 */
export const POOLED_FROM = 20;
/** A carrier call still running after this fails, retryable. */
export const CARRIER_TIMEOUT_MS = 30_000;

export interface CarriersService {
  /** The adapter of a docking provider code. Null, undefined or blank: the sandbox; an unknown code: an adapter
   * that fails "carrier not connected" (never the sandbox, so a real carrier never gets fake numbers). */
  adapterFor(providerCode: string | null | undefined): CarrierAdapter;
  /** Books a shipment with the provider's carrier. Throws CarrierError (retryable or not, with a reason). */
  createShipment(providerCode: string | null, req: ShipmentRequest, options?: ShipmentOptions): Promise<ShipmentResult>;
  /** Voids a shipment at the carrier; `cancelled: false` (with the reason) when it cannot be voided online. */
  cancelShipment(providerCode: string | null, trackingNo: string): Promise<CancelResult>;
  /** The carrier's events for these numbers (for the tracking issue). Throws CarrierError. */
  track(providerCode: string | null, trackingNos: string[]): Promise<TrackingEvent[]>;
  /** One 4x6 page per label. Throws AppError CARRIER_LABELS_TOO_MANY (over 500) or CARRIER_LABEL_INVALID. */
  renderLabelsPdf(labels: LabelData[]): Promise<Buffer>;
  /** ZPL for a 203 dpi 4x6 printer. Throws AppError CARRIER_LABEL_INVALID. */
  renderLabelZpl(label: LabelData): string;
  /** The label of a booked shipment, from its request (to print a label again without calling the carrier). */
  labelDataOf(req: ShipmentRequest, trackingNo: string, at?: Date): LabelData;
  /** Attaches a configured carrier's adapter to its docking provider code (replaces the not-connected one). */
  registerAdapter(adapter: CarrierAdapter): void;
  /** Ends the label drawing threads (the server's stop). */
  close(): Promise<void>;
  /** A carrier failure as an answer in the user's language (CARRIER_REJECTED or, retryable, CARRIER_UNAVAILABLE). */
  asAppError(err: CarrierError): AppError;
}

export interface CarriersDeps {
  data: DataAccess;
  pdf?: PdfLabelOptions;
  /** Where PDFs are drawn off this thread; none: here. */
  renderPool?: LabelRenderPool | null;
  timeoutMs?: number;
  now?: () => Date;
}

/** Carriers known by code without a configured integration: records exist in product-costs' docking providers. */
const UNCONFIGURED = ['USPS', 'DHL'];

function labelError(err: unknown): never {
  if (err instanceof LabelDataError)
    throw new AppError('CARRIER_LABEL_INVALID', { field: err.field, reason: err.reason });
  throw err;
}

export function createCarriersService(deps: CarriersDeps): CarriersService {
  const timeoutMs = deps.timeoutMs ?? CARRIER_TIMEOUT_MS;
  const pdfOptions = deps.pdf ?? {};
  const pool = deps.renderPool ?? null;
  // A big PDF, or one nobody waits on, is drawn on the drawing threads (where the pool has them).
  const draw = (labels: LabelData[], background = false) =>
    pool && (background || labels.length >= POOLED_FROM)
      ? pool.render(labels, pdfOptions)
      : renderPdf(labels, pdfOptions);
  const sandbox = createSandboxAdapter({
    data: deps.data,
    renderPdf: draw,
    renderZpl: (label) => renderZpl(label),
    ...(deps.now ? { now: deps.now } : {}),
  });
  const registry = createCarrierRegistry(sandbox, UNCONFIGURED.map(notConnectedAdapter));

  /** Every failure leaves as a CarrierError: anything else an adapter throws (a socket error) is retryable. */
  async function call<T>(adapter: CarrierAdapter, what: string, run: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new CarrierError(adapter.code, `${adapter.code}: ${what} timed out after ${timeoutMs} ms`, {
              retryable: true,
            }),
          ),
        timeoutMs,
      );
    });
    try {
      return await Promise.race([run(), timeout]);
    } catch (err) {
      if (err instanceof CarrierError) throw err;
      const message = err instanceof Error ? err.message : String(err);
      throw new CarrierError(adapter.code, `${adapter.code}: ${what} failed: ${message}`, {
        retryable: true,
        cause: err,
      });
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    adapterFor: (code) => registry.adapterFor(code),
    createShipment(code, req, options) {
      const adapter = registry.adapterFor(code);
      return call(adapter, 'createShipment', () => adapter.createShipment(req, options));
    },
    cancelShipment(code, trackingNo) {
      const adapter = registry.adapterFor(code);
      return call(adapter, 'cancelShipment', () => adapter.cancelShipment({ trackingNo }));
    },
    track(code, trackingNos) {
      const adapter = registry.adapterFor(code);
      return call(adapter, 'track', () => adapter.track({ trackingNos }));
    },
    async renderLabelsPdf(labels) {
      if (labels.length > MAX_LABELS_PER_PDF)
        throw new AppError('CARRIER_LABELS_TOO_MANY', { max: MAX_LABELS_PER_PDF });
      return draw(labels).catch(labelError);
    },
    renderLabelZpl(label) {
      try {
        return renderZpl(label);
      } catch (err) {
        return labelError(err);
      }
    },
    labelDataOf,
    registerAdapter: (adapter) => registry.register(adapter),
    close: async () => {
      await pool?.close();
    },
    asAppError: (err) =>
      new AppError(err.retryable ? 'CARRIER_UNAVAILABLE' : 'CARRIER_REJECTED', { reason: err.reason }),
  };
}
