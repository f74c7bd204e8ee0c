import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../factories/users';
import { addressInput } from '../factories/addresses';

/** The hostile inputs of the security review: each once answered 500, each must be a 400 naming the field. */
let t: TestApp;
let admin: string;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login((await createUser(t.db, { privilegeType: 'PLATFORM', roles: ['admin'] })).username);
  customer = await t.login((await createUser(t.db)).username);
});
afterAll(() => t.close());

const TOO_BIG_ID = 'Number too large: at most 2147483647';
const CONTROL = 'Must not contain control characters';

async function expectFieldError(
  res: { status: number; body: { errorKey?: string; fieldErrors?: { field: string; message: string }[] } },
  field: string,
  message: string | RegExp,
) {
  expect(res.status).toBe(400);
  expect(res.body.errorKey).toBe('VALIDATION_FAILED');
  expect(res.body.fieldErrors).toEqual(
    expect.arrayContaining([
      { field, message: typeof message === 'string' ? message : expect.stringMatching(message) },
    ]),
  );
}

const post = (url: string, body: unknown, token?: string) => t.call('POST', url, { body, token, lang: 'en' });

describe('NUL bytes and ids past 32 bits are field errors, never 500', () => {
  it('address book', async () => {
    await expectFieldError(
      await post('/api/customerAddress/findByDto', { keyword: 'a\u0000b' }, customer),
      'keyword',
      CONTROL,
    );
    await expectFieldError(
      await post('/api/customerAddress/setDefault', { id: 2147483648 }, customer),
      'id',
      TOO_BIG_ID,
    );
    await expectFieldError(
      await post('/api/customerAddress/delete', { ids: [2147483648] }, customer),
      'ids.0',
      TOO_BIG_ID,
    );
    await expectFieldError(
      await post('/api/customerAddress/saveAddress', addressInput({ id: 2147483648 }), customer),
      'id',
      TOO_BIG_ID,
    );
    for (const field of ['name', 'province', 'city', 'address1', 'address2', 'customsNo'] as const) {
      const res = await post('/api/customerAddress/saveAddress', addressInput({ [field]: 'x\u0000y' }), customer);
      await expectFieldError(res, field, CONTROL);
    }
  });

  it('users, outbox, slider, approval and sign-in', async () => {
    await expectFieldError(await post('/api/users/list', { keyword: '\u0000' }, admin), 'keyword', CONTROL);
    await expectFieldError(
      await post('/api/account/outbox/list', { recipient: 'a\u0000' }, admin),
      'recipient',
      CONTROL,
    );
    await expectFieldError(await post('/api/account/slider/verify', { id: 'a\u0000b', x: 10 }), 'id', 'Invalid value');
    await expectFieldError(await post('/api/users/approve/2147483648', undefined, admin), 'id', TOO_BIG_ID);
    await expectFieldError(
      await post('/api/users/approve/abc', undefined, admin),
      'id',
      'An id is plain decimal digits: no sign, spaces or leading zeros',
    );
    await expectFieldError(await post('/auth/login', { username: '\u0000', password: 'x' }), 'username', CONTROL);
  });
});

describe('URLs the router refuses', () => {
  it("answer the error envelope, not the framework's own shape", async () => {
    for (const url of ['/api/users/approve/%E0%A4%A', `/api/users/approve/${'9'.repeat(5000)}`]) {
      const res = await t.call('POST', url, { token: admin, lang: 'en' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ flag: false, errorKey: 'BAD_REQUEST', msg: 'Request error' });
    }
  });
});

describe('validation messages say what is wrong', () => {
  it('a page number too large for any integer is "too large", not a length', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customerAddress/findByDto',
      headers: { authorization: `Bearer ${customer}`, 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{"pageNo":18446744073709551616}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual([{ field: 'pageNo', message: 'Number too large: at most 100000' }]);
  });

  it('a boolean sent as a string must be true or false, not "required"', async () => {
    const res = await post('/api/customerAddress/findByDto', { isDefault: 'true' }, customer);
    expect(res.body.fieldErrors).toEqual([{ field: 'isDefault', message: 'Must be true or false' }]);
    const zh = await t.call('POST', '/api/customerAddress/findByDto', {
      body: { isDefault: 'true' },
      token: customer,
      lang: 'zh',
    });
    expect(zh.body.fieldErrors[0].message).toBe('只能是 true 或 false');
  });

  it('a missing value is still "required", and a wrong type is not', async () => {
    const missing = await post('/auth/login', { password: 'x' });
    expect(missing.body.fieldErrors).toEqual([{ field: 'username', message: 'This field cannot be empty' }]);
    const wrongType = await post('/auth/login', { username: { a: 1 }, password: 'x' });
    expect(wrongType.body.fieldErrors).toEqual([{ field: 'username', message: 'Invalid value' }]);
  });
});
