import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { onCleanup, runPerDatabase } from './cleanup';
import { median } from './measure';
import type { DbKind } from './options';
import { openFor } from './batch-import';
import { loadConfig } from '../../apps/server/src/config';
import { buildApp, prepareDatabase } from '../../apps/server/src/app';
import { encryptWithPublicKey } from '../../apps/server/src/platform/auth/rsa';
import { orderInput } from '../../apps/server/test/factories/orders';

/**
 * A waybill event applied to every linked parcel (decision 156), in process: `POST api/waybill/track/{id}` until the
 * event says every parcel has it (the due work `waybills.fanOut`, 200 parcels a batch, through `tracking.ingest`),
 * against `tracking.ingest` handed the same number of events directly (the path it takes, without the waybill), and
 * a raw multi-row insert of as many rows into `tracking_events` (the floor: no mapping, no order following). Rounds
 * alternate, each with events of its own time, on the same parcels.
 *
 *   npx tsx src/waybill-fan-out.ts, or BENCH_ONLY=waybills npm run bench  (BENCH_DB=pglite|postgres|both, BENCH_WAYBILL_PARCELS=300, BENCH_WAYBILL_ROUNDS=3)
 */

const PARCELS = Number(process.env.BENCH_WAYBILL_PARCELS ?? 300);
const ROUNDS = Number(process.env.BENCH_WAYBILL_ROUNDS ?? 3);
type Json = Record<string, unknown>;

export async function benchWaybillFanOut(kind: DbKind) {
  console.log(`\n[${kind} waybill fan-out to ${PARCELS} parcels]`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ph-bench-waybill-'));
  onCleanup(`remove ${dataDir}`, () => rm(dataDir, { recursive: true, force: true }));
  const opened = await openFor(kind, dataDir);
  if (!opened) return null;
  const { database, env } = opened;
  onCleanup('close the database', () => database.close());
  const config = loadConfig({
    ...env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    AUTH_CAPTCHA: 'off',
    SEED_DEMO: 'on',
    DATA_DIR: dataDir,
    WEB_DIST: '/nonexistent',
  });
  await prepareDatabase(config, database);
  const app = await buildApp({ config, database, skipPrepare: true });
  await app.ready();
  onCleanup('close the server', () => app.close());
  const call = async (method: 'GET' | 'POST', url: string, token?: string, body?: unknown) => {
    const res = await app.inject({
      method,
      url,
      headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body !== undefined ? { payload: body as object } : {}),
    });
    const json = res.json() as Json;
    if (res.statusCode !== 200 || json.flag !== true) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    return json as Json & { obj: Json; rows: Json[] };
  };
  const pem = (await call('GET', '/auth/publicKey')).obj as unknown as string;
  const login = async (username: string) =>
    (await call('POST', '/auth/login', undefined, { username, password: encryptWithPublicKey(pem, 'parcel2026') })).obj
      .token as string;
  const [customer, admin] = [await login('customer'), await login('admin')];
  const customerId = ((await call('GET', '/auth/info', customer)).obj.user as Json).id as number;
  await call('POST', '/api/finaWallet/adjust', admin, {
    customerId,
    direction: 'CREDIT',
    amount: '10000000',
    reason: 'waybill bench',
  });
  const [product] = (await database.executeSql(`select id from products where code = 'US-EXP'`)).rows as {
    id: number;
  }[];
  const placed: { id: number; insideNumber: string; carrierCode: string | null }[] = [];
  let t0 = performance.now();
  for (let i = 0; i < PARCELS; i++) {
    const o = (await call('POST', '/api/order/place', customer, orderInput(product!.id))).obj;
    placed.push({ id: o.id as number, insideNumber: o.insideNumber as string, carrierCode: null });
  }
  console.log(`  placed ${PARCELS} orders in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const waybill = (
    await call('POST', '/api/waybill/saveAndUpdate', admin, {
      awbNo: '176-12345675',
      origin: 'HKG',
      destination: 'LAX',
    })
  ).obj;
  await call('POST', '/api/waybill/linkParcels', admin, { id: waybill.id, numbers: placed.map((p) => p.insideNumber) });

  const tracking = app.services.tracking;
  const base = Date.now() + 60_000;
  const times = { waybill: [] as number[], ingest: [] as number[], raw: [] as number[] };
  for (let round = 0; round < ROUNDS; round++) {
    const at = (k: number) => new Date(base + (round * 3 + k) * 60_000);
    // The waybill: the call, then until its event says every parcel has it.
    t0 = performance.now();
    const info = (
      await call('POST', `/api/waybill/track/${waybill.id}`, admin, {
        type: round % 2 === 0 ? 'DEPARTED' : 'ARRIVED',
        eventTime: at(0).toISOString(),
      })
    ).obj as { events: { id: number; appliedAt: string | null }[] };
    const eventId = info.events.find((e) => e.appliedAt === null)?.id;
    for (;;) {
      await app.services.waybills.applyDue();
      const now = (await call('GET', `/api/waybill/getTrackInfo/${waybill.id}`, admin)).obj as typeof info;
      if (now.events.find((e) => e.id === eventId)?.appliedAt) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    times.waybill.push(performance.now() - t0);

    // The same number of events handed to tracking directly.
    t0 = performance.now();
    const result = await tracking.ingest(
      placed.map((p) => ({
        carrierCode: '',
        trackingNo: p.insideNumber,
        code: 'IN_TRANSIT/CUSTOMS_PROCESSING',
        description: 'bench',
        location: 'LAX',
        eventTime: at(1),
        source: 'carrier' as const,
      })),
      'en',
    );
    times.ingest.push(performance.now() - t0);
    if (result.recorded !== PARCELS) throw new Error(`ingest recorded ${result.recorded} of ${PARCELS}`);

    // The floor: one multi-row insert of as many rows.
    const values: unknown[] = [];
    const tuples = placed.map((p, i) => {
      values.push(p.id, `RAW-${p.insideNumber}`, at(2).toISOString());
      return `($${i * 3 + 1}, '', $${i * 3 + 2}, 'IN_TRANSIT/SORTED', 'carrier', 'IN_TRANSIT', 'SORTED', 'bench', 'LAX', $${i * 3 + 3})`;
    });
    t0 = performance.now();
    await database.executeSql(
      `insert into tracking_events (order_id, carrier_code, tracking_no, code, source, status, sub_status, description,
         location, event_time) values ${tuples.join(', ')}`,
      values,
    );
    times.raw.push(performance.now() - t0);
  }
  const [w, i, r] = [median(times.waybill), median(times.ingest), median(times.raw)];
  console.log(`  median of ${ROUNDS} rounds, ${PARCELS} parcels each:`);
  console.log(
    `    waybill event, track call until applied  ${w.toFixed(0)} ms  (${((PARCELS / w) * 1000).toFixed(0)} parcels/s)`,
  );
  console.log(`    tracking.ingest of as many events        ${i.toFixed(0)} ms`);
  console.log(`    raw multi-row insert (floor)             ${r.toFixed(1)} ms`);
  console.log(`  ratios: waybill/ingest x${(w / i).toFixed(2)}, waybill/raw x${(w / r).toFixed(1)}`);
  return { w, i, r };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) runPerDatabase(benchWaybillFanOut);
