import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { API_KEY_PATTERN } from '@parcelhub/contracts';
import type { TestApp } from '../../../test/helpers/test-app';
import { demoTestApp } from '../../../test/helpers/demo-app';
import { orderInput } from '../../../test/factories/orders';
import { createUser } from '../../../test/factories/users';
import { rowsOf } from '../../platform/db/rows';

const ONE_BOX = { countryCode: 'US', postcode: '10001', boxes: [{ length: 40, width: 30, height: 20, weight: 3 }] };
const AT_ONCE = 50;

let t: TestApp;
const tokens: Record<string, string> = {};
let usExp: number;
let subToken: string;

beforeAll(async () => {
  ({ t, usExp } = await demoTestApp(['customer', 'customer2', 'admin'], tokens));
  const [main] = await rowsOf<{ id: number }>(t.db, sql`select id from users where username = 'customer'`);
  const sub = await createUser(t.db, { parentId: main!.id, grants: ['customer.api'] });
  subToken = await t.login(sub.username);
});
afterAll(() => t.close());

const session = (who: string) => ({ token: tokens[who], lang: 'en' });
const withKey = (key: string, lang = 'en', headers: Record<string, string> = {}) => ({
  lang,
  headers: { 'x-api-key': key, ...headers },
});

/** A fresh key of this mode for `who`: any active one of the mode is revoked first. */
async function keyOf(who: string, mode: 'test' | 'live' = 'live') {
  const listed = await t.call('GET', '/api/apiDocking/keys', session(who));
  for (const k of listed.body.rows as { id: number; mode: string; active: boolean }[])
    if (k.active && k.mode === mode) await t.call('POST', `/api/apiDocking/keys/${k.id}/revoke`, session(who));
  const res = await t.call('POST', '/api/apiDocking/keys', { ...session(who), body: { mode } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.obj as { id: number; key: string; prefix: string; mode: string };
}
const listKeys = async (who: string) =>
  (await t.call('GET', '/api/apiDocking/keys', session(who))).body.rows as Record<string, unknown>[];
const balance = async () => (await t.call('GET', '/api/finaWallet/mine', session('customer'))).body.obj.available;

describe('API keys: made, shown once, kept as a hash', () => {
  it('answers the key once; the list and the database hold only its prefix and hash', async () => {
    const made = await keyOf('customer', 'live');
    expect(made.key).toMatch(API_KEY_PATTERN);
    expect(made.key.startsWith('ph_live_')).toBe(true);
    expect(made.key.startsWith(made.prefix)).toBe(true);
    const rows = await listKeys('customer');
    const row = rows.find((r) => r.id === made.id)!;
    expect(row).toMatchObject({ mode: 'live', prefix: made.prefix, active: true, createdBy: 'customer' });
    expect(JSON.stringify(rows)).not.toContain(made.key);
    const [stored] = await rowsOf<{ key_hash: string }>(t.db, sql`select key_hash from api_keys where id = ${made.id}`);
    expect(stored!.key_hash).toBe(crypto.hash('sha256', made.key, 'hex'));
  });

  it('keeps one active key per mode: a second one is a conflict in the caller language', async () => {
    await keyOf('customer', 'test');
    const again = await t.call('POST', '/api/apiDocking/keys', {
      token: tokens.customer,
      lang: 'ko',
      body: { mode: 'test' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ errorKey: 'API_KEY_MODE_ACTIVE', code: 4092450, params: { mode: 'test' } });
    expect(again.body.msg).toContain('재발급');
  });

  it('refuses a mode that does not exist', async () => {
    const res = await t.call('POST', '/api/apiDocking/keys', { ...session('customer'), body: { mode: 'prod' } });
    expect(res.status).toBe(400);
  });

  it('lets a sub-account see the keys but not make, regenerate or revoke one', async () => {
    const made = await keyOf('customer', 'live');
    const list = await t.call('GET', '/api/apiDocking/keys', { token: subToken });
    expect(list.status).toBe(200);
    expect((list.body.rows as { id: number }[]).map((r) => r.id)).toContain(made.id);
    for (const [url, body] of [
      ['/api/apiDocking/keys', { mode: 'live' }],
      [`/api/apiDocking/keys/${made.id}/regenerate`, undefined],
      [`/api/apiDocking/keys/${made.id}/revoke`, undefined],
    ] as const) {
      const res = await t.call('POST', url, { token: subToken, lang: 'en', body });
      expect(res.status, url).toBe(403);
      expect(res.body.errorKey).toBe('API_KEY_MAIN_ACCOUNT_ONLY');
    }
    expect((await listKeys('customer')).find((r) => r.id === made.id)).toMatchObject({ active: true });
  });
});

describe('X-API-Key signs in the calls that take it', () => {
  it('quotes with a key as the main account, and records the last use', async () => {
    const made = await keyOf('customer', 'live');
    expect((await listKeys('customer')).find((r) => r.id === made.id)!.lastUsedAt).toBeNull();
    const res = await t.call('POST', '/api/quote/calc', { ...withKey(made.key), body: ONE_BOX });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.rows.find((r: { productId: number }) => r.productId === usExp)).toMatchObject({ total: '166.15' });
    expect((await listKeys('customer')).find((r) => r.id === made.id)!.lastUsedAt).toEqual(expect.any(String));
  });

  it('answers 401 for a wrong key, in the caller language', async () => {
    const wrong = `ph_live_${'A'.repeat(43)}`;
    for (const [lang, words] of [
      ['en', 'wrong or has been revoked'],
      ['ko', '폐기'],
      ['zh', '无效'],
    ] as const) {
      const res = await t.call('POST', '/api/quote/calc', { ...withKey(wrong, lang), body: ONE_BOX });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ flag: false, errorKey: 'API_KEY_INVALID', code: 4012450 });
      expect(res.body.msg).toContain(words);
    }
    for (const junk of ['', 'x'.repeat(5000), 'ph_live_\u0000', 'Bearer nothing']) {
      const res = await t.call('POST', '/api/quote/calc', { ...withKey(junk), body: ONE_BOX });
      expect(res.status, junk.slice(0, 20)).toBe(401);
    }
  });

  it('refuses a key on a call that does not take one, even a valid key', async () => {
    const made = await keyOf('customer', 'live');
    const res = await t.call('GET', '/api/finaWallet/mine', withKey(made.key));
    expect(res.status).toBe(403);
    expect(res.body.errorKey).toBe('API_KEY_NOT_ACCEPTED');
    const keys = await t.call('GET', '/api/apiDocking/keys', withKey(made.key));
    expect(keys.body.errorKey).toBe('API_KEY_NOT_ACCEPTED');
  });

  it('regenerates: the old key stops at once, the new one works, the history says who and when', async () => {
    const old = await keyOf('customer', 'live');
    expect((await t.call('POST', '/api/quote/calc', { ...withKey(old.key), body: ONE_BOX })).status).toBe(200);
    const res = await t.call('POST', `/api/apiDocking/keys/${old.id}/regenerate`, session('customer'));
    expect(res.status).toBe(200);
    const fresh = res.body.obj as { id: number; key: string; mode: string };
    expect(fresh).toMatchObject({ mode: 'live' });
    expect(fresh.key).not.toBe(old.key);
    expect((await t.call('POST', '/api/quote/calc', { ...withKey(old.key), body: ONE_BOX })).status).toBe(401);
    expect((await t.call('POST', '/api/quote/calc', { ...withKey(fresh.key), body: ONE_BOX })).status).toBe(200);
    const rows = await listKeys('customer');
    expect(rows.find((r) => r.id === old.id)).toMatchObject({
      active: false,
      revokedBy: 'customer',
      replacedById: fresh.id,
      revokedAt: expect.any(String),
    });
    const again = await t.call('POST', `/api/apiDocking/keys/${old.id}/regenerate`, session('customer'));
    expect(again.status).toBe(409);
    expect(again.body.errorKey).toBe('API_KEY_REVOKED');
  });

  it('regenerating one key 50 times at once leaves exactly one active key of its mode', async () => {
    const old = await keyOf('customer', 'live');
    const results = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        t.call('POST', `/api/apiDocking/keys/${old.id}/regenerate`, session('customer')),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.every((r) => r.status === 200 || r.body.errorKey === 'API_KEY_REVOKED')).toBe(true);
    expect((await listKeys('customer')).filter((r) => r.active && r.mode === 'live')).toHaveLength(1);
  });

  it('revoke: the key answers 401 at once', async () => {
    const made = await keyOf('customer', 'live');
    expect((await t.call('POST', '/api/quote/calc', { ...withKey(made.key), body: ONE_BOX })).status).toBe(200);
    const res = await t.call('POST', `/api/apiDocking/keys/${made.id}/revoke`, session('customer'));
    expect(res.status).toBe(200);
    expect(res.body.obj).toMatchObject({ id: made.id, active: false });
    expect((await t.call('POST', '/api/quote/calc', { ...withKey(made.key), body: ONE_BOX })).status).toBe(401);
  });

  it('a key of customer A cannot touch customer B’s orders: they answer as missing ones', async () => {
    const a = await keyOf('customer', 'live');
    const placed = await t.call('POST', '/api/order/place', { ...session('customer2'), body: orderInput(usExp) });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const theirs = placed.body.obj as { id: number; insideNumber: string };
    const missing = 2_000_000_000;
    for (const [method, url, missingUrl, body] of [
      ['GET', `/api/order/detail/${theirs.id}`, `/api/order/detail/${missing}`, undefined],
      ['POST', `/api/order/cancelOrder/${theirs.id}`, `/api/order/cancelOrder/${missing}`, { reason: 'not mine' }],
      [
        'GET',
        `/api/order/catchOrderTrackInfo/order/${theirs.insideNumber}`,
        '/api/order/catchOrderTrackInfo/order/NOSUCHNUMBER',
        undefined,
      ],
    ] as const) {
      const got = await t.call(method, url, { ...withKey(a.key), body });
      const none = await t.call(method, missingUrl, { ...withKey(a.key), body });
      expect(got.status, url).toBe(404);
      expect(got.status, url).toBe(none.status);
      expect(got.body.errorKey, url).toBe(none.body.errorKey);
    }
    const detail = await t.call('GET', `/api/order/detail/${theirs.id}`, session('customer2'));
    expect(detail.body.obj.status).not.toBe('CANCELED');
  });
});

