import crypto from 'node:crypto';
import { sql, type Placeholder } from 'drizzle-orm';
import type { DataScope } from '../auth/scope';
import type { Db } from './client';

/** A drizzle query builder (select, insert, update, delete) before `.prepare()`. */
interface Preparable<Q> {
  toSQL(): { sql: string };
  prepare(name: string): Q;
}

/** Which optional parts the SQL text has: flags and kinds, never a value. */
export type Shape = Record<string, string | boolean>;

const LABEL = /^[a-z][a-z0-9_]{0,39}$/;

/**
 * A hot query built once per shape and database handle, then run as a named prepared statement: drizzle does not
 * rebuild the SQL on each call, and PostgreSQL parses it once per pooled connection (pg remembers which have it).
 *
 * - Values travel as `sql.placeholder('name')` and are given to `.execute({ name: value })`; `shape` says which
 *   optional parts (filters, the scope's kind) the text has. One statement is kept per shape.
 * - The statement's name carries a hash of its text, so one name never stands for two texts on a connection.
 * - A transaction gets statements built on the transaction itself (one built on the pool would run on another
 *   connection, outside it), kept for that transaction only.
 * - PGlite ignores the name: there it saves the building only.
 */
export function preparedQuery<S extends Shape, Q>(
  label: string,
  build: (db: Db, shape: S) => Preparable<Q>,
): (db: Db, shape: S) => Q {
  if (!LABEL.test(label)) throw new Error(`prepared query label "${label}": lower case, digits, _; 40 at most`);
  const byDb = new WeakMap<Db, Map<string, Q>>();
  return (db, shape) => {
    let shapes = byDb.get(db);
    if (!shapes) byDb.set(db, (shapes = new Map()));
    const key = JSON.stringify(shape);
    let query = shapes.get(key);
    if (!query) {
      const builder = build(db, shape);
      const hash = crypto.createHash('sha1').update(builder.toSQL().sql).digest('hex').slice(0, 16);
      query = builder.prepare(`${label}_${hash}`);
      shapes.set(key, query);
    }
    return query;
  };
}

const SCOPE_ACCOUNT = 'scopeAccountId';

/** A scope whose account is the placeholder `scopeAccountId`: give it to `scopeWhere` in a prepared query. */
export type PreparedScope =
  | { readonly kind: 'all' }
  | { readonly kind: 'account' | 'supplier'; readonly accountId: Placeholder<typeof SCOPE_ACCOUNT> };

export function preparedScope(kind: DataScope['kind']): PreparedScope {
  return kind === 'all' ? { kind } : { kind, accountId: sql.placeholder(SCOPE_ACCOUNT) };
}

/** The value of the scope's placeholder, for `.execute()`. */
export const scopeValues = (scope: DataScope) => ({ [SCOPE_ACCOUNT]: scope.kind === 'all' ? null : scope.accountId });
