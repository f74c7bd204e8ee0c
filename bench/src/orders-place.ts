import Decimal from 'decimal.js';
import type { Measurement } from './measure';
import { readOptions, type DbKind } from './options';
import { api, encryptPassword, loginAs, placeBody, type Json } from './orders-api';
import { openRawDb, type Exec, type RawDb } from './orders-db';
import { fixed, measureLoop } from './orders-load';
import { RawClient } from './raw-client';
import { cpuSplit } from './proc-cpu';
import type { Row } from './report';
import { startServer } from './server';

/**
 * Placements per second (issue 8): CUSTOMERS customer accounts made through the platform's own calls (created
 * approved with the demo `customer` role, assigned to the demo product US-EXP, each wallet credited by the
 * platform's balance adjustment), then `POST /api/order/place` from as many concurrent clients, each its own
 * customer and a unique reference number, for BENCH_ORDERS_SECONDS. Three times: with US-EXP's label requested in
 * the placement (its default: no label setting is SYNC), with its label setting made ASYNC (the label worker makes
 * it right after the answer, in the same process), and held by an INTERCEPT order rule (no label at all: the
 * placement's own work); BENCH_ORDERS_RULES=SYNC (or ASYNC, NONE, comma-separated) runs only those. Beside them, in the same run: GET /api/ping from the same client loop (what the HTTP
 * stack and the loop cost alone), and the placement's own transaction sent raw — the statements the server sends
 * between BEGIN and COMMIT (the numbered order row with its log line, the balance locks, the journal entry with its
 * balance moves and lines), with the same values, through `pg` (one client per customer) or PGlite in process.
 * After the API runs, the ledger is checked: every ledger account's lines against its balance rows, every entry
 * summing to zero, and each bench customer's balance change against the sum of its orders' fees.
 */

export const CUSTOMERS = 20;
const FUND = '100000000.00';
const TARGET_PER_SECOND = 500;
const PRODUCT_CODE = 'US-EXP';

export interface PlacementResult {
  rows: Row[];
  drift: string;
}

interface Customer {
  id: number;
  username: string;
  token: string;
}

async function makeCustomers(baseUrl: string, admin: string, productId: number, tag: string): Promise<Customer[]> {
  const roles = (await api(baseUrl, 'GET', '/api/users/roleOptions?privilegeType=USER', admin)).rows as Json[];
  const role = roles.find((r) => r.label === 'customer') ?? roles[0];
  if (!role) throw new Error('no role for customers');
  const password = await encryptPassword(baseUrl, 'parcel2026');
  const customers: Customer[] = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const username = `bench${tag}${String(i + 1).padStart(2, '0')}`;
    const made = await api(baseUrl, 'POST', '/api/users', admin, {
      username,
      privilegeType: 'USER',
      roleIds: [Number(role.value)],
      password,
      isApproved: true,
    });
    customers.push({ id: Number((made.obj as Json).id), username, token: '' });
  }
  await api(baseUrl, 'POST', '/api/product/allotCustomers', admin, {
    productId,
    customerIds: customers.map((c) => c.id),
  });
  for (const c of customers) {
    await api(baseUrl, 'POST', '/api/finaWallet/adjust', admin, {
      customerId: c.id,
      direction: 'CREDIT',
      amount: FUND,
      reason: 'placement bench',
    });
    c.token = await loginAs(baseUrl, c.username);
  }
  return customers;
}

/**
 * The placement without any label work: an enabled INTERCEPT order rule on the bench's customers holds their orders
 * (priced, checked by the rules, charged and logged in the same transaction, plus the rule's log line; no label).
 */
async function interceptBenchCustomers(baseUrl: string, admin: string, customerIds: number[]): Promise<void> {
  const group = await api(baseUrl, 'POST', '/api/orderRules/addOrUpdateOrderRuleGroup', admin, { name: 'Bench hold' });
  await api(baseUrl, 'POST', '/api/orderRules/addOrUpdateOrderRule', admin, {
    orderRuleGroupId: Number((group.obj as Json).id),
    name: 'Bench hold',
    strategyType: 'INTERCEPT',
    conditions: {
      countries: [],
      postcodeGroupIds: [],
      weightMin: null,
      weightMax: null,
      declaredValueMin: null,
      declaredValueMax: null,
      customerIds,
      productIds: [],
      keywords: [],
    },
  });
}

