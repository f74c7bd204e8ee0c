import type pg from 'pg';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { ACTOR_SETTINGS_SQL, actorSettingValues, currentWriteActor, type WriteActor } from './actor-context';
import { escapeLiteral, inlineParameters, literalsOf } from './inline-parameters';
import { executeStatement, namedForProtocol, preparedForSql } from './plan-cache';

/*
 * The actor reaches the database here, below drizzle, so no module does anything for it. Inside a transaction the
 * settings are made right after BEGIN (on PostgreSQL in the message of the transaction's first statement); a write
 * sent outside one (its own implicit transaction) is wrapped in a short transaction that makes them first. Reads,
 * and any statement without an actor, pass through untouched.
 */

const WRITE = /^\s*(?:insert|update|delete|merge)\b|^\s*with\b[\s\S]*\b(?:insert|update|delete|merge)\b/i;
const BEGIN = /^\s*(?:begin|start\s+transaction)\b/i;
const COMMIT = /^\s*(?:commit|end)\s*;?\s*$/i;
const ROLLBACK = /^\s*rollback\s*;?\s*$/i;

/**
 * Whether the open transaction moved a state counter: their triggers set this transaction-local setting (migration
 * 0022). A transaction that did not changes no cached state, so it does not move `Database.changeCount` (decision 63).
 */
const STATE_CHANGED_SQL = "select current_setting('parcelhub.state_changed', true) as changed";
const saysChanged = (r: { rows: unknown[] } | undefined) => {
  const row = r?.rows[0] as { changed?: string | null } | (string | null)[] | undefined;
  return (Array.isArray(row) ? row[0] : row?.changed) === 'on';
};

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

/** The actor's settings as one statement, their values as literals the driver escapes. */
function settingsOf(actor: WriteActor): string {
  const values = actorSettingValues(actor).map((v) => v.replace(/\0/g, ''));
  return inlineParameters(ACTOR_SETTINGS_SQL, values, escapeLiteral)!;
}

/**
 * BEGIN and the actor's settings in one round trip, not two: one simple-protocol message. Answers BEGIN's result.
 */
async function beginAs(query: PgQuery, actor: WriteActor | undefined, begin = 'begin') {
  if (!actor) return query(begin);
  const results = (await query(`${begin}; ${settingsOf(actor)}`)) as unknown as pg.QueryResult[];
  return results[0]!;
}

/** COMMIT with the state flag read just before it, in one round trip: answers COMMIT's result and the flag. */
async function commitSaying(query: PgQuery, commit = 'commit') {
  const results = (await query(`${STATE_CHANGED_SQL}; ${commit}`)) as unknown as pg.QueryResult[];
  return { result: results[1]!, changed: saysChanged(results[0]) };
}

/** What a deferred BEGIN answers (drizzle does not read it). */
const BEGUN = { command: 'BEGIN', rowCount: null, oid: 0, rows: [], fields: [] } as unknown as pg.QueryResult;

function pgClientWithActor(client: pg.PoolClient, onWrite: () => void): pg.PoolClient {
  const query = client.query.bind(client) as unknown as PgQuery;
  const release = client.release.bind(client);
  // What the transaction changed: unknown (counted) until its COMMIT said, or it rolled back.
  let changed: boolean | null = null;
  // A BEGIN (and the actor's settings, if any) waits for the transaction's first statement and goes in the same
  // message as it.
  let opening: Opening | null = null;
  const open = async () => {
    if (!opening) return;
    const { begin, actor } = opening;
    opening = null;
    await beginAs(query, actor, begin);
  };
  return withOverrides(client, {
    query: async (q: unknown, values?: unknown) => {
      const text = textOf(q);
      if (opening && !COMMIT.test(text) && !ROLLBACK.test(text)) {
        const whole = firstOfTransaction(
          client,
          q,
          values,
          opening,
          await preparedIfWrittenIn(client, query, q, values),
        );
        if (whole) {
          const at = opening.actor ? 2 : 1;
          opening = null;
          return ((await query(whole)) as unknown as pg.QueryResult[])[at]!;
        }
      }
      await open(); // its statement could not be written in, or nothing ran before COMMIT or ROLLBACK
      if (Array.isArray(values) && values.length > 0) return query(namedForProtocol(client, q, text), values);
      if (COMMIT.test(text)) {
        const done = await commitSaying(query, text);
        changed = done.changed;
        return done.result;
      }
      if (ROLLBACK.test(text)) {
        const result = await query(q, values);
        changed = false;
        return result;
      }
      if (!BEGIN.test(text)) return query(q, values);
      changed = null;
      opening = { begin: text, actor: currentWriteActor() };
      return BEGUN;
    },
    // A checked-out client is a transaction (drizzle's): counted once it has ended, unless it said it changed no state.
    release: (err?: Error | boolean) => {
      opening = null;
      release(err);
      if (changed !== false) onWrite();
      changed = null;
    },
  });
}

