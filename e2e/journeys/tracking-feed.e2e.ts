import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openJourney, type Journey } from '../helpers/journey';
import { snapshot } from '../helpers/browser';
import { consoleErrors, overflow } from '../helpers/pricing';
import { apiLogin } from '../helpers/api';
import { placeApiOrder } from '../helpers/orders';

let j: Journey;
let page: Page;
let errors: string[];
const delivered = { id: 0 };
const returned = { id: 0 };

beforeAll(async () => {
  // Pulls every 2 s (the demo runs 20): the sandbox reveals one scripted step a pull.
  j = await openJourney({ locale: 'en-US', env: { TRACK_PULL_SECONDS: '2' } });
  page = j.page;
  errors = consoleErrors(page);
  const customer = await apiLogin(j.server.baseUrl, 'customer');
  const a = await placeApiOrder(customer, `FEED-${Date.now()}`);
  expect(a.flag, JSON.stringify(a)).toBe(true);
  delivered.id = a.obj.id;
  // The sandbox fails delivery of 99996 and returns the parcel.
  const b = await placeApiOrder(customer, `FEED-R-${Date.now()}`, { zipCode: '99996' });
  expect(b.flag, JSON.stringify(b)).toBe(true);
  returned.id = b.obj.id;
}, 120_000);
afterAll(() => j?.close());

async function signIn(lang: string, width: number) {
  await page.context().clearCookies();
  await page.goto('/login');
  await page.evaluate((l) => {
    window.localStorage.clear();
    window.localStorage.setItem('language', l);
  }, lang);
  await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
  await j.signIn('customer', 'parcel2026');
  if (width < 400) await j.byTestId('phone-continue').click();
  await j.byTestId('home-page').waitFor();
}

/** The order list's row of an order, read afresh (the list is loaded again). */
async function rowText(id: number) {
  await page.goto('/order/list');
  const row = page.locator(`tr[data-row-key="${id}"]`);
  await row.waitFor();
  return (await row.textContent()) ?? '';
}

describe('parcels move by the carrier pulls (issue 38)', () => {
  it('the list shows one order delivered and one returned, the detail its status and timeline', async () => {
    await j.steps('tracking-feed', async () => {
      await signIn('en', 1440);
      // In transit first: the carrier picked it up (its first pulls).
      await expect.poll(() => rowText(delivered.id), { timeout: 90_000, interval: 3000 }).toContain('In transit');
      await expect.poll(() => rowText(delivered.id), { timeout: 120_000, interval: 3000 }).toContain('Delivered');
      await expect.poll(() => rowText(returned.id), { timeout: 60_000, interval: 3000 }).toContain('Returned');

      await page.goto('/order/list');
      await j.byTestId(`order-detail-${delivered.id}`).click();
      await j.byTestId('order-track').waitFor();
      await expect.poll(() => j.byTestId('track-status').textContent()).toBe('Delivered');
      // The label's own event and the seven of the sandbox's script.
      await expect.poll(() => j.byTestId('track-event').count()).toBe(8);
      expect(await j.byTestId('track-event').first().textContent()).toContain('Delivered');
      const timeline = (await j.byTestId('order-track').textContent()) ?? '';
      expect(timeline).toContain('Customs released');
      expect(timeline).toContain('Arrived at destination port');
      await j.byTestId('order-track').scrollIntoViewIfNeeded();
      console.log(await snapshot(page, 'tracking-feed-detail-1440'));

      await signIn('zh', 375);
      expect(await rowText(returned.id)).toContain('已退回');
      await page.goto('/order/list');
      await j.byTestId(`order-detail-${returned.id}`).click();
      await j.byTestId('order-track').waitFor();
      await expect.poll(() => j.byTestId('track-status').textContent()).toContain('异常');
      expect(await j.byTestId('order-track').textContent()).toContain('投递失败');
      expect(await overflow(page)).toBe(0);
      await j.byTestId('order-track').scrollIntoViewIfNeeded();
      console.log(await snapshot(page, 'tracking-feed-detail-375'));
      expect(errors).toEqual([]);
    });
  });
});
