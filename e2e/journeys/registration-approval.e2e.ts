import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openJourney, type Journey } from '../helpers/journey';
import { apiLogin } from '../helpers/api';
import { findHoleX } from '../helpers/slider';
import { exportAddresses, importAddresses } from '../helpers/address-tasks';

let j: Journey;
let page: Page;
beforeAll(async () => {
  j = await openJourney({ motion: true });
  page = j.page;
});
afterAll(() => j?.close());

const byTestId = (id: string) => j.byTestId(id);

const signIn = (username: string, password: string) => j.signIn(username, password);

describe('a new customer registers and an operator approves', () => {
  it('registers with slider and SMS code, is approved by an operator, signs in, imports and exports addresses', async () => {
    const username = `e2e${Date.now().toString(36)}`;
    const phone = `139${String(Date.now()).slice(-8)}`;
    await j.steps('registration-approval', async () => {
      await page.goto('/register');
      await byTestId('register-username').fill(username);
      await byTestId('register-phone').fill(phone);
      await byTestId('register-password').fill('Harbor2026');
      await byTestId('register-confirm').fill('Harbor2026');
      await byTestId('register-agreement').check();

      // The slider puzzle: read where the hole is, drag the handle that far.
      const bg = await byTestId('slider-captcha').locator('img').first().getAttribute('src');
      const target = findHoleX(bg!);
      const handle = await byTestId('slider-handle').boundingBox();
      const startX = handle!.x + handle!.width / 2;
      const y = handle!.y + handle!.height / 2;
      await page.mouse.move(startX, y);
      await page.mouse.down();
      for (let step = 1; step <= 10; step++) await page.mouse.move(startX + (target * step) / 10, y);
      await page.mouse.up();
      await page.locator('[data-testid="slider-captcha"][data-status="success"]').waitFor();

      // The SMS code: the outbox provider recorded it, where an operator (or this test) can read it.
      await byTestId('register-send-code').click();
      await expect.poll(async () => (await byTestId('register-send-code').textContent()) ?? '').toMatch(/\d+/);
      const admin = await apiLogin(j.server.baseUrl, 'admin');
      const outbox = await admin.call('POST', '/api/account/outbox/list', { recipient: phone });
      const code = (outbox.rows[0].body as string).match(/\d{6}/)![0];
      await byTestId('register-code').fill(code);
      await byTestId('register-submit').click();
      await byTestId('register-result').waitFor();
      expect(await byTestId('register-result').textContent()).toMatch(/审核/);

      // Before approval: sign-in is refused with the review message.
      await signIn(username, 'Harbor2026');
      await byTestId('login-error').waitFor();
      expect(await byTestId('login-error').textContent()).toMatch(/审核/);

      // The operator approves in the user review screen.
      await signIn('admin', 'parcel2026');
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      await page.goto('/system/users');
      await page.locator('#user-filters_keyword').fill(username);
      await byTestId('users-search').click();
      const row = page.locator('[data-testid^="user-row-"]').filter({ hasText: username });
      await row.waitFor();
      const id = (await row.getAttribute('data-testid'))!.replace('user-row-', '');
      await byTestId(`user-approve-${id}`).click();
      await byTestId(`user-approve-confirm-${id}`).click();
      await expect.poll(async () => await byTestId(`user-approve-${id}`).count()).toBe(0);
      await j.signOut();

      // Approved: the new customer is in, on the customer's home page.
      await signIn(username, 'Harbor2026');
      await byTestId('home-page').waitFor();
      expect(await byTestId('home-page').textContent()).toContain(username);

      // The new customer fills the address book from a spreadsheet with one bad row, and reads why it was left out.
      const sheetRow = (name: string, postcode: string) => [
        'Recipient',
        name,
        'US',
        'CA',
        'LA',
        postcode,
        '1 Import St',
        '',
        '',
        '+1 213 555 0101',
        '',
        'No',
      ];
      const imported = await importAddresses(j, [sheetRow('Imported One', '90001'), sheetRow('Imported Bad', 'ABCDE')]);
      expect(imported.text).toContain('1 / 2');
      expect(imported.report).toHaveLength(1);
      expect(imported.report[0]![0]).toBe(3);
      expect(String(imported.report[0]![1])).toMatch(/ABCDE|邮编|Postcode/);

      // Then exports it, follows the task in the header's task center, and downloads the file from there.
      const exported = await exportAddresses(j);
      expect(exported).toHaveLength(1);
      expect(exported[0]).toContain('Imported One');
    });
  });
});
