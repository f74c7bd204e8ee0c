import { eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Actor } from './actor';

/**
 * Whose data a caller sees. The platform sees everything; a customer its account (sub-accounts act for their main
 * account); a supplier its own records and those routed to it (its products, the orders it carries).
 */
export type DataScope =
  | { readonly kind: 'all' }
  | { readonly kind: 'account'; readonly accountId: number }
  | { readonly kind: 'supplier'; readonly accountId: number };

export const ALL_DATA: DataScope = { kind: 'all' };

export function scopeOf(actor: Pick<Actor, 'privilegeType' | 'accountId'>): DataScope {
  switch (actor.privilegeType) {
    case 'PLATFORM':
      return ALL_DATA;
    case 'USER':
      return { kind: 'account', accountId: actor.accountId };
    case 'SUPPLIER':
      return { kind: 'supplier', accountId: actor.accountId };
    default: {
      const never: never = actor.privilegeType;
      throw new Error(`unknown privilege type ${String(never)}`);
    }
  }
}

/** The columns that say who owns a row of an owned table: its account, and the supplier it is routed to. */
export interface OwnerColumns {
  account?: AnyPgColumn;
  supplier?: AnyPgColumn;
}

/** Declared once beside an owned table, used by every query on it. */
export const ownedBy = (columns: OwnerColumns): OwnerColumns => columns;

const NOTHING = sql`false`;

/** A scope whose account may also be a placeholder of a prepared statement (platform/db/prepared.ts). */
export type ScopeCondition =
  { readonly kind: 'all' } | { readonly kind: 'account' | 'supplier'; readonly accountId: number | SQLWrapper };

/** The `where` that limits a query on an owned table to what the scope may see. */
export function scopeWhere(scope: ScopeCondition, owners: OwnerColumns): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  const own = owners.account ? eq(owners.account, scope.accountId) : undefined;
  if (scope.kind === 'account') return own ?? NOTHING;
  const routed = owners.supplier ? eq(owners.supplier, scope.accountId) : undefined;
  return (own && routed ? or(own, routed) : (own ?? routed)) ?? NOTHING;
}

/** The account new rows of this caller belong to. */
export const owningAccount = (actor: Pick<Actor, 'accountId'>) => actor.accountId;