async function setLabelRule(baseUrl: string, admin: string, productId: number, rule: 'SYNC' | 'ASYNC') {
  await api(baseUrl, 'POST', '/api/product/labelSetting', admin, {
    productId,
    labelId: 'STD',
    customerPrintLabelType: 'PDF_10x15',
    reqDeliveryLabelRule: rule,
  });
}

/**
 * The ledger after the run: per ledger account, its lines' sum against its balance rows' sum; entries whose lines
 * do not sum to zero; per bench customer, FUND minus its balance against the sum of its orders' fees (and its
 * charge entries against its orders). Answers the total absolute difference as money text.
 */
export async function checkDrift(exec: Exec, customerIds: number[]): Promise<string> {
  const [accounts] = (
    await exec(`
      select count(*)::int as n, coalesce(sum(abs(coalesce(l.total, 0) - coalesce(b.total, 0))), 0)::text as diff
      from ledger_accounts a
      left join (select ledger_account_id, sum(amount) as total from journal_lines group by 1) l on l.ledger_account_id = a.id
      left join (select ledger_account_id, sum(balance) as total from ledger_balances group by 1) b on b.ledger_account_id = a.id
      where coalesce(l.total, 0) <> coalesce(b.total, 0)`)
  ).rows;
  const [entries] = (
    await exec(`
      select count(*)::int as n, coalesce(sum(abs(total)), 0)::text as diff from (
        select e.id, coalesce(sum(l.amount), 0) as total, count(l.*) as lines
        from journal_entries e left join journal_lines l on l.entry_id = e.id group by e.id
      ) x where total <> 0 or lines < 2`)
  ).rows;
  const perCustomer = (
    await exec(
      `select u.id, u.username, b.balance::text as balance,
              (select coalesce(sum(o.fee_total), 0) from orders o where o.account_id = u.id)::text as fees,
              (select count(*) from orders o where o.account_id = u.id)::int as orders,
              (select count(*) from journal_entries e where e.account_id = u.id and e.type = 'ORDER_CHARGE')::int as charges,
              (select coalesce(-sum(e.amount), 0) from journal_entries e where e.account_id = u.id and e.type = 'ORDER_CHARGE')::text as charged
       from users u
       join ledger_accounts a on a.account_id = u.id and a.kind = 'AVAILABLE'
       join ledger_balances b on b.ledger_account_id = a.id and b.shard = 0
       where u.id = any($1::int[]) order by u.id`,
      [customerIds],
    )
  ).rows;
  let total = new Decimal(accounts?.diff as string).plus(entries?.diff as string);
  let orders = 0;
  const problems: string[] = [];
  for (const r of perCustomer) {
    const spent = new Decimal(FUND).minus(r.balance as string);
    const diff = spent
      .minus(r.fees as string)
      .abs()
      .plus(new Decimal(r.charged as string).minus(r.fees as string).abs());
    orders += r.orders as number;
    if (!diff.isZero() || r.orders !== r.charges)
      problems.push(
        `${String(r.username)}: spent ${spent.toFixed(2)}, orders' fees ${String(r.fees)}, ${String(r.orders)} orders / ${String(r.charges)} charges`,
      );
    total = total.plus(diff);
  }
  if (perCustomer.length !== customerIds.length)
    problems.push(`${perCustomer.length}/${customerIds.length} wallets found`);
  console.log(
    `  ledger check over ${orders} orders of ${perCustomer.length} customers: ${Number(accounts?.n)} account(s) whose lines differ from their balance, ` +
      `${Number(entries?.n)} unbalanced entr(y/ies); drift: ${total.toFixed(2)}`,
  );
  for (const p of problems.slice(0, 10)) console.log(`    ${p}`);
  if (problems.length > 0 && total.isZero()) return 'mismatched counts';
  return total.toFixed(2);
}

interface Template {
  productId: number;
  supplierId: number | null;
  carrierCode: string | null;
  values: Record<string, unknown>;
}

/** The columns of one order the API placed, reused by the raw transaction (same row size, same json). */
async function templateOf(exec: Exec, customerIds: number[]): Promise<Template> {
  const [o] = (
    await exec(
      `select product_id, supplier_id, carrier_code, country_code, postcode, receiver_name, pieces, weight::text,
              chargeable_weight::text, declared_value::text, currency, fee_total::text, fee_lines::text, cost_total::text,
              explain_hash, (select body from fee_explanations where hash = explain_hash) as explain, boxes::text,
              declarations::text, sender::text, receiver::text, request_hash
       from orders where account_id = any($1::int[]) order by id limit 1`,
      [customerIds],
    )
  ).rows;
  if (!o) throw new Error('no order placed by the API to copy');
  return {
    productId: Number(o.product_id),
    supplierId: o.supplier_id === null ? null : Number(o.supplier_id),
    carrierCode: (o.carrier_code as string | null) ?? null,
    values: o,
  };
}

