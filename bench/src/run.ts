import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { cleanup, installSignalHandlers, onCleanup } from './cleanup';
import { authHeaders, checkFindByDto, checkPing, FIND_BODY, FIND_PATH, login, seedAddresses } from './client';
import { measure, type Load, type Target } from './measure';
import { machineSummary, readOptions, type BenchOptions, type DbKind } from './options';
import { createBenchDatabase, isUnreachable } from './postgres';
import { printOverhead, printTable, problems, type Row } from './report';
import { ensureServerBuilt, startServer } from './server';

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
    return { DATA_DIR: dataDir, DATABASE_URL: db.url, SEED_DEMO: 'on' };
  } catch (err) {
    if (!isUnreachable(err)) throw err;
    const why = `${opts.postgresAdminUrl} is not reachable (${message(err)})`;
    skipped.push(`${kind}: ${why}`);
    console.log(`  PostgreSQL run skipped: ${why}`);
    return null;
  }
}

async function benchDatabase(kind: DbKind, opts: BenchOptions): Promise<Row[]> {
  console.log(`\n[${kind}]`);
  const env = await serverEnv(kind, opts);
  if (!env) return [];

  let t0 = performance.now();
  const server = await startServer(env);
  console.log(`  server up at ${server.baseUrl} in ${since(t0)}`);
  try {
    await checkPing(server.baseUrl);
    const token = await login(server.baseUrl);
    t0 = performance.now();
    await seedAddresses(server.baseUrl, token, opts.addresses);
    const page = await checkFindByDto(server.baseUrl, token);
    console.log(
      `  saved ${opts.addresses} addresses in ${since(t0)}; findByDto answers ${page.rows} rows of ${page.total}`,
    );

    const load: Load = { connections: opts.connections, pipelining: opts.pipelining, duration: opts.duration };
    const targets: Target[] = [
      { label: 'GET /api/ping (bare)', method: 'GET', path: '/api/ping' },
      { label: `POST ${FIND_PATH}`, method: 'POST', path: FIND_PATH, headers: authHeaders(token), body: FIND_BODY },
    ];
    const rows: Row[] = [];
    for (const target of targets) {
      t0 = performance.now();
      const m = await measure(server.baseUrl, target, load, opts.warmup);
      console.log(
        `  ${target.label}: ${m.ok} responses measured over ${m.seconds.toFixed(2)} s (${since(t0)} with warm-up)`,
      );
      rows.push({ database: kind, m });
    }
    return rows;
  } finally {
    await server.stop();
    if (server.logs.length > 0) {
      console.log(`  server logged ${server.logs.length} line(s) at warn or above; the last ones:`);
      for (const l of server.logs.slice(-5)) console.log(`    ${l.slice(0, 300)}`);
    }
  }
}

async function main(): Promise<number> {
  installSignalHandlers();
  const opts = readOptions();
  const started = performance.now();
  console.log('Parcelhub bench: authenticated findByDto against a bare route of the same server');
  console.log(`machine: ${machineSummary()}`);
  console.log(
    `load: ${opts.connections} connections, pipelining ${opts.pipelining}, ${opts.warmup} s warm-up + ${opts.duration} s measured per route; databases: ${opts.databases.join(', ')}`,
  );
  ensureServerBuilt();

  const rows: Row[] = [];
  const failures: string[] = [];
  for (const kind of opts.databases) {
    try {
      rows.push(...(await benchDatabase(kind, opts)));
    } catch (err) {
      failures.push(`${kind}: ${message(err)}`);
      console.error(`  ${kind} run failed: ${message(err)}`);
    } finally {
      // Server, database and temp dir of this run go before the next one starts.
      await cleanup();
    }
  }

  console.log('');
  if (rows.length > 0) {
    printTable(rows);
    console.log('');
    printOverhead(rows);
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

main()
  .catch((err: unknown) => {
    console.error(err);
    return 1;
  })
  .then(async (code) => {
    await cleanup();
    process.exit(code);
  });
