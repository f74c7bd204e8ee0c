import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { openJourney, type Journey } from '../helpers/journey';
import { consoleErrors, overflow } from '../helpers/pricing';
import { apiLogin } from '../helpers/api';
import { layoutIt, screenProblems, textFlaws } from '../helpers/layout';

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

/** The order and money screens each kind of user opens: path and what shows when the page has loaded. */
const SCREENS = {
  customer: [
    ['/home', '[data-testid="home-page"]'],
    ['/order/place', '[data-testid="order-wizard"]'],
    ['/order/batch', '[data-testid="order-batch-page"]'],
    ['/order/list', '[data-testid="order-list-page"]'],
    ['/finance/wallet', '[data-testid="wallet-balance"]'],
    ['/finance/recharge', '[data-testid="recharge-page"]'],
  ],
  admin: [
    ['/order/list', '[data-testid="order-list-page"]'],
    ['/order/scan', '[data-testid="scan-page"]'],
    ['/finance/flow', '[data-testid="finance-flow-tabs"]'],
    ['/finance/recharge-review', '.ant-table'],
    ['/product/order-rules', '.ant-table, .ant-empty'],
  ],
} as const;

const setLanguage = (lang: string) => page.evaluate((l) => window.localStorage.setItem('language', l), lang);

describe('the order and wallet screens in a browser', () => {
  for (const who of ['customer', 'admin'] as const) {
    layoutIt(
      `${who}: every screen in three languages at 1440 px and in English at 375 px, no 404, no overflow, no console error`,
      async () => {
        await j.steps(`orders-screens-${who}`, async () => {
          // Each round starts signed out, whatever the round before it left.
          await page.context().clearCookies();
          await page.goto('/login');
          await page.evaluate(() => {
            window.localStorage.clear();
            window.sessionStorage.clear();
          });
          await page.setViewportSize({ width: 1440, height: 900 });
          await setLanguage('en');
          await j.signIn(who, 'parcel2026');
          await j.byTestId('home-page').waitFor();
          const problems: string[] = [];
          for (const [width, langs] of [
            [1440, ['en', 'zh', 'ko']],
            [375, ['en']],
          ] as const) {
            await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
            if (width < 400) {
              await page.goto('/');
              await j.byTestId('phone-continue').click();
              await j.byTestId('home-page').waitFor();
            }
            for (const lang of langs) {
              await setLanguage(lang);
              for (const [path, ready] of SCREENS[who]) {
                const shot = `${who}${path.replace(/\//g, '_')}`;
                problems.push(...(await screenProblems(page, { path, ready: [ready], lang, width, shot })));
              }
            }
          }
          expect(problems).toEqual([]);
          expect(errors).toEqual([]);
          await page.setViewportSize({ width: 1440, height: 900 });
          await setLanguage('en');
        });
      },
    );
  }

  layoutIt(
    'admin: the order rule dialog keeps its headings and fields within the screen at 375 px, and whole at 1440',
    async () => {
      await j.steps('orders-screens-rule-dialog', async () => {
        const admin = await apiLogin(j.server.baseUrl, 'admin');
        await admin.call('POST', '/api/orderRules/addOrUpdateOrderRuleGroup', { name: 'Phone check' });
        await page.context().clearCookies();
        await page.goto('/login');
        await page.evaluate(() => {
          window.localStorage.clear();
          window.localStorage.setItem('language', 'ko');
          window.sessionStorage.setItem('phoneContinue', '1');
        });
        await page.setViewportSize({ width: 375, height: 812 });
        await j.signIn('admin', 'parcel2026');
        await j.byTestId('home-page').waitFor();
        await page.goto('/product/order-rules');
        await page.locator('[data-testid^="order-rule-group-add-rule-"]').first().click();
        await j.byTestId('order-rule-form-name').waitFor();
        // The conditions' heading is the longest line of the dialog: antd keeps such headings on one line.
        expect(await textFlaws(page)).toEqual([]);
        expect(await overflow(page)).toBe(0);
        // At 1440 px the headings have room: each stays on one line (they once wrapped beside empty rails).
        await page.setViewportSize({ width: 1440, height: 900 });
        expect(await textFlaws(page)).toEqual([]);
        expect(errors).toEqual([]);
      });
    },
  );
});