/** One placement's transaction, statement for statement as the server sends it (see the DB_QUERY_LOG of a place). */
async function rawPlacement(
  exec: Exec,
  t: Template,
  customer: { id: number; available: number; revenue: number; shard: number; username: string },
  referenceNo: string,
): Promise<void> {
  const v = t.values;
  const fee = v.fee_total as string;
  await exec('begin');
  try {
    // The order numbered from the sequence and its log line, in one statement.
    const made = (
      await exec(
        `with explained as (
           insert into fee_explanations (hash, body) values ($19, $26) on conflict do nothing
         ), s as (select nextval('order_number_seq') as n),
         made as (
           insert into orders (order_no, inside_number, reference_no, account_id, created_by, product_id, supplier_id,
             status, label_status, label_next_at, carrier_code, source, country_code, postcode, receiver_name, pieces,
             weight, chargeable_weight, declared_value, currency, fee_total, fee_lines, cost_total, explain_hash, boxes,
             declarations, sender, receiver, request_hash)
           select 'RW' || lpad(s.n::text, 14, '0'), 'R' || lpad(s.n::text, 11, '0'), $1, $2, $2, $3, $4, 'CREATED',
             'PENDING', $5, $6, 'WEB', $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23
           from s
           returning id, order_no
         ), logged as (
           insert into order_logs (order_id, action, from_status, to_status, message_key, params, operator_id, operator_name)
           select made.id, 'PLACE', null, 'CREATED', 'placed', $24, $2, $25 from made
         )
         select id, order_no from made`,
        [
          referenceNo,
          customer.id,
          t.productId,
          t.supplierId,
          new Date(Date.now() + 3_600_000),
          t.carrierCode,
          v.country_code,
          v.postcode,
          v.receiver_name,
          v.pieces,
          v.weight,
          v.chargeable_weight,
          v.declared_value,
          v.currency,
          fee,
          v.fee_lines,
          v.cost_total,
          v.explain_hash,
          v.boxes,
          v.declarations,
          v.sender,
          v.receiver,
          v.request_hash,
          JSON.stringify({ total: fee, currency: v.currency, source: 'WEB' }),
          customer.username,
          v.explain,
        ],
      )
    ).rows[0]!;
    const id = Number(made.id);
    const orderNo = String(made.order_no);
    await exec(
      `select b.ledger_account_id, b.shard, a.kind, b.balance, b.credit_limit
       from ledger_balances b join ledger_accounts a on a.id = b.ledger_account_id
       where a.currency = $1 and ((a.account_id = $2 and a.kind in ($3) and b.shard = 0)
         or (a.account_id is null and a.kind in ($4) and b.shard = $5))
       order by b.ledger_account_id, b.shard for update of b`,
      ['CNY', customer.id, 'AVAILABLE', 'REVENUE', customer.shard],
    );
    // The charge: its entry, the balance moves and the lines, in one statement (the balance after from the plan).
    await exec(
      `with e as (
         insert into journal_entries (type, idempotency_key, account_id, amount, order_id, order_no, remark, actor_user_id)
         values ('ORDER_CHARGE', $1, $2, $3, $4, $5, '', $2) on conflict (idempotency_key) do nothing returning id
       ), moved as (
         update ledger_balances b set balance = b.balance + v.amount, updated_at = now()
         from (values ($6::integer, 0::smallint, $3::numeric), ($7::integer, $8::smallint, $9::numeric)) as v(id, shard, amount)
         where b.ledger_account_id = v.id and b.shard = v.shard and exists (select 1 from e)
         returning b.ledger_account_id as "ledgerAccountId", b.shard, b.balance::text as balance
       ), lined as (
         insert into journal_lines (entry_id, line_no, ledger_account_id, amount, balance_after)
         select e.id, l.line_no, l.account, l.amount, l.after
         from e cross join (values (1, $6::integer, $3::numeric, null::numeric), (2, $7::integer, $9::numeric, null::numeric))
           as l(line_no, account, amount, after)
       )
       select (select id from e) as "entryId", coalesce((select json_agg(moved) from moved), '[]'::json) as balances`,
      [
        `order:${id}:charge`,
        customer.id,
        `-${fee}`,
        id,
        orderNo,
        customer.available,
        customer.revenue,
        customer.shard,
        fee,
      ],
    );
    await exec('commit');
  } catch (err) {
    await exec('rollback').catch(() => undefined);
    throw err;
  }
}

