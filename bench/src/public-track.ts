import { authHeaders, checkPing, login } from './client';
import { measure, type Load, type Measurement, type Target } from './measure';
import type { DbKind } from './options';
import { startServer } from './server';

/**
 * Public tracking (issue 38, deliver 9): a look-up of 40 numbers, of one number, and a page of the order tracking
 * list, each against the bare `GET /api/ping` of the same server in the same run. 40 orders placed through the API
 * first (each with its label's event). BENCH_TRACK_SECONDS (default 8) measured per route, 2 s warm-up. The
 * per-address limit is lifted for the run (every call comes from one address).
 */

const ORDERS = 40;

async function post(baseUrl: string, path: string, token: string, body: unknown) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: authHeaders(token),
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { flag: boolean; obj?: Record<string, unknown>; rows?: Record<string, unknown>[] };
  if (!json.flag) throw new Error(`${path} answered ${JSON.stringify(json).slice(0, 300)}`);
  return json;
}

/** Places the orders as the demo customer on US Express; answers their tracking numbers. */
async function placeOrders(baseUrl: string, token: string): Promise<string[]> {
  const boxes = [{ length: '40', width: '30', height: '20', weight: '3' }];
  const quote = await post(baseUrl, '/api/quote/calc', token, { countryCode: 'US', postcode: '10001', boxes });
  const product = quote.rows?.find((r) => r.productCode === 'US-EXP');
  if (!product) throw new Error('the demo has no US-EXP quote');
  const party = { countryCode: 'US', province: 'NY', city: 'New York', zipCode: '10001', address1: '350 5th Ave' };
  const numbers: string[] = [];
  for (let i = 0; i < ORDERS; i++) {
    const placed = await post(baseUrl, '/api/order/place', token, {
      productId: product.productId,
      referenceNo: `BENCH-TRACK-${i}`,
      boxes,
      declarations: [
        { nameEn: 'T-shirt', nameZh: 'T恤', hsCode: '610910', quantity: 2, unitValue: '12.50', unitWeight: '0.2' },
      ],
      sender: {
        ...party,
        name: 'Li Lei',
        countryCode: 'CN',
        province: 'Guangdong',
        city: 'Shenzhen',
        zipCode: '518000',
        phone: '13800138000',
      },
      receiver: { ...party, name: 'John Smith', phone: '+1 212 555 0100' },
    });
    numbers.push(String(placed.obj?.trackingNo ?? placed.obj?.insideNumber));
  }
  return numbers;
}

export async function benchPublicTrack(kind: DbKind, env: Record<string, string>): Promise<void> {
  console.log(`\n[${kind} public tracking]`);
  const server = await startServer({ ...env, PUBLIC_TRACK_PER_MINUTE: '1000000', LOG_LEVEL: 'warn' });
  try {
    await checkPing(server.baseUrl);
    const token = await login(server.baseUrl);
    const numbers = await placeOrders(server.baseUrl, token);
    const load: Load = { connections: 10, pipelining: 1, duration: Number(process.env.BENCH_TRACK_SECONDS ?? 8) };
    const json = { 'content-type': 'application/json' };
    const targets: Target[] = [
      { label: 'GET /api/ping (bare)', method: 'GET', path: '/api/ping' },
      {
        label: `POST /api/public/track (${ORDERS} numbers)`,
        method: 'POST',
        path: '/api/public/track',
        headers: json,
        body: JSON.stringify({ numbers: numbers.join('\n') }),
      },
      {
        label: 'POST /api/public/track (1 number)',
        method: 'POST',
        path: '/api/public/track',
        headers: json,
        body: JSON.stringify({ numbers: numbers[0] }),
      },
      {
        label: 'POST /api/orderTracking/list (page of 20)',
        method: 'POST',
        path: '/api/orderTracking/list',
        headers: authHeaders(token),
        body: JSON.stringify({ pageNo: 0, pageSize: 20 }),
      },
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
