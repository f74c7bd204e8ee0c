import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openJourney, type Journey } from '../helpers/journey';
import { apiLogin } from '../helpers/api';

let j: Journey;
let page: Page;
beforeAll(async () => {
  j = await openJourney({ motion: true });
  page = j.page;
});
afterAll(() => j?.close());

const byTestId = (id: string) => j.byTestId(id);

describe('a customer keeps an address book', () => {
  it('signs in, switches to English, adds an address, makes it default, and signs out', async () => {
    await j.steps('customer-address-book', async () => {
      // No session: the app sends us to login and remembers where we were going.
      await page.goto('/address/book');
      await page.waitForURL(/\/login\?redirect=/);
      expect(decodeURIComponent(page.url())).toContain('redirect=/address/book');
      await expect(byTestId('login-submit').textContent()).resolves.toMatch(/登\s*录/);

      await byTestId('login-username').fill('customer');
      await byTestId('login-password').fill('parcel2026');
      await byTestId('login-submit').click();
      await page.waitForURL(/\/address\/book/);
      await byTestId('address-page').waitFor();

      // English, one click away: the menu and the page follow.
      await byTestId('lang-switch').click();
      await byTestId('lang-en').click();
      await page.getByRole('button', { name: /add/i }).first().waitFor();
      await byTestId('sidebar').getByText('Address book').waitFor();

      // Add a recipient in Japan.
      await byTestId('address-add').click();
      await page.locator('#address-form_name').waitFor();
      await page.locator('#address-form_name').fill('Sato Haruki');
      await page.locator('#address-form_countryCode').click();
      await page.locator('#address-form_countryCode').fill('Japan');
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option')
        .filter({ hasText: 'Japan' })
        .first()
        .click();
      await page.locator('#address-form_province').fill('Tokyo');
      await page.locator('#address-form_city').fill('Shibuya');
      await page.locator('#address-form_zipCode').fill('150-0002');
      await page.locator('#address-form_address1').fill('2-21-1 Shibuya');
      await page.locator('#address-form_phone').fill('+81 3 5555 0199');
      await page.locator('#address-form_email').fill('haruki@example.jp');
      await byTestId('address-save').click();

      const row = page.locator('[data-testid^="address-row-"]').filter({ hasText: 'Sato Haruki' });
      await row.waitFor();
      const id = Number((await row.getAttribute('data-testid'))!.replace('address-row-', ''));
      expect(id).toBeGreaterThan(0);

      // Make it the default recipient.
      await byTestId(`address-set-default-${id}`).click();
      const confirm = page.locator(
        '.ant-popconfirm:visible .ant-btn-primary, .ant-modal-confirm:visible .ant-btn-primary',
      );
      if (await confirm.count()) await confirm.first().click();
      await byTestId(`address-default-${id}`).waitFor();

      // The server agrees: one default recipient, this one; and the language was saved.
      const api = await apiLogin(j.server.baseUrl, 'customer');
      const list = await api.call('POST', '/api/customerAddress/findByDto', { type: 'RECIPIENT', isDefault: true });
      expect(list.rows.map((r: { id: number }) => r.id)).toEqual([id]);
      expect(list.rows[0]).toMatchObject({ name: 'Sato Haruki', countryCode: 'JP', zipCode: '150-0002' });
      expect((await api.call('GET', '/api/customerInfo/i18n')).obj).toBe('en');

      // Sign out, with confirmation; the session is over.
      await j.signOut();
      await page.goto('/address/book');
      await page.waitForURL(/\/login\?redirect=/);
    });
  });
});
