import { api, loginAs } from './src/orders-api';
const base = 'http://127.0.0.1:8095';
async function main() {
  const admin = await loginAs(base, 'admin');
  const me = (await api(base, 'GET', '/api/finaWallet/mine', await loginAs(base, 'customer')));
  const users = (await api(base, 'POST', '/api/users/list', admin, { pageNo: 0, pageSize: 50 }).catch(() => ({ rows: [] }))) as any;
  const c = (users.rows ?? users.obj?.rows ?? []).find((u: any) => u.username === 'customer');
  console.log(c?.id, me.obj);
  await api(base, 'POST', '/api/finaWallet/adjust', admin, { customerId: c.id, direction: 'CREDIT', amount: '10000000.00', reason: 'strace' });
}
main();
