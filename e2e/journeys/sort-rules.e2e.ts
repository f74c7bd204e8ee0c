import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin } from '../helpers/api';
import { openJourney, type Journey, screenAt } from '../helpers/journey';
import { layoutIt, screenProblems } from '../helpers/layout';
import { consoleErrors as collectErrors } from '../helpers/pricing';
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

const PATH = '/warehouse/sort-rule';
const MAX_BELOW_MIN = {
  zh: '最大值不能小于最小值',
  en: 'Maximum cannot be below minimum',
  ko: '최댓값은 최솟값보다 작을 수 없습니다',
};
const LOWER_LEVEL = { zh: '级别较低', en: 'Lower level', ko: '레벨이 낮음' };
const NARROWER = { zh: '邮编范围更窄', en: 'narrower postcode range', ko: '우편번호 범위가 더 좁음' };

describe('the sorting rules of a warehouse in a browser', () => {
  const ROUNDS = [
    [1440, 'zh'],
    [1440, 'en'],
    [1440, 'ko'],
    [375, 'en'],
  ] as const;
  layoutIt.each(ROUNDS)(
    'adds a rule, is refused a minimum weight above the maximum, and tests a US 10001 parcel at SZX1 at %i px in %s',
    async (width, lang) => {
      const shot = `sort-rules-${lang}-${width}`;
      await j.steps(shot, async () => {
        await screenAt(j, width, lang);
        consoleErrors.length = 0;
        const problems = await screenProblems(page, {
          path: PATH,
          ready: ['[data-testid="sort-rule-page"]', '[data-testid="sort-rule-row-US-NYC"]'],
          lang,
          width,
          shot,
        });
        await snapshot(page, `${shot}-list`);

        // A rule whose minimum weight exceeds its maximum is refused under the maximum; corrected, it is added.
        const code = `E2E-${lang}-${width}`.toUpperCase();
        await j.byTestId('sort-rule-add').click();
        await page.locator('#sort-rule-form_code').fill(code);
        await page.locator('#sort-rule-form_name').fill(`Antarctica ${lang}`);
        await page.locator('#sort-rule-form_destinations').pressSequentially('AQ,');
        await page.locator('#sort-rule-form_bayNumber').fill('9');
        await page.locator('#sort-rule-form_level').fill('3');
        await page.locator('#sort-rule-form_weightMin').fill('10');
        await page.locator('#sort-rule-form_weightMax').fill('5');
        await j.byTestId('sort-rule-save').click();
        await page
          .locator('#sort-rule-form_weightMax_help, .ant-form-item-explain-error')
          .filter({ hasText: MAX_BELOW_MIN[lang] })
          .first()
          .waitFor();
        problems.push(...(await layoutNow(page, `${shot}-form-refused`)));
        await snapshot(page, `${shot}-form-refused`);
        await page.locator('#sort-rule-form_weightMax').fill('30');
        await j.byTestId('sort-rule-save').click();
        await j.byTestId(`sort-rule-row-${code}`).waitFor();

        // The rule test: bay 7 by US-NYC; US-E lost on the narrower postcode range, US-D on its level.
        await j.byTestId('sort-rule-test-open').click();
        await j.byTestId('sort-rule-test-destination').fill('US');
        await j.byTestId('sort-rule-test-postcode').fill('10001');
        await j.byTestId('sort-rule-test-weight').fill('1.2');
        await j.byTestId('sort-rule-test-run').click();
        await j.byTestId('sort-rule-test-result').waitFor();
        expect(await j.byTestId('sort-rule-test-bay').textContent()).toBe('7');
        expect(await j.byTestId('sort-rule-test-rule').textContent()).toBe('US-NYC');
        expect(await j.byTestId('sort-rule-test-other-US-E').textContent()).toContain(NARROWER[lang]);
        expect(await j.byTestId('sort-rule-test-other-US-D').textContent()).toContain(LOWER_LEVEL[lang]);
        problems.push(...(await layoutNow(page, `${shot}-test`)));
        await snapshot(page, `${shot}-test`);
        await page.locator('.ant-drawer-open .ant-drawer-close').click();
        await j.byTestId('sort-rule-test-result').waitFor({ state: 'hidden' });

        const api = await apiLogin(j.server.baseUrl, 'admin');
        const saved = await api.call('POST', '/api/sortRule/listSortRule', { blurry: code });
        expect(saved.rows).toEqual([
          expect.objectContaining({
            code,
            destinations: ['AQ'],
            bayNumber: 9,
            weightMin: '10.000',
            weightMax: '30.000',
          }),
        ]);
        expect(problems).toEqual([]);
        expect(consoleErrors).toEqual([]);
      });
    },
    240_000,
  );
});