/**
 * node-postgres: the pool drizzle queries through. `onWrite` is called after every write statement sent alone and
 * every transaction has ended, except those that said they moved no state counter (a transaction's COMMIT, a lone
 * write's own message) and those rolled back (see `Database.changeCount`).
 */
export function pgPoolWithActor(pool: pg.Pool, onWrite: () => void = () => undefined): pg.Pool {
  const query = pool.query.bind(pool) as unknown as PgQuery;
  return withOverrides(pool, {
    query: async (q: unknown, values?: unknown) => {
      if (!isWriteStatement(q as QueryText)) return query(q, values);
      return pooledWrite(q, values, currentWriteActor());
    },
    connect: async () => pgClientWithActor(await pool.connect(), onWrite),
  });

  async function pooledWrite(q: unknown, values: unknown, actor: WriteActor | undefined) {
    const client = await pool.connect();
    const send = client.query.bind(client) as unknown as PgQuery;
    let changed = true;
    try {
      const prepared = await preparedIfWrittenIn(client, send, q, values);
      const whole = actor ? oneMessage(client, q, values, actor, prepared) : asked(client, q, values, prepared);
      if (whole) {
        const results = (await client.query(whole)) as unknown as pg.QueryResult[];
        const at = actor ? 2 : 0;
        changed = saysChanged(results[at + 1]);
        return results[at]!;
      }
      // Its own implicit transaction: whether it moved a state counter is not asked (it is counted).
      if (!actor) return await send(q, values);
      await beginAs(send, actor);
      const result = await client.query(q as string, values as unknown[]);
      changed = (await commitSaying(send)).changed;
      return result;
    } catch (err) {
      // A message of several statements ends its implicit transaction itself; BEGIN's may still be open.
      if (actor) await client.query('rollback').catch(() => undefined);
      throw err;
    } finally {
      client.release();
      if (changed) onWrite();
    }
  }
}

/**
 * A lone write and its short transaction in one simple-protocol message, one round trip instead of three: BEGIN,
 * the actor's settings, the statement with its parameters written in (`inlineParameters`), the state flag, COMMIT.
 * Null when the parameters cannot be written in; the statement then goes on its own between BEGIN and COMMIT. The
 * query's row mode and type parsers (drizzle's) are kept; a hot statement goes as EXECUTE of its PREPAREd self
 * (`plan-cache.ts`), with the same values written in.
 */
function oneMessage(
  client: pg.ClientBase,
  q: unknown,
  values: unknown,
  actor: WriteActor,
  prepared: string | null,
): pg.QueryConfig | null {
  return writtenIn(
    client,
    q,
    values,
    (statement) => `begin; ${settingsOf(actor)}; ${statement}; ${STATE_CHANGED_SQL}; commit`,
    prepared,
  );
}

/**
 * A lone write without an actor and the state flag in one simple-protocol message: the statements of one message run
 * as one implicit transaction, so the flag its triggers set is still there to read. Null when the parameters cannot
 * be written in.
 */
function asked(client: pg.ClientBase, q: unknown, values: unknown, prepared: string | null): pg.QueryConfig | null {
  return writtenIn(client, q, values, (statement) => `${statement}; ${STATE_CHANGED_SQL}`, prepared);
}

/** A deferred BEGIN: its text, and the actor whose settings go with it (none: the system's transaction). */
interface Opening {
  begin: string;
  actor: WriteActor | undefined;
}

/**
 * A transaction's first statement with its BEGIN and the actor's settings, one round trip instead of two or three;
 * the statement's result is the last. Null when its parameters cannot be written in.
 */
