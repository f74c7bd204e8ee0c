import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin } from '../helpers/api';
import { openJourney, type Journey } from '../helpers/journey';
import { layoutIt, screenProblems } from '../helpers/layout';
import { consoleErrors as collectErrors, idOf } from '../helpers/pricing';
import { placeApiOrder } from '../helpers/orders';
import { taskEnded } from '../helpers/address-tasks';
import { chooseFile, XLSX_TYPE } from '../helpers/upload';

let j: Journey;
let page: Page;
let consoleErrors: string[];
beforeAll(async () => {
  j = await openJourney({ locale: 'en-US' });
  page = j.page;
  consoleErrors = collectErrors(page);
  await j.signIn('admin', 'parcel2026');
  await j.byTestId('home-page').waitFor();
  await speak('en');
});

/** The language the next pages load in (the signed-in user's choice, kept by the browser). */
const speak = (lang: string) => page.evaluate((l) => window.localStorage.setItem('language', l), lang);
afterAll(() => j?.close());

/** `YYYY-MM-DD HH:mm:ss` in UTC, `minutes` from now: how a trace file without a station writes its times. */
const utcIn = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString().slice(0, 19).replace('T', ' ');

describe('trace stations and the trace database in a browser (issue 38)', () => {
  it('adds a station, disables and enables it', async () => {
    await j.steps('trace-stations', async () => {
      await page.setViewportSize({ width: 1440, height: 900 });
      const problems = await screenProblems(page, {
        path: '/tracking/station',
        ready: ['[data-testid="trace-station-page"]'],
        lang: 'en',
        width: 1440,
        shot: 'trace-stations-en-1440',
      });
      await j.byTestId('trace-station-add').click();
      await j.byTestId('trace-station-form-code').fill('E2E-HUB');
      await j.byTestId('trace-station-form-name').fill('Journey hub');
      await j.byTestId('trace-station-form-countryCode').fill('us');
      await j.byTestId('trace-station-form-city').fill('Los Angeles');
      await j.byTestId('trace-station-save').click();
      const row = page.locator('[data-testid^="trace-station-row-"]').filter({ hasText: 'E2E-HUB' });
      await row.waitFor();
      const id = await idOf(row, 'trace-station-row-');
      await j.byTestId(`trace-station-toggle-${id}`).click();
      await row.getByText('Disabled').waitFor();
      await j.byTestId(`trace-station-toggle-${id}`).click();
      await row.getByText('Enabled').waitFor();

      const api = await apiLogin(j.server.baseUrl, 'admin');
      const listed = await api.call('GET', '/api/traceStation/page?blurry=E2E-HUB');
      expect(listed.rows[0]).toMatchObject({
        code: 'E2E-HUB',
        countryCode: 'US',
        timezone: 'Asia/Shanghai',
        enabled: true,
      });
      expect(problems).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }, 240_000);

  it('imports a trace file: the matched number moves its parcel, the unmatched one waits, a bad row is reported', async () => {
    await j.steps('trace-db-import', async () => {
      const customer = await apiLogin(j.server.baseUrl, 'customer');
      const placed = await placeApiOrder(customer, `TRACE-${Date.now()}`);
      expect(placed.flag, JSON.stringify(placed)).toBe(true);
      const trackingNo = placed.obj.trackingNo as string;
      const lonely = `NOPARCEL${Date.now()}`;

      await page.goto('/tracking/trace-db');
      await j.byTestId('trace-db-import').click();
      await j.byTestId('trace-db-import-submit').waitFor();
      await page.locator('.ant-zoom-appear, .ant-zoom-enter').waitFor({ state: 'detached' });
      const [template] = await Promise.all([page.waitForEvent('download'), j.byTestId('trace-db-template').click()]);
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile((await template.path())!);
      const rows = [
        // On the station's clock (the form's default zone, Asia/Shanghai: UTC+8, no summer time).
        [trackingNo, 'IN_TRANSIT', 'ARRIVED_DESTINATION_PORT', utcIn(5 + 8 * 60), 'JFK', 'Arrived', 'E2E-HUB'],
        [lonely, 'IN_TRANSIT', '', utcIn(5), '', '', ''],
        [trackingNo, 'TELEPORTED', '', utcIn(6), '', '', ''],
      ];
      rows.forEach((cells, i) => (book.worksheets[0]!.getRow(2 + i).values = cells));
      await chooseFile(page.locator('.ant-modal input[type="file"]'), {
        name: 'trace.xlsx',
        mimeType: XLSX_TYPE,
        buffer: Buffer.from(await book.xlsx.writeBuffer()),
      });
      await j.byTestId('trace-db-import-submit').click();
      await j.byTestId('trace-db-import-submit').waitFor({ state: 'detached' });

      await page.goto('/download/index');
      const id = (await page.locator('[data-testid^="task-row-"]').first().getAttribute('data-testid'))!.replace(
        'task-row-',
        '',
      );
      expect(await taskEnded(j, id)).toBe('PROCESSDINGCOMPLETED');
      expect(await j.byTestId(`task-row-${id}`).textContent()).toContain('Trace database import');

      await page.goto('/tracking/trace-db');
      await j.byTestId('trace-db-filter-number').fill(trackingNo);
      await j.byTestId('trace-db-filter-number').press('Enter');
      const matched = page.locator('[data-testid^="trace-db-row-"]').filter({ hasText: trackingNo });
      await matched.getByText('Matched').waitFor();
      await matched.getByText(placed.obj.orderNo).waitFor();

      await j.byTestId('trace-db-filter-number').fill(lonely);
      await j.byTestId('trace-db-filter-number').press('Enter');
      const waiting = page.locator('[data-testid^="trace-db-row-"]').filter({ hasText: lonely });
      await waiting.getByText('Unmatched').waitFor();
      const rowId = await idOf(waiting, 'trace-db-row-');
      await j.byTestId(`trace-db-match-${rowId}`).click();
      await page.getByText(`No parcel has the number ${lonely} yet`).waitFor();

      const track = await customer.call('GET', `/api/order/catchOrderTrackInfo/order/${placed.obj.insideNumber}`);
      expect(track.obj.events[0]).toMatchObject({ subStatus: 'ARRIVED_DESTINATION_PORT', location: 'JFK' });
      expect(consoleErrors).toEqual([]);
    });
  }, 240_000);

  const ROUNDS = [
    [1440, 'zh'],
    [1440, 'ko'],
    [375, 'en'],
  ] as const;
  layoutIt.each(ROUNDS)(
    'shows both screens whole at %i px in %s',
    async (width, lang) => {
      await j.steps(`trace-layout-${lang}-${width}`, async () => {
        await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
        if (width < 400) {
          await page.goto('/');
          const go = j.byTestId('phone-continue');
          await Promise.race([go.waitFor(), j.byTestId('home-page').waitFor()]);
          if (await go.isVisible()) await go.click();
          await j.byTestId('home-page').waitFor();
        }
        await speak(lang);
        const problems = [
          ...(await screenProblems(page, {
            path: '/tracking/station',
            ready: ['[data-testid="trace-station-page"]', '[data-testid^="trace-station-row-"]'],
            lang,
            width,
            shot: `trace-stations-${lang}-${width}`,
          })),
          ...(await screenProblems(page, {
            path: '/tracking/trace-db',
            ready: ['[data-testid="trace-db-page"]', '[data-testid^="trace-db-row-"]'],
            lang,
            width,
            shot: `trace-db-${lang}-${width}`,
          })),
        ];
        expect(problems).toEqual([]);
      });
    },
    240_000,
  );
});
