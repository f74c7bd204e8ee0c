import { uniqueName, type TestApp } from '../../../test/helpers/test-app';
import { defineTenancyCase, type CallOnRecord, type ListCall } from '../../../test/tenancy/tenancy';
import { createUser } from '../../../test/factories/users';
import { orderInput } from '../../../test/factories/orders';
import { multipartFile } from '../../../test/helpers/multipart';
import { dataAccessOf } from '../../platform/db/data-access';
import { encodePng } from '../../platform/files/png';
import { seedProduct } from '../../seed/demo-products';
import { DEMO_PRODUCTS } from '../../seed/demo-products.data';

export { orderBatchTenancy } from './batch/batch.tenancy';

/*
 * Orders are their customer's and the supplier's they are routed to (the cost owner of their product). One case walks
 * them as the customer's (strangers: another customer, its sub-account, a supplier they are not routed to), the other
 * as the supplier's (strangers: another supplier, its sub-account, a customer who did not place them).
 */

const US_EXPRESS = DEMO_PRODUCTS.find((p) => p.card.product.code === 'US-EXP')!;

/** The platform user of a test app that shelves products and approves recharges. */
const platforms = new WeakMap<TestApp, Promise<{ id: number; token: string }>>();
const platformOf = (t: TestApp) => {
  let found = platforms.get(t);
  if (!found) {
    found = createUser(t.db, { privilegeType: 'PLATFORM', roles: ['admin'] }).then(async (u) => ({
      id: u.id,
      token: await t.login(u.username),
    }));
    platforms.set(t, found);
  }
  return found;
};

const accountOf = async (t: TestApp, token: string) =>
  (await t.call('GET', '/auth/info', { token })).body.obj.user.accountId as number;

/** Funds a customer as it would fund itself: an offline recharge with its voucher, approved by the platform. */
async function fund(t: TestApp, token: string, amount: string) {
  const { payload, headers } = multipartFile(encodePng(1, 1, new Uint8Array([7, 7, 7, 255])), 'voucher.png');
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/advertisingManage/uploadImg',
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  if (upload.statusCode !== 200) throw new Error(`upload voucher: ${upload.body}`);
  const asked = await t.call('POST', '/api/finaRecharge/offline', {
    token,
    body: { amount, voucherFileId: upload.json().obj.id },
  });
  if (asked.status !== 200) throw new Error(`offline recharge: ${JSON.stringify(asked.body)}`);
  const approved = await t.call('POST', `/api/finaRecharge/approve/${asked.body.obj.id}`, {
    token: (await platformOf(t)).token,
  });
  if (approved.status !== 200) throw new Error(`approve recharge: ${JSON.stringify(approved.body)}`);
}

interface Numbers {
  orderNo: string;
  referenceNo: string;
  insideNumber: string;
  trackingNo: string;
}
/** The numbers of the orders made here, by id, for the calls that find an order by a number. */
const numbersOf = new Map<number, Numbers>();
const NO_SUCH: Numbers = {
  orderNo: 'NOSUCHORDER0',
  referenceNo: 'NOSUCHREF0',
  insideNumber: 'NOSUCHINSIDE0',
  trackingNo: 'NOSUCHTRACK0',
};
const numbers = (id: number) => numbersOf.get(id) ?? NO_SUCH;

/** A labelled order the customer of `customerToken` places on a product of its own, routed to `supplierId`. */
async function routedOrder(t: TestApp, customerToken: string, supplierId: number): Promise<number> {
  const customerId = await accountOf(t, customerToken);
  const productId = await seedProduct(
    dataAccessOf(t.database),
    US_EXPRESS,
    { supplierId, adminId: (await platformOf(t)).id, customerIds: [customerId] },
    { product: uniqueName('TEN').toUpperCase(), cost: uniqueName('TENC').toUpperCase() },
  );
  await fund(t, customerToken, '1000.00');
  const res = await t.call('POST', '/api/order/place', { token: customerToken, body: orderInput(productId) });
  if (res.status !== 200) throw new Error(`place an order: ${JSON.stringify(res.body)}`);
  const o = res.body.obj as Numbers & { id: number; status: string };
  if (o.status !== 'LABELED') throw new Error(`the order is ${o.status}, not labelled`);
  const detail = (await t.call('GET', `/api/order/detail/${o.id}`, { token: customerToken })).body.obj;
  if (!detail.trackingNo) throw new Error(`order ${o.id} has no tracking number`);
  numbersOf.set(o.id, {
    orderNo: detail.orderNo,
    referenceNo: detail.referenceNo,
    insideNumber: detail.insideNumber,
    trackingNo: detail.trackingNo,
  });
  return o.id;
}

/** A batch outcome names the order: its id and the words made from it are the one difference allowed. */
const outcomeOf = (body: { rows?: { id: number; message: string }[] }, id: number) => ({
  ...body,
  rows: body.rows?.map((r) => ({
    ...r,
    id: r.id === id ? '{id}' : r.id,
    message: r.message.split(String(id)).join('{id}'),
  })),
});

const BOX = { length: '40', width: '30', height: '20', weight: '3' };