function firstOfTransaction(
  client: pg.ClientBase,
  q: unknown,
  values: unknown,
  { begin, actor }: Opening,
  prepared: string | null,
): pg.QueryConfig | null {
  const head = actor ? `${begin}; ${settingsOf(actor)}` : begin;
  return writtenIn(client, q, values, (statement) => `${head}; ${statement}`, prepared);
}

/** A statement's text without the trailing semicolons and blanks a message of several cannot keep. */
export function statementText(q: unknown): string {
  const text = textOf(q);
  let end = text.length;
  // Backwards from the end: /[\s;]+$/ tries every blank run of the statement on the way (a tenth of a placement's
  // time in this file).
  while (end > 0 && TRAILING.test(text[end - 1]!)) end--;
  return end === text.length ? text : text.slice(0, end);
}
const TRAILING = /[\s;]/;

const valuesOf = (values: unknown): unknown[] => (Array.isArray(values) ? values : []);

/**
 * The name of the statement PREPAREd on this connection (plan-cache.ts), when it is hot and its values can be written
 * in; null otherwise (one that cannot goes on its own with the driver's parameters, and is not PREPAREd for nothing).
 */
function preparedIfWrittenIn(client: pg.ClientBase, send: PgQuery, q: unknown, values: unknown) {
  if (literalsOf(valuesOf(values), (v) => v) === null) return null;
  return preparedForSql(client, send, statementText(q));
}

/**
 * The statement with its parameters written in (or, when it is prepared on this connection, as EXECUTE with them),
 * inside `wrap`, keeping the query's row mode and type parsers.
 */
function writtenIn(
  client: pg.ClientBase,
  q: unknown,
  values: unknown,
  wrap: (statement: string) => string,
  prepared: string | null = null,
): pg.QueryConfig | null {
  const text = statementText(q);
  const list = valuesOf(values);
  let statement: string | null;
  if (prepared) {
    const literals = literalsOf(list, escapeLiteral);
    statement = literals && executeStatement(prepared, literals);
  } else statement = inlineParameters(text, list, escapeLiteral);
  if (statement === null) return null;
  const config: { rowMode?: 'array'; types?: pg.CustomTypesConfig } =
    typeof q === 'object' && q !== null ? (q as pg.QueryArrayConfig) : {};
  return {
    text: wrap(statement),
    ...(config.rowMode ? { rowMode: config.rowMode } : {}),
    ...(config.types ? { types: config.types } : {}),
  };
}

/**
 * PGlite: one connection; its transactions and its single statements. `onWrite` is called after every write statement
 * sent alone without an actor and every script, whether it succeeded or not, and after every transaction (a write with
 * an actor is one) that said it moved a state counter, as PostgreSQL's COMMIT says it (see `Database.changeCount`,
 * decision 104).
 */
export function pgliteWithActor(client: PGlite, onWrite: () => void = () => undefined): PGlite {
  const setActor = async (tx: Transaction) => {
    const actor = currentWriteActor();
    if (actor) await tx.query(ACTOR_SETTINGS_SQL, actorSettingValues(actor));
  };
  /**
   * The transaction's work, then whether it moved a state counter (read before PGlite's COMMIT, as PostgreSQL's
   * COMMIT message asks it): counted only if it did and committed, or if its COMMIT failed after it said so.
   */
  const countedTransaction = async <T>(fn: (tx: Transaction) => Promise<T>): Promise<T> => {
    let changed = false;
    try {
      return await client.transaction(async (tx) => {
        await setActor(tx);
        const result = await fn(tx);
        if (!tx.closed) changed = saysChanged(await tx.query(STATE_CHANGED_SQL));
        return result;
      });
    } finally {
      if (changed) onWrite();
    }
  };
  return withOverrides(client, {
    query: (q: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]) => {
      if (!isWriteStatement(q)) return client.query(q, params, options);
      if (currentWriteActor()) return countedTransaction((tx) => tx.query(q, params, options));
      return client.query(q, params, options).finally(onWrite);
    },
    exec: (q: string, options?: Parameters<PGlite['exec']>[1]) => client.exec(q, options).finally(onWrite),
    transaction: <T>(fn: (tx: Transaction) => Promise<T>) => countedTransaction(fn),
  });
}
