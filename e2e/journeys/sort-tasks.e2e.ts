import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin } from '../helpers/api';
import { openJourney, type Journey, screenAt } from '../helpers/journey';
import { layoutIt, screenProblems } from '../helpers/layout';
import { consoleErrors as collectErrors } from '../helpers/pricing';
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

const PATH = '/warehouse/sort-task';
const made = { taskNo: '', taskId: 0 };

async function atWidth(width: number, lang: string) {
  await screenAt(j, width, lang);
}

describe('the warehouse sorts a task of parcels (issue 39, 5)', () => {
  it('creates a task of the demo customer’s parcels at SZX1, pre-sorts, sees the bays, sorts, downloads the PDF', async () => {
    await j.steps('sort-tasks-flow', async () => {
      const customer = await apiLogin(j.server.baseUrl, 'customer');
      const nyc = await placeApiOrder(customer, `ST-NYC-${Date.now()}`);
      const la = await placeApiOrder(customer, `ST-LA-${Date.now()}`, {
        zipCode: '90001',
        city: 'Los Angeles',
        province: 'CA',
      });
      expect(nyc.flag, JSON.stringify(nyc)).toBe(true);
      expect(la.flag, JSON.stringify(la)).toBe(true);
      const nycNo = (nyc.obj as { insideNumber: string }).insideNumber;
      const laNo = (la.obj as { insideNumber: string }).insideNumber;

      await atWidth(1440, 'en');
      consoleErrors.length = 0;
      const problems = await screenProblems(page, {
        path: PATH,
        ready: ['[data-testid="sort-task-page"]'],
        lang: 'en',
        width: 1440,
        shot: 'sort-tasks-empty',
      });

      await j.byTestId('sort-task-add').click();
      await j.byTestId('sort-task-save').waitFor();
      await expect.poll(() => j.byTestId('sort-task-modal').textContent()).toContain('SZX1');
      await j.byTestId('sort-task-form-numbers').fill(`${nycNo}\n${laNo}, NO-SUCH-PARCEL`);
      await expect.poll(() => j.byTestId('sort-task-modal').textContent()).toContain('3 numbers');
      problems.push(...(await layoutNow(page, 'sort-tasks-form')));
      await snapshot(page, 'sort-tasks-en-1440-form');
      await j.byTestId('sort-task-save').click();
      await j.byTestId('sort-task-save').waitFor({ state: 'hidden' });

      // The new task opens; pre-sort it.
      const drawer = j.byTestId('sort-task-drawer');
      await expect.poll(() => drawer.textContent()).toContain('Created');
      made.taskNo = /ST\d{8}-\d{6}/.exec((await drawer.textContent()) ?? '')![0];
      await j.byTestId('sort-task-presort').click();
      await j.byTestId('sort-task-bay-7').waitFor({ timeout: 30_000 });
      await j.byTestId('sort-task-bay-2').waitFor();
      await expect.poll(() => j.byTestId('sort-task-status').first().textContent()).toBe('Pre-sorted');
      await expect.poll(() => j.byTestId('sort-task-parcel-NO-SUCH-PARCEL').textContent()).toContain('Unknown parcel');
      expect(await j.byTestId(`sort-task-parcel-${nycNo}`).textContent()).toContain('US-NYC');
      expect(await j.byTestId(`sort-task-parcel-${laNo}`).textContent()).toContain('US-W');
      problems.push(...(await layoutNow(page, 'sort-tasks-presorted')));
      await snapshot(page, 'sort-tasks-en-1440-presorted');

      // The batch PDF: one page per bay.
      const [download] = await Promise.all([page.waitForEvent('download'), j.byTestId('sort-task-print').click()]);
      const file = await download.path();
      expect(download.suggestedFilename()).toBe(`${made.taskNo}.pdf`);
      expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
      expect(execFileSync('pdfinfo', [file]).toString()).toMatch(/Pages:\s+2\b/);
      expect(execFileSync('pdftotext', [file, '-']).toString()).toContain(nycNo);

      // Sort: the parcels are placed and move to SORTED.
      await j.byTestId('sort-task-sort').click();
      await j.byTestId('sort-task-sort-ok').click();
      await expect.poll(() => j.byTestId('sort-task-status').first().textContent(), { timeout: 30_000 }).toBe('Sorted');
      await expect.poll(() => j.byTestId(`sort-task-parcel-${nycNo}`).textContent()).toContain('Sorted');
      problems.push(...(await layoutNow(page, 'sort-tasks-sorted')));
      await snapshot(page, 'sort-tasks-en-1440-sorted');
      await page.locator('.ant-drawer-open .ant-drawer-close').click();

      const row = j.byTestId(`sort-task-row-${made.taskNo}`);
      await expect.poll(() => row.textContent()).toContain('Sorted');
      const list = await customer.call('POST', '/api/order/list', { pageNo: 0, pageSize: 50 });
      const statuses = (list.rows as { insideNumber: string; status: string }[]).filter((o) =>
        [nycNo, laNo].includes(o.insideNumber),
      );
      expect(statuses.map((o) => o.status)).toEqual(['SORTED', 'SORTED']);
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
    'shows the list and a task’s bays at %i px in %s',
    async (width, lang) => {
      const shot = `sort-tasks-${lang}-${width}`;
      await j.steps(shot, async () => {
        await atWidth(width, lang);
        consoleErrors.length = 0;
        const ready = ['[data-testid="sort-task-page"]', `[data-testid="sort-task-row-${made.taskNo}"]`];
        const problems = await screenProblems(page, { path: PATH, ready, lang, width, shot });
        await snapshot(page, shot);
        await j.byTestId(`sort-task-row-${made.taskNo}`).locator('[data-testid^="sort-task-open-"]').click();
        await j.byTestId('sort-task-bay-7').waitFor();
        problems.push(...(await layoutNow(page, `${shot}-drawer`)));
        await snapshot(page, `${shot}-drawer`);
        await page.locator('.ant-drawer-open .ant-drawer-close').click();
        await j.byTestId('sort-task-add').click();
        await j.byTestId('sort-task-save').waitFor();
        problems.push(...(await layoutNow(page, `${shot}-form`)));
        await snapshot(page, `${shot}-form`);
        await page.locator('.ant-modal-wrap:not([style*="display: none"]) .ant-modal-close').first().click();
        expect(problems).toEqual([]);
        expect(consoleErrors).toEqual([]);
      });
    },
    240_000,
  );
});
