import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openJourney, type Journey } from '../helpers/journey';
import { consoleErrors, overflow } from '../helpers/pricing';
import { apiLogin } from '../helpers/api';
import { placeApiOrder } from '../helpers/orders';
import { snapshot } from '../helpers/browser';

interface Received {
  headers: Record<string, string>;
  body: string;
}

let j: Journey;
let page: Page;
let errors: string[];
let receiver: http.Server;
let receiverUrl = '';
const received: Received[] = [];

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers as Record<string, string>, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/parcelhub`;
  // The receiver is on loopback: the server admits it only with WEBHOOK_ALLOW_PRIVATE.
  j = await openJourney({ locale: 'en-US', language: 'en', env: { WEBHOOK_ALLOW_PRIVATE: 'on' } });
  page = j.page;
  errors = consoleErrors(page);
});
afterAll(async () => {
  await j?.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

/** The Standard Webhooks check, as the public page teaches it. */
function verified(secret: string, r: Received): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = crypto
    .createHmac('sha256', key)
    .update(`${r.headers['webhook-id']}.${r.headers['webhook-timestamp']}.${r.body}`)
    .digest('base64');
  return r.headers['webhook-signature'] === `v1,${expected}`;
}

describe('webhooks in a browser (issue 38)', () => {
  it('a customer adds an endpoint, keeps its secret, and its receiver gets signed messages in sequence', async () => {
    await j.steps('webhooks-customer', async () => {
      await j.signIn('customer', 'parcel2026');
      await j.byTestId('home-page').waitFor();
      await page.goto('/account/api');
      await page.getByRole('tab', { name: 'Webhooks' }).click();
      await j.byTestId('webhook-url').fill(receiverUrl);
      await j.byTestId('webhook-add').click();
      const shown = j.byTestId('webhook-secret');
      await shown.waitFor();
      const secret = ((await shown.textContent()) ?? '').trim();
      expect(secret).toMatch(/^whsec_/);
      await page.getByRole('button', { name: 'I have copied it' }).click();
      await page.locator('[data-testid^="webhook-row-"]').filter({ hasText: receiverUrl }).waitFor();
      expect(await overflow(page)).toBe(0);
      await snapshot(page, 'webhooks-tab-1440');

      // (A refused address is the API spec's: this server admits loopback for the receiver.)

      const customer = await apiLogin(j.server.baseUrl, 'customer');
      const placed = await placeApiOrder(customer, `HOOK-${Date.now()}`);
      expect(placed.flag, JSON.stringify(placed)).toBe(true);
      const admin = await apiLogin(j.server.baseUrl, 'admin');
      const added = await admin.call('POST', '/api/trackInfomation/addTrackInfo', {
        trackingNo: placed.obj.trackingNo,
        status: 'IN_TRANSIT',
        subStatus: 'PICKED_UP',
        eventTime: new Date().toISOString(),
        location: 'Shenzhen',
        description: 'Picked up',
      });
      expect(added.flag, JSON.stringify(added)).toBe(true);

      // The server's due work delivers within seconds.
      const ofParcel = () =>
        received
          .map((r) => ({ r, body: JSON.parse(r.body) as { data: { trackingNo: string; sequence: number } } }))
          .filter((m) => m.body.data.trackingNo === placed.obj.trackingNo);
      await expect.poll(() => ofParcel().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
      for (const m of ofParcel()) expect(verified(secret, m.r)).toBe(true);
      expect(
        ofParcel()
          .map((m) => m.body.data.sequence)
          .sort(),
      ).toEqual([1, 2]);

      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto('/account/api');
      // A phone is told the back office is for computers, once a session; the customer continues.
      const go = j.byTestId('phone-continue');
      const tab = page.getByRole('tab', { name: 'Webhooks' });
      await Promise.race([go.waitFor(), tab.waitFor()]);
      if (await go.isVisible()) await go.click();
      await tab.click();
      await page.locator('[data-testid^="webhook-row-"]').first().waitFor();
      await snapshot(page, 'webhooks-tab-375');
      await page.setViewportSize({ width: 1440, height: 900 });
    });
  });

  it('the platform reads the delivery log and re-pushes a message with the same webhook-id', async () => {
    await j.steps('webhooks-records', async () => {
      await page.context().clearCookies();
      await page.goto('/login');
      await page.evaluate(() => window.localStorage.removeItem('token'));
      await j.signIn('admin', 'parcel2026');
      await j.byTestId('home-page').waitFor();
      await page.goto('/tracking/webhook');
      // A message to this journey's receiver: the demo customer's webhook to the server's own demo receiver (decision
      // 264) logs messages too, and re-pushing one of those would never reach `received`.
      const row = page.locator('[data-testid^="webhook-record-msg_"]', { hasText: receiverUrl }).first();
      await row.waitFor();
      expect(await overflow(page)).toBe(0);
      await snapshot(page, 'webhook-records-1440');
      const id = ((await row.getAttribute('data-testid')) ?? '').replace('webhook-record-', '');
      await row.locator('input[type="checkbox"]').check();
      const before = received.filter((r) => r.headers['webhook-id'] === id).length;
      await j.byTestId('webhook-repush-selected').click();
      await expect
        .poll(() => received.filter((r) => r.headers['webhook-id'] === id).length, { timeout: 30_000 })
        .toBe(before + 1);

      await page.goto('/tracking/business-system');
      await j.byTestId('trace-system-add').waitFor();
      await snapshot(page, 'trace-systems-1440');
    });
  });

  it('the public page explains the messages without signing in, in three languages', async () => {
    await j.steps('webhooks-doc', async () => {
      await page.context().clearCookies();
      await page.goto('/APIDockingInfo/webhookDoc');
      for (const [lang, words] of [
        ['en', 'Verify the signature'],
        ['zh', '验证签名'],
        ['ko', '서명 검증'],
      ] as const) {
        await j.byTestId(`lang-${lang}`).click();
        await page.getByText(words).first().waitFor();
        expect(await j.byTestId('webhook-doc-example').textContent()).toContain('verifyWebhook');
        expect(await overflow(page)).toBe(0);
      }
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto('/APIDockingInfo/webhookDoc');
      await j.byTestId('webhook-doc').waitFor();
      await snapshot(page, 'webhook-doc-375');
      expect(errors).toEqual([]);
    });
  });
});