async function rawBaseline(
  raw: RawDb,
  customers: Customer[],
  warmup: number,
  seconds: number,
  label: string,
  split: ReturnType<typeof cpuSplit>,
): Promise<Measurement> {
  const ids = customers.map((c) => c.id);
  const template = await templateOf(raw.exec, ids);
  const accounts = (
    await raw.exec(
      `select a.account_id, a.id, (select id from ledger_accounts where account_id is null and kind = 'REVENUE' and currency = 'CNY') as revenue
       from ledger_accounts a where a.account_id = any($1::int[]) and a.kind = 'AVAILABLE'`,
      [ids],
    )
  ).rows;
  const byCustomer = customers.map((c) => {
    const a = accounts.find((r) => Number(r.account_id) === c.id);
    if (!a) throw new Error(`no AVAILABLE account for ${c.username}`);
    // apps/server/src/modules/wallet/ledger/accounts.ts: platformShardOf(id) = id % PLATFORM_SHARDS (8).
    return { id: c.id, username: c.username, available: Number(a.id), revenue: Number(a.revenue), shard: c.id % 8 };
  });
  let n = 0;
  const m = await measureLoop(
    label,
    customers.length,
    warmup,
    seconds,
    async (worker) => {
      const c = byCustomer[worker]!;
      const ref = `RAW-${++n}`;
      await raw.session(worker, (exec) => rawPlacement(exec, template, c, ref));
      return { status: 200 };
    },
    split.start,
  );
  if (m.firstFailure) throw new Error(`${label}: ${m.firstFailure}`);
  return m;
}

