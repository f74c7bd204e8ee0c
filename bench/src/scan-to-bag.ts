import { constants, publicEncrypt } from 'node:crypto';
import { authHeaders, checkPing } from './client';
import { measure, type Load, type Measurement, type Target } from './measure';
import type { DbKind } from './options';
import { startServer } from './server';

/**
 * The bagging station's scan (issue 39): `GET api/ssBag/scanToBag/{insideNumber}/{warehouseId}/{type}` over HTTP
 * against a bare authenticated GET of the same server in the same run (`GET api/ssBag/listSortType`: the session
 * and permission checked, no database work of its own), as a ratio.
 *
 * - first scans: BENCH_BAG_PARCELS (default 300) parcels placed by the demo customer, each scanned once by
 *   BENCH_BAG_WORKERS (default 10) concurrent clients (received, sorted, placed in its bay, bagged: the write path);
 *   the bare GET is called as many times by as many clients, right after.
 * - repeated scans: one bagged parcel scanned again flat out (autocannon, BENCH_BAG_SECONDS, default 8, 2 s warm-up):
 *   the read path a second station's scan takes; the bare GET and `GET /api/ping` alike.
 *
 * The parcels go to the demo warehouse SZX1's bays 1, 2 and 7 (US postcodes of the demo rules), 0.01 kg each so no bay
 * fills up.
 */

const PARCELS = Number(process.env.BENCH_BAG_PARCELS ?? 300);
const WORKERS = Number(process.env.BENCH_BAG_WORKERS ?? 10);
const ZIPS = ['10001', '90001', '00501'];

type Json = { flag: boolean; obj?: Record<string, unknown>; rows?: Record<string, unknown>[] };

async function call(baseUrl: string, method: string, path: string, token?: string, body?: unknown): Promise<Json> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: token ? authHeaders(token) : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Json;
  if (!json.flag) throw new Error(`${method} ${path} answered ${JSON.stringify(json).slice(0, 300)}`);
  return json;
}

