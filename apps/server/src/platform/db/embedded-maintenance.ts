import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { rowsOf } from './rows';

/**
 * The embedded database's autovacuum. PGlite runs PostgreSQL in single-user mode: no autovacuum worker ever runs,
 * and its activity counters stay at zero, so nothing would ever vacuum or analyze a table. Without it the planner
 * works from no statistics at all (a table never analyzed), index-only scans read the heap for every row (no
 * visibility map), and rows updated again and again (balances, job rows, labels) leave their dead versions in the
 * indexes for good. So this runs VACUUM (ANALYZE) over every table of the application and of the job queue, one
 * table at a time, every `minutes`: between two tables other statements go ahead, so a request waits for at most
 * one table's vacuum. PostgreSQL has its own autovacuum and never runs this.
 */

/** The tables to maintain, as quoted names, biggest last (the small ones are done quickly first). */
export async function maintainedTables(database: Database): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    database.db,
    sql`
      select format('%I.%I', n.nspname, c.relname) as "name"
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname in ('public', 'pgboss')
      order by c.relpages, 1`,
  );
  return rows.map((r) => r.name);
}

/** One round: VACUUM (ANALYZE) of each table in turn; answers how many it did (a table dropped meanwhile is skipped). */
export async function maintainOnce(database: Database, stopped: () => boolean = () => false): Promise<number> {
  let done = 0;
  for (const table of await maintainedTables(database)) {
    if (stopped()) break;
    try {
      await database.db.execute(sql.raw(`vacuum (analyze) ${table}`));
      done++;
    } catch (err) {
      if ((err as { code?: string }).code !== '42P01') throw err; // undefined_table: dropped since the list
    }
  }
  return done;
}

export interface EmbeddedMaintenance {
  stop(): Promise<void>;
}

/** Starts the rounds on an embedded database (nothing on PostgreSQL, or with `minutes` 0); `stop` waits for a round. */
export function startEmbeddedMaintenance(
  database: Database,
  minutes: number,
  onError: (err: unknown) => void,
): EmbeddedMaintenance {
  if (database.kind !== 'pglite' || minutes <= 0) return { stop: async () => undefined };
  let stopped = false;
  let running: Promise<unknown> | null = null;
  const timer = setInterval(
    () => {
      running ??= maintainOnce(database, () => stopped)
        .catch(onError)
        .finally(() => (running = null));
    },
    minutes * 60 * 1000,
  ).unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
