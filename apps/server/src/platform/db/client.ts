import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { pgliteWithActor, pgPoolWithActor } from './actor-session';
import { CHANGE_FEED_APPLICATION, listenForChanges, unheard } from './change-feed';

/** The one database type every repository takes: a drizzle database or a transaction on it. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Run a raw SQL script (several statements), used by migrations' helpers and tests. */
  exec(sql: string): Promise<void>;
  /**
   * One statement with `$n` parameters, or a script of several without: rows of the (last) statement. The job
   * queue (pg-boss) talks to the database through this, so it shares the connection pool, or PGlite's one connection.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * A count that moves after every change a cache of database state could miss: this process's writes (statements and
   * scripts, counted when they have ended; transactions, when they said they moved a state counter: decisions 63 and
   * 104; not the job queue's statements) and, on PostgreSQL, every change another process announces
   * on the state channel (`change-feed.ts`, decision 57). A cache is still valid while this has not moved since a
   * read that began after it was taken. Undefined while it cannot tell (PostgreSQL's listener is down).
   */
  changeCount: () => number | undefined;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Folder for the embedded database; `memory://` or undefined keeps it in memory. */
  dataDir?: string;
  poolSize?: number;
  /** Append every statement and its parameters to this file, one JSON line each (debugging, bench/). */
  queryLog?: string;
  /** PostgreSQL: listen for announced changes (default); off, `changeCount` is always undefined. */
  changeFeed?: boolean;
}

/** Synchronous appends keep the lines in the order the statements were sent. */
function fileLogger(file: string): Logger {
  return { logQuery: (query, params) => fs.appendFileSync(file, `${JSON.stringify({ query, params })}\n`) };
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  const logger = opts.queryLog ? fileLogger(opts.queryLog) : false;
  if (opts.databaseUrl) {
    const pg = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // numeric stays a string (money never becomes a float); timestamptz stays a Date.
    const pool = new pg.default.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    pool.on('error', () => undefined); // idle client errors surface on the next query instead of crashing
    // Drizzle queries through the actor-aware pool (the operation log's author); pg-boss uses the plain one.
    const feed =
      opts.changeFeed === false
        ? unheard()
        : listenForChanges({
            // Named, so that pg_stat_activity tells the listening connection from the pool's.
            connect: () =>
              new pg.default.Client({ connectionString: opts.databaseUrl, application_name: CHANGE_FEED_APPLICATION }),
          });
    const db = drizzle({ client: pgPoolWithActor(pool, feed.bump), casing: 'snake_case', logger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      exec: async (sql) => {
        await pool.query(sql).finally(feed.bump);
      },
      // The job queue's statements (pg-boss's own schema) change no cached state: not counted, or every poll would
      // cost the caches a read.
      executeSql: (text, values) => pool.query(text, values),
      changeCount: feed.count,
      close: async () => {
        await feed.close();
        await pool.end();
      },
    };
  }
  const { PGlite, types } = await import('@electric-sql/pglite');
  // Bytes for a bytea parameter go as they are (binary format; `json-document.ts` sends large documents so), where
  // PGlite's own serializer spells them out in hex, a string built a byte at a time. Anything else as PGlite would.
  const hex = types.serializers[types.BYTEA]!;
  const bytesAsTheyAre = (value: unknown) => (value instanceof Uint8Array ? value : hex(value)) as unknown as string;
  const { drizzle } = await import('drizzle-orm/pglite');
  const onDisk = opts.dataDir && !opts.dataDir.startsWith('memory://') ? opts.dataDir : undefined;
  if (onDisk) fs.mkdirSync(path.dirname(onDisk), { recursive: true });
  // One options object: PGlite ignores a second argument when the first is not a folder (in memory).
  const client = await PGlite.create({ dataDir: onDisk, serializers: { [types.BYTEA]: bytesAsTheyAre } });
  let writes = 0;
  const wrote = () => {
    writes++;
  };
  const counted = pgliteWithActor(client, wrote);
  const db = drizzle({ client: counted, casing: 'snake_case', logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    exec: async (sql) => {
      await counted.exec(sql);
    },
    // The job queue's statements (pg-boss's own schema) change no cached state: not counted, as on PostgreSQL, or
    // every poll would cost the caches a read.
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      // Without parameters it may be a script of several statements, which only exec takes.
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
    changeCount: () => writes,
    close: () => client.close(),
  };
}
