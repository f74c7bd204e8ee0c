import { defineTenancyCase } from '../../../test/tenancy/tenancy';
import { multipartFile } from '../../../test/helpers/multipart';
import type { TestApp } from '../../../test/helpers/test-app';
import { encodePng } from '../../platform/files/png';

const rowsIds = (body: { rows?: { id: number }[] }) => (body.rows ?? []).map((r) => r.id);
const GRANTS = ['finance.wallet', 'finance.recharge'];

/** An offline recharge with its voucher, as its owner submits it. */
async function offlineRecharge(t: TestApp, token: string): Promise<number> {
  const { payload, headers } = multipartFile(encodePng(1, 1, new Uint8Array([9, 9, 9, 255])), 'voucher.png');
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/advertisingManage/uploadImg',
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  if (upload.statusCode !== 200) throw new Error(`upload voucher: ${upload.body}`);
  const res = await t.call('POST', '/api/finaRecharge/offline', {
    token,
    body: { amount: '10.00', voucherFileId: upload.json().obj.id },
  });
  if (res.status !== 200) throw new Error(`offline recharge: ${JSON.stringify(res.body)}`);
  return res.body.obj.id as number;
}

export const rechargeTenancy = defineTenancyCase({
  module: 'wallet (recharges)',
  subAccountGrants: GRANTS,
  create: offlineRecharge,
  onRecord: [
    { name: 'finaRecharge/detail', request: (id) => ({ method: 'GET', url: `/api/finaRecharge/detail/${id}` }) },
    { name: 'finaRecharge/approve', request: (id) => ({ method: 'POST', url: `/api/finaRecharge/approve/${id}` }) },
    {
      name: 'finaRecharge/reject',
      request: (id) => ({ method: 'POST', url: `/api/finaRecharge/reject/${id}`, body: { reason: 'taken over' } }),
    },
  ],
  lists: [
    {
      name: 'finaRecharge/list',
      request: { method: 'POST', url: '/api/finaRecharge/list', body: { pageNo: 0, pageSize: 500 } },
      ids: rowsIds,
    },
  ],
  async snapshot(t, token, id) {
    const res = await t.call('GET', `/api/finaRecharge/detail/${id}`, { token });
    return res.status === 200 ? res.body.obj : null;
  },
});

/** A journal entry of the owner's: an online recharge paid through the sandbox provider. */
async function paidEntry(t: TestApp, token: string): Promise<number> {
  const started = await t.call('POST', '/api/finaRecharge/online', {
    token,
    body: { amount: '5.00', payType: 'SANDBOX' },
  });
  if (started.status !== 200) throw new Error(`online recharge: ${JSON.stringify(started.body)}`);
  const payUrl = (started.body.obj.payUrl as string).replace('?', '/pay?');
  const paid = await t.app.inject({ method: 'POST', url: payUrl, headers: { 'content-type': 'text/plain' } });
  if (paid.statusCode !== 200) throw new Error(`sandbox pay: ${paid.body}`);
  const flows = await t.call('POST', '/api/finaWallet/flows', { token, body: { pageNo: 0, pageSize: 1 } });
  return flows.body.rows[0].id as number;
}

export const walletFlowTenancy = defineTenancyCase({
  module: 'wallet (flows)',
  subAccountGrants: GRANTS,
  create: paidEntry,
  onRecord: [],
  lists: [
    {
      name: 'finaWallet/flows',
      request: { method: 'POST', url: '/api/finaWallet/flows', body: { pageNo: 0, pageSize: 500 } },
      ids: rowsIds,
    },
  ],
  async snapshot(t, token, id) {
    const res = await t.call('POST', '/api/finaWallet/flows', { token, body: { pageNo: 0, pageSize: 500 } });
    return (res.body.rows as { id: number }[]).filter((r) => r.id === id);
  },
});
