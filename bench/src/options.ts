import os from 'node:os';
import path from 'node:path';

export type DbKind = 'pglite' | 'postgres';

export interface BenchOptions {
  databases: DbKind[];
  /** Seconds measured per route. */
  duration: number;
  /** Seconds of warm-up per route, before its measurement. */
  warmup: number;
  connections: number;
  pipelining: number;
  /** Extra addresses saved for the customer before measuring. */
  addresses: number;
  postgresAdminUrl: string;
  /** When set, the measured server runs with `--cpu-prof` and writes its profile here. */
  cpuProfileDir: string | undefined;
}

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return n;
}

function databases(): DbKind[] {
  const raw = (process.env.BENCH_DB ?? 'both').trim().toLowerCase();
  if (raw === 'both') return ['pglite', 'postgres'];
  if (raw === 'pglite' || raw === 'postgres') return [raw];
  throw new Error(`BENCH_DB must be pglite, postgres or both, got "${raw}"`);
}

export function readOptions(): BenchOptions {
  return {
    databases: databases(),
    duration: positiveInt('BENCH_DURATION', 10),
    warmup: 3,
    connections: positiveInt('BENCH_CONNECTIONS', 10),
    pipelining: 1,
    addresses: 200,
    postgresAdminUrl: process.env.BENCH_PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/test',
    cpuProfileDir: process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined,
  };
}

export function machineSummary(): string {
  const cpus = os.cpus();
  const model = cpus[0]?.model.trim() ?? 'unknown CPU';
  return `node ${process.version}, ${os.platform()}/${os.arch()}, ${cpus.length} CPU (${model}), ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM`;
}
