import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openJourney, type Journey } from '../helpers/journey';
import { solveSlider } from '../helpers/slider';
import { apiLogin } from '../helpers/api';

let j: Journey;
let page: Page;
beforeAll(async () => {
  j = await openJourney({ language: 'en', locale: 'en-US' });
  page = j.page;
});
afterAll(() => j?.close());

const byTestId = (id: string) => j.byTestId(id);

const signIn = (username: string, password: string) => j.signIn(username, password);

describe('passwords: change and forgotten', () => {
  it('changes the password in the account dialog, is signed out, and signs in with the new one', async () => {
    await j.steps('password-change', async () => {
      await signIn('customer2', 'parcel2026');
      await byTestId('home-page').waitFor();
      await j.accountMenu('change-password', page.locator('#change-password_oldPass'));
      await page.locator('#change-password_oldPass').fill('parcel2026');
      await page.locator('#change-password_newPass').fill('short');
      await page.locator('#change-password_confirmPass').fill('short');
      await byTestId('password-submit').click();
      await page.getByText('New password must be 8-16 characters').first().waitFor();
      await page.locator('#change-password_newPass').fill('Tidewater26');
      await page.locator('#change-password_confirmPass').fill('Tidewater26');
      // A notice, then after 1.5 s the session ends and the page reloads onto the login page.
      const reloaded = page.waitForEvent('load', { timeout: 15_000 });
      await byTestId('password-submit').click();
      await reloaded;
      await byTestId('login-submit').waitFor();
      expect(page.url()).toMatch(/\/login/);
      await signIn('customer2', 'parcel2026');
      await byTestId('login-error').waitFor();
      await signIn('customer2', 'Tidewater26');
      await byTestId('home-page').waitFor();
    });
  });

  it('resets a forgotten password with an SMS code', async () => {
    await j.steps('password-forgotten', async () => {
      await page.context().clearCookies();
      await page.goto('/forgetPassword');
      await byTestId('forget-phone').fill('13800000003');
      // An SMS costs money: the slider first, as registration asks.
      await solveSlider(page);
      await byTestId('forget-send-code').click();
      const admin = await apiLogin(j.server.baseUrl, 'admin');
      let code = '';
      await expect
        .poll(async () => {
          const outbox = await admin.call('POST', '/api/account/outbox/list', { recipient: '13800000003' });
          code = ((outbox.rows[0]?.body as string | undefined) ?? '').match(/\d{6}/)?.[0] ?? '';
          return code;
        })
        .toMatch(/^\d{6}$/);
      await byTestId('forget-code').fill(code);
      await byTestId('forget-password').fill('Lighthouse9');
      await byTestId('forget-confirm').fill('Lighthouse9');
      await byTestId('forget-submit').click();
      await page.waitForURL(/\/login/, { timeout: 10_000 });
      await signIn('customer', 'Lighthouse9');
      await byTestId('home-page').waitFor();
    });
  });
});
