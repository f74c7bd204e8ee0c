import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './client';

/**
 * The one way services and repositories reach the database. `db` is the transaction open in this call chain, if
 * any, else the database itself, so nested calls (orders -> pricing -> ledger) join the open transaction without a
 * handle being passed around or forgotten.
 */
export interface DataAccess {
  readonly db: Db;
  /** Runs `fn` in a transaction, or inside the one already open in this call chain (no nesting, no savepoint). */
  withTransaction<T>(fn: () => Promise<T>): Promise<T>;
  /** True while a transaction is open in this call chain. */
  readonly inTransaction: boolean;
  /** Moves after every change a cache of database state could miss; undefined when unknown (`Database.changeCount`). */
  readonly changeCount?: () => number | undefined;
  /**
   * True when transactions from different call chains run side by side (PostgreSQL's pool); false on the embedded
   * database, whose one connection runs them one after another: a transaction there that waits on another chain's
   * query waits forever.
   */
  readonly concurrentTransactions: boolean;
}

/** Query builders of a drizzle database: touching one of these on the outer handle inside a transaction is a bug. */
const QUERY_ENTRY_POINTS = new Set<PropertyKey>([
  'select',
  'selectDistinct',
  'selectDistinctOn',
  'insert',
  'update',
  'delete',
  'execute',
  'transaction',
  'with',
  '$with',
  '$count',
  'query',
  'refreshMaterializedView',
]);

export class OuterHandleInTransactionError extends Error {
  constructor(entry: string) {
    super(
      `db.${entry}() on the outer database handle while a transaction is open in this call chain: ` +
        'use data.db (PGlite has one connection, so this query would wait on the transaction forever)',
    );
    this.name = 'OuterHandleInTransactionError';
  }
}

/**
 * @param guard In development and tests, throw when the outer handle is used while this chain holds a
 * transaction (on PGlite such a query hangs forever instead of failing).
 */
export function createDataAccess(
  root: Db,
  {
    guard,
    changeCount,
    concurrentTransactions = false,
  }: { guard: boolean; changeCount?: () => number | undefined; concurrentTransactions?: boolean },
): DataAccess {
  const open = new AsyncLocalStorage<Db>();
  const outer: Db = guard
    ? new Proxy(root, {
        get(target, prop, receiver) {
          if (QUERY_ENTRY_POINTS.has(prop) && open.getStore()) throw new OuterHandleInTransactionError(String(prop));
          return Reflect.get(target, prop, receiver);
        },
      })
    : root;
  return {
    get db() {
      return open.getStore() ?? outer;
    },
    get inTransaction() {
      return open.getStore() !== undefined;
    },
    async withTransaction<T>(fn: () => Promise<T>): Promise<T> {
      if (open.getStore()) return fn();
      return root.transaction((tx) => open.run(tx as unknown as Db, fn));
    },
    changeCount,
    concurrentTransactions,
  };
}

type QueryFn = (db: Db, ...args: never[]) => unknown;
type Bound<F> = F extends (db: Db, ...args: infer A) => infer R ? (...args: A) => R : never;
export type BoundRepository<T extends Record<string, QueryFn>> = { [K in keyof T]: Bound<T[K]> };

/**
 * Repositories are plain query functions taking the handle first (`findUser(db, id)`); this binds them to the data
 * access so services call `repo.findUser(id)` and the right handle (transaction or not) is taken at each call.
 */
export function bindRepository<T extends Record<string, QueryFn>>(data: DataAccess, queries: T): BoundRepository<T> {
  const bound: Record<string, unknown> = {};
  for (const [name, fn] of Object.entries(queries)) {
    if (typeof fn !== 'function') continue;
    bound[name] = (...args: never[]) => (fn as (db: Db, ...a: never[]) => unknown)(data.db, ...args);
  }
  return bound as BoundRepository<T>;
}

const perDatabase = new WeakMap<object, DataAccess>();

/** The data access of an open database: one per database, so every module sees the same transaction context. */
export function dataAccessOf(database: {
  db: Db;
  kind?: 'pglite' | 'postgres';
  changeCount?: () => number | undefined;
}): DataAccess {
  let data = perDatabase.get(database);
  if (!data) {
    data = createDataAccess(database.db, {
      guard: process.env.NODE_ENV !== 'production',
      changeCount: database.changeCount,
      concurrentTransactions: database.kind === 'postgres',
    });
    perDatabase.set(database, data);
  }
  return data;
}
