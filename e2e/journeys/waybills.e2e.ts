import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin } from '../helpers/api';
import { openJourney, type Journey, screenAt } from '../helpers/journey';
import { layoutIt, screenProblems } from '../helpers/layout';
import { choose, consoleErrors as collectErrors, idOf } from '../helpers/pricing';
import { placeApiOrder } from '../helpers/orders';
import { snapshot } from '../helpers/browser';
import { layoutNow } from '../helpers/layout-now';

let j: Journey;
let page: Page;
let consoleErrors: string[];
beforeAll(async () => {
  j = await openJourney({ locale: 'en-US' });
  page = j.page;
  consoleErrors = collectErrors(page);
  await j.signIn('admin', 'parcel2026');
  await j.byTestId('home-page').waitFor();
});
afterAll(() => j?.close());

const PATH = '/order/waybill';
const made = { waybillId: 0, awbNo: '' };

async function atWidth(width: number, lang: string) {
  await screenAt(j, width, lang);
}

describe('the platform flies parcels on a master air waybill (issue 38, 6)', () => {
  it('adds a waybill (its check digit checked), links a parcel, and a departure moves the parcel’s tracking', async () => {
    await j.steps('waybills-flow', async () => {
      const customer = await apiLogin(j.server.baseUrl, 'customer');
      const placed = await placeApiOrder(customer, `AWB-${Date.now()}`);
      expect(placed.flag, JSON.stringify(placed)).toBe(true);
      const order = placed.obj as { insideNumber: string; trackingNo: string };

      await atWidth(1440, 'en');
      consoleErrors.length = 0;
      const problems = await screenProblems(page, {
        path: PATH,
        ready: ['[data-testid="waybill-page"]'],
        lang: 'en',
        width: 1440,
        shot: 'waybills-empty',
      });

      // A number failing its check digit is refused in the form, with the digit it should end in.
      await j.byTestId('waybill-add').click();
      await j.byTestId('waybill-form-awbNo').fill('176-12345670');
      await j.byTestId('waybill-form-flightNo').fill('cx880');
      await j.byTestId('waybill-form-origin').fill('HKG');
      await j.byTestId('waybill-form-destination').fill('LAX');
      await j.byTestId('waybill-save').click();
      await page.getByText('Check digit fails: the last digit should be 5').first().waitFor();
      problems.push(...(await layoutNow(page, 'waybills-form-refused')));
      await j.byTestId('waybill-form-awbNo').fill('176-12345675');
      await j.byTestId('waybill-save').click();
      await j.byTestId('waybill-save').waitFor({ state: 'hidden' });
      const row = page.locator('[data-testid^="waybill-row-"]').filter({ hasText: '176-12345675' });
      await row.waitFor();
      made.waybillId = await idOf(row, 'waybill-row-');
      made.awbNo = '176-12345675';

      // The parcel linked by its tracking number, in the drawer.
      await j.byTestId(`waybill-open-${made.waybillId}`).click();
      await page.getByRole('tab', { name: 'Parcels' }).click();
      await j.byTestId('waybill-link-numbers').fill(`${order.trackingNo}\nNO-SUCH-PARCEL`);
      await j.byTestId('waybill-link-submit').click();
      await expect.poll(() => j.byTestId('waybill-link-result').textContent()).toContain('1 linked');
      await expect.poll(() => j.byTestId('waybill-link-result').textContent()).toContain('Not found: NO-SUCH-PARCEL');
      await page.locator('[data-testid^="waybill-parcel-"]').filter({ hasText: order.trackingNo }).waitFor();
      problems.push(...(await layoutNow(page, 'waybills-drawer-parcels')));
      await snapshot(page, 'waybills-en-1440-parcels');
      await page.locator('.ant-drawer-open .ant-drawer-close').click();
      await j.byTestId('waybill-link-submit').waitFor({ state: 'hidden' });

      // The flight departs: an event on the waybill.
      await j.byTestId(`waybill-track-${made.waybillId}`).click();
      await j.byTestId('waybill-track-save').waitFor();
      await choose(page, j.byTestId('waybill-track-type'), 'Departed');
      await j.byTestId('waybill-track-location').fill('HKG');
      problems.push(...(await layoutNow(page, 'waybills-track-dialog')));
      await j.byTestId('waybill-track-save').click();
      await j.byTestId('waybill-track-save').waitFor({ state: 'hidden' });
      await expect.poll(() => j.byTestId(`waybill-status-${made.waybillId}`).textContent()).toBe('Departed');

      // The events timeline says when the parcels have it.
      await j.byTestId(`waybill-open-${made.waybillId}`).click();
      await j.byTestId('waybill-event').first().waitFor();
      await expect
        .poll(() => j.byTestId('waybill-event').first().textContent(), { timeout: 30_000 })
        .toContain('Applied');
      problems.push(...(await layoutNow(page, 'waybills-drawer-events')));
      await snapshot(page, 'waybills-en-1440-drawer');
      await page.locator('.ant-drawer-open .ant-drawer-close').click();

      // The customer's parcel followed.
      const info = await customer.call(
        'GET',
        `/api/order/catchOrderTrackInfo/order/${encodeURIComponent(order.insideNumber)}`,
      );
      expect(info.obj).toMatchObject({ status: 'IN_TRANSIT', subStatus: 'DEPARTED_ORIGIN_PORT' });
      expect(info.obj.events[0]).toMatchObject({ location: 'HKG' });
      expect(problems).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }, 240_000);

  const ROUNDS = [
    [1440, 'zh'],
    [1440, 'ko'],
    [375, 'en'],
  ] as const;
  layoutIt.each(ROUNDS)(
    'shows the list and the waybill’s events at %i px in %s',
    async (width, lang) => {
      const shot = `waybills-${lang}-${width}`;
      await j.steps(shot, async () => {
        await atWidth(width, lang);
        consoleErrors.length = 0;
        const ready = ['[data-testid="waybill-page"]', `[data-testid="waybill-row-${made.waybillId}"]`];
        const problems = await screenProblems(page, { path: PATH, ready, lang, width, shot });
        await snapshot(page, shot); // kept to look at (e2e/artifacts)
        await j.byTestId(`waybill-open-${made.waybillId}`).click();
        await j.byTestId('waybill-event').first().waitFor();
        problems.push(...(await layoutNow(page, `${shot}-drawer`)));
        await snapshot(page, `${shot}-drawer`);
        await page.locator('.ant-drawer-open .ant-drawer-close').click();
        await j.byTestId(`waybill-track-${made.waybillId}`).click();
        await j.byTestId('waybill-track-save').waitFor();
        problems.push(...(await layoutNow(page, `${shot}-track`)));
        await page.locator('.ant-modal-wrap:not([style*="display: none"]) .ant-modal-close').first().click();
        expect(problems).toEqual([]);
        expect(consoleErrors).toEqual([]);
      });
    },
    240_000,
  );
});
