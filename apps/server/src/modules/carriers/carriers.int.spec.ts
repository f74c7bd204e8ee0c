import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers/test-db';
import { prepareDatabase } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../platform/db/client';
import { dataAccessOf } from '../../platform/db/data-access';
import { AppError } from '../../platform/http/app-error';
import type { CarrierAdapter } from './carrier.types';
import { CarrierError } from './carrier-error';
import { createCarriersService, type CarriersService } from './carriers.service';
import { NOT_CONNECTED_REASON } from './registry';
import { isSandboxTrackingNo } from './sandbox/tracking-number';
import { fakePool } from './test-support/fake-pool';
import { label, RECEIVER_DE, shipment } from './test-support/labels.fixture';

const run = promisify(execFile);
let database: Database;
let drop: () => Promise<void>;
let carriers: CarriersService;
/** The sandbox's clock: tests move it to see the parcel travel. */
let clock = new Date('2025-03-01T08:00:00Z');

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await prepareDatabase(loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'off' }), database);
  carriers = createCarriersService({ data: dataAccessOf(database), now: () => clock });
});
afterAll(async () => drop());

const rows = async <R>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: R[] }).rows;

async function failure(promise: Promise<unknown>): Promise<CarrierError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(CarrierError);
  return err as CarrierError;
}

describe('the adapter registry', () => {
  it('has an adapter for every seeded docking provider; a null or blank code is the sandbox', async () => {
    const seeded = await rows<{ code: string }>(sql`select code from docking_providers order by code`);
    expect(seeded.map((r) => r.code)).toEqual(expect.arrayContaining(['DHL', 'SANDBOX', 'USPS']));
    for (const { code } of seeded) expect(carriers.adapterFor(code).code).toBe(code);
    expect(carriers.adapterFor(null).code).toBe('SANDBOX');
    expect(carriers.adapterFor(undefined).code).toBe('SANDBOX');
    expect(carriers.adapterFor('  ').code).toBe('SANDBOX');
    expect(carriers.adapterFor('sandbox').code).toBe('SANDBOX');
  });

  it('answers USPS, DHL and unknown carriers "not connected", not retryable, never sandbox numbers', async () => {
    for (const code of ['USPS', 'DHL', 'FEDEX']) {
      const err = await failure(carriers.createShipment(code, shipment()));
      expect(err).toMatchObject({ retryable: false, carrier: code, reason: `${code}: ${NOT_CONNECTED_REASON}` });
      expect(carriers.adapterFor(code).supportsOnlineCancel).toBe(false);
      await failure(carriers.cancelShipment(code, 'X1'));
      await failure(carriers.track(code, ['X1']));
    }
  });

  it('takes a configured adapter in place of the not-connected one', async () => {
    const fake: CarrierAdapter = {
      code: 'DHL',
      supportsOnlineCancel: true,
      createShipment: async () => ({ trackingNo: 'JD0001', label: { format: 'PDF', data: Buffer.from('%PDF') } }),
      cancelShipment: async () => ({ cancelled: true }),
      track: async () => [],
    };
    const own = createCarriersService({ data: dataAccessOf(database) });
    own.registerAdapter(fake);
    expect((await own.createShipment('DHL', shipment())).trackingNo).toBe('JD0001');
    expect(carriers.adapterFor('DHL').supportsOnlineCancel).toBe(false); // another service instance is untouched
  });

  it('turns anything else an adapter throws, or a hang, into a retryable CarrierError', async () => {
    const own = createCarriersService({ data: dataAccessOf(database), timeoutMs: 50 });
    own.registerAdapter({
      code: 'BROKEN',
      supportsOnlineCancel: false,
      createShipment: async () => {
        throw new Error('socket hang up');
      },
      cancelShipment: () => new Promise(() => undefined),
      track: async () => [],
    });
    expect(await failure(own.createShipment('BROKEN', shipment()))).toMatchObject({
      retryable: true,
      reason: 'BROKEN: createShipment failed: socket hang up',
    });
    expect(await failure(own.cancelShipment('BROKEN', 'X'))).toMatchObject({
      retryable: true,
      reason: 'BROKEN: cancelShipment timed out after 50 ms',
    });
  });
});

