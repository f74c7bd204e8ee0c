import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import pg from 'pg';
import { onCleanup } from './cleanup';
import type { Measurement } from './measure';
import type { DbKind } from './options';
import { api, loginAs } from './orders-api';
import { openRawDb, type Exec } from './orders-db';
import { fixed, measureLoop, post } from './orders-load';
import { readCaptured, type Captured } from './raw';
import type { Row } from './report';
import { startServer } from './server';

/**
 * The order list at a million orders (issue 8): BENCH_ORDERS_ROWS orders (default 1,000,000) written straight into
 * `orders` with generate_series — every customer main account, every demo product, the 14 statuses and 10
 * countries spread evenly, created_at over the past year growing with the id (as ids do) — then VACUUM ANALYZE. The
 * platform admin pages `POST /api/order/list` with a filter (a status, a country, the last 180 days) by keyset,
 * 20 a page: the bench first walks PAGES pages to collect their cursors, then LIST_CLIENTS clients ask for those
 * pages round and round. Beside it, in the same run: the statements one list call sends (captured with
 * DB_QUERY_LOG: the page and the per-status counts), replayed raw with each cursor, as the server does — in
 * parallel over a pool of 10 connections (PostgreSQL) or in process (PGlite). Then EXPLAIN ANALYZE of both.
 */

const LIST_CLIENTS = 10;
const PAGES = 10;
const PAGE_SIZE = 20;
const TARGET_RATIO = 2;
const CHUNK = 100_000;
const COUNTRIES = ['US', 'DE', 'GB', 'FR', 'KR', 'JP', 'CA', 'AU', 'NL', 'IT'];
const STATUSES = [
  'CREATED',
  'LABELED',
  'RECEIVED',
  'SORTED',
  'BAGGED',
  'DISPATCHED',
  'IN_TRANSIT',
  'DELIVERED',
  'SETTLED',
  'COMPLETED',
  'CANCELED',
  'INTERCEPTED',
  'EXCEPTION',
  'RETURNED',
];

