import crypto from 'node:crypto';
import pg from 'pg';
import { onCleanup } from './cleanup';

export interface BenchDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** True when the error says nothing listens there (the run is skipped, not failed). */
export function isUnreachable(err: unknown): boolean {
  const code = err instanceof Error && 'code' in err ? String(err.code) : '';
  return (
    ['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ETIMEDOUT'].includes(code) ||
    (err instanceof AggregateError && err.errors.some(isUnreachable))
  );
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates `ph_bench_<random>` next to the admin database; dropped on cleanup. */
export async function createBenchDatabase(adminUrl: string): Promise<BenchDatabase> {
  const name = `ph_bench_${crypto.randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = () =>
    withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined);
  const forget = onCleanup(`drop database ${name}`, drop);
  return {
    url: url.toString(),
    name,
    async drop() {
      forget();
      await drop();
    },
  };
}
