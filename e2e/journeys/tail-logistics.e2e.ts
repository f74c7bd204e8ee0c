import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin } from '../helpers/api';
import { openJourney, type Journey, screenAt } from '../helpers/journey';
import { layoutIt, screenProblems } from '../helpers/layout';
import { consoleErrors as collectErrors, idOf } from '../helpers/pricing';
import { layoutNow } from '../helpers/layout-now';

let j: Journey;
let page: Page;
let consoleErrors: string[];
beforeAll(async () => {
  // Not openJourney's `language`: it sets the language again at every page load, and the rounds below change it.
  j = await openJourney({ locale: 'en-US' });
  page = j.page;
  consoleErrors = collectErrors(page);
  await j.signIn('admin', 'parcel2026');
  await j.byTestId('home-page').waitFor();
});
afterAll(() => j?.close());

const PATH = '/warehouse/tail-logistics';

describe('the platform keeps its last-mile carriers in a browser', () => {
  const ROUNDS = [
    [1440, 'zh'],
    [1440, 'en'],
    [1440, 'ko'],
    [375, 'en'],
  ] as const;
  layoutIt.each(ROUNDS)(
    'adds a carrier and a delivery service through the screen at %i px in %s',
    async (width, lang) => {
      const shot = `tail-logistics-${lang}-${width}`;
      await j.steps(shot, async () => {
        await screenAt(j, width, lang);
        consoleErrors.length = 0;
        const ready = ['[data-testid="tail-page"]', '[data-testid^="tail-row-"]'];
        const problems = await screenProblems(page, { path: PATH, ready, lang, width, shot });
        // The demo's carriers are there.
        await page.locator('[data-testid^="tail-row-"]').filter({ hasText: 'USPS' }).first().waitFor();

        // A carrier of this round.
        const code = `E2E-${lang}-${width}`.toUpperCase();
        await j.byTestId('tail-add').click();
        await j.byTestId('tail-carrier-form-code').fill(code);
        await j.byTestId('tail-carrier-form-name').fill(`Royal Mail ${lang}`);
        await j.byTestId('tail-carrier-form-website').fill('https://www.royalmail.com');
        await j
          .byTestId('tail-carrier-form-trackingUrl')
          .fill('https://www.royalmail.com/track-your-item#/{trackingNo}');
        problems.push(...(await layoutNow(page, `${shot}-carrier-form`)));
        await j.byTestId('tail-carrier-save').click();
        const row = page.locator('[data-testid^="tail-row-"]').filter({ hasText: code });
        await row.waitFor();
        const id = await idOf(row, 'tail-row-');

        // Its first service, in the drawer.
        await j.byTestId(`tail-services-${id}`).click();
        await j.byTestId('tail-service-add').waitFor();
        await j.byTestId('tail-service-add').click();
        await j.byTestId('tail-service-form-code').fill('TRACKED_48');
        await j.byTestId('tail-service-form-name').fill('Tracked 48');
        problems.push(...(await layoutNow(page, `${shot}-service-form`)));
        await j.byTestId('tail-service-save').click();
        await page.locator('[data-testid^="tail-service-row-"]').filter({ hasText: 'Tracked 48' }).waitFor();
        problems.push(...(await layoutNow(page, `${shot}-services`)));
        await page.locator('.ant-drawer-open .ant-drawer-close').click();
        await j.byTestId('tail-service-add').waitFor({ state: 'hidden' });

        // The server agrees.
        const api = await apiLogin(j.server.baseUrl, 'admin');
        const found = await api.call('GET', `/api/tailLogistics/findById/${id}`);
        expect(found.obj).toMatchObject({ code, serviceCount: 1 });
        expect(found.obj.services).toEqual([expect.objectContaining({ code: 'TRACKED_48', name: 'Tracked 48' })]);
        expect(problems).toEqual([]);
        expect(consoleErrors).toEqual([]);
      });
    },
    240_000,
  );
});
