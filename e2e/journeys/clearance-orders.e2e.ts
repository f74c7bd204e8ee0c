import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin } from '../helpers/api';
import { snapshot } from '../helpers/browser';
import { openJourney, type Journey, screenAt } from '../helpers/journey';
import { layoutIt, screenProblems } from '../helpers/layout';
import { layoutNow } from '../helpers/layout-now';
import { placeApiOrder } from '../helpers/orders';
import { XLSX_TYPE } from '../helpers/upload';

let j: Journey;
let page: Page;
beforeAll(async () => {
  j = await openJourney({ locale: 'en-US' });
  page = j.page;
});
afterAll(() => j?.close());

const HEADER = [
  'Parcel number',
  'Bag number',
  'Goods name',
  'HS code',
  'Quantity',
  'Weight (kg)',
  'Declared value',
  'Destination country',
  'Consignee type',
  'Personal customs code',
  'EORI number',
  'ZIP code',
];
const line = (parcelNo: string, hsCode: string) => [
  parcelNo,
  'E2E-BAG-1',
  'Cotton T-shirt',
  hsCode,
  2,
  3,
  40,
  'KR',
  'Personal',
  'P123456789012',
  '',
  '',
];
async function manifest(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Manifest');
  for (const r of [HEADER, ...rows]) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function uploadAs(type: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const input = page.locator(`.ant-upload:has([data-testid="clearance-upload-${type}"]) input[type=file]`);
  await input.setInputFiles(file);
  await j.byTestId(`clearance-file-${type}`).filter({ hasText: file.name }).first().waitFor();
}
const STEPS = ['info', 'attachments', 'check', 'pay'] as const;
/** The wizard's step, by its place (the journey does not depend on the language shown). */
const step = (name: (typeof STEPS)[number]) =>
  j.byTestId('clearance-steps').locator('.ant-steps-item').nth(STEPS.indexOf(name)).click();

describe('a customer clears a bill and the platform releases it, in a browser', () => {
  layoutIt(
    'creates, is flagged, corrects, passes, pays; admin approves and completes; the parcels show released',
    async () => {
      await j.steps('clearance-done-when', async () => {
        const customerApi = await apiLogin(j.server.baseUrl, 'customer');
        const placed = await Promise.all(['CLR-E2E-1', 'CLR-E2E-2'].map((ref) => placeApiOrder(customerApi, ref)));
        const numbers = placed.map((p) => (p.obj as { insideNumber: string }).insideNumber);
        expect(numbers.every(Boolean)).toBe(true);

        await j.signIn('customer', 'parcel2026');
        await j.byTestId('home-page').waitFor();
        const problems = await screenProblems(page, {
          path: '/clearance/order',
          ready: ['[data-testid="clearance-orders-page"]', '[data-testid="clearance-create"]'],
          lang: 'zh', // the demo customer's own language
          width: 1440,
          shot: 'clearance-list',
        });
        await j.byTestId('clearance-create').click();
        await j.byTestId('clearance-premium').getByText('ICN-B2C', { exact: false }).first().waitFor();
        await j.byTestId('clearance-product').click();
        await page
          .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
          .filter({ hasText: 'ICN-B2C' })
          .first()
          .click();
        await j.byTestId('clearance-port').click();
        await page
          .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
          .filter({ hasText: 'ICN' })
          .first()
          .click();
        await j.byTestId('clearance-awb').fill('180-12345675');
        const bag = j.byTestId('clearance-bag-0');
        await bag.locator('input').nth(0).fill('E2E-BAG-1');
        await bag.locator('input').nth(1).fill('6');
        await bag.locator('textarea').fill(`${numbers[0]} 3\n${numbers[1]} 3`);
        problems.push(...(await layoutNow(page, 'clearance-wizard-info')));
        await snapshot(page, 'clearance-wizard-info-zh-1440');
        await j.byTestId('clearance-save').click();

        // Attachments: a manifest with a five-digit HS code on its first line, the two waybills.
        await j.byTestId('clearance-attachments').waitFor();
        await uploadAs('MANIFEST', {
          name: 'manifest.xlsx',
          mimeType: XLSX_TYPE,
          buffer: await manifest([line(numbers[0]!, '61091'), line(numbers[1]!, '610910')]),
        });
        await uploadAs('MAWB', { name: 'mawb.pdf', mimeType: 'application/pdf', buffer: PDF });
        await uploadAs('HAWB', { name: 'hawb.png', mimeType: 'image/png', buffer: PNG });
        await snapshot(page, 'clearance-wizard-attachments-zh-1440');

        // The check flags the line.
        await step('check');
        await j.byTestId('clearance-submit').click();
        await expect
          .poll(() => j.byTestId('clearance-check-status').getAttribute('data-status'), { timeout: 60_000 })
          .toBe('FAILED');
        expect(await j.byTestId('clearance-findings').innerText()).toContain('61091');
        await snapshot(page, 'clearance-wizard-check-failed-zh-1440');

        // The correction passes.
        await step('attachments');
        await uploadAs('MANIFEST', {
          name: 'manifest-fixed.xlsx',
          mimeType: XLSX_TYPE,
          buffer: await manifest([line(numbers[0]!, '610910'), line(numbers[1]!, '610910')]),
        });
        await step('check');
        await j.byTestId('clearance-submit').click();
        await expect
          .poll(() => j.byTestId('clearance-check-status').getAttribute('data-status'), { timeout: 60_000 })
          .toBe('PASSED');

        // Pay: the wallet falls by the quote's price.
        const before = Number((await customerApi.call('GET', '/api/finaWallet/mine')).obj.available);
        await step('pay');
        const priceText = await j.byTestId('clearance-price').innerText();
        const price = Number(/(\d+\.\d{2})/.exec(priceText)![1]);
        expect(price).toBeGreaterThan(0);
        await j.byTestId('clearance-pay').click();
        await expect.poll(() => j.byTestId('clearance-pay-status').getAttribute('data-status')).toBe('PAY_SUCCESS');
        await snapshot(page, 'clearance-wizard-paid-zh-1440');
        const after = Number((await customerApi.call('GET', '/api/finaWallet/mine')).obj.available);
        expect(Math.round((before - after) * 100)).toBe(Math.round(price * 100));
        expect(problems).toEqual([]);

        // The platform approves and completes it.
        await page.keyboard.press('Escape');
        await j.byTestId('clearance-steps').waitFor({ state: 'hidden' });
        await j.signOut();
        await j.signIn('admin', 'parcel2026');
        await j.byTestId('home-page').waitFor();
        await screenProblems(page, {
          path: '/clearance/order',
          ready: ['[data-testid="clearance-orders-page"]', '[data-testid="clearance-open-180-12345675"]'],
          lang: 'en',
          width: 1440,
          shot: 'clearance-review',
        });
        await j.byTestId('clearance-open-180-12345675').click();
        await j.byTestId('clearance-move-APPROVED').click();
        await j.byTestId('clearance-move-COMPLETE').click();
        await j.byTestId('clearance-status-COMPLETE').first().waitFor();
        await snapshot(page, 'clearance-review-complete-zh-1440');

        for (const n of numbers) {
          const track = await customerApi.call('GET', `/api/order/catchOrderTrackInfo/order/${n}`);
          const subs = (track.obj.events as { subStatus: string | null }[]).map((e) => e.subStatus);
          expect(subs).toContain('CUSTOMS_RELEASED');
        }
        // The screens below are the customer's (the platform's review was shown above).
        await page.keyboard.press('Escape');
        await j.byTestId('clearance-steps').waitFor({ state: 'hidden' });
        await j.signOut();
        await j.signIn('customer', 'parcel2026');
        await j.byTestId('home-page').waitFor();
      });
    },
  );
});

describe('the clearance screens fit and speak each language', () => {
  const ROUNDS = [
    [1440, 'zh'],
    [1440, 'en'],
    [1440, 'ko'],
    [375, 'zh'],
    [375, 'en'],
    [375, 'ko'],
  ] as const;
  layoutIt.each(ROUNDS)('the order list, the demo bill and the air bills at %i px in %s', async (width, lang) => {
    await j.steps(`clearance-screens-${lang}-${width}`, async () => {
      await screenAt(j, width, lang);
      const problems = await screenProblems(page, {
        path: '/clearance/order',
        ready: ['[data-testid="clearance-orders-page"]', '[data-testid="clearance-open-180-20261205"]'],
        lang,
        width,
        shot: 'clearance-orders',
      });
      await snapshot(page, `clearance-orders-${lang}-${width}`);
      await j.byTestId('clearance-open-180-20261205').click();
      await j.byTestId('clearance-steps').waitFor();
      await step('check');
      await j.byTestId('clearance-findings').getByText('847130', { exact: false }).first().waitFor();
      problems.push(...(await layoutNow(page, `clearance-demo-${lang}-${width}`)));
      await snapshot(page, `clearance-demo-check-${lang}-${width}`);
      await page.keyboard.press('Escape');
      problems.push(
        ...(await screenProblems(page, {
          path: '/clearance/aviation',
          ready: ['[data-testid="clearance-bills-page"]'],
          lang,
          width,
          shot: 'clearance-aviation',
        })),
      );
      await snapshot(page, `clearance-aviation-${lang}-${width}`);
      expect(problems).toEqual([]);
    });
  });
});
