import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { onCleanup } from './cleanup';
import { summarise, type Load, type Measurement } from './measure';

/** One statement as the server sent it (drizzle's logger, DB_QUERY_LOG). */
export interface Captured {
  query: string;
  params: unknown[];
}

export interface QueryRunner {
  /** Sends the captured statements in order, on the worker's own connection where there are several. */
  run(worker: number): Promise<number>;
  close(): Promise<void>;
}

const isCaptured = (v: unknown): v is Captured =>
  typeof v === 'object' &&
  v !== null &&
  'query' in v &&
  typeof v.query === 'string' &&
  'params' in v &&
  Array.isArray(v.params);

export async function readCaptured(file: string): Promise<Captured[]> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((l) => l.trim())
    .map((l): unknown => JSON.parse(l))
    .filter(isCaptured);
}

/** `clients` separate connections, each sending the statements through pg's extended protocol, as the server does. */
export async function pgRunner(url: string, statements: Captured[], clients: number): Promise<QueryRunner> {
  const conns = await Promise.all(
    Array.from({ length: clients }, async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      return c;
    }),
  );
  const close = async () => {
    await Promise.all(conns.map((c) => c.end()));
  };
  const forget = onCleanup('close raw pg clients', close);
  return {
    async run(worker) {
      const client = conns[worker % conns.length];
      if (!client) throw new Error('no client');
      let rows = 0;
      for (const s of statements) rows += (await client.query(s.query, s.params)).rows.length;
      return rows;
    },
    async close() {
      forget();
      await close();
    },
  };
}

/** The embedded database opened in this process (the server that owned the folder has stopped). */
export async function pgliteRunner(dataDir: string, statements: Captured[]): Promise<QueryRunner> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(dataDir);
  const close = () => db.close();
  const forget = onCleanup(`close PGlite ${dataDir}`, close);
  return {
    async run() {
      let rows = 0;
      for (const s of statements) rows += (await db.query(s.query, s.params)).rows.length;
      return rows;
    },
    async close() {
      forget();
      await close();
    },
  };
}

async function loop(runner: QueryRunner, workers: number, seconds: number) {
  const latencies: number[] = [];
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < end) {
        const t0 = performance.now();
        await runner.run(worker);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

/** Same load shape as the HTTP runs: `connections` loops back to back, warm-up discarded. A failure throws. */
export async function measureRaw(
  label: string,
  runner: QueryRunner,
  load: Load,
  warmupSeconds: number,
): Promise<Measurement> {
  if (warmupSeconds > 0) await loop(runner, load.connections, warmupSeconds);
  const before = process.cpuUsage();
  const { latencies, seconds } = await loop(runner, load.connections, load.duration);
  const { user, system } = process.cpuUsage(before);
  const cpu = (user + system) / 1e6;
  return summarise(label, seconds, latencies, { non2xx: 0, errors: 0, statusCodes: {} }, Number.NaN, cpu);
}
