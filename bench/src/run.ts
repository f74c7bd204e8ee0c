import { withServerFlags } from './server-flags';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { cleanup, onCleanup, runMain } from './cleanup';
import {
  authHeaders,
  BROWSER_ENCODINGS,
  checkFindByDto,
  checkPing,
  FIND_BODY,
  FIND_PATH,
  login,
  seedAddresses,
} from './client';
import { measure, type Load, type Target } from './measure';
import { machineSummary, readOptions, type BenchOptions, type DbKind } from './options';
import { createBenchDatabase, isUnreachable } from './postgres';
import { printLoginWeight } from './weight';
import { measureRaw, pgliteRunner, pgRunner, readCaptured, type Captured } from './raw';
import { printRatios, printTable, problems, type Row, type RowKind } from './report';
import { ensureServerBuilt, startServer } from './server';
import { benchFiles, printFileFigures, type FileFigures } from './files';
import { measureHeld } from './held-rate';
import { QUOTE_PATH, QUOTE_TARGET_RATE, quoteBody, seedQuoteProductIn, ZONE_ROWS } from './quote';
import { benchOrders, printOrders, type OrdersFigures } from './orders-run';

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));
const skipped: string[] = [];
const since = (t0: number) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ph-bench-'));
  onCleanup(`remove ${dir}`, () => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** Server environment for one database, or null when PostgreSQL is not reachable (skipped). */
async function serverEnv(kind: DbKind, opts: BenchOptions): Promise<Record<string, string> | null> {
  // DATA_DIR holds keys and files on PostgreSQL too, so it is always a fresh temp dir.
  const dataDir = await tempDir();
  if (kind === 'pglite') return { DATA_DIR: dataDir };
  try {
    const db = await createBenchDatabase(opts.postgresAdminUrl);
    console.log(`  created database ${db.name}`);
    // BENCH_SERVER_ENV (JSON) adds to it, e.g. '{"SERVER_PROCESSES":"2"}' (PostgreSQL only: one process owns PGlite).
    const extra = JSON.parse(process.env.BENCH_SERVER_ENV ?? '{}') as Record<string, string>;
    return { DATA_DIR: dataDir, DATABASE_URL: db.url, SEED_DEMO: 'on', ...extra };
  } catch (err) {
    if (!isUnreachable(err)) throw err;
    const why = `${opts.postgresAdminUrl} is not reachable (${message(err)})`;
    skipped.push(`${kind}: ${why}`);
    console.log(`  PostgreSQL run skipped: ${why}`);
    return null;
  }
}

interface Prepared {
  token: string;
  /** What one findByDto sends to the database, in order. */
  statements: Captured[];
}

/**
 * A first server seeds the data and logs its SQL (DB_QUERY_LOG): after one findByDto has warmed the session and
 * country caches, the statements of the next one are the route's own queries, replayed raw later.
 */
async function prepare(env: Record<string, string>, opts: BenchOptions): Promise<Prepared> {
  const dataDir = env.DATA_DIR ?? '';
  const queryLog = path.join(dataDir, 'queries.jsonl');
  let t0 = performance.now();
  const server = await startServer({ ...env, DB_QUERY_LOG: queryLog });
  console.log(`  seeding server up at ${server.baseUrl} in ${since(t0)}`);
  try {
    await checkPing(server.baseUrl);
    const token = await login(server.baseUrl);
    t0 = performance.now();
    await seedAddresses(server.baseUrl, token, opts.addresses);
    const page = await checkFindByDto(server.baseUrl, token);
    console.log(
      `  saved ${opts.addresses} addresses in ${since(t0)}; findByDto answers ${page.rows} rows of ${page.total}`,
    );
    await writeFile(queryLog, '');
    await checkFindByDto(server.baseUrl, token);
    const statements = await readCaptured(queryLog);
    if (statements.length === 0) throw new Error(`no SQL captured in ${queryLog}`);
    console.log(`  one findByDto sends ${statements.length} statement(s):`);
    for (const s of statements) {
      console.log(`    ${s.query.replace(/\s+/g, ' ').slice(0, 160)}... params ${JSON.stringify(s.params)}`);
    }
    return { token, statements };
  } finally {
    await server.stop();
  }
}

function profileArgs(kind: DbKind, opts: BenchOptions): string[] {
  if (!opts.cpuProfileDir) return [];
  return [
    '--cpu-prof',
    `--cpu-prof-dir=${opts.cpuProfileDir}`,
    `--cpu-prof-name=server-${kind}-${Date.now()}.cpuprofile`,
  ];
}

let weightDone = false;

async function stopAndReport(server: Awaited<ReturnType<typeof startServer>>): Promise<void> {
  await server.stop();
  if (server.logs.length > 0) {
    console.log(`  server logged ${server.logs.length} line(s) at warn or above; the last ones:`);
    for (const l of server.logs.slice(-5)) console.log(`    ${l.slice(0, 300)}`);
  }
}

/** The quote call on a PostgreSQL server that reads the pricing version per quote (no change feed), for the ratio. */
async function quotePolled(
  env: Record<string, string>,
  load: Load,
  opts: BenchOptions,
  headers: Record<string, string>,
  product: number,
): Promise<Row> {
  const server = await startServer({ ...env, DB_CHANGE_FEED: 'off' });
  try {
    const target: Target = {
      label: `  same, DB_CHANGE_FEED=off (a version read per quote)`,
      method: 'POST',
      path: QUOTE_PATH,
      headers,
      body: quoteBody(product),
    };
    const m = await measure(server.baseUrl, target, load, opts.warmup, server.cpuSeconds);
    console.log(`  ${target.label.trim()}: ${m.ok} responses measured over ${m.seconds.toFixed(2)} s`);
    return { database: 'postgres', kind: 'quotePolled', m };
  } finally {
    await stopAndReport(server);
  }
}

async function benchDatabase(kind: DbKind, opts: BenchOptions): Promise<Row[]> {
  console.log(`\n[${kind}]`);
  const env = await serverEnv(kind, opts);
  if (!env) return [];
  const { token, statements } = await prepare(env, opts);
  const quoteProduct = await seedQuoteProductIn(env);
  console.log(`  wrote the quote bench product ${quoteProduct} (${ZONE_ROWS} postcode ranges, 10 surcharges)`);
  const load: Load = { connections: opts.connections, pipelining: opts.pipelining, duration: opts.duration };
  const rows: Row[] = [];

  let t0 = performance.now();
  const server = await startServer(env, profileArgs(kind, opts));
  console.log(`  measured server up at ${server.baseUrl} in ${since(t0)}`);
  try {
    await checkFindByDto(server.baseUrl, token);
    const targets: [RowKind, Target][] = [
      ['bare', { label: 'GET /api/ping (bare)', method: 'GET', path: '/api/ping' }],
      [
        'api',
        { label: `POST ${FIND_PATH}`, method: 'POST', path: FIND_PATH, headers: authHeaders(token), body: FIND_BODY },
      ],
      [
        'compressed',
        {
          label: '  same, as a browser asks (gzip, br)',
          method: 'POST',
          path: FIND_PATH,
          headers: { ...authHeaders(token), 'accept-encoding': BROWSER_ENCODINGS },
          body: FIND_BODY,
        },
      ],
    ];
    const quote: Target = {
      label: `POST ${QUOTE_PATH} (${ZONE_ROWS} zone rows, 10 surcharges)`,
      method: 'POST',
      path: QUOTE_PATH,
      headers: authHeaders(token),
      body: quoteBody(quoteProduct),
    };
    // Flat out, latency is the connections' queue (Little's law); the latency target is read at the target rate.
    targets.push(['quote', quote], ['quoteHeld', { ...quote, label: `  same, held at ${QUOTE_TARGET_RATE}/s` }]);
    for (const [rowKind, target] of targets) {
      t0 = performance.now();
      const m =
        rowKind === 'quoteHeld'
          ? await measureHeld(
              server.baseUrl,
              target,
              { ...load, rate: QUOTE_TARGET_RATE, warmup: opts.warmup },
              server.cpuSeconds,
            )
          : await measure(server.baseUrl, target, load, opts.warmup, server.cpuSeconds);
      console.log(
        `  ${target.label}: ${m.ok} responses measured over ${m.seconds.toFixed(2)} s (${since(t0)} with warm-up)`,
      );
      rows.push({ database: kind, kind: rowKind, m });
    }
    if (!weightDone) {
      weightDone = true;
      await printLoginWeight(server.baseUrl);
    }
  } finally {
    await stopAndReport(server);
  }
  if (kind === 'postgres') rows.push(await quotePolled(env, load, opts, authHeaders(token), quoteProduct));

  // The server has stopped: its database (and, embedded, its data folder) is the bench's alone now.
  const runner =
    kind === 'pglite'
      ? await pgliteRunner(path.join(env.DATA_DIR ?? '', 'pglite'), statements)
      : await pgRunner(env.DATABASE_URL ?? '', statements, opts.connections);
  try {
    const label =
      kind === 'pglite' ? 'same SQL raw (PGlite in-process)' : `same SQL raw (pg, ${opts.connections} clients)`;
    console.log(`  raw replay answers ${await runner.run(0)} rows`);
    t0 = performance.now();
    const m = await measureRaw(label, runner, load, opts.warmup);
    console.log(`  ${label}: ${m.ok} replays measured over ${m.seconds.toFixed(2)} s (${since(t0)} with warm-up)`);
    rows.push({ database: kind, kind: 'raw', m });
  } finally {
    await runner.close();
  }
  return rows;
}

async function main(): Promise<number> {
  const opts = readOptions();
  const started = performance.now();
  if (!process.env.BENCH_ONLY) {
    await (await import('./pricing-engine')).benchPricingEngine(); // in process, no server: src/pricing-engine.ts
    await (await import('./labels')).benchLabels(); // in process, no server: src/labels.ts
    await (await import('./sort-decide')).benchSortDecide(); // in process, no server: src/sort-decide.ts
    await (await import('./hs-match')).benchHsMatch(); // in process, no server: src/hs-match.ts
    await (await import('./manifest-check')).benchManifestCheck(); // in process, no server: src/manifest-check.ts
  }
  if (!process.env.BENCH_ONLY || process.env.BENCH_ONLY === 'track-rules') {
    await (await import('./track-rules')).benchTrackRules(); // in process, no server: src/track-rules.ts
    if (process.env.BENCH_ONLY) return 0;
  }
  console.log(
    'Parcelhub bench: authenticated findByDto against its own SQL sent raw and a bare route, in the same run',
  );
  console.log(`machine: ${machineSummary()}`);
  console.log(
    `load: ${opts.connections} connections, pipelining ${opts.pipelining}, ${opts.warmup} s warm-up + ${opts.duration} s measured per route; databases: ${opts.databases.join(', ')}`,
  );
  ensureServerBuilt();

  const rows: Row[] = [];
  const fileRows: FileFigures[] = [];
  const failures: string[] = [];
  // BENCH_PARTS=http,files,orders,batch,webhooks (all by default; BENCH_ONLY is the same): the page query bench, the
  // spreadsheet bench, the order benches (src/orders-run.ts), the 10,000-order batch import (src/batch-import.ts),
  // webhook deliveries against a bare POST loop (src/webhooks.ts, in process on PGlite, once);
  // `track` (not by default): public tracking and the order tracking list against the bare route (src/public-track.ts).
  // `tracking` (asked for by name only) the tracking ingest against a raw insert (src/tracking-ingest.ts);
  // `waybills` (asked for by name) a waybill event fanned out to its parcels (src/waybill-fan-out.ts).
  const parts = (process.env.BENCH_ONLY ?? process.env.BENCH_PARTS ?? 'http,files,orders,batch,webhooks')
    .split(',')
    .map((p) => p.trim());
  const orderFigures: OrdersFigures[] = [];
  for (const kind of opts.databases) {
    try {
      if (parts.includes('http')) rows.push(...(await benchDatabase(kind, opts)));
    } catch (err) {
      failures.push(`${kind}: ${message(err)}`);
      console.error(`  ${kind} run failed: ${message(err)}`);
    } finally {
      // Server, database and temp dir of this run go before the next one starts.
      await cleanup();
    }
    if (parts.includes('orders')) {
      try {
        orderFigures.push(await benchOrders(kind, (k) => serverEnv(k, opts), cleanup));
      } catch (err) {
        failures.push(`${kind} orders: ${message(err)}`);
        console.error(`  ${kind} orders run failed: ${message(err)}`);
      } finally {
        await cleanup();
      }
    }
    if (parts.includes('tracking')) {
      try {
        await (await import('./tracking-ingest')).benchTrackingIngest(kind); // in process: src/tracking-ingest.ts
      } catch (err) {
        failures.push(`${kind} tracking ingest: ${message(err)}`);
        console.error(`  ${kind} tracking ingest failed: ${message(err)}`);
      } finally {
        await cleanup();
      }
    }
    if (parts.includes('batch')) {
      try {
        await (await import('./batch-import')).benchBatchImport(kind);
      } catch (err) {
        failures.push(`${kind} batch import: ${message(err)}`);
        console.error(`  ${kind} batch import failed: ${message(err)}`);
      } finally {
        await cleanup();
      }
    }
    if (parts.includes('track')) {
      try {
        const env = await serverEnv(kind, opts); // a database of its own
        if (env) await (await import('./public-track')).benchPublicTrack(kind, env);
      } catch (err) {
        failures.push(`${kind} public tracking: ${message(err)}`);
        console.error(`  ${kind} public tracking failed: ${message(err)}`);
      } finally {
        await cleanup();
      }
    }
    if (parts.includes('bagging')) {
      try {
        const env = await serverEnv(kind, opts); // a database of its own: src/scan-to-bag.ts
        if (env) await (await import('./scan-to-bag')).benchScanToBag(kind, env);
      } catch (err) {
        failures.push(`${kind} scanToBag: ${message(err)}`);
        console.error(`  ${kind} scanToBag failed: ${message(err)}`);
      } finally {
        await cleanup();
      }
    }
    if (parts.includes('waybills')) {
      try {
        await (await import('./waybill-fan-out')).benchWaybillFanOut(kind);
      } catch (err) {
        failures.push(`${kind} waybill fan-out: ${message(err)}`);
        console.error(`  ${kind} waybill fan-out failed: ${message(err)}`);
      } finally {
        await cleanup();
      }
    }
    if (!parts.includes('files')) continue;
    try {
      console.log(`\n[${kind} spreadsheets]`);
      const env = await serverEnv(kind, opts); // a database of its own
      if (env) fileRows.push(...(await benchFiles(kind, env)));
    } catch (err) {
      failures.push(`${kind} spreadsheets: ${message(err)}`);
      console.error(`  ${kind} spreadsheet run failed: ${message(err)}`);
    } finally {
      await cleanup();
    }
  }
  if (parts.includes('webhooks')) {
    try {
      await (await import('./webhooks')).benchWebhooks();
    } catch (err) {
      failures.push(`webhooks: ${message(err)}`);
      console.error(`  webhook bench failed: ${message(err)}`);
    }
  }
  failures.push(...printOrders(orderFigures));
  if (fileRows.length > 0) {
    console.log('');
    printFileFigures(fileRows);
  }

  console.log('');
  if (rows.length > 0) {
    printTable(rows);
    console.log('');
    printRatios(rows);
    console.log(
      'latency in ms over every 2xx response (exact, nearest rank); req/s = 2xx responses / measured seconds',
    );
  }
  for (const s of skipped) console.log(`skipped ${s}`);
  failures.push(...problems(rows));
  console.log(`total ${since(started)}`);
  if (failures.length > 0) {
    console.error(`\nbench FAILED:\n  ${failures.join('\n  ')}`);
    return 1;
  }
  return 0;
}

withServerFlags();
runMain(main);
