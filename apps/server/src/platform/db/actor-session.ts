import type pg from 'pg';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { ACTOR_SETTINGS_SQL, actorSettingValues, currentWriteActor, type WriteActor } from './actor-context';

/*
 * The actor reaches the database here, below drizzle, so no module does anything for it. Inside a transaction the
 * settings are made right after BEGIN; a write sent outside one (its own implicit transaction) is wrapped in a
 * short transaction that makes them first. Reads, and any statement without an actor, pass through untouched.
 */

const WRITE = /^\s*(?:insert|update|delete|merge)\b|^\s*with\b[\s\S]*\b(?:insert|update|delete|merge)\b/i;
const BEGIN = /^\s*(?:begin|start\s+transaction)\b/i;

type QueryText = string | { text?: unknown };
const textOf = (q: unknown): string =>
  typeof q === 'string' ? q : q && typeof q === 'object' && 'text' in q ? String((q as { text: unknown }).text) : '';

/** True when the statement writes rows (what the operation log's trigger sees). */
export const isWriteStatement = (q: QueryText): boolean => WRITE.test(textOf(q));

/** A proxy whose other members are the target's, bound to it (drivers keep private fields). */
function withOverrides<T extends object>(target: T, overrides: Partial<Record<keyof T, unknown>>): T {
  return new Proxy(target, {
    get(t, prop) {
      if (Object.prototype.hasOwnProperty.call(overrides, prop)) return overrides[prop as keyof T];
      const value = Reflect.get(t, prop, t);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(t) : value;
    },
  });
}

type PgQuery = (q: unknown, values?: unknown) => Promise<pg.QueryResult>;

/**
 * BEGIN and the actor's settings in one round trip, not two: one simple-protocol message, the settings' values as
 * literals the driver escapes. Answers BEGIN's result.
 */
async function beginAs(client: pg.ClientBase, query: PgQuery, actor: WriteActor, begin = 'begin') {
  const values = actorSettingValues(actor).map((v) => client.escapeLiteral(v.replace(/\0/g, '')));
  const settings = ACTOR_SETTINGS_SQL.replace(/\$(\d)/g, (_, n: string) => values[Number(n) - 1]!);
  const results = (await query(`${begin}; ${settings}`)) as unknown as pg.QueryResult[];
  return results[0]!;
}

function pgClientWithActor(client: pg.PoolClient, onWrite: () => void): pg.PoolClient {
  const query = client.query.bind(client) as unknown as PgQuery;
  const release = client.release.bind(client);
  return withOverrides(client, {
    query: async (q: unknown, values?: unknown) => {
      const actor = currentWriteActor();
      if (!actor || !BEGIN.test(textOf(q)) || (Array.isArray(values) && values.length > 0)) return query(q, values);
      return beginAs(client, query, actor, textOf(q));
    },
    // A checked-out client is a transaction (drizzle's): counted once it has ended, committed or not.
    release: (err?: Error | boolean) => {
      release(err);
      onWrite();
    },
  });
}

/**
 * node-postgres: the pool drizzle queries through. `onWrite` is called after every write statement sent alone and
 * every transaction has ended (see `Database.changeCount`).
 */
export function pgPoolWithActor(pool: pg.Pool, onWrite: () => void = () => undefined): pg.Pool {
  const query = pool.query.bind(pool) as unknown as PgQuery;
  return withOverrides(pool, {
    query: async (q: unknown, values?: unknown) => {
      if (!isWriteStatement(q as QueryText)) return query(q, values);
      return pooledWrite(q, values).finally(onWrite);
    },
    connect: async () => pgClientWithActor(await pool.connect(), onWrite),
  });

  async function pooledWrite(q: unknown, values?: unknown) {
    const actor = currentWriteActor();
    if (!actor) return query(q, values);
    const client = await pool.connect();
    try {
      await beginAs(client, client.query.bind(client) as unknown as PgQuery, actor);
      const result = await client.query(q as string, values as unknown[]);
      await client.query('commit');
      return result;
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }
}

/**
 * PGlite: one connection; its transactions and its single statements. `onWrite` is called after every write statement
 * sent alone, every transaction and every script, whether it succeeded or not (see `Database.changeCount`).
 */
export function pgliteWithActor(client: PGlite, onWrite: () => void = () => undefined): PGlite {
  const setActor = async (tx: Transaction) => {
    const actor = currentWriteActor();
    if (actor) await tx.query(ACTOR_SETTINGS_SQL, actorSettingValues(actor));
  };
  return withOverrides(client, {
    query: (q: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]) => {
      if (!isWriteStatement(q)) return client.query(q, params, options);
      const run = currentWriteActor()
        ? client.transaction(async (tx) => {
            await setActor(tx);
            return tx.query(q, params, options);
          })
        : client.query(q, params, options);
      return run.finally(onWrite);
    },
    exec: (q: string, options?: Parameters<PGlite['exec']>[1]) => client.exec(q, options).finally(onWrite),
    transaction: <T>(fn: (tx: Transaction) => Promise<T>) =>
      client
        .transaction(async (tx) => {
          await setActor(tx);
          return fn(tx);
        })
        .finally(onWrite),
  });
}
