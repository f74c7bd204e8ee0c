import { api, loginAs, placeBody } from './orders-api';
const base = process.argv[2]!;
const token = await loginAs(base, 'customer');
const r = await api(base, 'POST', '/api/order/place', token, placeBody(1, 'TMP-1'));
console.log(JSON.stringify(r).slice(0, 300));
