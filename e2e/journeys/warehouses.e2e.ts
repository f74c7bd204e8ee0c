import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin } from '../helpers/api';
import { snapshot } from '../helpers/browser';
import { openJourney, type Journey, screenAt } from '../helpers/journey';
import { layoutIt, screenProblems } from '../helpers/layout';
import { consoleErrors as collectErrors } from '../helpers/pricing';
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

describe('the platform keeps warehouses, bays and robots in a browser', () => {
  const ROUNDS = [
    [1440, 'zh'],
    [1440, 'en'],
    [1440, 'ko'],
    [375, 'en'],
  ] as const;
  layoutIt.each(ROUNDS)(
    'creates a warehouse, imports bays, disables one, adds a robot and disables it after confirming, at %i px in %s',
    async (width, lang) => {
      const shot = `warehouses-${lang}-${width}`;
      await j.steps(shot, async () => {
        await screenAt(j, width, lang);
        consoleErrors.length = 0;

        // The warehouses: the demo's SZX1 is listed with its 12 bays and 2 robots.
        const problems = await screenProblems(page, {
          path: '/warehouse/list',
          ready: ['[data-testid="warehouses-page"]', '[data-testid="warehouse-row-SZX1"]'],
          lang,
          width,
          shot: 'warehouses-list',
        });
        await expect.poll(() => j.byTestId('warehouse-row-SZX1').innerText()).toContain('12');

        const code = `E2E-${lang}-${width}`.toUpperCase();
        await j.byTestId('warehouse-add').click();
        await j.byTestId('warehouse-form-code').fill(code);
        await j.byTestId('warehouse-form-name').fill(`Warehouse ${lang}`);
        await j.byTestId('warehouse-form-city').fill('Shenzhen');
        problems.push(...(await layoutNow(page, `${shot}-form`)));
        await j.byTestId('warehouse-save').click();
        await j.byTestId(`warehouse-row-${code}`).waitFor();
        await snapshot(page, `warehouses-list-${lang}-${width}`);

        // Its robots, in the drawer: add one, then disable it, which asks first.
        await j.byTestId(`warehouse-robots-${code}`).click();
        await j.byTestId('robot-add').waitFor();
        await j.byTestId('robot-add').click();
        await j.byTestId('robot-form-identifier').fill(`${code}-R1`);
        await j.byTestId('robot-save').click();
        await j.byTestId(`robot-row-${code}-R1`).waitFor();
        const toggle = j.byTestId(`robot-enabled-${code}-R1`);
        await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
        await toggle.click();
        await j.byTestId('robot-disable-ok').waitFor();
        problems.push(...(await layoutNow(page, `${shot}-robot-confirm`)));
        await snapshot(page, `warehouses-robot-confirm-${lang}-${width}`);
        await j.byTestId('robot-disable-ok').click();
        await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
        problems.push(...(await layoutNow(page, `${shot}-robots`)));
        await snapshot(page, `warehouses-robots-${lang}-${width}`);
        await page.locator('.ant-drawer-open .ant-drawer-close').click();
        await j.byTestId('robot-add').waitFor({ state: 'hidden' });

        // The bays: pick the new warehouse, import three lines, disable bay 2.
        problems.push(
          ...(await screenProblems(page, {
            path: '/warehouse/bay',
            ready: ['[data-testid="bays-page"]', '[data-testid="bays-warehouse"]'],
            lang,
            width,
            shot: 'bays',
          })),
        );
        await j.byTestId('bays-warehouse').click();
        await page.keyboard.type(code);
        await page.locator('.ant-select-item-option').filter({ hasText: code }).first().click();
        await expect.poll(() => j.byTestId('bays-warehouse').innerText()).toContain(code);
        await j.byTestId('bays-import').click();
        await j.byTestId('bay-import-text').fill('1 1\n2 2.5\n3 x');
        await j.byTestId('bay-import-ok').click();
        // A bad line refuses the whole text, naming its line.
        await expect.poll(() => j.byTestId('bay-import-error').innerText()).toMatch(/3/);
        await j.byTestId('bay-import-text').fill('1 1\n2,2.5\n3\t3');
        await j.byTestId('bay-import-ok').click();
        await j.byTestId('bay-row-3').waitFor();
        const valid = j.byTestId('bay-valid-2');
        await valid.click();
        await expect.poll(() => valid.getAttribute('aria-checked')).toBe('false');
        problems.push(...(await layoutNow(page, `${shot}-bays`)));
        await snapshot(page, `bays-${lang}-${width}`);

        // The server agrees.
        const api = await apiLogin(j.server.baseUrl, 'admin');
        const list = await api.call('GET', `/api/sortWarehouse/list?blurry=${code}`);
        const w = list.rows[0] as { id: number; bayCount: number; robotCount: number };
        expect(w).toMatchObject({ bayCount: 3, robotCount: 1 });
        const bays = await api.call('GET', `/api/sortWarehouse/bays/${w.id}`);
        expect((bays.rows as { number: number; valid: boolean }[]).map((b) => [b.number, b.valid])).toEqual([
          [1, true],
          [2, false],
          [3, true],
        ]);
        const robots = await api.call('GET', `/api/sortRobot/list/${w.id}`);
        expect(robots.rows[0]).toMatchObject({ identifier: `${code}-R1`, enabled: false });
        expect(problems).toEqual([]);
        // The refused import answered 400 on purpose; nothing else may complain.
        expect(
          consoleErrors.filter(
            (e) => !e.includes('/warehouse/bay: Failed to load resource: the server responded with a status of 400'),
          ),
        ).toEqual([]);
      });
    },
    240_000,
  );
});
