import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openJourney, type Journey } from '../helpers/journey';
import { consoleErrors, inputOf, TINY_PNG } from '../helpers/pricing';
import { availableCents, centsOf } from '../helpers/orders';
import { chooseFile } from '../helpers/upload';

let j: Journey;
let page: Page;
let errors: string[];
beforeAll(async () => {
  // The server runs as in production, where the sandbox provider is off unless asked for.
  j = await openJourney({ locale: 'en-US', env: { PAYMENT_SANDBOX: 'on' } });
  page = j.page;
  errors = consoleErrors(page);
  await page.goto('/login');
  await page.evaluate(() => window.localStorage.setItem('language', 'en'));
});
afterAll(() => j?.close());

const byTestId = (id: string) => j.byTestId(id);
const CUSTOMER = 'customer2';

async function openRecharge() {
  await page.goto('/finance/recharge');
  await byTestId('recharge-page').waitFor();
  await byTestId('wallet-available').waitFor();
}

describe('a customer recharges', () => {
  it('online: pays on the provider page the app opens, and the balance rises by the amount, the fee on top', async () => {
    await j.steps('recharge-online', async () => {
      await j.signIn(CUSTOMER, 'parcel2026');
      await byTestId('home-page').waitFor();
      const before = await availableCents(page);
      await openRecharge();

      // Below the minimum: refused on the form, nothing opened.
      await inputOf(byTestId('recharge-amount')).fill('0.5');
      await byTestId('recharge-submit').click();
      await page.locator('#recharge-form_amount_help').getByText('At least 1.00').waitFor();

      await inputOf(byTestId('recharge-amount')).fill('100');
      const payAmount = centsOf(await byTestId('recharge-pay-amount').textContent());
      expect(payAmount).toBeGreaterThan(10_000); // 100.00 and the online fee
      const [provider] = await Promise.all([page.context().waitForEvent('page'), byTestId('recharge-submit').click()]);
      await byTestId('recharge-paying').waitFor();
      await provider.waitForURL(/\/api\/finaRecharge\/sandbox\//);
      expect(centsOf(await provider.locator('body').textContent())).toBe(payAmount);
      await provider.getByRole('button').click();
      await provider.waitForLoadState();
      await provider.close();

      // The app sees the money arrive by itself, and says so.
      await byTestId('recharge-paying').waitFor({ state: 'detached', timeout: 15_000 });
      await expect.poll(async () => centsOf(await byTestId('wallet-available').textContent())).toBe(before + 10_000);
      expect(await page.locator('[data-testid^="recharge-status-"]').first().textContent()).toBe('Credited');
      await j.signOut();
    });
  });

  it('offline: a transfer needs its voucher, waits for the platform, and is credited once approved', async () => {
    await j.steps('recharge-offline', async () => {
      await j.signIn(CUSTOMER, 'parcel2026');
      await byTestId('home-page').waitFor();
      const before = await availableCents(page);
      await openRecharge();
      await byTestId('recharge-operate-type').getByText('Offline bank transfer').click();
      await inputOf(byTestId('recharge-amount')).fill('250');
      await byTestId('recharge-submit').click();
      await page.getByText('Please upload voucher', { exact: false }).first().waitFor();

      await chooseFile(byTestId('recharge-voucher').locator('input[type="file"]'), {
        name: 'transfer.png',
        mimeType: 'image/png',
        buffer: TINY_PNG,
      });
      await byTestId('recharge-remark').fill('E2E transfer');
      await byTestId('recharge-submit').click();
      const row = page.locator('[data-testid^="my-recharge-row-"]').filter({ hasText: '250.00' }).first();
      await row.waitFor();
      expect(await row.textContent()).toMatch(/Pending|review/i);
      expect(centsOf(await byTestId('wallet-available').textContent())).toBe(before); // nothing yet
      await j.signOut();

      await j.signIn('admin', 'parcel2026');
      await byTestId('home-page').waitFor();
      await page.goto('/finance/recharge-review');
      const pending = page
        .locator('.ant-table-row')
        .filter({ hasText: CUSTOMER })
        .filter({ hasText: '250.00' })
        .first();
      await pending.waitFor();
      await pending.locator('[data-testid^="recharge-approve-"]').first().click();
      await page.locator('[data-testid^="recharge-approve-confirm-"]:visible').click();
      // Approved, it leaves the list of those waiting.
      await pending.waitFor({ state: 'detached' });
      await j.signOut();

      await j.signIn(CUSTOMER, 'parcel2026');
      await byTestId('home-page').waitFor();
      expect(await availableCents(page)).toBe(before + 25_000);
      expect(errors).toEqual([]);
    });
  });
});
