import { ALL_DATA, scopeOf, type DataScope } from '../../platform/auth/scope';
import { can, type Actor } from '../../platform/auth/actor';
import { AppError } from '../../platform/http/app-error';
import type { OwningAccess } from '../../platform/files/visibility';

/**
 * Who reads wallets, histories and recharges: a customer (or its sub-account) with `finance:wallet` reads its main
 * account's; the platform with `finance:review` everyone's; anyone else (suppliers above all) is refused.
 */
export function walletReaderScope(actor: Actor): DataScope {
  if (actor.privilegeType === 'USER' && can(actor, 'finance:wallet')) return scopeOf(actor);
  if (actor.privilegeType === 'PLATFORM' && can(actor, 'finance:review')) return ALL_DATA;
  throw new AppError('FORBIDDEN');
}

/** The customer main account a customer's call acts for; the platform and suppliers have no wallet. */
export function ownWalletOf(actor: Actor): number {
  if (actor.privilegeType !== 'USER') throw new AppError('FORBIDDEN');
  return actor.accountId;
}

/** What the wallet's tasks and files (history exports, recharge vouchers) need for anyone but their creator. */
export const WALLET_ACCESS = ['finance:wallet', 'finance:review'] as const satisfies OwningAccess;
