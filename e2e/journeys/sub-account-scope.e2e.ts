import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openJourney, type Journey } from '../helpers/journey';

let j: Journey;
let page: Page;
beforeAll(async () => {
  j = await openJourney({ locale: 'ko-KR', language: 'ko' });
  page = j.page;
});
afterAll(() => j?.close());

const byTestId = (id: string) => j.byTestId(id);

describe('a sub-account works within what its main account granted', () => {
  it('sees only granted menus, the main account addresses, and a clear page where a screen is not built yet', async () => {
    await j.steps('sub-account-scope', async () => {
      await page.goto('/login');
      await byTestId('login-username').fill('customer-sub');
      await byTestId('login-password').fill('parcel2026');
      await byTestId('login-submit').click();
      await byTestId('home-page').waitFor();

      // Korean throughout, and only what was granted: orders (placing too), no finance, no sub-account management.
      const sidebar = byTestId('sidebar');
      await sidebar.getByText('홈').first().waitFor();
      await byTestId('menu-dir-order').click();
      await byTestId('menu-/order/place').waitFor();
      expect(await byTestId('menu-/order/scan').count()).toBe(0);
      await byTestId('menu-/order/tracking').waitFor();
      expect(await byTestId('menu-dir-finance').count()).toBe(0);
      expect(await byTestId('menu-/account/sub').count()).toBe(0);

      // The main account's address book.
      await page.goto('/address/book');
      await byTestId('address-page').waitFor();
      await page.locator('[data-testid^="address-row-"]').filter({ hasText: 'John Smith' }).waitFor();
      expect(await page.locator('[data-testid^="address-row-"]').filter({ hasText: 'Emma Brown' }).count()).toBe(0);

      // The granted tracking page is there now (its data scope: public-tracking.int.spec.ts).
      await page.goto('/order/tracking');
      await byTestId('tracking-page').waitFor();
      expect(await byTestId('page-404').count()).toBe(0);

      // A page whose screen comes with a later release (the bills): not in the menu, and no page at its address yet.
      expect(await byTestId('menu-/finance/bills').count()).toBe(0);
      await page.goto('/finance/bills');
      await byTestId('page-404').waitFor();

      // A built page its main account did not grant (the wallet): the no-permission page, as for a 403.
      await page.goto('/finance/wallet');
      await byTestId('page-401').waitFor();
      expect(await byTestId('page-404').count()).toBe(0);

      // A path nobody has: the 404 page, inside the app.
      await page.goto('/no/such/page');
      await byTestId('page-404').waitFor();
    });
  });
});
