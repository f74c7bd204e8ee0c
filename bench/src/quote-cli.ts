/**
 * The quote call alone: a server seeded with the demo data and the bench's 10,000-range product, measured flat out and
 * held at the target rate. For profiling one change at a time (a full `npm run bench` takes minutes):
 * `npx tsx src/quote-cli.ts` from bench/, on the embedded database, or on a throw-away PostgreSQL database with
 * BENCH_DB=postgres. BENCH_NODE_ARGS and BENCH_CPU_PROF apply as in the bench; BENCH_SERVER_ENV (JSON) adds to the
 * measured server's environment. The bare `GET /api/ping` held at the same rate after it is the control: the
 * latency the machine and the HTTP stack alone give at that rate.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runMain } from './cleanup';
import { authHeaders, login } from './client';
import { measureHeld } from './held-rate';
import { measure, type Target } from './measure';
import { readOptions } from './options';
import { QUOTE_PATH, QUOTE_TARGET_RATE, quoteBody, seedQuoteProductIn } from './quote';
import { createBenchDatabase } from './postgres';
import { ensureServerBuilt, startServer } from './server';

async function main(): Promise<number> {
  const opts = readOptions();
  ensureServerBuilt();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ph-quote-'));
  const pgDb = process.env.BENCH_DB === 'postgres' ? await createBenchDatabase(opts.postgresAdminUrl) : null;
  try {
    const env: Record<string, string> = {
      DATA_DIR: dir,
      ...(pgDb ? { DATABASE_URL: pgDb.url, SEED_DEMO: 'on' } : {}),
      ...(JSON.parse(process.env.BENCH_SERVER_ENV ?? '{}') as Record<string, string>),
    };
    const seeding = await startServer(env); // the first start migrates and seeds the demo data
    await seeding.stop();
    const product = await seedQuoteProductIn(env);
    const prof = opts.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${opts.cpuProfileDir}`] : [];
    const server = await startServer(env, prof);
    try {
      const target: Target = {
        label: 'quote',
        method: 'POST',
        path: QUOTE_PATH,
        headers: authHeaders(await login(server.baseUrl)),
        body: quoteBody(product),
      };
      const load = { connections: opts.connections, pipelining: 1, duration: opts.duration };
      const flat = await measure(server.baseUrl, target, load, opts.warmup, server.cpuSeconds);
      const held = await measureHeld(
        server.baseUrl,
        target,
        { ...load, rate: QUOTE_TARGET_RATE, warmup: opts.warmup },
        server.cpuSeconds,
      );
      // The control: the bare route held at the same rate in the same run, what the machine alone adds to a p99.
      const bare = await measureHeld(
        server.baseUrl,
        { label: 'bare', method: 'GET', path: '/api/ping' },
        { ...load, rate: QUOTE_TARGET_RATE, warmup: opts.warmup },
        server.cpuSeconds,
      );
      for (const [name, m] of [
        ['flat out', flat],
        [`held at ${QUOTE_TARGET_RATE}/s`, held],
        ['bare ping, held', bare],
      ] as const)
        console.log(
          `${name.padEnd(16)} ${m.reqPerSec.toFixed(0).padStart(6)}/s  p50 ${m.p50.toFixed(2)}  p99 ${m.p99.toFixed(2)}  max ${m.max.toFixed(2)} ms  cpu ${m.cpuMs.toFixed(3)} ms/op  ${m.bytes.toFixed(0)} B` +
            ('clientCpuMs' in m ? `  client cpu ${m.clientCpuMs.toFixed(3)} ms/op` : ''),
        );
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
    await pgDb?.drop();
  }
  return 0;
}

runMain(main);