describe('the sandbox carrier', () => {
  it('books a shipment: a unique SB number with a check digit, and a PDF label whose barcodes read back', async () => {
    const first = await carriers.createShipment(null, shipment());
    const second = await carriers.createShipment('SANDBOX', shipment({ orderNo: 'ORD2', insideNumber: 'PH2' }));
    for (const r of [first, second]) expect(isSandboxTrackingNo(r.trackingNo)).toBe(true);
    expect(first.trackingNo).not.toBe(second.trackingNo);
    expect(first.label.format).toBe('PDF');
    expect(first.label.data.subarray(0, 5).toString()).toBe('%PDF-');
    expect(first.carrierReference).toMatch(/^SANDBOX-\d+$/);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ph-sandbox-'));
    try {
      const file = path.join(dir, 'label.pdf');
      fs.writeFileSync(file, first.label.data);
      await run('pdftoppm', ['-r', '203', '-png', '-singlefile', file, path.join(dir, 'page')]);
      const { stdout } = await run('zbarimg', ['--raw', '-q', path.join(dir, 'page.png')]);
      expect(stdout.split('\n').filter(Boolean).sort()).toEqual([first.trackingNo, 'PH250301000001'].sort());
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('draws a label nobody waits on on the drawing threads, and one a placement waits on in place', async () => {
    const { pool, asked } = fakePool(async () => Buffer.from('%PDF- from a thread'));
    const own = createCarriersService({ data: dataAccessOf(database), renderPool: pool });
    const waited = await own.createShipment(null, shipment({ orderNo: 'ORD-FG' }));
    expect(asked).toEqual([]);
    expect(waited.label.data.toString()).not.toContain('from a thread');
    const swept = await own.createShipment(null, shipment({ orderNo: 'ORD-BG' }), { background: true });
    expect(asked).toEqual([1]);
    expect(swept.label.data.toString()).toBe('%PDF- from a thread');
  });

  it('answers ZPL when asked', async () => {
    const r = await carriers.createShipment(null, shipment({ labelFormat: 'ZPL' }));
    const zpl = r.label.data.toString('utf8');
    expect(r.label.format).toBe('ZPL');
    expect(zpl).toContain(`^FD${r.trackingNo}^FS`);
    expect(zpl).toMatch(/^\^XA[\s\S]*\^XZ\n$/);
  });

  it('fails on demand: receiver postcode 99999 always, not retryable', async () => {
    const receiver = { ...RECEIVER_DE, postcode: '99999' };
    const err = await failure(carriers.createShipment(null, shipment({ receiver })));
    expect(err).toMatchObject({ retryable: false, reason: 'sandbox: postcode 99999 always fails', carrier: 'SANDBOX' });
    expect(err.stack).toBeDefined();
    expect(err.reason).not.toContain('\n');
  });

  it('fails on demand: receiver postcode 99998 retryably (a simulated timeout)', async () => {
    const receiver = { ...RECEIVER_DE, postcode: ' 99998 ' };
    const err = await failure(carriers.createShipment(null, shipment({ receiver })));
    expect(err).toMatchObject({ retryable: true, reason: 'sandbox: simulated timeout (postcode 99998)' });
  });

  it('refuses label data it cannot print, without using up a number', async () => {
    const [{ n: before } = { n: -1 }] = await rows<{ n: number }>(
      sql`select count(*)::int as n from carriers_sandbox_shipments`,
    );
    const err = await failure(carriers.createShipment(null, shipment({ insideNumber: 'PH 1^XZ' })));
    expect(err).toMatchObject({ retryable: false });
    expect(err.reason).toContain('insideNumber');
    const bad = await failure(carriers.createShipment(null, shipment({ labelFormat: 'PNG' as never })));
    expect(bad.reason).toContain('unsupported label format');
    const [{ n: after } = { n: -2 }] = await rows<{ n: number }>(
      sql`select count(*)::int as n from carriers_sandbox_shipments`,
    );
    expect(after).toBe(before);
  });

  it('cancels online, again harmlessly, refuses unknown numbers and postcode 99997', async () => {
    const booked = await carriers.createShipment(null, shipment());
    expect(carriers.adapterFor(null).supportsOnlineCancel).toBe(true);
    expect(await carriers.cancelShipment(null, booked.trackingNo)).toEqual({ cancelled: true });
    expect(await carriers.cancelShipment(null, booked.trackingNo)).toEqual({ cancelled: true });
    expect(await carriers.cancelShipment(null, 'SB99999999994')).toEqual({
      cancelled: false,
      reason: 'sandbox: unknown tracking number',
    });
    const stubborn = await carriers.createShipment(null, shipment({ receiver: { ...RECEIVER_DE, postcode: '99997' } }));
    expect(await carriers.cancelShipment(null, stubborn.trackingNo)).toEqual({
      cancelled: false,
      reason: 'sandbox: postcode 99997 refuses online cancel',
    });
  });

  it('reveals the next step of a parcel’s script on each pull, and a cancelled one up to its cancellation', async () => {
    clock = new Date('2025-03-01T08:00:00Z');
    const moving = await carriers.createShipment(null, shipment({ receiver: RECEIVER_DE }));
    const cancelled = await carriers.createShipment(null, shipment());
    const codes = async (no: string) => (await carriers.track(null, [no])).map((e) => e.code);
    expect(await codes(moving.trackingNo)).toEqual(['INFO_RECEIVED']);
    await carriers.track(null, [cancelled.trackingNo]);
    clock = new Date('2025-03-01T08:02:00Z');
    await carriers.cancelShipment(null, cancelled.trackingNo);
    for (let i = 0; i < 9; i++) {
      clock = new Date(Date.UTC(2025, 2, 1, 9, i));
      await carriers.track(null, [moving.trackingNo, cancelled.trackingNo]);
    }
    clock = new Date('2025-03-01T10:00:00Z');
    const events = await carriers.track(null, [moving.trackingNo, cancelled.trackingNo, 'SB00000000000', '']);
    const of = (no: string) => events.filter((e) => e.trackingNo === no);
    expect(of(moving.trackingNo).map((e) => e.code)).toEqual([
      'INFO_RECEIVED',
      'IN_TRANSIT/PICKED_UP',
      'IN_TRANSIT/DEPARTED_ORIGIN_PORT',
      'IN_TRANSIT/ARRIVED_DESTINATION_PORT',
      'IN_TRANSIT/CUSTOMS_RELEASED',
      'OUT_FOR_DELIVERY',
      'DELIVERED',
    ]);
    // Each step keeps the time it was revealed; the script ends at delivery.
    expect(of(moving.trackingNo)[0]).toMatchObject({ time: '2025-03-01T08:00:00.000Z' });
    expect(of(moving.trackingNo).at(-1)).toMatchObject({ location: '10117 DE', time: '2025-03-01T09:05:00.000Z' });
    expect(of(cancelled.trackingNo).map((e) => e.code)).toEqual(['INFO_RECEIVED', 'EXCEPTION/CANCELLED']);
    expect(events.filter((e) => e.trackingNo === 'SB00000000000')).toEqual([]);
  });

  it('takes the exception path for postcode 99996 and never reports for 99995', async () => {
    const returned = await carriers.createShipment(null, shipment({ receiver: { ...RECEIVER_DE, postcode: '99996' } }));
    const silent = await carriers.createShipment(null, shipment({ receiver: { ...RECEIVER_DE, postcode: '99995' } }));
    let events: Awaited<ReturnType<CarriersService['track']>> = [];
    for (let i = 0; i < 12; i++) {
      clock = new Date(Date.UTC(2025, 2, 2, 9, i));
      events = await carriers.track(null, [returned.trackingNo, silent.trackingNo]);
    }
    expect(events.filter((e) => e.trackingNo === silent.trackingNo)).toEqual([]);
    expect(events.map((e) => e.code).slice(-3)).toEqual(['OUT_FOR_DELIVERY', 'DELIVERY_FAILED', 'EXCEPTION/RETURNED']);
    expect(events).toHaveLength(8);
  });
});

describe('the service renderers', () => {
  it('render up to 500 labels in one PDF and refuse more with a clear error', async () => {
    const many = Array.from({ length: 501 }, (_, i) => label({ trackingNo: `SB${String(i).padStart(11, '0')}` }));
    await expect(carriers.renderLabelsPdf(many)).rejects.toMatchObject({ errorKey: 'CARRIER_LABELS_TOO_MANY' });
    const pdf = await carriers.renderLabelsPdf(many.slice(0, 500));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answer bad label data as CARRIER_LABEL_INVALID (422), not a server error', async () => {
    const err = await carriers.renderLabelsPdf([label({ trackingNo: '' })]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ errorKey: 'CARRIER_LABEL_INVALID', params: { field: 'trackingNo' } });
    expect(() => carriers.renderLabelZpl(label({ insideNumber: '~JR' }))).toThrow(AppError);
    expect(carriers.renderLabelZpl(label())).toContain('^XA');
  });

  it('word a carrier failure for the user: rejected, or unavailable when retryable', () => {
    const hard = carriers.asAppError(
      new CarrierError('SANDBOX', 'sandbox: postcode 99999 always fails', { retryable: false }),
    );
    const soft = carriers.asAppError(new CarrierError('SANDBOX', 'x', { retryable: true }));
    expect(hard).toMatchObject({
      errorKey: 'CARRIER_REJECTED',
      params: { reason: 'sandbox: postcode 99999 always fails' },
    });
    expect(soft.errorKey).toBe('CARRIER_UNAVAILABLE');
  });

  it('make a label of a shipment request: weights added as decimals, pieces counted', () => {
    const data = carriers.labelDataOf(shipment(), 'SB00000000018', new Date('2025-03-01T00:00:00Z'));
    expect(data).toMatchObject({
      weightKg: '2.350',
      pieces: 2,
      trackingNo: 'SB00000000018',
      orderNo: 'ORD20250301000001',
    });
  });
});
