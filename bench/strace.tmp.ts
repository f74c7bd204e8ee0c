import { api, loginAs, placeBody } from './src/orders-api';
const base = 'http://127.0.0.1:8095';
async function main() {
  const token = await loginAs(base, 'customer');
  const products = (await api(base, 'POST', '/api/quote/calc', token, { countryCode: 'US', postcode: '10001', boxes: [{ length: 40, width: 30, height: 20, weight: 3 }], declaredValue: 25 })).rows as any[];
  const id = products.find((p) => p.productCode === 'US-EXP').productId;
  const n = Number(process.argv[2] ?? 5);
  const tag = process.argv[3] ?? 'w';
  for (let i = 0; i < n; i++) await api(base, 'POST', '/api/order/place', token, placeBody(id, `ST-${tag}-${Date.now()}-${i}`));
  console.log('placed', n);
}
main();
