import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { onCleanup, runPerDatabase } from './cleanup';
import type { DbKind } from './options';
import { median } from './measure';
import { openFor } from './batch-import';
import { runMigrations } from '../../apps/server/src/platform/db/migrate';
import { attachOperationLog, captureTriggerSql, TRIGGERS } from '../../apps/server/src/modules/oplog/oplog.attach';

/**
 * What the operation log's capture costs a write (decision 88), on a table shaped like `orders` (40 columns, five
 * JSON documents): the label's update of six rows and a batch chunk's insert of 250, each with the table's generated
 * capture, with the generic whole-row capture of migration 0007 (the naive way), and with no capture (the triggers
 * off, `session_replication_role = replica`), alternated in the same run. Each statement goes in its own transaction,
 * the same message for all three.
 *
 *   npx tsx src/oplog-capture.ts        (BENCH_DB=pglite|postgres|both, BENCH_CAPTURE_ROUNDS=5)
 */

const ROUNDS = Number(process.env.BENCH_CAPTURE_ROUNDS ?? 5);
const UPDATES = 60; // a round's label updates of six rows, per variant
const INSERTS = 4; // a round's chunk inserts of 250 rows, per variant

const COLUMNS = `id integer primary key, order_no text not null, inside_number text not null, reference_no text not null,
  account_id integer not null, created_by integer, product_id integer not null, supplier_id integer, status text not null,
  label_status text not null, label_error text, label_attempts integer not null default 0, label_format text,
  label_file_key text, tracking_no text, carrier_code text, source text not null, country_code text not null,
  postcode text, receiver_name text, pieces integer not null, weight numeric(12, 3), chargeable_weight numeric(12, 3),
  declared_value numeric(12, 2), currency text, fee_total numeric(14, 2), fee_lines jsonb, cost_total numeric(14, 2),
  boxes jsonb, declarations jsonb, sender jsonb, receiver jsonb, remark text, fba boolean, vat_no text, eori_no text,
  request_hash text, batch_id integer, created_at timestamptz default now(), updated_at timestamptz default now()`;

/** `n` rows from id `from` on, with documents of an order's size. */
const rowsSql = (table: string, from: number, n: number) => `insert into ${table}
  select g, 'PH' || g, 'N' || g, 'REF-' || g, 3, 3, 1, 2, 'CREATED', 'PENDING', null, 0, null, null, null, 'SANDBOX',
    'EXCEL', 'US', '10001', 'John Smith', 1, 3, 4, 25, 'CNY', 166.15,
    '[{"code":"FREIGHT","name":"Freight","amount":"141.90"},{"code":"FUEL","name":"Fuel surcharge","amount":"24.25"}]',
    144.48, '[{"no":1,"length":"40","width":"30","height":"20","weight":"3"}]',
    '[{"nameEn":"T-shirt","nameZh":"T恤","hsCode":"610910","quantity":2,"unitValue":"12.50","unitWeight":"0.2"}]',
    '{"name":"Li Lei","company":"","countryCode":"CN","province":"Guangdong","city":"Shenzhen","address1":"1 Keji Road","zipCode":"518000","phone":"13800138000"}',
    '{"name":"John Smith","company":"","countryCode":"US","province":"NY","city":"New York","address1":"350 5th Ave","zipCode":"10001","phone":"+1 212 555 0100"}',
    '', false, '', '', md5(g::text), null
  from generate_series(${from}, ${from + n - 1}) g`;

const labelSql = (table: string, from: number, stamp: number) => `update ${table} set label_status = 'SUCCESS',
  status = 'LABELED', label_attempts = label_attempts + 1, tracking_no = 'SB' || id || '-${stamp}',
  label_file_key = 'labels/202611/' || md5(id::text || '${stamp}'), label_format = 'PDF', updated_at = now()
  where id between ${from} and ${from + 5}`;

type Variant = 'none' | 'generic' | 'generated';
const VARIANTS: Variant[] = ['none', 'generic', 'generated'];
const tableOf = (v: Variant) => (v === 'generic' ? 'cap_generic' : 'cap_generated');
const roleOf = (v: Variant) => (v === 'none' ? 'replica' : 'origin');

async function benchCapture(kind: DbKind) {
  console.log(`\n[${kind} operation log capture]`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ph-bench-capture-'));
  onCleanup(`remove ${dataDir}`, () => rm(dataDir, { recursive: true, force: true }));
  const opened = await openFor(kind, dataDir);
  if (!opened) return;
  const { database } = opened;
  onCleanup('close the database', () => database.close());
  await runMigrations(database);
  await database.exec(`create table cap_generated (${COLUMNS}); create table cap_generic (${COLUMNS});`);
  await attachOperationLog(database.db);
  // The generic capture by hand, as migration 0007 attached it to every table.
  for (const trigger of TRIGGERS)
    await database.exec(
      captureTriggerSql('cap_generic', trigger, `oplog_capture('account_id,supplier_id', 'request_hash')`),
    );

  const inOwnTransaction = async (variant: Variant, statement: string) => {
    const t0 = performance.now();
    await database.exec(`begin; set local session_replication_role = ${roleOf(variant)}; ${statement}; commit`);
    return performance.now() - t0;
  };
  // Rows for every round's updates, written without capture; each round's inserts take fresh ids after them.
  const perRound = UPDATES * 6;
  for (const v of ['generic', 'generated'] as const)
    await inOwnTransaction('none', rowsSql(tableOf(v), 1, perRound * ROUNDS * VARIANTS.length));
  let nextInsert = 1_000_000;
  let stamp = 0;
  const updates = new Map<Variant, number[]>(VARIANTS.map((v) => [v, []]));
  const inserts = new Map<Variant, number[]>(VARIANTS.map((v) => [v, []]));
  let fresh = 1;
  for (let round = 0; round < ROUNDS; round++)
    for (const v of round % 2 ? [...VARIANTS].reverse() : VARIANTS) {
      const times: number[] = [];
      for (let i = 0; i < UPDATES; i++, fresh += 6)
        times.push(await inOwnTransaction(v, labelSql(tableOf(v), fresh, ++stamp)));
      updates.get(v)!.push(median(times));
      const chunk: number[] = [];
      for (let i = 0; i < INSERTS; i++, nextInsert += 250)
        chunk.push(await inOwnTransaction(v, rowsSql(tableOf(v), nextInsert, 250)));
      inserts.get(v)!.push(median(chunk));
    }
  const line = (what: string, figures: Map<Variant, number[]>) => {
    const none = median(figures.get('none')!);
    const parts = VARIANTS.map((v) => {
      const m = median(figures.get(v)!);
      return `${v} ${m.toFixed(2)} ms${v === 'none' ? '' : ` (x${(m / none).toFixed(2)})`}`;
    });
    console.log(`  ${what}: ${parts.join(', ')}`);
  };
  console.log(`  medians of ${ROUNDS} rounds (each the median of its statements), the variants alternated:`);
  line('label update of 6 rows', updates);
  line('insert of 250 rows', inserts);
}

runPerDatabase(benchCapture);
