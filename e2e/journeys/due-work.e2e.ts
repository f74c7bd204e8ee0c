import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openJourney, type Journey } from '../helpers/journey';
import { apiLogin } from '../helpers/api';
import { placeApiOrder } from '../helpers/orders';
import { consoleErrors, overflow } from '../helpers/pricing';

let j: Journey;
let page: Page;
let errors: string[];
/** The order whose label gave up: the sandbox carrier always refuses postcode 99999 (not retryable). */
let orderId = 0;

beforeAll(async () => {
  // No language of the journey's own: it would be put back at every load, and this journey switches it.
  j = await openJourney({ locale: 'en-US' });
  page = j.page;
  errors = consoleErrors(page);
  const customer = await apiLogin(j.server.baseUrl, 'customer');
  // The sandbox carrier always refuses postcode 99999.
  const placed = await placeApiOrder(customer, `DUE-E2E-${Date.now()}`, { zipCode: '99999' });
  expect(placed.obj, JSON.stringify(placed)).toMatchObject({ labelStatus: 'FAILED' });
  orderId = placed.obj.id as number;
}, 120_000);
afterAll(() => j?.close());

const setLanguage = (lang: string) => page.evaluate((l) => window.localStorage.setItem('language', l), lang);
const TITLES = { en: 'Background work', zh: '后台任务', ko: '백그라운드 작업' } as const;
const GAVE_UP = { en: 'Gave up', zh: '已放弃', ko: '포기됨' } as const;

describe('background work an operator retries', () => {
  it('shows a label that gave up in three languages at 1440 and 375 px, and retries it', async () => {
    await j.steps('due-work', async () => {
      await page.goto('/login');
      await setLanguage('en');
      await j.signIn('admin', 'parcel2026');
      await j.byTestId('home-page').waitFor();
      const row = () => j.byTestId(`due-work-row-orders.label-${orderId}`);
      for (const [width, height] of [
        [1440, 900],
        [375, 812],
      ] as const) {
        await page.setViewportSize({ width, height });
        if (width < 400) {
          // A phone is asked once whether to go on to the full app.
          await page.goto('/');
          await j.byTestId('phone-continue').click();
          await j.byTestId('home-page').waitFor();
        }
        for (const lang of ['en', 'zh', 'ko'] as const) {
          await setLanguage(lang);
          await page.goto('/system/due-work');
          await page.getByText(TITLES[lang]).first().waitFor();
          await row().waitFor();
          expect(await row().textContent()).toContain(GAVE_UP[lang]);
          expect(await row().textContent()).toContain('99999');
          expect(await overflow(page), `${lang} ${width}`).toBe(0);
        }
      }
      await page.setViewportSize({ width: 1440, height: 900 });
      await setLanguage('en');
      await page.goto('/system/due-work');
      await row().waitFor();
      expect(await row().textContent()).toMatch(/Label request/);

      // Retried: it runs once more at once; the carrier still refuses 99999, so it gives up again, one attempt on.
      await j.byTestId(`due-work-retry-orders.label-${orderId}`).click();
      await j.byTestId(`due-work-retry-confirm-orders.label-${orderId}`).click();
      await page.getByText('Queued again: it runs shortly').waitFor();
      const attempts = async () => {
        await j.byTestId('due-work-refresh').click();
        await row().waitFor();
        return (await j.byTestId(`due-work-attempts-orders.label-${orderId}`).textContent())?.trim();
      };
      await expect.poll(attempts, { timeout: 15_000 }).toBe('2');
      expect(errors).toEqual([]);
    });
  });
});
