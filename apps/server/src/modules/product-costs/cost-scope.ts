import { sql, type SQL } from 'drizzle-orm';
import { scopeWhere, type DataScope } from '../../platform/auth/scope';
import { productCostOwners } from './product-costs.tables';

/**
 * The `where` of every query on costs (and, through their cost, on zones, bands, surcharges and accounts): the
 * platform sees all, a supplier the costs its account owns, a customer none at all, whatever permissions it holds.
 */
export function costWhere(scope: DataScope): SQL | undefined {
  if (scope.kind === 'account') return sql`false`;
  return scopeWhere(scope, productCostOwners);
}

interface PgErrorLike {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

/** The constraint behind a foreign-key violation (23503), whether the driver or drizzle raised it; else null. */
export function foreignKeyViolation(err: unknown): string | null {
  for (let e = err as PgErrorLike | undefined, i = 0; e && i < 4; e = e.cause as PgErrorLike | undefined, i++) {
    if (e.code === '23503') return e.constraint ?? '';
  }
  return null;
}

/** The constraint behind a check violation (23514); else null. */
export function checkViolation(err: unknown): string | null {
  for (let e = err as PgErrorLike | undefined, i = 0; e && i < 4; e = e.cause as PgErrorLike | undefined, i++) {
    if (e.code === '23514') return e.constraint ?? '';
  }
  return null;
}
