import crypto from 'node:crypto';
import type { ClearanceProductSave } from '@parcelhub/contracts';
import type { TestApp } from '../../../test/helpers/test-app';
import { signedInUser } from '../../../test/factories/accounts';
import { clearanceIndustries, clearancePorts, clearanceServices } from '../clearance-ports';

/*
 * Test helpers of the clearance products. Ports, industries and services are inserted straight into the ports
 * module's tables: its calls are not what these tests are about.
 */

export interface Person {
  id: number;
  token: string;
  username: string;
}

export interface Cast {
  admin: Person;
  supplier: Person;
  supplier2: Person;
  customer: Person;
  customer2: Person;
  sub: Person;
}

export async function cast(t: TestApp): Promise<Cast> {
  const person = (u: Awaited<ReturnType<typeof signedInUser>>): Person => ({
    id: u.user.id,
    token: u.token,
    username: u.user.username,
  });
  const customer = await signedInUser(t);
  return {
    admin: person(await signedInUser(t, { privilegeType: 'PLATFORM', roles: ['admin'] })),
    supplier: person(await signedInUser(t, { privilegeType: 'SUPPLIER' })),
    supplier2: person(await signedInUser(t, { privilegeType: 'SUPPLIER' })),
    customer: person(customer),
    customer2: person(await signedInUser(t)),
    sub: person(await signedInUser(t, { parentId: customer.user.id, grants: ['clearance', 'clearance.price'] })),
  };
}

const letters = () =>
  Array.from(crypto.randomBytes(3))
    .map((b) => String.fromCharCode(65 + (b % 26)))
    .join('');

/** A port (enabled unless told), with a code of its own. */
export async function insertPort(t: TestApp, enabled = true, code = letters()): Promise<string> {
  await t.db
    .insert(clearancePorts)
    .values({ code, nameZh: code, nameEn: code, countryCode: 'KR', enabled })
    .onConflictDoNothing();
  return code;
}

/** An industry with one service. */
export async function insertService(t: TestApp): Promise<{ industryId: number; serviceId: number }> {
  const [industry] = await t.db
    .insert(clearanceIndustries)
    .values({ name: `跨境电商${letters()}`, nameEn: 'Cross-border e-commerce' })
    .returning({ id: clearanceIndustries.id });
  const [service] = await t.db
    .insert(clearanceServices)
    .values({ industryId: industry!.id, name: 'B2C 清关', nameEn: 'B2C clearance', describe: 'B2C' })
    .returning({ id: clearanceServices.id });
  return { industryId: industry!.id, serviceId: service!.id };
}

export function productInput(
  over: Partial<ClearanceProductSave> & { userId: number; port: string; industryId: number; serviceId: number },
): ClearanceProductSave {
  const { port, industryId, serviceId, ...rest } = over;
  return {
    code: `CP-${crypto.randomBytes(4).toString('hex').toUpperCase()}`,
    name: 'ICN B2C clearance',
    country: 'KR',
    clearancePortCodes: [port],
    transportWayList: ['AIR'],
    clearanceConfig: { clearanceIndustryId: industryId, clearanceServiceId: serviceId },
    ...rest,
  };
}

export const PRICES = {
  currencyNo: 'CNY',
  billPrice: '25.00',
  bagPrice: '8.00',
  kgPrice: '1.20',
  parcelPrice: '0.50',
  minPrice: '100.00',
};

/** A product on `supplierId`'s cost, made by the platform's `adminToken`; answers its id. */
export async function createProduct(
  t: TestApp,
  adminToken: string,
  supplierId: number,
  over: Partial<ClearanceProductSave> = {},
): Promise<{ id: number; code: string }> {
  const port = await insertPort(t);
  const svc = await insertService(t);
  const res = await t.call('POST', '/api/clearanceProduct/saveAndUpdate', {
    token: adminToken,
    body: productInput({ userId: supplierId, port, ...svc, ...over }),
  });
  if (res.status !== 200) throw new Error(`create clearance product: ${JSON.stringify(res.body)}`);
  return { id: res.body.obj.id as number, code: res.body.obj.code as string };
}

/** A sale quote of the product assigned to `userName`; answers the quote's id. */
export async function saleQuoteFor(t: TestApp, adminToken: string, productId: number, userName: string) {
  const q = await t.call('POST', '/api/clearanceProduct/saveQuote', {
    token: adminToken,
    body: { productId, kind: 'SALE', name: `Q${letters()}`, ...PRICES },
  });
  if (q.status !== 200) throw new Error(`sale quote: ${JSON.stringify(q.body)}`);
  const quoteId = q.body.obj.id as number;
  const a = await t.call('POST', '/api/clearanceProduct/allotQuotePrice', {
    token: adminToken,
    body: { productId, quotePriceId: quoteId, userNames: [userName] },
  });
  if (a.status !== 200) throw new Error(`allot: ${JSON.stringify(a.body)}`);
  return quoteId;
}
