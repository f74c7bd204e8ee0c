import type { DataAccess } from '../../platform/db/data-access';
import { Dec } from './ledger';
import { createPoster } from './posting';

/** The demo's opening balances, by demo user name. */
export const DEMO_BALANCES: Readonly<Record<string, string>> = { customer: '10000.00', customer2: '2000.00' };

/**
 * Funds the demo customers as offline RECHARGE entries (cash in, wallet credited), so the ledger balances from the
 * start. Idempotent: each has its own key.
 */
export async function seedDemoWallets(data: DataAccess, userIds: ReadonlyMap<string, number>): Promise<void> {
  const poster = createPoster(data);
  await poster.ensurePlatformAccounts();
  for (const [username, amount] of Object.entries(DEMO_BALANCES)) {
    const customerId = userIds.get(username);
    if (!customerId) continue;
    await poster.post({
      customerId,
      key: `demo:opening:${username}`,
      movement: { type: 'RECHARGE', channel: 'OFFLINE', amount: new Dec(amount) },
      remark: 'Demo opening balance',
    });
  }
}
