import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin } from '../helpers/api';
import { openJourney, type Journey, screenAt } from '../helpers/journey';
import { layoutIt, screenProblems } from '../helpers/layout';
import { consoleErrors as collectErrors, idOf } from '../helpers/pricing';
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

const PATH = '/tracking/rule-group';

describe('the platform maps carriers’ raw events with track rules in a browser', () => {
  const ROUNDS = [
    [1440, 'en'],
    [375, 'zh'],
  ] as const;
  layoutIt.each(ROUNDS)(
    'adds a group and its rules, is refused a runaway pattern, and tests pasted events at %i px in %s',
    async (width, lang) => {
      const shot = `track-rules-${lang}-${width}`;
      await j.steps(shot, async () => {
        await screenAt(j, width, lang);
        consoleErrors.length = 0;
        const problems = await screenProblems(page, {
          path: PATH,
          ready: ['[data-testid="track-group-page"]'],
          lang,
          width,
          shot,
        });

        // A group of this round's carrier.
        const code = `E2E-${lang}-${width}`.toUpperCase();
        await j.byTestId('track-group-add').click();
        await j.byTestId('track-group-form-name').fill(`Rules ${lang}`);
        await page.locator('#track-rule-group-form_carrierCode').fill(code);
        problems.push(...(await layoutNow(page, `${shot}-group-form`)));
        await j.byTestId('track-group-save').click();
        const row = page.locator('[data-testid^="track-group-row-"]').filter({ hasText: code });
        await row.waitFor();
        const id = await idOf(row, 'track-group-row-');

        // Its rules: a runaway pattern is refused under its field, a keyword rule is saved.
        await j.byTestId(`track-group-rules-${id}`).click();
        await j.byTestId('track-rule-add').click();
        await page.locator('#track-rule-form_matchKind').click();
        await page
          .locator('.ant-select-item-option')
          .filter({ hasText: lang === 'zh' ? '通配模式' : 'Pattern' })
          .click();
        await j.byTestId('track-rule-form-matchText').fill('(a+)+b');
        await page.locator('#track-rule-form_status').click();
        await page
          .locator('.ant-select-item-option')
          .filter({ hasText: lang === 'zh' ? '已签收' : 'Delivered' })
          .click();
        await j.byTestId('track-rule-save').click();
        await page
          .locator('#track-rule-form_matchText_help, .ant-form-item-explain-error')
          .filter({ hasText: lang === 'zh' ? '无限回溯' : 'could run away' })
          .first()
          .waitFor();
        problems.push(...(await layoutNow(page, `${shot}-rule-refused`)));
        // The refusal is the browser's one failed request (a 400 the console reports), and nothing else failed.
        expect(consoleErrors.map((e) => e.includes('status of 400'))).toEqual([true]);
        consoleErrors.length = 0;
        await j.byTestId('track-rule-form-matchText').fill('*front door*');
        await j.byTestId('track-rule-save').click();
        await page.locator('[data-testid^="track-rule-row-"]').filter({ hasText: '*front door*' }).waitFor();

        // The rule test: what each pasted event maps to, and the rule that made it.
        await j.byTestId('track-rule-test-input').fill('D1 | Left at FRONT DOOR\nIN_TRANSIT/PICKED_UP\nZZ | nothing');
        await j.byTestId('track-rule-test-run').click();
        await j.byTestId('track-rule-test-row-2').waitFor();
        expect(await j.byTestId('track-rule-test-row-0').textContent()).toContain('*front door*');
        expect(await j.byTestId('track-rule-test-row-2').textContent()).toContain(
          lang === 'zh' ? '无法匹配规则' : 'Unable to match the rule',
        );
        problems.push(...(await layoutNow(page, `${shot}-rules`)));
        await snapshot(page, `${shot}-rules-drawer`);
        await page.locator('.ant-drawer-open .ant-drawer-close').click();
        await j.byTestId('track-rule-add').waitFor({ state: 'hidden' });

        // The waiting events tab opens.
        await page.getByRole('tab', { name: lang === 'zh' ? '待匹配事件' : 'Waiting events' }).click();
        await j.byTestId('track-waiting-page').waitFor();
        problems.push(...(await layoutNow(page, `${shot}-waiting`)));

        const api = await apiLogin(j.server.baseUrl, 'admin');
        const rules = await api.call('POST', `/api/trackRule/listByGroupId/${id}`);
        expect(rules.rows).toEqual([
          expect.objectContaining({ matchKind: 'PATTERN', matchText: '*front door*', status: 'DELIVERED' }),
        ]);
        expect(problems).toEqual([]);
        expect(consoleErrors).toEqual([]);
      });
    },
    240_000,
  );
});
