import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserInfo } from '@parcelhub/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/helpers/test-app';
import { demoTestApp } from '../../../test/helpers/demo-app';
import { buildLabelWorker } from '../../../test/helpers/label-worker';
import { leftByACrash, placeOrders } from '../../../test/factories/orders';
import { orders } from './orders.tables';
import { dueWork } from '../../platform/jobs/jobs.tables';

// Servers made here draw swept labels on a label thread, as the built server does (read when a server is made).
let removeWorker: () => void;
let t: TestApp;
let usExp: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  const built = await buildLabelWorker();
  removeWorker = built.remove;
  process.env.LABEL_RENDER_WORKER_FILE = built.worker;
  ({ t, usExp } = await demoTestApp(['customer', 'admin'], tokens));
  const me = UserInfo.parse((await t.call('GET', '/auth/info', { token: tokens.customer })).body.obj);
  const credit = await t.call('POST', '/api/finaWallet/adjust', {
    token: tokens.admin,
    body: { customerId: me.user.id, direction: 'CREDIT', amount: '100000', reason: 'labels-stop tests' },
  });
  expect(credit.status).toBe(200);
}, 60_000);
afterAll(async () => {
  await t?.close();
  delete process.env.LABEL_RENDER_WORKER_FILE;
  removeWorker?.();
});

describe('a server that stops while its sweep draws labels on the label thread', () => {
  it('lets the drawings in flight end and records them: no label fails for the stop', async () => {
    const ids = await placeOrders(t, tokens.customer!, usExp, 'DRAWING', 150);
    // Only the other server below sweeps (its start sweeps once: the orders are left due after it), as a crash
    // leaves them: charged, the label due.
    await t.app.services.orders.labels.stop();
    const { buildApp } = await import('../../app');
    const other = await buildApp({ config: t.config, database: t.database, skipPrepare: true });
    await other.ready();
    await leftByACrash(t.db, ids);
    const sweeping = other.services.orders.labels.sweep();
    // Stopped once a claim is taken (their due items leased): its labels are then on the thread.
    const leased = async () =>
      (
        await t.db
          .select({ key: dueWork.key })
          .from(dueWork)
          .where(
            and(
              eq(dueWork.kind, 'orders.label'),
              inArray(dueWork.key, ids.map(String)),
              sql`${dueWork.leaseUntil} > now()`,
            ),
          )
      ).length;
    for (let i = 0; i < 500 && (await leased()) === 0; i++) await new Promise((r) => setTimeout(r, 5));
    await other.close();
    await sweeping;
    const rows = await t.db.select({ label: orders.labelStatus }).from(orders).where(inArray(orders.id, ids));
    const by = (s: string) => rows.filter((r) => r.label === s).length;

    expect(by('SUCCESS')).toBeGreaterThan(0);
    expect(by('FAILED')).toBe(0);
    expect(by('SUCCESS') + by('PENDING')).toBe(ids.length);
  });
});
