import { describe, expect, it } from 'vitest';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { PgDialect } from 'drizzle-orm/pg-core';
import { scopeOf, scopeWhere } from './scope';

const t = pgTable('probe', { id: integer(), ownerId: integer(), supplierId: integer() });
const dialect = new PgDialect();
const render = (s: ReturnType<typeof scopeWhere>) => {
  if (!s) return null;
  const { sql, params } = dialect.sqlToQuery(s);
  return { sql, params };
};

describe('data scope', () => {
  it('maps each privilege type to its scope', () => {
    expect(scopeOf({ privilegeType: 'PLATFORM', accountId: 1 })).toEqual({ kind: 'all' });
    expect(scopeOf({ privilegeType: 'USER', accountId: 7 })).toEqual({ kind: 'account', accountId: 7 });
    expect(scopeOf({ privilegeType: 'SUPPLIER', accountId: 9 })).toEqual({ kind: 'supplier', accountId: 9 });
  });

  it('lets the platform see everything', () => {
    expect(scopeWhere({ kind: 'all' }, { account: t.ownerId })).toBeUndefined();
  });

  it('limits an account to rows it owns', () => {
    expect(render(scopeWhere({ kind: 'account', accountId: 7 }, { account: t.ownerId }))).toEqual({
      sql: '"probe"."ownerId" = $1',
      params: [7],
    });
  });

  it('shows a supplier its own rows and those routed to it', () => {
    expect(
      render(scopeWhere({ kind: 'supplier', accountId: 9 }, { account: t.ownerId, supplier: t.supplierId })),
    ).toEqual({ sql: '("probe"."ownerId" = $1 or "probe"."supplierId" = $2)', params: [9, 9] });
  });

  it('shows nothing when the table has no column for the scope', () => {
    expect(render(scopeWhere({ kind: 'account', accountId: 7 }, { supplier: t.supplierId }))?.sql).toBe('false');
    expect(render(scopeWhere({ kind: 'supplier', accountId: 7 }, {}))?.sql).toBe('false');
  });
});
