import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createUser } from '../../../test/factories/users';
import { createSandboxProvider } from './payments/sandbox';

// With the sandbox off (as in production by default), nothing of it is reachable: online recharges need a real
// provider, and offline ones still work.
let t: TestApp;
let token: string;

beforeAll(async () => {
  process.env.PAYMENT_SANDBOX = 'off';
  process.env.PAYMENT_SANDBOX_SECRET = 'test-sandbox-secret-0123456789abcdef';
  t = await createTestApp();
  token = await t.login((await createUser(t.db)).username);
});
afterAll(async () => {
  delete process.env.PAYMENT_SANDBOX;
  delete process.env.PAYMENT_SANDBOX_SECRET;
  await t.close();
});

it('offers no online method nor pay type, refuses online recharges, and has no sandbox page nor callback', async () => {
  const payTypes = await t.call('GET', '/api/finaRecharge/payTypeList', { token, lang: 'en' });
  expect(payTypes.body.rows).toEqual([{ label: 'Bank transfer', value: 'BANK_TRANSFER', operateType: 'OFFLINE' }]);
  // A method without a way to pay is not offered: the form opens on the bank transfer.
  const methods = await t.call('GET', '/api/finaRecharge/operateTypeList', { token, lang: 'en' });
  expect(methods.body.rows).toEqual([{ label: 'Offline bank transfer', value: 'OFFLINE' }]);
  const online = await t.call('POST', '/api/finaRecharge/online', {
    token,
    body: { amount: '10', payType: 'SANDBOX' },
  });
  expect(online.status).toBe(422);
  expect(online.body.errorKey).toBe('WALLET_PAY_TYPE_UNAVAILABLE');
  // Even a correctly signed page URL and notification lead nowhere.
  const sandbox = createSandboxProvider('test-sandbox-secret-0123456789abcdef');
  const { payUrl } = await sandbox.createPayment({
    rechargeNo: 'R20260101AAAAAAAAAA',
    payAmount: '10.10',
    currency: 'CNY',
  });
  expect((await t.app.inject({ method: 'GET', url: payUrl })).statusCode).toBe(404);
  const notice = sandbox.notice('R20260101AAAAAAAAAA', '10.10');
  const callback = await t.call('POST', '/api/finaRecharge/callback/SANDBOX', { body: notice });
  expect(callback.status).toBe(422);
});
