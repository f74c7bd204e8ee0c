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

/** The field error a port code of two letters gets, as the form shows it in each language. */
const THREE_LETTERS = { zh: '请输入三位大写字母', en: 'Three uppercase letters', ko: '대문자 3자리를 입력하세요' };

describe('the platform sets up clearance ports, industries and services in a browser', () => {
  const ROUNDS = [
    [1440, 'zh', 'ZHA'],
    [1440, 'en', 'ENA'],
    [1440, 'ko', 'KOA'],
    [375, 'zh', 'ZHB'],
    [375, 'en', 'ENB'],
    [375, 'ko', 'KOB'],
  ] as const;
  layoutIt.each(ROUNDS)(
    'adds a port (refusing a two-letter code), an industry with a service, and assigns it to customer, at %i px in %s',
    async (width, lang, code) => {
      const shot = `clearance-${lang}-${width}`;
      await j.steps(shot, async () => {
        await screenAt(j, width, lang);
        consoleErrors.length = 0;

        // The ports: the demo's ICN and LAX are listed.
        const problems = await screenProblems(page, {
          path: '/clearance/port',
          ready: ['[data-testid="clearance-ports-page"]', '[data-testid="port-row-ICN"]'],
          lang,
          width,
          shot: 'clearance-ports',
        });
        await j.byTestId('port-row-LAX').waitFor();
        await snapshot(page, `clearance-ports-list-${lang}-${width}`);

        // A two-letter code is refused on its field, in the page's language.
        await j.byTestId('port-add').click();
        await j.byTestId('port-form-code').fill(code.slice(0, 2));
        await j.byTestId('port-form-nameZh').fill(`口岸 ${code}`);
        await j.byTestId('port-form-nameEn').fill(`Port ${code}`);
        await j.byTestId('port-form-countryCode').fill('KR');
        await j.byTestId('port-save').click();
        const explain = page.locator('#clearance-port-form_code_help');
        await expect.poll(() => explain.innerText()).toContain(THREE_LETTERS[lang]);
        problems.push(...(await layoutNow(page, `${shot}-port-form`)));
        await snapshot(page, `clearance-port-form-error-${lang}-${width}`);
        await j.byTestId('port-form-code').fill(code);
        await j.byTestId('port-save').click();
        await j.byTestId(`port-row-${code}`).waitFor();

        // An industry, then a service in its drawer with two parameters and upload methods.
        problems.push(
          ...(await screenProblems(page, {
            path: '/clearance/industry',
            ready: ['[data-testid="clearance-industries-page"]'],
            lang,
            width,
            shot: 'clearance-industries',
          })),
        );
        const industryName = `E2E 行业 ${code}`;
        await j.byTestId('industry-add').click();
        await j.byTestId('industry-form-name').fill(industryName);
        await j.byTestId('industry-form-nameEn').fill(`E2E industry ${code}`);
        await j.byTestId('industry-form-nameKo').fill(`E2E 업종 ${code}`);
        await j.byTestId('industry-save').click();
        const label = { zh: industryName, en: `E2E industry ${code}`, ko: `E2E 업종 ${code}` }[lang];
        const row = page.locator('[data-testid^="industry-row-"]').filter({ hasText: label });
        await row.waitFor();
        await snapshot(page, `clearance-industries-${lang}-${width}`);
        await row.locator('[data-testid^="industry-open-"]').click();
        await j.byTestId('service-add').waitFor();
        await j.byTestId('service-add').click();
        const serviceName = `B2C ${code}`;
        await j.byTestId('service-form-name').fill(serviceName);
        await j.byTestId('service-param-add').click();
        await j.byTestId('service-param-key-0').fill('mode');
        await j.byTestId('service-param-value-0').fill('9610');
        await j.byTestId('service-param-add').click();
        await j.byTestId('service-param-key-1').fill('limit');
        await j.byTestId('service-param-value-1').fill('150 USD');
        await j.byTestId('service-form-repeat').click();
        problems.push(...(await layoutNow(page, `${shot}-service-form`)));
        await snapshot(page, `clearance-service-form-${lang}-${width}`);
        await j.byTestId('service-save').click();
        const serviceRow = page.locator('[data-testid^="service-row-"]').filter({ hasText: serviceName });
        await serviceRow.waitFor();
        await expect.poll(() => serviceRow.innerText()).toContain('mode=9610');
        problems.push(...(await layoutNow(page, `${shot}-services`)));
        await snapshot(page, `clearance-services-${lang}-${width}`);

        // Assigned to the demo customer from the customers not yet assigned.
        await serviceRow.locator('[data-testid^="service-assign-"]').click();
        await j.byTestId('assign-customers').waitFor();
        await j.byTestId('assign-customers').click();
        await page.keyboard.type('customer');
        await page
          .locator('.ant-select-item-option')
          .filter({ hasText: /^customer( \(|$)/ })
          .first()
          .click();
        await page.keyboard.press('Escape');
        await j.byTestId('assign-submit').click();
        await j.byTestId('assignment-row-customer').waitFor();
        problems.push(...(await layoutNow(page, `${shot}-assignments`)));
        await snapshot(page, `clearance-assignments-${lang}-${width}`);

        // The customer sees the service as its own.
        const customer = await apiLogin(j.server.baseUrl, 'customer');
        const mine = await customer.call('GET', '/api/clearanceIndustry/listCustomerClearanceService?pageSize=500');
        expect((mine.rows as { serviceName: string }[]).map((r) => r.serviceName)).toContain(serviceName);
        const admin = await apiLogin(j.server.baseUrl, 'admin');
        const ports = await admin.call('GET', '/api/clearancePort/getClearancePortList');
        expect((ports.rows as { code: string }[]).map((p) => p.code)).toContain(code);
        expect(problems).toEqual([]);
        expect(consoleErrors).toEqual([]);
      });
    },
    240_000,
  );
});

describe('the customer reads its own clearance services in a browser', () => {
  let c: Journey;
  beforeAll(async () => {
    c = await openJourney({ locale: 'en-US' });
    await c.signIn('customer', 'parcel2026');
    await c.byTestId('home-page').waitFor();
  });
  afterAll(() => c?.close());

  const ROUNDS = [
    [1440, 'zh'],
    [1440, 'en'],
    [1440, 'ko'],
    [375, 'ko'],
  ] as const;
  layoutIt.each(ROUNDS)('sees the demo B2C clearance assigned to it, at %i px in %s', async (width, lang) => {
    await c.steps(`my-clearance-${lang}-${width}`, async () => {
      const p = c.page;
      await screenAt(c, width, lang);
      const problems = await screenProblems(p, {
        path: '/clearance/service',
        ready: ['[data-testid="my-clearance-services-page"]', '[data-testid^="my-service-row-"]'],
        lang,
        width,
        shot: 'my-clearance-services',
      });
      const words = { zh: 'B2C 清关', en: 'B2C clearance', ko: 'B2C 통관' }[lang];
      await expect.poll(() => p.locator('[data-testid^="my-service-row-"]').first().innerText()).toContain(words);
      await snapshot(p, `my-clearance-services-${lang}-${width}`);
      expect(problems).toEqual([]);
    });
  });
});