const SCAN_FIELDS = {
  ORDER_NO: 'orderNo',
  REFERENCE_NO: 'referenceNo',
  INSIDE_NUMBER: 'insideNumber',
  TRACKING_NO: 'trackingNo',
} as const;

/** Every call that takes an order's id or one of its numbers. */
const onOrder: CallOnRecord[] = [
  { name: 'detail', request: (id) => ({ method: 'GET', url: `/api/order/detail/${id}` }) },
  { name: 'listOrderLog', request: (id) => ({ method: 'GET', url: `/api/order/listOrderLog/${id}` }) },
  {
    name: 'orderCopy/copySaveOrder',
    request: (id) => ({ method: 'POST', url: '/api/order/orderCopy/copySaveOrder', body: { id } }),
  },
  ...(['ORDER_NO', 'REFERENCE_NO', 'INSIDE_NUMBER', 'TRACKING_NO'] as const).flatMap((type): CallOnRecord[] => {
    const no = (id: number) => numbers(id)[SCAN_FIELDS[type]];
    return [
      {
        name: `orderInfo ${type}`,
        request: (id) => ({ method: 'GET', url: `/api/order/orderInfo/${type}/${no(id)}` }),
      },
      {
        name: `orderInfo/bytype ${type}`,
        request: (id) => ({ method: 'GET', url: `/api/order/orderInfo/bytype/${type}/${no(id)}` }),
      },
    ];
  }),
  {
    name: 'orderInfo/insideNumber',
    request: (id) => ({ method: 'GET', url: `/api/order/orderInfo/insideNumber/${numbers(id).insideNumber}` }),
  },
  {
    name: 'batchPrintLabelPdf',
    request: (id) => ({ method: 'POST', url: '/api/order/batchPrintLabelPdf', body: { ids: [id], format: 'PDF' } }),
  },
  {
    name: 'batchPrintLabelPdf (ZPL)',
    request: (id) => ({ method: 'POST', url: '/api/order/batchPrintLabelPdf', body: { ids: [id], format: 'ZPL' } }),
  },
  { name: 'retryLabel', request: (id) => ({ method: 'POST', url: `/api/order/retryLabel/${id}` }) },
  {
    name: 'confirmWeight',
    request: (id) => ({ method: 'POST', url: '/api/order/confirmWeight', body: { id, boxes: [BOX] } }),
  },
  {
    name: 'refuseOrder',
    request: (id) => ({ method: 'POST', url: `/api/order/refuseOrder/${id}`, body: { reason: 'taken over' } }),
  },
  {
    name: 'intercept/release',
    request: (id) => ({ method: 'POST', url: `/api/order/intercept/release/${id}`, body: {} }),
  },
  {
    name: 'cancelOrder',
    request: (id) => ({ method: 'POST', url: `/api/order/cancelOrder/${id}`, body: { reason: 'taken over' } }),
  },
  ...(['USER', 'SUPPLIER', 'PLATFORM'] as const).map((type): CallOnRecord => ({
    name: `batchCancelOrder/${type}`,
    request: (id) => ({ method: 'POST', url: `/api/order/batchCancelOrder/${type}`, body: { ids: [id], reason: 'x' } }),
    answer: outcomeOf,
  })),
  { name: 'deleteOrder', request: (id) => ({ method: 'POST', url: `/api/order/deleteOrder/${id}` }) },
  {
    name: 'deliveryWarning/update',
    request: (id) => ({ method: 'POST', url: '/api/order/deliveryWarning/update', body: { ids: [id], handled: true } }),
  },
];

const rowsIds = (body: { rows?: { id: number }[] }) => (body.rows ?? []).map((r) => r.id);
const orderLists: ListCall[] = [
  { name: 'list', request: { method: 'POST', url: '/api/order/list', body: { pageSize: 200 } }, ids: rowsIds },
  {
    name: 'getQueryIds',
    request: { method: 'POST', url: '/api/order/getQueryIds', body: {} },
    ids: (body) => (body.rows ?? []) as unknown as number[],
  },
  {
    name: 'orderTracking/list',
    request: { method: 'POST', url: '/api/orderTracking/list', body: { pageSize: 100 } },
    ids: rowsIds,
  },
];

async function snapshot(t: TestApp, token: string, id: number) {
  const res = await t.call('GET', `/api/order/detail/${id}`, { token });
  return res.status === 200 ? res.body.obj : null;
}

export const customerOrderTenancy = defineTenancyCase({
  module: 'orders (the customer’s)',
  subAccountGrants: ['order.list'],
  async create(t, token) {
    const supplier = await createUser(t.db, { privilegeType: 'SUPPLIER' });
    return routedOrder(t, token, supplier.id);
  },
  onRecord: onOrder,
  lists: orderLists,
  snapshot,
});

export const supplierOrderTenancy = defineTenancyCase({
  module: 'orders (routed to the supplier)',
  owner: 'supplier',
  subAccountGrants: ['order.list', 'order.scan'],
  async create(t, token) {
    const customer = await createUser(t.db, {});
    return routedOrder(t, await t.login(customer.username), await accountOf(t, token));
  },
  onRecord: onOrder,
  lists: orderLists,
  snapshot,
});
