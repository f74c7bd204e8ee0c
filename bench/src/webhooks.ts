import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { runMain } from './cleanup';
import { demoTestApp } from '../../apps/server/test/helpers/demo-app';
import { orderInput } from '../../apps/server/test/factories/orders';
import { createDueWork, scheduleDueIn } from '../../apps/server/src/platform/jobs/due-work';
import { newMessageId, signedHeaders } from '../../apps/server/src/modules/webhooks/signing';
import { DELIVERY_KIND } from '../../apps/server/src/modules/webhooks/webhooks.service';

/**
 * Webhook deliveries per second through the real path (due work leases an item, the message and its endpoint are
 * read, the address checked, the body signed and POSTed, the success recorded) against a bare HTTP POST loop of the
 * same signed bodies to the same local receiver, at the same concurrency, in the same run. PGlite in process.
 * `npx tsx src/webhooks.ts` runs it alone; BENCH_WEBHOOKS (default 2000) messages, BENCH_WEBHOOK_CONCURRENCY (20).
 */

const MESSAGES = Number(process.env.BENCH_WEBHOOKS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_WEBHOOK_CONCURRENCY ?? 20);

async function startReceiver() {
  let received = 0;
  const agent = new http.Agent({ keepAlive: false });
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received++;
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received: () => received,
    agent,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function post(url: string, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The floor: the same number of signed POSTs, CONCURRENCY at a time, nothing else. */
async function barePosts(url: string, secret: string, body: string): Promise<number> {
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < MESSAGES) await post(url, signedHeaders(secret, newMessageId(), Date.now(), body), body);
    }),
  );
  return MESSAGES / ((performance.now() - t0) / 1000);
}

export async function benchWebhooks(): Promise<{ webhooks: number; bare: number; ratio: number }> {
  console.log(`\n[webhook deliveries: ${MESSAGES} messages, ${CONCURRENCY} at a time, PGlite in process]`);
  const tokens: Record<string, string> = {};
  const { t, usExp } = await demoTestApp(['customer'], tokens, { WEBHOOK_ALLOW_PRIVATE: 'on' });
  const rx = await startReceiver();
  try {
    const hooks = t.app.services.webhooks;
    hooks.useClock(() => Date.now(), Math.random); // the app's own runner stands aside; this one is measured
    const created = await t.call('POST', '/api/apiDocking/webhooks', { token: tokens.customer, body: { url: rx.url } });
    const { id: endpointId, secret } = created.body.obj as { id: number; secret: string };
    const placed = await t.call('POST', '/api/order/place', { token: tokens.customer, body: orderInput(usExp) });
    const orderId = placed.body.obj.id as number;
    const [sample] = (
      await t.database.executeSql('select payload, account_id from webhook_messages where endpoint_id = $1', [
        endpointId,
      ])
    ).rows as { payload: string; account_id: number }[];
    const body = sample!.payload;
    await t.database.executeSql('delete from webhook_messages');
    await t.database.executeSql('delete from due_work');

    const ids = Array.from({ length: MESSAGES }, newMessageId);
    await t.database.executeSql(
      `insert into webhook_messages (id, endpoint_id, account_id, order_id, tracking_no, event, sequence, payload, created_at)
       select id, $2, $3, $4, 'BENCH', 'tracking.updated', ordinality, $5, now()
       from unnest($1::text[]) with ordinality as u(id, ordinality)`,
      [ids, endpointId, sample!.account_id, orderId, body],
    );
    await scheduleDueIn(t.db, DELIVERY_KIND, ids, new Date());

    const runner = createDueWork(t.database, { [DELIVERY_KIND]: { run: (id) => hooks.deliver(id) } });
    const t0 = performance.now();
    const done = await runner.runDue(CONCURRENCY);
    const webhooks = done / ((performance.now() - t0) / 1000);
    if (done !== MESSAGES) console.log(`  warning: ${done} of ${MESSAGES} delivered`);

    const bare = await barePosts(rx.url, secret, body);
    const ratio = webhooks / bare;
    console.log(`  webhook deliveries: ${webhooks.toFixed(0)}/s (lease, read, check, sign, POST, record)`);
    console.log(`  bare signed POSTs:  ${bare.toFixed(0)}/s (same receiver, same bodies, same concurrency)`);
    console.log(`  ratio: ${ratio.toFixed(2)}x of the bare loop (receiver saw ${rx.received()} requests)`);
    return { webhooks, bare, ratio };
  } finally {
    await rx.close();
    await t.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runMain(async () => {
    await benchWebhooks();
    return 0;
  });
}