async function signIn(baseUrl: string, username: string): Promise<string> {
  const pem = (await call(baseUrl, 'GET', '/auth/publicKey')).obj as unknown as string;
  const password = publicEncrypt(
    { key: pem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from('parcel2026'),
  ).toString('base64');
  const out = await call(baseUrl, 'POST', '/auth/login', undefined, { username, password });
  return String(out.obj?.token);
}

async function placeParcels(baseUrl: string, token: string, count: number): Promise<string[]> {
  const boxes = [{ length: '10', width: '10', height: '10', weight: '0.01' }];
  const quote = await call(baseUrl, 'POST', '/api/quote/calc', token, { countryCode: 'US', postcode: '10001', boxes });
  const product = quote.rows?.find((r) => r.productCode === 'US-EXP');
  if (!product) throw new Error('the demo has no US-EXP quote');
  const numbers: string[] = [];
  for (let i = 0; i < count; i++) {
    const zipCode = ZIPS[i % ZIPS.length]!;
    const placed = await call(baseUrl, 'POST', '/api/order/place', token, {
      productId: product.productId,
      referenceNo: `BENCH-BAG-${i}`,
      boxes,
      declarations: [
        { nameEn: 'T-shirt', nameZh: 'T恤', hsCode: '610910', quantity: 1, unitValue: '5', unitWeight: '0.01' },
      ],
      sender: {
        name: 'Li Lei',
        countryCode: 'CN',
        province: 'Guangdong',
        city: 'Shenzhen',
        zipCode: '518000',
        address1: '1 Keji Road',
        phone: '13800138000',
      },
      receiver: {
        name: 'John Smith',
        countryCode: 'US',
        province: 'NY',
        city: 'New York',
        zipCode,
        address1: '350 5th Ave',
        phone: '+1 212 555 0100',
      },
    });
    numbers.push(String(placed.obj?.insideNumber));
  }
  return numbers;
}

/** Calls `path(i)` for i in [0, count) from `workers` concurrent clients; calls a second. */
async function loop(baseUrl: string, token: string, count: number, path: (i: number) => string) {
  let next = 0;
  let failed = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      for (let i = next++; i < count; i = next++) {
        const res = await fetch(`${baseUrl}${path(i)}`, { headers: authHeaders(token) });
        const body = (await res.json()) as Json;
        if (!body.flag) failed++;
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { perSec: count / seconds, failed };
}

export async function benchScanToBag(kind: DbKind, env: Record<string, string>): Promise<void> {
  console.log(`\n[${kind} bagging station: scanToBag]`);
  const server = await startServer({ ...env, LOG_LEVEL: 'warn' });
  try {
    await checkPing(server.baseUrl);
    const customer = await signIn(server.baseUrl, 'customer');
    const admin = await signIn(server.baseUrl, 'admin');
    // Enough balance for the parcels (the demo customer's own is for a few orders).
    const customerId = ((await call(server.baseUrl, 'GET', '/auth/info', customer)).obj?.user as { id: number }).id;
    await call(server.baseUrl, 'POST', '/api/finaWallet/adjust', admin, {
      customerId,
      direction: 'CREDIT',
      amount: '1000000',
      reason: 'scanToBag bench',
    });
    const warehouses = await call(server.baseUrl, 'GET', '/api/sortWarehouse/options', admin);
    const szx1 = warehouses.rows?.find((w) => w.code === 'SZX1')?.id;
    if (!szx1) throw new Error('the demo has no warehouse SZX1');
    const numbers = await placeParcels(server.baseUrl, customer, PARCELS + 1);
    const scanPath = (n: string) => `/api/ssBag/scanToBag/${encodeURIComponent(n)}/${szx1}/DISTRIBUTION_CENTER`;
    const barePath = '/api/ssBag/listSortType';

    // First scans (the write path) against the bare GET, the same count from the same clients.
    await loop(server.baseUrl, admin, 50, () => barePath); // warm-up
    const first = await loop(server.baseUrl, admin, PARCELS, (i) => scanPath(numbers[i + 1]!));
    const bareLoop = await loop(server.baseUrl, admin, PARCELS, () => barePath);
    console.log(
      `  first scans (${PARCELS} parcels, ${WORKERS} clients)      ${first.perSec.toFixed(0).padStart(7)} scans/s` +
        `  bare GET ${bareLoop.perSec.toFixed(0)}/s  ${(first.perSec / bareLoop.perSec).toFixed(3)}x bare` +
        `${first.failed + bareLoop.failed ? `  (${first.failed + bareLoop.failed} failed)` : ''}`,
    );

    // Repeated scans of one bagged parcel (the read path), flat out.
    await call(server.baseUrl, 'GET', scanPath(numbers[0]!), admin);
    const load: Load = { connections: WORKERS, pipelining: 1, duration: Number(process.env.BENCH_BAG_SECONDS ?? 8) };
    const headers = authHeaders(admin);
    const targets: Target[] = [
      { label: 'GET api/ssBag/listSortType (bare, signed in)', method: 'GET', path: barePath, headers },
      { label: 'GET api/ssBag/scanToBag (scanned again)', method: 'GET', path: scanPath(numbers[0]!), headers },
      { label: 'GET /api/ping (bare, public)', method: 'GET', path: '/api/ping' },
    ];
    const results: Measurement[] = [];
    for (const target of targets) results.push(await measure(server.baseUrl, target, load, 2, server.cpuSeconds));
    const bare = results[0]!;
    for (const m of results) {
      const failed = m.non2xx + m.errors;
      console.log(
        `  ${m.label.padEnd(46)} ${m.reqPerSec.toFixed(0).padStart(7)} req/s  p50 ${m.p50.toFixed(1)} ms  p99 ${m.p99.toFixed(1)} ms` +
          `  ${(m.reqPerSec / bare.reqPerSec).toFixed(3)}x bare${failed ? `  (${failed} failed)` : ''}`,
      );
    }
  } finally {
    await server.stop();
  }
}
