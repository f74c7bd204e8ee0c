import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { onCleanup, runPerDatabase } from './cleanup';
import type { DbKind } from './options';
import { median } from './measure';
import { openFor } from './batch-import';
import { placeBody } from './orders-api';
import { buildApp, prepareDatabase } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { encryptWithPublicKey } from '../../apps/server/src/platform/auth/rsa';
import { dataAccessOf } from '../../apps/server/src/platform/db/data-access';
import { insertRows } from '../../apps/server/src/platform/db/insert-rows';
import { standardMapping } from '../../apps/server/src/modules/tracking/raw-events';
import { trackingEvents } from '../../apps/server/src/modules/tracking';

/**
 * Raw carrier events through `tracking.ingest` (orders found by number, codes mapped, each parcel's order locked, the
 * events stored once, the parcel's status derived from all its events) against the floor: one multi-row insert of
 * the same events, their orders and statuses already known. The orders are one demo placement cloned in SQL; the
 * first round moves every order LABELED → IN_TRANSIT (a transition a parcel), the later ones move no order (the
 * steady state of a pull). Alternated, in one run.
 *
 *   npx tsx src/tracking-ingest.ts     (BENCH_DB=pglite|postgres|both, BENCH_TRACK_PARCELS=1000, BENCH_TRACK_ROUNDS=4)
 */

const PARCELS = Number(process.env.BENCH_TRACK_PARCELS ?? 1000);
const ROUNDS = Number(process.env.BENCH_TRACK_ROUNDS ?? 4);
const EVENTS_PER_PARCEL = 4;
const CODES = [
  'IN_TRANSIT/SORTED',
  'IN_TRANSIT/BAGGED',
  'IN_TRANSIT/DEPARTED_ORIGIN_PORT',
  'IN_TRANSIT/CUSTOMS_PROCESSING',
];
const CARRIER = 'SANDBOX';

async function demoOrder(app: Awaited<ReturnType<typeof buildApp>>, usExp: number): Promise<number> {
  const pem = (await app.inject({ method: 'GET', url: '/auth/publicKey' })).json().obj as string;
  const login = await app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { username: 'customer', password: encryptWithPublicKey(pem, 'parcel2026') },
  });
  const token = login.json().obj.token as string;
  const res = await app.inject({
    method: 'POST',
    url: '/api/order/place',
    headers: { authorization: `Bearer ${token}` },
    payload: placeBody(usExp, 'BENCH-TRACK-0'),
  });
  if (res.statusCode !== 200) throw new Error(`placement failed: ${res.body}`);
  return res.json().obj.id as number;
}

export async function benchTrackingIngest(kind: DbKind) {
  console.log(
    `\n[${kind} tracking ingest: ${PARCELS} parcels x ${EVENTS_PER_PARCEL} events a round, ${ROUNDS} rounds]`,
  );
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ph-bench-track-'));
  onCleanup(`remove ${dataDir}`, () => rm(dataDir, { recursive: true, force: true }));
  const opened = await openFor(kind, dataDir);
  if (!opened) return;
  const { database, env } = opened;
  onCleanup('close the database', () => database.close());
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    AUTH_CAPTCHA: 'off',
    SEED_DEMO: 'on',
    DATA_DIR: dataDir,
    WEB_DIST: '/nonexistent',
    ...env,
  });
  await prepareDatabase(config, database);
  const app = await buildApp({ config, database, skipPrepare: true });
  await app.ready();
  onCleanup('close the app', () => app.close());
  const { rows: products } = await database.executeSql(`select id from products where code = 'US-EXP'`);
  const template = await demoOrder(app, Number((products[0] as { id: number }).id));

  // The parcels: the placed order cloned, each with numbers of its own, labelled on the sandbox.
  const { rows: cols } = await database.executeSql(
    `select column_name as c from information_schema.columns
     where table_name = 'orders' and table_schema = current_schema() and column_name <> 'id'`,
  );
  const names = (cols as { c: string }[]).map((r) => r.c);
  const expr: Record<string, string> = {
    order_no: `order_no || '-' || g`,
    inside_number: `inside_number || '-' || g`,
    reference_no: `reference_no || '-' || g`,
    tracking_no: `'BT' || lpad(g::text, 9, '0')`,
    carrier_code: `'${CARRIER}'`,
    status: `'LABELED'`,
    label_status: `'SUCCESS'`,
    idempotency_key: 'null',
  };
  await database.executeSql(
    `insert into orders (${names.join(', ')})
     select ${names.map((n) => expr[n] ?? n).join(', ')} from orders, generate_series(1, $2::int) g where id = $1`,
    [template, PARCELS],
  );
  const { rows: parcelRows } = await database.executeSql(
    `select id, tracking_no from orders where tracking_no like 'BT%' order by id`,
  );
  const parcels = parcelRows as { id: number; tracking_no: string }[];
  const db = dataAccessOf(database).db;

  const base = Date.now() - 3600_000;
  const eventsOf = (round: number, variant: number) =>
    parcels.flatMap((p, i) =>
      CODES.slice(0, EVENTS_PER_PARCEL).map((code, k) => ({
        orderId: p.id,
        trackingNo: p.tracking_no,
        code,
        // Times of their own per round and variant: nothing repeats, every event is new.
        eventTime: new Date(base + round * 100_000 + variant * 50_000 + k * 1000 + (i % 1000)),
      })),
    );
  const ingestMs: number[] = [];
  const rawMs: number[] = [];
  let firstIngest = 0;
  for (let round = 0; round < ROUNDS + 1; round++) {
    const raws = eventsOf(round, 0).map((e) => ({
      carrierCode: CARRIER,
      trackingNo: e.trackingNo,
      code: e.code,
      description: `bench ${e.code}`,
      location: 'LAX',
      eventTime: e.eventTime,
      source: 'carrier' as const,
    }));
    let t0 = performance.now();
    const got = await app.services.tracking.ingest(raws, 'en');
    const ingest = performance.now() - t0;
    if (got.recorded !== raws.length) throw new Error(`ingest recorded ${got.recorded} of ${raws.length}`);
    const rows = eventsOf(round, 1).map((e) => {
      const mapped = standardMapping(e.code)!;
      return {
        orderId: e.orderId,
        carrierCode: CARRIER,
        trackingNo: e.trackingNo,
        code: e.code,
        source: 'carrier' as const,
        status: mapped.status,
        subStatus: mapped.subStatus,
        description: `bench ${e.code}`,
        location: 'LAX',
        eventTime: e.eventTime,
        operatorId: null,
      };
    });
    t0 = performance.now();
    await insertRows(db, trackingEvents, rows, [], { skipConflicts: true });
    const raw = performance.now() - t0;
    if (round === 0) firstIngest = ingest;
    else {
      ingestMs.push(ingest);
      rawMs.push(raw);
    }
    console.log(`  round ${round}: ingest ${ingest.toFixed(0)} ms, raw insert ${raw.toFixed(0)} ms`);
  }
  const n = parcels.length * EVENTS_PER_PARCEL;
  const perSecond = (ms: number) => Math.round((n / ms) * 1000);
  const ingestMed = median(ingestMs);
  const rawMed = median(rawMs);
  console.log(`  first round (every order moves LABELED -> IN_TRANSIT): ${perSecond(firstIngest)} events/s`);
  console.log(
    `  steady rounds (median): ingest ${perSecond(ingestMed)} events/s, raw multi-row insert ${perSecond(rawMed)} events/s`,
  );
  console.log(`  ingest / raw insert throughput: ${(rawMed / ingestMed).toFixed(2)}x (goal >= 0.5x)`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) runPerDatabase(benchTrackingIngest);
