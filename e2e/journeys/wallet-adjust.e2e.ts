import { describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { journeyFor } from '../helpers/journey';
import { inputOf, overflow } from '../helpers/pricing';
import { textFlaws } from '../helpers/layout';
import { availableCents, centsOf } from '../helpers/orders';
import { snapshot } from '../helpers/browser';

const s = journeyFor({ locale: 'en-US', startIn: 'en' });

const byTestId = (id: string) => s.j.byTestId(id);
const CUSTOMER = 'customer2';
const ADJUST_PATH = '/api/finaWallet/adjust';

/** The platform's list of customer wallets, from a fresh load (in the language the browser keeps). */
async function openWallets() {
  await s.page.goto('/finance/flow');
  await byTestId('finance-flow-tabs').waitFor();
  await byTestId('finance-flow-tabs').getByRole('tab').nth(1).click();
}

/** The wallet list filtered on one customer: answers that customer's row. */
async function walletRow(username: string) {
  await openWallets();
  await byTestId('wallet-list-filter-keyword').fill(username);
  await byTestId('wallet-list-filter-keyword').press('Enter');
  const row = s.page.locator('[data-testid^="wallet-row-"]').filter({ hasText: username });
  await expect.poll(() => s.page.locator('[data-testid^="wallet-row-"]').count()).toBe(1);
  return row;
}

const dialog = () => s.page.locator('.ant-modal').filter({ has: byTestId('wallet-adjust-save') });

/** The adjust dialog of one customer. */
async function openAdjust(customerId: number) {
  await openWallets();
  await byTestId(`wallet-adjust-${customerId}`).click();
  await dialog().waitFor();
}

const customerIdOf = async (row: Awaited<ReturnType<typeof walletRow>>) =>
  Number((await row.getAttribute('data-testid'))!.slice('wallet-row-'.length));

describe('the platform adjusts a wallet by hand', () => {
  it('refuses a save without a reason, credits once though Save is clicked twice, and the customer sees it', async () => {
    await s.j.steps('wallet-adjust', async () => {
      await s.j.signIn(CUSTOMER, 'parcel2026');
      await byTestId('home-page').waitFor();
      const before = await availableCents(s.page);
      await s.j.signOut();

      await s.j.signIn('admin', 'parcel2026');
      await byTestId('home-page').waitFor();
      const row = await walletRow(CUSTOMER);
      const id = await customerIdOf(row);
      await byTestId(`wallet-adjust-${id}`).click();
      await dialog().waitFor();

      // No reason: the form says so and nothing is sent.
      const sent: Request[] = [];
      s.page.on('request', (r) => {
        if (new URL(r.url()).pathname === ADJUST_PATH) sent.push(r);
      });
      await inputOf(byTestId('wallet-adjust-amount')).fill('12.34');
      await byTestId('wallet-adjust-save').click();
      await dialog().locator('.ant-form-item-explain-error').first().waitFor();
      expect(sent).toHaveLength(0);

      // Three languages and a phone's width: the dialog, its errors shown, fits and speaks the language.
      await s.page.evaluate(() => window.sessionStorage.setItem('phoneContinue', '1'));
      for (const [lang, width] of [
        ['zh', 1440],
        ['ko', 1440],
        ['en', 375],
        ['en', 1440],
      ] as const) {
        await s.page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
        await s.page.evaluate((l) => window.localStorage.setItem('language', l), lang);
        await openAdjust(id);
        await byTestId('wallet-adjust-save').click();
        await dialog().locator('.ant-form-item-explain-error').first().waitFor();
        expect(await s.page.evaluate(() => document.documentElement.lang)).toMatch(new RegExp(`^${lang}`));
        // Left empty, the amount is "required" like the reason, not "not a number".
        if (lang === 'en')
          expect(await dialog().locator('.ant-form-item-explain-error').allTextContents()).toEqual([
            'This field cannot be empty',
            'This field cannot be empty',
          ]);
        const shot = await snapshot(s.page, `wallet-adjust-${lang}-${width}`);
        expect(await overflow(s.page), shot).toBe(0);
        expect(await textFlaws(s.page), shot).toEqual([]);
      }
      expect(sent).toHaveLength(0);
      await inputOf(byTestId('wallet-adjust-amount')).fill('12.34');

      // Saved twice (a double click): one key, one credit.
      await byTestId('wallet-adjust-reason').fill('E2E goodwill credit');
      await byTestId('wallet-adjust-save').dblclick();
      await dialog().waitFor({ state: 'hidden' });
      expect(sent.length).toBeGreaterThanOrEqual(1);
      const keys = new Set(await Promise.all(sent.map(async (r) => (await r.allHeaders())['idempotency-key'])));
      expect([...keys].every(Boolean)).toBe(true);
      expect(keys.size).toBe(1);
      const after = await walletRow(CUSTOMER);
      expect(centsOf(await after.textContent())).toBe(before + 1234);
      await s.j.signOut();

      // The customer sees the credit with its reason, once, and the balance it left.
      await s.j.signIn(CUSTOMER, 'parcel2026');
      await byTestId('home-page').waitFor();
      expect(await availableCents(s.page)).toBe(before + 1234);
      const flows = s.page.locator('[data-testid^="wallet-flow-row-"]').filter({ hasText: 'E2E goodwill credit' });
      await expect.poll(() => flows.count()).toBe(1);
      expect(await flows.first().textContent()).toMatch(/Balance adjustment\+12\.34/);
      expect(s.errors).toEqual([]);
    });
  });
});
