import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openJourney, type Journey } from '../helpers/journey';
import { consoleErrors, overflow } from '../helpers/pricing';

let j: Journey;
let page: Page;
let errors: string[];
beforeAll(async () => {
  j = await openJourney({ locale: 'en-US', language: 'en' });
  page = j.page;
  errors = consoleErrors(page);
  await j.signIn('customer', 'parcel2026');
  await j.byTestId('home-page').waitFor();
});
afterAll(() => j?.close());

const BOXES = [{ length: '40', width: '30', height: '20', weight: '3' }];

/** A call as the customer's integration makes it: the key in X-API-Key, no session. */
async function withKey(
  key: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${j.server.baseUrl}${path}`, {
    method,
    headers: { 'x-api-key': key, 'accept-language': 'en', 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

describe('a customer connects its system with an API key', () => {
  it('creates a test key in the page, quotes and places with it over HTTP, and sees the last use', async () => {
    await j.steps('api-keys', async () => {
      await page.goto('/account/api');
      await j.byTestId('api-key-create-test').click();
      const shown = j.byTestId('api-new-key');
      await shown.waitFor();
      const key = ((await shown.textContent()) ?? '').trim();
      expect(key).toMatch(/^ph_test_[A-Za-z0-9_-]{43}$/);
      expect(await overflow(page)).toBe(0);
      await page.getByRole('button', { name: 'I have copied it' }).click();
      await expect.poll(() => j.byTestId('api-key-prefix-test').textContent()).toBe(`${key.slice(0, 12)}…`);
      expect(await j.byTestId('api-key-last-used-test').textContent()).toBe('Never');

      const quote = await withKey(key, 'POST', '/api/quote/calc', {
        countryCode: 'US',
        postcode: '10001',
        boxes: BOXES,
      });
      expect(quote.status).toBe(200);
      const usExp = (quote.body.rows as { productId: number; productCode: string; total: string }[]).find(
        (r) => r.productCode === 'US-EXP',
      )!;
      expect(usExp.total).toBe('166.15');

      const order = {
        productId: usExp.productId,
        referenceNo: `API-${Date.now()}`,
        boxes: BOXES,
        declarations: [
          { nameEn: 'T-shirt', nameZh: 'T恤', hsCode: '610910', quantity: 2, unitValue: '12.50', unitWeight: '0.2' },
        ],
        sender: {
          name: 'Li Lei',
          countryCode: 'CN',
          province: 'Guangdong',
          city: 'Shenzhen',
          zipCode: '518000',
          address1: '1 Keji Road',
          phone: '13800138000',
        },
        receiver: {
          name: 'John Smith',
          countryCode: 'US',
          province: 'NY',
          city: 'New York',
          zipCode: '10001',
          address1: '350 5th Ave',
          phone: '+1 212 555 0100',
        },
      };
      const idem = { 'idempotency-key': `journey-${order.referenceNo}` };
      const placed = await withKey(key, 'POST', '/api/order/place', order, idem);
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      const again = await withKey(key, 'POST', '/api/order/place', order, idem);
      expect(again.body.obj.id).toBe(placed.body.obj.id);
      expect(again.headers.get('idempotent-replayed')).toBe('true');

      const wrong = await withKey(`ph_test_${'A'.repeat(43)}`, 'POST', '/api/quote/calc', { countryCode: 'US' });
      expect(wrong.status).toBe(401);

      // The page shows the key's last use, and the order is the customer's.
      await page.reload();
      await expect.poll(() => j.byTestId('api-key-last-used-test').textContent()).not.toBe('Never');
      await page.goto(`/order/list`);
      await page.getByText(order.referenceNo).first().waitFor();
    });
    expect(errors).toEqual([]);
  });
});
