import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openJourney, type Journey } from '../helpers/journey';
import { fillQuote } from '../helpers/pricing-screens';
import { taskEnded } from '../helpers/address-tasks';
import { chooseFile, XLSX_TYPE } from '../helpers/upload';
import {
  TINY_PNG,
  answerTo,
  choose,
  inputOf,
  consoleErrors,
  idOf,
  readSheet,
  settled,
  zoneSheet,
} from '../helpers/pricing';

let j: Journey;
let page: Page;
let errors: string[];
beforeAll(async () => {
  // Not openJourney's `language`: it would set the language again at every page load, and the screens below change it.
  j = await openJourney({ locale: 'en-US' });
  page = j.page;
  errors = consoleErrors(page);
  await page.goto('/login');
  await page.evaluate(() => window.localStorage.setItem('language', 'en'));
});
afterAll(() => j?.close());

const byTestId = (id: string) => j.byTestId(id);

/** What the steps leave for the next ones. */
const made = { costId: 0, productId: 0 };

describe('pricing: a cost, its zones, bands and surcharge, a product on it, and the customer quote', () => {
  it('the platform creates cost E2E-COST, imports its zones from a spreadsheet with a bad row, and prices two zones', async () => {
    await j.steps('pricing-cost', async () => {
      await j.signIn('admin', 'parcel2026');
      await byTestId('home-page').waitFor();
      await page.goto('/product/cost');
      await byTestId('cost-page').waitFor();

      // A new cost, owned by the supplier, priced in CNY, weights carried up to the next 0.5 kg.
      await byTestId('cost-add').click();
      await byTestId('cost-form-code').waitFor();
      await settled(page);
      await byTestId('cost-form-code').fill('E2E-COST');
      await byTestId('cost-form-name').fill('E2E cost');
      await byTestId('cost-form-currency').fill('CNY');
      await choose(page, byTestId('cost-form-rule'), /\b0\.5 kg/);
      await choose(page, byTestId('cost-form-owner'), /速达物流|supplier/);
      await byTestId('cost-save').click();
      await byTestId('cost-form-code').waitFor({ state: 'hidden' });
      const row = page.locator('[data-testid^="cost-row-"]').filter({ hasText: 'E2E-COST' });
      await row.waitFor();
      made.costId = await idOf(row, 'cost-row-');
      expect(await row.textContent()).toContain('速达物流'); // the supplier's name

      // Its detail: the zones tab, an import of a sheet built here (no template downloaded).
      await byTestId(`cost-detail-${made.costId}`).click();
      const drawer = byTestId('cost-drawer');
      await drawer.locator('.ant-tabs-tab[data-node-key="zones"]').click();
      await byTestId('zone-import').click();
      await byTestId('zone-import-submit').waitFor();
      await settled(page);
      await chooseFile(page.locator('.ant-modal input[type="file"]'), {
        name: 'e2e-zones.xlsx',
        mimeType: XLSX_TYPE,
        buffer: await zoneSheet([
          { zipCode: '0-4', zipCodeType: 'Delivery', areaBelongs: '1', isRemote: 'No', country: 'US' },
          { zipCode: '5-9', zipCodeType: 'Delivery', areaBelongs: '2', isRemote: 'No', country: 'US' },
          { zipCode: '10@01', zipCodeType: 'bogus', areaBelongs: '1', country: 'US' },
          {
            zipCode: '995-999',
            zipCodeType: 'Remote',
            deliveryPlace: 'Alaska',
            areaBelongs: '2',
            isRemote: 'Yes',
            country: 'US',
          },
        ]),
      });
      await byTestId('zone-import-submit').click();
      await byTestId('zone-import-submit').waitFor({ state: 'detached' });

      // The task list: the import ends, three rows of four in, the bad one in the error report with its reasons.
      await page.goto('/download/index');
      const taskRow = page.locator('[data-testid^="task-row-"]').first();
      await taskRow.waitFor();
      const taskId = String(await idOf(taskRow, 'task-row-'));
      expect(await taskEnded(j, taskId)).toBe('PROCESSDINGCOMPLETED');
      expect(await byTestId(`task-row-${taskId}`).textContent()).toContain('3 / 4');
      const [report] = await Promise.all([page.waitForEvent('download'), byTestId(`task-file-${taskId}-0`).click()]);
      const reported = await readSheet((await report.path())!);
      expect(reported).toHaveLength(1);
      expect(reported[0]![0]).toBe('4');
      expect(reported[0]![1]).toContain('Zip code type: The zip code type is one of: Delivery / Remote / No delivery');
      expect(reported[0]![2]).toBe('10@01');

      // Back on the costs: the zones list shows the three good rows.
      await page.goto('/product/cost');
      if (!(await drawer.isVisible())) {
        await byTestId(`cost-detail-${made.costId}`).click();
        await drawer.locator('.ant-tabs-tab[data-node-key="zones"]').click();
      }
      await byTestId('zone-refresh').click();
      const zoneRows = drawer.locator('[data-testid^="zone-row-"]');
      await expect.poll(() => zoneRows.count()).toBe(3);
      const zones = (await zoneRows.allTextContents()).join('\n');
      expect(zones).toContain('0-4');
      expect(zones).toContain('5-9');
      expect(zones).toContain('995-999');
      expect(zones).not.toContain('10@01');

      // The rate card: zones 1 and 2 up to 20 kg, the first 0.5 kg 40.00 and each further 0.5 kg 10.00.
      await drawer.locator('.ant-tabs-tab[data-node-key="bands"]').click();
      const editor = byTestId('bands-editor');
      await editor.waitFor();
      const zoneField = editor.locator('[data-testid="bands-zone"]').locator('input').first();
      // The editor opens on the first zone the cost has.
      await expect.poll(() => zoneField.inputValue()).toBe('1');
      for (const zone of ['1', '2']) {
        if ((await zoneField.inputValue()) !== zone) {
          await zoneField.fill(zone);
          // A click on the field's label closes the suggestions, if any showed.
          await editor.locator('span').first().click();
          await expect.poll(() => zoneField.inputValue()).toBe(zone);
        }
        await byTestId('bands-add').click();
        await byTestId('band-0-weightUpTo').fill('20');
        await byTestId('band-0-firstWeight').fill('0.5');
        await byTestId('band-0-firstPrice').fill('40.00');
        await byTestId('band-0-stepWeight').fill('0.5');
        await byTestId('band-0-stepPrice').fill('10.00');
        const answer = await answerTo(page, 'POST', /^\/api\/productCost\/prices\/\d+$/, () =>
          byTestId('bands-save').click(),
        );
        expect(answer.flag, JSON.stringify(answer)).toBe(true);
        await byTestId('bands-problem').waitFor({ state: 'detached' });
      }
      // Zone 1 again: its band as saved.
      await zoneField.fill('1');
      await editor.locator('span').first().click();
      await expect.poll(() => byTestId('band-0-firstPrice').inputValue()).toMatch(/^40(\.00)?$/);
      await expect.poll(() => byTestId('band-0-stepPrice').inputValue()).toMatch(/^10(\.00)?$/);
      await expect.poll(() => byTestId('band-0-weightUpTo').inputValue()).toMatch(/^20(\.0+)?$/);
      await page.locator('.ant-drawer-open .ant-drawer-close').click();
      await drawer.waitFor({ state: 'hidden' });
    });
  });

  it('adds surcharge FUEL = freight × 0.1 to E2E-COST: the formula tester answers 10 for freight 100, and says why a bad formula cannot run', async () => {
    await j.steps('pricing-surcharge', async () => {
      await page.goto('/product/surcharge');
      // The screen and its rule list both carry the test id `surcharge-page`: the screen is the outer one.
      await byTestId('surcharge-page').first().waitFor();
      await choose(page, byTestId('surcharge-cost'), 'E2E-COST');
      await byTestId('surcharge-add').click();
      const modal = byTestId('surcharge-modal');
      await byTestId('surcharge-form-code').waitFor();
      await settled(page);
      await byTestId('surcharge-form-code').fill('FUEL');
      await byTestId('surcharge-form-name').fill('燃油附加费');
      await byTestId('surcharge-form-enName').fill('Fuel surcharge');
      await modal
        .locator('input[type="file"]')
        .setInputFiles({ name: 'fuel.png', mimeType: 'image/png', buffer: TINY_PNG });
      await expect.poll(() => byTestId('surcharge-form-image').inputValue()).toMatch(/^\/api\/files\//);
      const formula = byTestId('surcharge-form-formula');
      await formula.fill('freight * 0.1');

      // The tester: freight 100 gives 10, and says what it read.
      await byTestId('tester-var-freight').fill('100');
      await byTestId('tester-run').click();
      await expect.poll(() => byTestId('tester-result').textContent()).toMatch(/^Result: 10(\.0+)?Read: /);
      expect(await byTestId('tester-result').textContent()).toContain('freight = 100');

      // A syntax error and an unknown variable: the tester shows the server's exact reason for each.
      for (const [bad, why] of [
        ['freight * * 2', 'Syntax error at character 11'],
        ['freight * fuel_rate', 'Unknown variable: fuel_rate'],
      ] as const) {
        await formula.fill(bad);
        const tested = await answerTo<{ obj: { ok: boolean; error?: { message: string } } }>(
          page,
          'POST',
          /^\/api\/surcharge\/testFormula$/,
          () => byTestId('tester-run').click(),
        );
        expect(tested.obj.ok).toBe(false);
        const reason = tested.obj.error!.message;
        expect(reason).toBe(why);
        await expect.poll(() => byTestId('tester-error').textContent()).toBe(`The formula cannot run: ${reason}`);
        expect(await byTestId('tester-result').count()).toBe(0);
      }

      // The valid one is saved; the rule list shows it.
      await formula.fill('freight * 0.1');
      const saved = await answerTo(page, 'POST', /^\/api\/surcharge\/save$/, () => byTestId('surcharge-save').click());
      expect(saved.flag, JSON.stringify(saved)).toBe(true);
      await modal.waitFor({ state: 'hidden' });
      const row = page.locator('[data-testid^="surcharge-row-"]').filter({ hasText: 'FUEL' });
      await row.waitFor();
      expect(await row.textContent()).toContain('freight * 0.1');
    });
  });

  it('shelves product E2E-US on E2E-COST with a default premium package (freight +10%), assigns the customer and puts it online', async () => {
    await j.steps('pricing-shelf', async () => {
      await page.goto('/product/shelf');
      await byTestId('product-page').waitFor();
      await byTestId('product-add').click();
      const modal = byTestId('product-modal');
      await byTestId('product-form-code').waitFor();
      await settled(page);
      await byTestId('product-form-code').fill('E2E-US');
      await byTestId('product-form-name').fill('E2E 美国专线');
      await choose(page, byTestId('product-form-costId'), 'E2E-COST');
      // From China (the form's start) to the United States, in 3 to 6 days.
      const formItem = (field: string) =>
        modal.locator('.ant-form-item').filter({ has: page.locator(`#product-form_${field}`) });
      expect(await formItem('startCountry').textContent()).toContain('China');
      await choose(page, byTestId('product-form-destinations'), /^United States$/, 'United States');
      await modal.locator('.ant-modal-title').click();
      const destinations = (await formItem('deliveryCountryList').textContent()) ?? '';
      expect(destinations).toContain('United States');
      expect(destinations).not.toContain('Minor Outlying');
      await inputOf(byTestId('product-form-minShippingCycle')).fill('3');
      await inputOf(byTestId('product-form-maxShippingCycle')).fill('6');
      await inputOf(byTestId('product-form-volumeWeightRatio')).fill('6000');
      await choose(page, byTestId('product-form-bubbleWay'), 'Volumetric in full');
      const created = await answerTo(
        page,
        'POST',
        /^\/api\/product\/multiCostSigningProduct$|^\/api\/product\/signingProductBaseInfo$/,
        () => byTestId('product-save').click(),
      );
      expect(created.flag, JSON.stringify(created)).toBe(true);
      await modal.waitFor({ state: 'hidden' });
      const row = page.locator('[data-testid^="product-row-"]').filter({ hasText: 'E2E-US' });
      await row.waitFor();
      made.productId = await idOf(row, 'product-row-');
      const id = made.productId;
      expect(await row.textContent()).toContain('3-6');

      // A default premium package: freight +10 %, surcharges +0 %, no handling fee.
      await byTestId(`product-packages-${id}`).click();
      const packages = byTestId('product-packages-drawer');
      await packages.locator('[data-testid="package-add"]').click();
      await byTestId('package-form-name').waitFor();
      await settled(page);
      await byTestId('package-form-name').fill('E2E default');
      await inputOf(byTestId('package-form-basicValue')).fill('10');
      await inputOf(byTestId('package-form-surchargeValue')).fill('0');
      await inputOf(byTestId('package-form-handlingValue')).fill('0');
      await byTestId('package-form-isDefault').click();
      await expect.poll(() => byTestId('package-form-isDefault').getAttribute('aria-checked')).toBe('true');
      await byTestId('package-save').click();
      await byTestId('package-modal').waitFor({ state: 'hidden' });
      const pkg = packages.locator('[data-testid^="package-row-"]').filter({ hasText: 'E2E default' });
      await pkg.waitFor();
      expect(await pkg.textContent()).toContain('10.00%0.00%+0.00'); // freight +10 %, surcharges +0 %, handling +0
      expect(await pkg.locator('[data-testid^="package-default-"]').getAttribute('aria-checked')).toBe('true');
      await page.locator('.ant-drawer-open .ant-drawer-close').click();
      await packages.waitFor({ state: 'hidden' });

      // The customer `customer` (not its sub-account, not customer2) is assigned: signed.
      await byTestId(`product-customers-${id}`).click();
      const customers = byTestId('product-customers-drawer');
      const customer = customers
        .locator('[data-testid^="product-customer-"]')
        .filter({ has: page.locator('td', { hasText: /^customer$/ }) });
      await customer.waitFor();
      const customerId = await idOf(customer, 'product-customer-');
      await byTestId(`product-customer-assign-${customerId}`).click();
      await byTestId(`product-customer-terminate-${customerId}`).waitFor();
      await page.locator('.ant-drawer-open .ant-drawer-close').click();
      await customers.waitFor({ state: 'hidden' });

      // Online, after the confirmation.
      const status = byTestId(`product-status-${id}`);
      expect(await status.getAttribute('aria-checked')).toBe('false');
      await status.click();
      await byTestId(`product-status-confirm-${id}`).click();
      await expect.poll(() => status.getAttribute('aria-checked')).toBe('true');
    });
  });

  it('the customer quotes US 10001, one box 10×10×10 cm 1 kg: E2E-US costs 60.00 CNY (freight 55.00, FUEL 5.00, zone 1, 1 kg), beside US-EXP', async () => {
    await j.steps('pricing-quote', async () => {
      await j.signOut();
      await j.signIn('customer', 'parcel2026');
      await byTestId('home-page').waitFor();
      await page.goto('/product/quote');
      await byTestId('quote-page').waitFor();
      await fillQuote(page);
      const answer = await answerTo<{ rows: { productId: number; productCode: string; total: string | null }[] }>(
        page,
        'POST',
        /^\/api\/quote\/calc$/,
        () => byTestId('quote-submit').click(),
      );
      const id = made.productId;
      const usExp = answer.rows.find((r) => r.productCode === 'US-EXP');
      expect(usExp?.total).toBeTruthy();

      // 1 kg chargeable (volumetric 1000 / 6000 = 0.167 kg): freight 40 + 1 × 10 = 50, +10 % = 55; FUEL 5; 60.00.
      await expect.poll(() => byTestId(`quote-total-${id}`).textContent()).toBe('60.00 CNY');
      await expect
        .poll(() => byTestId(`quote-total-${usExp!.productId}`).textContent())
        .toMatch(new RegExp(`^${usExp!.total!.replace('.', '\\.')} CNY$`));
      expect(await byTestId(`quote-row-${id}`).textContent()).toContain('E2E-US');

      await byTestId(`quote-row-${id}`).click();
      const lines = byTestId(`quote-breakdown-${id}-lines`);
      await lines.waitFor();
      const lineTexts = await lines
        .locator('tbody tr')
        .evaluateAll((rows) =>
          rows.map((tr) => Array.from((tr as HTMLTableRowElement).cells, (td) => td.textContent?.trim()).join(' | ')),
        );
      expect(lineTexts).toEqual(['FREIGHT | Freight | 55.00', 'FUEL | Fuel surcharge | 5.00']);
      const explain = (await byTestId(`quote-breakdown-${id}-explain`).textContent()) ?? '';
      expect(explain).toContain('Zone 1');
      expect(explain).toContain('Chargeable weight: 1.000 kg');
      expect(explain).toContain('volumetric 0.167 kg');
    });
  });

  it('logged no console error along the way', () => {
    expect(errors).toEqual([]);
  });
});
