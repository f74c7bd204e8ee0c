import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { signedInUser } from '../../../test/factories/accounts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ API_KEY_RATE_PER_MINUTE: '3' });
  ({ token } = await signedInUser(t));
});
afterAll(() => t.close());

const newKey = async (mode: 'test' | 'live', as = token) =>
  (await t.call('POST', '/api/apiDocking/keys', { token: as, body: { mode } })).body.obj.key as string;
const track = (key: string, lang = 'en') =>
  t.call('GET', '/api/order/catchOrderTrackInfo/order/NOSUCH', { lang, headers: { 'x-api-key': key } });

it('answers 429 with Retry-After past the per-key rate, in the caller language; other keys keep theirs', async () => {
  const key = await newKey('live');
  for (let i = 0; i < 3; i++) expect((await track(key)).status).toBe(404);
  const refused = await track(key, 'zh');
  expect(refused.status).toBe(429);
  // 3 a minute: one call back every 20 s.
  expect(refused.headers['retry-after']).toBe('20');
  expect(refused.body).toMatchObject({ errorKey: 'API_KEY_RATE_LIMITED', code: 4292450, params: { seconds: 20 } });
  expect(refused.body.msg).toContain('20 秒');
  const other = await newKey('test');
  expect((await track(other)).status).toBe(404);
});

it('50 calls at once with one key: exactly the rate gets through', async () => {
  const fresh = await newKey('live', (await signedInUser(t)).token);
  const results = await Promise.all(Array.from({ length: 50 }, () => track(fresh)));
  expect(results.filter((r) => r.status === 404)).toHaveLength(3);
  expect(results.filter((r) => r.status === 429)).toHaveLength(47);
});
