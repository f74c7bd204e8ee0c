import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openJourney, type Journey } from '../helpers/journey';
import { choose, consoleErrors, overflow } from '../helpers/pricing';
import { apiLogin } from '../helpers/api';
import { placeApiOrder } from '../helpers/orders';

let j: Journey;
let page: Page;
let errors: string[];
beforeAll(async () => {
  j = await openJourney({ locale: 'en-US' });
  page = j.page;
  errors = consoleErrors(page);
  await page.goto('/login');
});
afterAll(() => j?.close());

const made = { id: 0, insideNumber: '' };

/** The words the customer reads for "In transit · Picked up", per language. */
const PICKED_UP: Record<'en' | 'zh' | 'ko', string> = {
  en: 'In transit · Picked up',
  zh: '运输途中 · 已揽收',
  ko: '운송 중 · 집하 완료',
};

async function signInFresh(who: string, lang: string, width = 1440) {
  await page.context().clearCookies();
  await page.goto('/login');
  await page.evaluate((l) => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    window.localStorage.setItem('language', l);
  }, lang);
  await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
  await j.signIn(who, 'parcel2026');
  if (width < 400) {
    await j.byTestId('phone-continue').click();
  }
  await j.byTestId('home-page').waitFor();
}

async function openDetail() {
  await page.goto('/order/list');
  await j.byTestId(`order-detail-${made.id}`).click();
  await j.byTestId('order-track').waitFor();
}

describe('tracking in the order detail (issue 38)', () => {
  it('the admin adds an event by hand to an order placed through the API', async () => {
    await j.steps('tracking-admin-adds', async () => {
      const customer = await apiLogin(j.server.baseUrl, 'customer');
      const placed = await placeApiOrder(customer, `TRACK-${Date.now()}`);
      expect(placed.flag, JSON.stringify(placed)).toBe(true);
      made.id = placed.obj.id;
      made.insideNumber = placed.obj.insideNumber;

      await signInFresh('admin', 'en');
      await openDetail();
      // The label issued is our own first event.
      await expect.poll(() => j.byTestId('track-status').textContent()).toBe('Info received');
      await j.byTestId('track-add-event').click();
      await j.byTestId('track-event-save').waitFor();
      await choose(page, j.byTestId('track-event-status'), 'In transit');
      await choose(page, j.byTestId('track-event-sub-status'), 'Picked up');
      await page.locator('#track-event_location').fill('Shenzhen');
      await page.locator('#track-event_description').fill('scanned');
      await j.byTestId('track-event-save').click();
      await j.byTestId('track-event-save').waitFor({ state: 'hidden' });
      await expect.poll(() => j.byTestId('track-status').textContent()).toBe(PICKED_UP.en);
      expect(await j.byTestId('track-event').count()).toBe(2);
    });
  });

  it('the customer sees it in the detail’s timeline in zh, en and ko at 1440 px, and at 375 px', async () => {
    await j.steps('tracking-customer-sees', async () => {
      for (const lang of ['zh', 'en', 'ko'] as const) {
        await signInFresh('customer', lang);
        await openDetail();
        await expect.poll(() => j.byTestId('track-status').textContent()).toBe(PICKED_UP[lang]);
        const newest = j.byTestId('track-event').first();
        expect(await newest.textContent()).toContain(PICKED_UP[lang]);
        expect(await newest.textContent()).toContain('Shenzhen');
        expect(await newest.textContent()).toContain('scanned');
        expect(await j.byTestId('track-add-event').count()).toBe(0);
      }
      await signInFresh('customer', 'en', 375);
      await openDetail();
      await expect.poll(() => j.byTestId('track-status').textContent()).toBe(PICKED_UP.en);
      expect(await overflow(page)).toBe(0);
      expect(errors).toEqual([]);
    });
  });
});
