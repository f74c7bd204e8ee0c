import { describe, expect, it } from 'vitest';
import { journeyFor } from '../helpers/journey';
import { inputOf, TINY_PNG } from '../helpers/pricing';
import { availableCents, centsOf } from '../helpers/orders';
import { chooseFile } from '../helpers/upload';

// The server runs as in production, where the sandbox provider is off unless asked for.
const s = journeyFor({ locale: 'en-US', startIn: 'en', env: { PAYMENT_SANDBOX: 'on' } });

const byTestId = (id: string) => s.j.byTestId(id);
const CUSTOMER = 'customer2';

async function openRecharge() {
  await s.page.goto('/finance/recharge');
  await byTestId('recharge-page').waitFor();
  await byTestId('wallet-available').waitFor();
}

describe('a customer recharges', () => {
  it('online: pays on the provider page the app opens, and the balance rises by the amount, the fee on top', async () => {
    await s.j.steps('recharge-online', async () => {
      await s.j.signIn(CUSTOMER, 'parcel2026');
      await byTestId('home-page').waitFor();
      const before = await availableCents(s.page);
      await openRecharge();

      // Below the minimum: refused on the form, nothing opened.
      await inputOf(byTestId('recharge-amount')).fill('0.5');
      await byTestId('recharge-submit').click();
      await s.page.locator('#recharge-form_amount_help').getByText('At least 1.00').waitFor();

      await inputOf(byTestId('recharge-amount')).fill('100');
      const payAmount = centsOf(await byTestId('recharge-pay-amount').textContent());
      expect(payAmount).toBeGreaterThan(10_000); // 100.00 and the online fee
      const [provider] = await Promise.all([
        s.page.context().waitForEvent('page'),
        byTestId('recharge-submit').click(),
      ]);
      await byTestId('recharge-paying').waitFor();
      await provider.waitForURL(/\/api\/finaRecharge\/sandbox\//);
      expect(centsOf(await provider.locator('body').textContent())).toBe(payAmount);
      await provider.getByRole('button').click();
      await provider.waitForLoadState();
      await provider.close();

      // The app sees the money arrive by itself, and says so.
      await byTestId('recharge-paying').waitFor({ state: 'detached', timeout: 15_000 });
      await expect.poll(async () => centsOf(await byTestId('wallet-available').textContent())).toBe(before + 10_000);
      expect(await s.page.locator('[data-testid^="recharge-status-"]').first().textContent()).toBe('Credited');
      await s.j.signOut();
    });
  });

  it('offline: a transfer needs its voucher, waits for the platform, and is credited once approved', async () => {
    await s.j.steps('recharge-offline', async () => {
      await s.j.signIn(CUSTOMER, 'parcel2026');
      await byTestId('home-page').waitFor();
      const before = await availableCents(s.page);
      await openRecharge();
      await byTestId('recharge-operate-type').getByText('Offline bank transfer').click();
      await inputOf(byTestId('recharge-amount')).fill('250');
      await byTestId('recharge-submit').click();
      await s.page.getByText('Please upload voucher', { exact: false }).first().waitFor();

      await chooseFile(byTestId('recharge-voucher').locator('input[type="file"]'), {
        name: 'transfer.png',
        mimeType: 'image/png',
        buffer: TINY_PNG,
      });
      await byTestId('recharge-remark').fill('E2E transfer');
      await byTestId('recharge-submit').click();
      const row = s.page.locator('[data-testid^="my-recharge-row-"]').filter({ hasText: '250.00' }).first();
      await row.waitFor();
      expect(await row.textContent()).toMatch(/Pending|review/i);
      expect(centsOf(await byTestId('wallet-available').textContent())).toBe(before); // nothing yet
      await s.j.signOut();

      await s.j.signIn('admin', 'parcel2026');
      await byTestId('home-page').waitFor();
      await s.page.goto('/finance/recharge-review');
      const pending = s.page
        .locator('.ant-table-row')
        .filter({ hasText: CUSTOMER })
        .filter({ hasText: '250.00' })
        .first();
      await pending.waitFor();
      await pending.locator('[data-testid^="recharge-approve-"]').first().click();
      await s.page.locator('[data-testid^="recharge-approve-confirm-"]:visible').click();
      // Approved, it leaves the list of those waiting.
      await pending.waitFor({ state: 'detached' });
      await s.j.signOut();

      await s.j.signIn(CUSTOMER, 'parcel2026');
      await byTestId('home-page').waitFor();
      expect(await availableCents(s.page)).toBe(before + 25_000);
      expect(s.errors).toEqual([]);
    });
  });
});