describe('Idempotency-Key on writes made with a key', () => {
  const orderCount = async (ref: string) =>
    (await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from orders where reference_no = ${ref}`))[0]!.n;

  it('answers the first answer again for the same key and body, without placing twice', async () => {
    const { key } = await keyOf('customer', 'live');
    const body = orderInput(usExp);
    const idem = { 'idempotency-key': `idem-${crypto.randomUUID()}` };
    const before = await balance();
    const first = await t.call('POST', '/api/order/place', { ...withKey(key, 'en', idem), body });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // A client taking compressed answers gets the same replay.
    const zipped = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { 'x-api-key': key, 'accept-encoding': 'gzip', ...idem },
      payload: body,
    });
    expect(zipped.headers['idempotent-replayed']).toBe('true');
    expect(zipped.statusCode).toBe(200);
    const again = await t.call('POST', '/api/order/place', { ...withKey(key, 'en', idem), body });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await orderCount(body.referenceNo as string)).toBe(1);
    const fee = first.body.obj.fee.total as string;
    expect(Number(before) - Number(await balance())).toBeCloseTo(Number(fee), 2);
  });

  it('refuses the same key with another body: 422, nothing done', async () => {
    const { key } = await keyOf('customer', 'live');
    const idem = { 'idempotency-key': `idem-${crypto.randomUUID()}` };
    const first = await t.call('POST', '/api/order/place', { ...withKey(key, 'en', idem), body: orderInput(usExp) });
    expect(first.status).toBe(200);
    const other = orderInput(usExp);
    const res = await t.call('POST', '/api/order/place', { ...withKey(key, 'en', idem), body: other });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ errorKey: 'IDEMPOTENCY_KEY_REUSED', code: 4222450 });
    expect(await orderCount(other.referenceNo as string)).toBe(0);
  });

  it('replays a refusal too (a 4xx is an answer), and refuses a malformed key', async () => {
    const { key } = await keyOf('customer', 'live');
    const idem = { 'idempotency-key': `idem-${crypto.randomUUID()}` };
    const body = { reason: 'x' };
    const first = await t.call('POST', '/api/order/cancelOrder/2000000000', { ...withKey(key, 'en', idem), body });
    expect(first.status).toBe(404);
    const again = await t.call('POST', '/api/order/cancelOrder/2000000000', { ...withKey(key, 'en', idem), body });
    expect(again.status).toBe(404);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const bad = await t.call('POST', '/api/order/cancelOrder/1', {
      ...withKey(key, 'en', { 'idempotency-key': 'has space' }),
      body,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errorKey).toBe('IDEMPOTENCY_KEY_INVALID');
  });

  it('50 placements at once with one key: one order, one charge, every answer the same order', async () => {
    const { key } = await keyOf('customer', 'live');
    const body = orderInput(usExp);
    const idem = { 'idempotency-key': `burst-${crypto.randomUUID()}` };
    const before = await balance();
    const results = await Promise.all(
      Array.from({ length: AT_ONCE }, () => t.call('POST', '/api/order/place', { ...withKey(key, 'en', idem), body })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(AT_ONCE).fill(200));
    const ids = new Set(results.map((r) => r.body.obj.id));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    expect(await orderCount(body.referenceNo as string)).toBe(1);
    const [id] = [...ids];
    const charges = await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from journal_entries where idempotency_key like ${`order:${id}:%`}`,
    );
    expect(charges[0]!.n).toBe(1);
    const fee = results[0]!.body.obj.fee.total as string;
    expect(Number(before) - Number(await balance())).toBeCloseTo(Number(fee), 2);
  });

  it('50 different keys at once: 50 orders (the layer holds only twins back)', async () => {
    const { key } = await keyOf('customer', 'live');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.call('POST', '/api/order/place', {
          ...withKey(key, 'en', { 'idempotency-key': `many-${i}-${crypto.randomUUID()}` }),
          body: orderInput(usExp),
        }),
      ),
    );
    expect(new Set(results.map((r) => r.body.obj?.id)).size).toBe(10);
  });
});

describe('test mode', () => {
  it('places with a test key on a sandbox product, and refuses a product of another carrier', async () => {
    const { key } = await keyOf('customer', 'test');
    expect(key.startsWith('ph_test_')).toBe(true);
    const ok = await t.call('POST', '/api/order/place', { ...withKey(key), body: orderInput(usExp) });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const pricing = t.app.services.pricing;
    const real = await pricing.productFacts(usExp);
    const spy = vi.spyOn(pricing, 'productFacts').mockResolvedValue({ ...real!, carrierCode: 'UPS' });
    try {
      const body = orderInput(usExp);
      const res = await t.call('POST', '/api/order/place', { ...withKey(key), body });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ errorKey: 'API_KEY_TEST_MODE_PRODUCT', params: { productId: usExp } });
      expect(await orderCount(body.referenceNo as string)).toBe(0);
      // A live key is not held to the sandbox.
      const live = await keyOf('customer', 'live');
      const placed = await t.call('POST', '/api/order/place', { ...withKey(live.key), body: orderInput(usExp) });
      expect(placed.status).toBe(200);
    } finally {
      spy.mockRestore();
    }
  });
  const orderCount = async (ref: string) =>
    (await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from orders where reference_no = ${ref}`))[0]!.n;
});