export interface ListResult {
  rows: Row[];
  orders: number;
  plans: string[];
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The filter the bench pages: one status, one country, the last 180 days. */
function filter() {
  const to = new Date();
  const from = new Date(to.getTime() - 180 * 86_400_000);
  return { status: 'IN_TRANSIT', countryCode: 'US', dateFrom: day(from), dateTo: day(to), pageSize: PAGE_SIZE };
}

const sq = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

/** Writes `total` orders in chunks; answers the seconds it took (VACUUM ANALYZE included). */
async function generateOrders(exec: Exec, total: number): Promise<number> {
  const t0 = performance.now();
  const accounts = (
    await exec(
      `select coalesce(array_agg(id order by id), '{}')::text as ids from users where privilege_type = 'USER' and parent_id is null`,
    )
  ).rows[0]!.ids as string;
  const product = (
    await exec(
      `select coalesce(array_agg(p.id order by p.id), '{}')::text as ids, min(c.owner_id) as supplier
       from products p join product_costs c on c.id = p.cost_id`,
    )
  ).rows[0]!;
  if (accounts === '{}' || product.ids === '{}') throw new Error('no customers or products to give the orders');
  const party = (name: string, country: string, zip: string) =>
    JSON.stringify({
      name,
      company: '',
      countryCode: country,
      province: 'P',
      city: 'City',
      zipCode: zip,
      address1: '350 5th Ave',
      address2: '',
      houseNumber: '',
      customsNo: '',
      phone: '+1 212 555 0100',
      email: '',
    });
  const feeLines = JSON.stringify([
    { code: 'FREIGHT', name: 'Freight', amount: '154.80' },
    { code: 'FUEL', name: 'Fuel surcharge', amount: '15.48' },
  ]);
  const boxes = JSON.stringify([{ no: 1, length: '40', width: '30', height: '20', weight: '3' }]);
  const declarations = JSON.stringify([
    { nameEn: 'T-shirt', nameZh: 'T恤', hsCode: '610910', quantity: 2, unitValue: '12.50', unitWeight: '0.2' },
  ]);
  // The secondary indexes are dropped for the load and built again after it (as a bulk load does): the same
  // indexes, built from sorted input, in a fraction of the time row-by-row upkeep takes.
  const indexes = (
    await exec(
      `select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename = 'orders' and indexname <> 'orders_pkey'`,
    )
  ).rows.map((r) => ({ name: String(r.indexname), def: String(r.indexdef) }));
  for (const i of indexes) await exec(`drop index "${i.name}"`);
  for (let start = 1; start <= total; start += CHUNK) {
    const end = Math.min(total, start + CHUNK - 1);
    await exec(`
      insert into orders (order_no, inside_number, reference_no, account_id, created_by, product_id, supplier_id, status,
        label_status, tracking_no, carrier_code, source, country_code, postcode, receiver_name, pieces, weight,
        chargeable_weight, declared_value, currency, fee_total, fee_lines, cost_total, boxes, declarations, sender,
        receiver, request_hash, created_at, updated_at)
      select 'GS' || lpad(g::text, 14, '0'), 'G' || lpad(g::text, 11, '0'), 'GREF-' || g, acc, acc,
        prods[1 + (g / 3) % cardinality(prods)], ${Number(product.supplier)},
        (${sq(STATUSES)})[1 + (g / 10) % ${STATUSES.length}],
        case when (g / 3) % 10 = 0 then 'PENDING' else 'SUCCESS' end,
        case when (g / 3) % 10 = 0 then null else 'SB' || lpad(g::text, 11, '0') end,
        'SANDBOX', (array['WEB','EXCEL','API'])[1 + g % 3],
        (${sq(COUNTRIES)})[1 + g % ${COUNTRIES.length}], lpad((g % 99999)::text, 5, '0'), 'Receiver ' || g, 1,
        3.000, 4.000, 25.00, 'CNY', 170.28, '${feeLines}', 120.00, '${boxes}', '${declarations}',
        '${party('Li Lei', 'CN', '518000')}', '${party('John Smith', 'US', '10001')}',
        md5(g::text), ts, ts
      from (
        select g, accs[1 + (g / 7) % cardinality(accs)] as acc, prods,
          now() - interval '365 days' + (g::double precision / ${total}) * interval '365 days' as ts
        from generate_series(${start}, ${end}) g, (select '${accounts}'::int[] as accs, '${product.ids as string}'::int[] as prods) k
      ) x`);
    console.log(`  … ${end} orders after ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  const built = performance.now();
  for (const i of indexes) await exec(i.def);
  console.log(`  built the ${indexes.length} indexes again in ${((performance.now() - built) / 1000).toFixed(1)} s`);
  // A live table's insert-triggered autovacuum keeps its visibility map current, so counts read the indexes alone;
  // a million rows written in a minute are ahead of it. VACUUM brings the table to that steady state.
  await exec('vacuum analyze orders');
  return (performance.now() - t0) / 1000;
}

/** Walks the filter's pages from the first, keeping each page's `next` cursor (pages 2 .. PAGES+1 are measured). */
async function collectCursors(baseUrl: string, token: string): Promise<string[]> {
  const cursors: string[] = [];
  let after: string | undefined;
  for (let i = 0; i < PAGES; i++) {
    const page = await api(baseUrl, 'POST', '/api/order/list', token, { ...filter(), after });
    const next = page.next as string | null;
    if (!next) break;
    cursors.push(next);
    after = next;
  }
  if (cursors.length === 0) throw new Error('the filter answers a single page: nothing to page');
  return cursors;
}

/** The statements on `orders` one list call sends; their parameter holding the cursor, where there is one. */
function replayable(statements: Captured[], cursor: string) {
  // The label worker's sweep shares the log: only the list's own reads count.
  const onOrders = statements.filter((s) => /^\s*select/i.test(s.query) && /from "orders"/.test(s.query));
  return onOrders.map((s) => ({ ...s, cursorAt: s.params.findIndex((p) => String(p) === cursor) }));
}

type Statement = ReturnType<typeof replayable>[number];
const withCursor = (s: Statement, cursor: string) =>
  s.cursorAt < 0 ? s.params : s.params.map((p, i) => (i === s.cursorAt ? Number(cursor) : p));

async function explain(exec: Exec, s: Statement, cursor: string): Promise<string> {
  const plan = (await exec(`explain (analyze, buffers) ${s.query}`, withCursor(s, cursor))).rows;
  return plan.map((r) => `    ${String(r['QUERY PLAN'])}`).join('\n');
}

export async function benchOrderList(
  kind: DbKind,
  env: Record<string, string>,
  opts: { warmup: number; seconds: number; rows: number },
): Promise<ListResult> {
  console.log(`\n[${kind} order list at ${opts.rows.toLocaleString('en')} orders]`);
  // A first start migrates and seeds the database; its rows are written with the server stopped (PGlite's folder).
  await (await startServer(env)).stop();
  const gen = await openRawDb(kind, env);
  try {
    const seconds = await generateOrders(gen.exec, opts.rows);
    const count = (await gen.exec('select count(*)::int as n from orders')).rows[0]!.n;
    console.log(`  wrote ${String(count)} orders, vacuumed and analyzed the table in ${seconds.toFixed(1)} s`);
  } finally {
    await gen.close();
  }

  const queryLog = path.join(env.DATA_DIR ?? '', 'list-queries.jsonl');
  const rows: Row[] = [];
  let statements: Statement[];
  let cursors: string[];
  const server = await startServer({ ...env, DB_QUERY_LOG: queryLog });
  try {
    const b = server.baseUrl;
    const admin = await loginAs(b, 'admin');
    let t0 = performance.now();
    cursors = await collectCursors(b, admin);
    const first = await api(b, 'POST', '/api/order/list', admin, { ...filter(), after: cursors[0] });
    console.log(
      `  walked ${cursors.length} pages in ${((performance.now() - t0) / 1000).toFixed(1)} s; counts per status: ${JSON.stringify(first.counts)}`,
    );
    const probe = cursors[Math.min(1, cursors.length - 1)]!;
    await writeFile(queryLog, '');
    await api(b, 'POST', '/api/order/list', admin, { ...filter(), after: probe });
    statements = replayable(await readCaptured(queryLog), probe);
    await writeFile(queryLog, '');
    if (statements.length === 0) throw new Error('no SQL on orders captured for a list call');
    console.log(`  one list call sends ${statements.length} statement(s) on orders:`);
    for (const s of statements)
      console.log(`    ${s.query.replace(/\s+/g, ' ').slice(0, 220)}... params ${JSON.stringify(s.params)}`);
    const label = `POST /api/order/list, status+country+180 days, keyset`;
    t0 = performance.now();
    const body = (i: number) => JSON.stringify({ ...filter(), after: cursors[i % cursors.length] });
    const m = await measureLoop(
      label,
      LIST_CLIENTS,
      opts.warmup,
      opts.seconds,
      async (worker, seq) => post(b, '/api/order/list', admin, body(worker + seq * LIST_CLIENTS)),
      server.cpuSeconds,
    );
    console.log(
      `  ${label}: ${m.ok} pages over ${m.seconds.toFixed(2)} s (${((performance.now() - t0) / 1000).toFixed(1)} s with warm-up)` +
        (m.firstFailure ? `; first failure: ${m.firstFailure}` : ''),
    );
    rows.push({ database: kind, kind: 'api', m });
  } finally {
    await server.stop();
    if (server.logs.length > 0) {
      console.log(`  server logged ${server.logs.length} line(s) at warn or above; the last ones:`);
      for (const l of server.logs.slice(-5)) console.log(`    ${l.slice(0, 300)}`);
    }
  }

  const rawRun = await rawList(kind, env, statements, cursors, opts);
  rows.push({ database: kind, kind: 'raw', m: rawRun.m });
  return { rows, orders: opts.rows, plans: rawRun.plans };
}

async function rawList(
  kind: DbKind,
  env: Record<string, string>,
  statements: Statement[],
  cursors: string[],
  opts: { warmup: number; seconds: number },
): Promise<{ m: Measurement; plans: string[] }> {
  const raw = await openRawDb(kind, env);
  let pool: pg.Pool | null = null;
  let forgetPool = () => undefined as void;
  try {
    // As the server: both statements at once, over a pool of 10 connections (PGlite: one after the other).
    let run: (cursor: string) => Promise<unknown>;
    if (kind === 'postgres') {
      const p = new pg.Pool({ connectionString: env.DATABASE_URL ?? '', max: 10 });
      pool = p;
      forgetPool = onCleanup('close the raw list pool', () => p.end());
      run = (cursor) => Promise.all(statements.map((s) => p.query(s.query, withCursor(s, cursor))));
    } else {
      run = async (cursor) => {
        for (const s of statements) await raw.exec(s.query, withCursor(s, cursor));
      };
    }
    const label =
      kind === 'postgres' ? 'same SQL raw (pg pool of 10, in parallel)' : 'same SQL raw (PGlite in-process)';
    const t0 = performance.now();
    const m = await measureLoop(label, LIST_CLIENTS, opts.warmup, opts.seconds, async (worker, seq) => {
      await run(cursors[(worker + seq * LIST_CLIENTS) % cursors.length]!);
      return { status: 200 };
    });
    if (m.firstFailure) throw new Error(`${label}: ${m.firstFailure}`);
    console.log(
      `  ${label}: ${m.ok} replays over ${m.seconds.toFixed(2)} s (${((performance.now() - t0) / 1000).toFixed(1)} s with warm-up)`,
    );
    const plans: string[] = [];
    const probe = cursors[Math.min(1, cursors.length - 1)]!;
    for (const s of statements)
      plans.push(`  ${s.query.replace(/\s+/g, ' ').slice(0, 120)}...\n${await explain(raw.exec, s, probe)}`);
    return { m, plans };
  } finally {
    forgetPool();
    if (pool) await pool.end();
    await raw.close();
  }
}

export function printListRatios(results: { kind: DbKind; result: ListResult }[]): void {
  for (const { kind, result } of results) {
    const api_ = result.rows.find((r) => r.kind === 'api')?.m;
    const raw = result.rows.find((r) => r.kind === 'raw')?.m;
    if (!api_ || !raw) continue;
    const ratio = api_.p95 / raw.p95;
    console.log(
      `${kind} order list at ${result.orders.toLocaleString('en')} orders: p95 ${fixed(api_.p95, 2)} ms vs raw ${fixed(raw.p95, 2)} ms, ` +
        `API/raw p95 = ${fixed(ratio, 2)}x (target <= ${TARGET_RATIO}x: ${ratio <= TARGET_RATIO ? 'met' : 'NOT met'}); ` +
        `${fixed(api_.reqPerSec, 0)} pages/s vs raw ${fixed(raw.reqPerSec, 0)}/s`,
    );
    console.log(`${kind} plans (EXPLAIN ANALYZE, one page):`);
    for (const p of result.plans) console.log(p);
  }
}
