import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { dataAccessOf } from '../../platform/db/data-access';
import { encodePng } from '../../platform/files/png';
import { DEMO_PASSWORD, seedDemo } from '../../seed/demo';

// A task and a file are their creator's, and the rest of the account's only with the permission of what they belong
// to: customer-sub (no wallet permission) must not reach its main account's wallet export or recharge voucher.
let t: TestApp;
const tokens: Record<string, string> = {};
let walletTask: { id: number; url: string };
let voucherUrl: string;
let subTask: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(dataAccessOf(t.database));
  for (const u of ['customer', 'customer-sub', 'admin']) tokens[u] = await t.login(u, DEMO_PASSWORD);
  const exported = await t.call('POST', '/api/finaWallet/exportFlows', { token: tokens.customer, body: {} });
  const ended = await t.taskEnded(tokens.customer!, exported.body.obj.taskId);
  walletTask = { id: ended.id, url: ended.url! };
  const upload = await t.upload('/api/advertisingManage/uploadImg', encodePng(2, 2, new Uint8Array(16).fill(90)), {
    name: 'transfer.png',
    token: tokens.customer,
  });
  const recharge = await t.call('POST', '/api/finaRecharge/offline', {
    token: tokens.customer,
    body: { amount: '100', voucherFileId: upload.body.obj.id, remark: 'ICBC' },
  });
  expect(recharge.status).toBe(200);
  voucherUrl = recharge.body.obj.voucherUrl;
  const own = await t.call('POST', '/api/customerAddress/export', { token: tokens['customer-sub'], body: {} });
  subTask = (await t.taskEnded(tokens['customer-sub']!, own.body.obj.taskId)).id;
}, 60_000);
afterAll(() => t.close());

const listed = async (who: string) =>
  (
    (await t.call('POST', '/api/downloadTask/list', { token: tokens[who], body: { pageNo: 0, pageSize: 100 } })).body
      .rows as { id: number }[]
  ).map((r) => r.id);
const fetch = (who: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens[who]}`, 'accept-language': 'en' } });

describe('the task center and files by id follow the permission of what they belong to', () => {
  it('hides the wallet export from a sub-account without the wallet permission, like a missing task', async () => {
    expect(await listed('customer-sub')).not.toContain(walletTask.id);
    const file = await fetch('customer-sub', walletTask.url);
    expect(file.statusCode).toBe(404);
    const missing = await fetch('customer-sub', '/api/downloadTask/file/2000000000');
    expect(file.json()).toMatchObject({ errorKey: missing.json().errorKey });
    expect(
      (await t.call('POST', `/api/downloadTask/cancel/${walletTask.id}`, { token: tokens['customer-sub'] })).status,
    ).toBe(404);
  });

  it('hides the recharge voucher from that sub-account, like a missing file', async () => {
    const file = await fetch('customer-sub', voucherUrl);
    expect(file.statusCode).toBe(404);
    expect(file.json().errorKey).toBe((await fetch('customer-sub', '/api/files/2000000000')).json().errorKey);
  });

  it('still shows the sub-account its own tasks, and the main account both its own and the sub-account’s', async () => {
    expect(await listed('customer-sub')).toContain(subTask);
    expect(await listed('customer')).toEqual(expect.arrayContaining([walletTask.id, subTask]));
    expect((await fetch('customer', walletTask.url)).statusCode).toBe(200);
    expect((await fetch('customer', voucherUrl)).statusCode).toBe(200);
    expect((await fetch('admin', voucherUrl)).statusCode).toBe(200);
  });
});
