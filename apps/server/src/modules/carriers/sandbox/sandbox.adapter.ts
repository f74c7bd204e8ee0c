import type { DataAccess } from '../../../platform/db/data-access';
import { bindRepository } from '../../../platform/db/data-access';
import type { CarrierAdapter, ShipmentOptions, ShipmentRequest, ShipmentResult, TrackingEvent } from '../carrier.types';
import { CarrierError } from '../carrier-error';
import { LABEL_FORMATS, LabelDataError, checkLabel, cleanText, type LabelData } from '../label';
import { labelDataOf } from '../label-data';
import { groupedWrites } from '../../../platform/db/grouped-writes';
import * as repo from './sandbox.repository';
import { sandboxTrackingNo } from './tracking-number';
import { serialBlocks } from './serial-blocks';
import { SANDBOX_SERIAL_BLOCK } from '../carriers.tables';
import {
  CANCELLED_STEP,
  DELIVERED_SCRIPT,
  RETURNED_SCRIPT,
  SCRIPT_POSTCODES,
  scriptFor,
  type ScriptStep,
} from './tracking-script';

export const SANDBOX_CODE = 'SANDBOX';
/** Receiver postcodes that make the sandbox fail, for tests and demos (docs/api.md, "Carriers and labels"). */
export const SANDBOX_POSTCODES = {
  /** createShipment always fails, not retryable. */
  alwaysFails: '99999',
  /** createShipment fails retryably (a simulated timeout). */
  timesOut: '99998',
  /** The shipment books, but cancelShipment answers cancelled: false (the label stays valid at the carrier). */
  refusesCancel: '99997',
  /** Tracking: delivery fails, then the parcel is returned to the sender. */
  returned: SCRIPT_POSTCODES.returned,
  /** Tracking: no event ever (the parcel expires). */
  silent: SCRIPT_POSTCODES.silent,
} as const;
export const MAX_TRACK_NUMBERS = 500;

export interface SandboxDeps {
  data: DataAccess;
  /** `background`: nobody waits on the drawing (ShipmentOptions). */
  renderPdf: (labels: LabelData[], background?: boolean) => Promise<Buffer>;
  renderZpl: (label: LabelData) => string;
  now?: () => Date;
}

const fail = (reason: string, retryable = false) => new CarrierError(SANDBOX_CODE, reason, { retryable });

/** The built-in carrier: tracking numbers and labels made here, offline; fails on demand by receiver postcode. */
export function createSandboxAdapter(deps: SandboxDeps): CarrierAdapter {
  const shipments = bindRepository(deps.data, repo);
  const now = deps.now ?? (() => new Date());
  const nextSerial = serialBlocks(SANDBOX_SERIAL_BLOCK, () => shipments.nextSerial());
  // Bookings made at once are written together: one statement and one commit for a burst of labels.
  const insertShipment = groupedWrites(deps.data, async (rows: readonly repo.NewSandboxShipment[]) => {
    await shipments.insertShipments(rows);
    return rows.map(() => undefined);
  });

  async function createShipment(req: ShipmentRequest, options: ShipmentOptions = {}): Promise<ShipmentResult> {
    const postcode = cleanText(req.receiver?.postcode);
    if (postcode === SANDBOX_POSTCODES.alwaysFails) throw fail('sandbox: postcode 99999 always fails');
    if (postcode === SANDBOX_POSTCODES.timesOut) throw fail('sandbox: simulated timeout (postcode 99998)', true);
    if (!LABEL_FORMATS.includes(req.labelFormat)) {
      throw fail(`sandbox: unsupported label format ${JSON.stringify(req.labelFormat)} (PDF or ZPL)`);
    }
    const at = now();
    // Bad label data is refused before a number is used up.
    try {
      checkLabel(labelDataOf(req, sandboxTrackingNo(1), at));
    } catch (err) {
      if (err instanceof LabelDataError) throw fail(`sandbox: label ${err.field} ${err.reason}`);
      throw err;
    }
    const serial = await nextSerial();
    const trackingNo = sandboxTrackingNo(serial);
    const label = labelDataOf(req, trackingNo, at);
    const data =
      req.labelFormat === 'ZPL'
        ? Buffer.from(deps.renderZpl(label), 'utf8')
        : await deps.renderPdf([label], options.background);
    await insertShipment({
      trackingNo,
      orderNo: cleanText(req.orderNo),
      insideNumber: req.insideNumber,
      receiverCountry: cleanText(req.receiver.countryCode).toUpperCase(),
      receiverPostcode: postcode,
      createdAt: at,
    });
    return { trackingNo, label: { format: req.labelFormat, data }, carrierReference: `SANDBOX-${serial}` };
  }

  async function cancelShipment(req: { trackingNo: string }) {
    const trackingNo = String(req.trackingNo ?? '');
    const [found] = await shipments.findShipments([trackingNo]);
    if (!found) return { cancelled: false, reason: 'sandbox: unknown tracking number' };
    if (found.receiverPostcode === SANDBOX_POSTCODES.refusesCancel) {
      return { cancelled: false, reason: 'sandbox: postcode 99997 refuses online cancel' };
    }
    await shipments.cancelShipment(trackingNo, now());
    return { cancelled: true };
  }

  async function track(req: { trackingNos: string[] }): Promise<TrackingEvent[]> {
    const numbers = [...new Set((req.trackingNos ?? []).filter((n): n is string => typeof n === 'string'))];
    if (numbers.length > MAX_TRACK_NUMBERS) throw fail(`sandbox: at most ${MAX_TRACK_NUMBERS} tracking numbers a call`);
    // Each pull reveals the next step of every live parcel's script (sandbox/tracking-script.ts).
    const rows = await shipments.revealNext(numbers, now(), {
      delivered: DELIVERED_SCRIPT.length,
      returned: RETURNED_SCRIPT.length,
      postcodes: SCRIPT_POSTCODES,
    });
    const byNo = new Map(rows.map((r) => [r.trackingNo, r]));
    return numbers.flatMap((no) => {
      const row = byNo.get(no);
      return row ? revealed(row) : [];
    });
  }

  return { code: SANDBOX_CODE, supportsOnlineCancel: true, createShipment, cancelShipment, track };
}

/** The steps revealed so far, oldest first, and the cancellation after them. */
function revealed(row: repo.SandboxShipment): TrackingEvent[] {
  const where = (w: ScriptStep['where']) =>
    w === 'origin' ? 'Sandbox origin hub' : [row.receiverPostcode, row.receiverCountry].filter(Boolean).join(' ');
  const event = (step: ScriptStep, time: string): TrackingEvent => ({
    trackingNo: row.trackingNo,
    time,
    code: step.code,
    description: step.description,
    location: where(step.where),
  });
  const script = scriptFor(row.receiverPostcode);
  const events = row.trackRevealed.slice(0, script.length).map((time, i) => event(script[i]!, time));
  if (row.cancelledAt) events.push(event(CANCELLED_STEP, row.cancelledAt.toISOString()));
  return events;
}