export async function benchPlacements(
  kind: DbKind,
  env: Record<string, string>,
  opts: { warmup: number; seconds: number },
): Promise<PlacementResult> {
  console.log(`\n[${kind} placements: ${CUSTOMERS} concurrent customers on ${PRODUCT_CODE}]`);
  const rows: Row[] = [];
  const prof = readOptions().cpuProfileDir;
  const server = await startServer(
    env,
    prof ? ['--cpu-prof', `--cpu-prof-dir=${prof}`, `--cpu-prof-name=placements-${kind}-${Date.now()}.cpuprofile`] : [],
  );
  let customers: Customer[];
  let clients: RawClient[] = [];
  try {
    const b = server.baseUrl;
    const admin = await loginAs(b, 'admin');
    const products = (await api(b, 'POST', '/api/product/list', admin, { pageNo: 0, pageSize: 50 })).rows as Json[];
    const productId = Number(products.find((p) => p.code === PRODUCT_CODE)?.id);
    if (!productId) throw new Error(`${PRODUCT_CODE} is not in the product list (SEED_DEMO?)`);
    let t0 = performance.now();
    customers = await makeCustomers(b, admin, productId, kind === 'pglite' ? 'l' : 'p');
    console.log(
      `  made ${CUSTOMERS} customers (created, assigned to ${PRODUCT_CODE}, credited ${FUND} CNY, signed in) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    let n = 0;
    // One kept-alive raw socket a worker (raw-client.ts): node's fetch ate the cores the server and database share.
    clients = customers.map(() => new RawClient(new URL(b)));
    const send = async (
      worker: number,
      method: 'GET' | 'POST',
      path: string,
      headers: Record<string, string>,
      body?: string,
    ) => {
      const r = await clients[worker]!.request(method, path, headers, body);
      return r.status >= 200 && r.status < 300
        ? { status: r.status }
        : { status: r.status, failure: r.body.toString('utf8', 0, 300) };
    };
    const fire = (tag: string) => (worker: number) =>
      send(
        worker,
        'POST',
        '/api/order/place',
        { authorization: `Bearer ${customers[worker]!.token}`, 'accept-language': 'en' },
        JSON.stringify(placeBody(productId, `${tag}-${++n}`)),
      );
    const labels = {
      SYNC: 'label in the placement (SYNC, as seeded)',
      ASYNC: 'label after it (ASYNC label setting)',
      NONE: 'no label (held by an INTERCEPT rule)',
    };
    // BENCH_ORDERS_RULES=SYNC,NONE runs only those (to profile one); all three by default.
    const only = (process.env.BENCH_ORDERS_RULES ?? '').split(',').filter(Boolean);
    for (const rule of ['SYNC', 'ASYNC', 'NONE'] as const) {
      if (only.length > 0 && !only.includes(rule)) continue;
      if (rule === 'ASYNC') await setLabelRule(b, admin, productId, 'ASYNC');
      if (rule === 'NONE')
        await interceptBenchCustomers(
          b,
          admin,
          customers.map((c) => c.id),
        );
      const label = `POST /api/order/place, ${labels[rule]}`;
      t0 = performance.now();
      const split = cpuSplit(kind, server.cpuSeconds);
      const m = await measureLoop(label, CUSTOMERS, opts.warmup, opts.seconds, fire(rule), split.start);
      console.log(
        `  ${label}: ${m.ok} placements over ${m.seconds.toFixed(2)} s (${((performance.now() - t0) / 1000).toFixed(1)} s with warm-up)` +
          (m.firstFailure ? `; first failure: ${m.firstFailure}` : ''),
      );
      console.log(`    ${split.report(m.ok, m.seconds)}`);
      rows.push({ database: kind, kind: 'api', m });
    }
    const ping = await measureLoop(
      'GET /api/ping from the same loop (bare)',
      CUSTOMERS,
      1,
      Math.min(5, opts.seconds),
      (worker) => send(worker, 'GET', '/api/ping', {}),
      server.cpuSeconds,
    );
    rows.push({ database: kind, kind: 'bare', m: ping });
  } finally {
    for (const c of clients) c.close();
    await server.stop();
    if (server.logs.length > 0) {
      console.log(`  server logged ${server.logs.length} line(s) at warn or above; the last ones:`);
      for (const l of server.logs.slice(-5)) console.log(`    ${l.slice(0, 300)}`);
    }
  }

  const raw = await openRawDb(kind, env, CUSTOMERS);
  let drift: string;
  try {
    const labels = (
      await raw.exec(
        `select status || '/' || label_status as s, count(*)::int as n from orders where account_id = any($1::int[]) group by 1 order by 1`,
        [customers.map((c) => c.id)],
      )
    ).rows;
    console.log(
      `  the bench's orders by status/label: ${labels.map((r) => `${String(r.s)} ${String(r.n)}`).join(', ')}`,
    );
    drift = await checkDrift(
      raw.exec,
      customers.map((c) => c.id),
    );
    const label =
      kind === 'pglite'
        ? 'same transaction raw (PGlite in-process, one at a time)'
        : `same transaction raw (pg, ${CUSTOMERS} clients)`;
    const t0 = performance.now();
    const split = cpuSplit(kind, () => Number.NaN);
    const m = await rawBaseline(raw, customers, opts.warmup, opts.seconds, label, split);
    console.log(
      `  ${label}: ${m.ok} transactions over ${m.seconds.toFixed(2)} s (${((performance.now() - t0) / 1000).toFixed(1)} s with warm-up)`,
    );
    console.log(`    ${split.report(m.ok, m.seconds).replace('server -, ', '')}`);
    rows.push({ database: kind, kind: 'raw', m });
    await checkDrift(
      raw.exec,
      customers.map((c) => c.id),
    ).then((d) => {
      if (d !== '0.00') console.log(`  the raw baseline's own transactions left a drift of ${d}`);
    });
  } finally {
    await raw.close();
  }
  return { rows, drift };
}

/** The lines under the table: each placement run against the raw transaction, and the issue's target. */
export function printPlacementRatios(results: { kind: DbKind; result: PlacementResult }[]): void {
  for (const { kind, result } of results) {
    const raw = result.rows.find((r) => r.kind === 'raw')?.m;
    const bare = result.rows.find((r) => r.kind === 'bare')?.m;
    for (const r of result.rows.filter((x) => x.kind === 'api')) {
      const m = r.m;
      const parts = [
        `${fixed(m.reqPerSec, 0)} placements/s (target >= ${TARGET_PER_SECOND}: ${m.reqPerSec >= TARGET_PER_SECOND ? 'met' : 'NOT met'})`,
        `p50 ${fixed(m.p50, 1)} ms, p99 ${fixed(m.p99, 1)} ms`,
      ];
      if (raw) parts.push(`API/raw = ${fixed(m.reqPerSec / raw.reqPerSec, 3)} (raw ${fixed(raw.reqPerSec, 0)}/s)`);
      if (bare) parts.push(`API/bare = ${fixed(m.reqPerSec / bare.reqPerSec, 3)}`);
      console.log(`${kind} ${m.label.replace('POST /api/order/place, ', '')}: ${parts.join('; ')}`);
    }
    console.log(`${kind} drift: ${result.drift}`);
  }
}
