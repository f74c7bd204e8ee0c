import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin } from '../helpers/api';
import { snapshot } from '../helpers/browser';
import { openJourney, type Journey } from '../helpers/journey';
import { placeApiOrder } from '../helpers/orders';
import { choose, consoleErrors } from '../helpers/pricing';
import { layoutNow } from '../helpers/layout-now';

let j: Journey;
let page: Page;
let errors: string[];
beforeAll(async () => {
  j = await openJourney({ locale: 'en-US' });
  page = j.page;
  errors = consoleErrors(page);
});
afterAll(() => j?.close());

interface Placed {
  id: number;
  insideNumber: string;
  trackingNo: string;
  referenceNo: string;
}
const made: { delivered?: Placed; fresh?: Placed } = {};

const WORDS = {
  title: { zh: '轨迹查询', en: 'Track parcels', ko: '배송 조회' },
  delivered: { zh: '已签收', en: 'Delivered', ko: '배송 완료' },
  infoReceived: { zh: '已收到信息', en: 'Info received', ko: '정보 접수' },
} as const;

async function fresh(lang: string, width: number) {
  await page.context().clearCookies();
  await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
  await page.goto('/login');
  await page.evaluate((l) => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    window.localStorage.setItem('language', l);
  }, lang);
}

describe('public tracking: /track without an account (issue 38, deliver 9)', () => {
  beforeAll(async () => {
    const customer = await apiLogin(j.server.baseUrl, 'customer');
    const admin = await apiLogin(j.server.baseUrl, 'admin');
    for (const key of ['delivered', 'fresh'] as const) {
      const placed = await placeApiOrder(customer, `PUB-${key}-${Date.now()}`);
      expect(placed.flag, JSON.stringify(placed)).toBe(true);
      made[key] = placed.obj;
    }
    const added = await admin.call('POST', '/api/trackInfomation/addTrackInfo', {
      trackingNo: made.delivered!.trackingNo,
      status: 'DELIVERED',
      eventTime: new Date(Date.now() + 60_000).toISOString(),
      location: 'New York',
      description: 'porch',
    });
    expect(added.flag, JSON.stringify(added)).toBe(true);
  });

  it('is linked from the login page, and answers numbers in zh, en and ko at 1440 px and at 375 px', async () => {
    const problems: string[] = [];
    for (const [lang, width] of [
      ['zh', 1440],
      ['en', 1440],
      ['ko', 1440],
      ['en', 375],
    ] as const) {
      const shot = `public-track-${lang}-${width}`;
      await j.steps(shot, async () => {
        await fresh(lang, width);
        await page.goto('/login');
        await j.byTestId('login-track').click();
        await j.byTestId('public-track').waitFor();
        expect(await page.textContent('body')).toContain(WORDS.title[lang]);
        expect(await page.evaluate(() => document.documentElement.lang)).toMatch(new RegExp(`^${lang}`));
        await j
          .byTestId('track-numbers')
          .fill(
            `${made.delivered!.trackingNo}\nNO-SUCH-${lang}, ${made.fresh!.referenceNo}\n${made.delivered!.trackingNo}`,
          );
        await expect.poll(() => j.byTestId('track-count').textContent()).toContain('3 / 40');
        await j.byTestId('track-submit').click();
        const delivered = j.byTestId(`track-result-${made.delivered!.trackingNo}`);
        await delivered.waitFor();
        expect(await delivered.getByTestId('track-status').textContent()).toBe(WORDS.delivered[lang]);
        const newest = delivered.getByTestId('track-event').first();
        expect(await newest.textContent()).toContain('porch');
        expect(await newest.textContent()).toContain('New York');
        expect(await delivered.getByTestId('track-event').count()).toBe(2);
        const byReference = j.byTestId(`track-result-${made.fresh!.referenceNo}`);
        expect(await byReference.getByTestId('track-status').textContent()).toBe(WORDS.infoReceived[lang]);
        await j.byTestId(`track-result-NO-SUCH-${lang}`).getByTestId('track-not-found').waitFor();
        // Nothing of the people on the page.
        const text = (await page.textContent('body')) ?? '';
        for (const personal of ['John Smith', '350 5th Ave', '212 555', 'Li Lei', '13800138000']) {
          expect(text).not.toContain(personal);
        }
        problems.push(...(await layoutNow(page, shot)));
        await snapshot(page, shot);
      });
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('switches language on the page itself', async () => {
    await j.steps('public-track-switch', async () => {
      await fresh('en', 1440);
      await page.goto(`/track?numbers=${made.delivered!.trackingNo}`);
      const result = j.byTestId(`track-result-${made.delivered!.trackingNo}`);
      await expect.poll(() => result.getByTestId('track-status').textContent()).toBe('Delivered');
      await j.byTestId('lang-ko').click();
      await expect.poll(() => page.locator('h4').first().textContent()).toBe(WORDS.title.ko);
      await j.byTestId('lang-zh').click();
      await expect.poll(() => page.locator('h4').first().textContent()).toBe(WORDS.title.zh);
    });
  });
});

describe('the customer’s order tracking page', () => {
  it('lists the orders with their tracking status, filters them and opens a timeline, at 1440 and 375 px', async () => {
    const problems: string[] = [];
    for (const width of [1440, 375]) {
      const shot = `order-tracking-en-${width}`;
      await j.steps(shot, async () => {
        await fresh('en', width);
        await j.signIn('customer', 'parcel2026');
        if (width < 400) await j.byTestId('phone-continue').click();
        await j.byTestId('home-page').waitFor();
        await page.goto('/order/tracking');
        await j.byTestId('tracking-page').waitFor();
        const row = j.byTestId(`tracking-row-${made.delivered!.id}`);
        await row.waitFor();
        expect(await row.getByTestId(`tracking-status-${made.delivered!.id}`).textContent()).toBe('Delivered');
        expect(await row.textContent()).toContain('porch');

        await j.byTestId('tracking-filter-numbers').fill(made.fresh!.referenceNo);
        await choose(page, j.byTestId('tracking-filter-status'), 'Info received');
        await j.byTestId('tracking-search').click();
        await expect.poll(() => page.locator('[data-testid^="tracking-row-"]').count()).toBe(1);
        const only = j.byTestId(`tracking-row-${made.fresh!.id}`);
        await only.waitFor();
        problems.push(...(await layoutNow(page, shot)));
        await snapshot(page, shot);

        await only.getByTestId(`tracking-open-${made.fresh!.id}`).click();
        await j.byTestId('track-timeline').waitFor();
        expect(await j.byTestId('track-event').count()).toBe(1);
        problems.push(...(await layoutNow(page, `${shot}-drawer`)));
        await snapshot(page, `${shot}-drawer`);
      });
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });
});
