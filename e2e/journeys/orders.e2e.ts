import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openJourney, type Journey } from '../helpers/journey';
import { choose, consoleErrors, inputOf, settled } from '../helpers/pricing';
import { availableCents, batchRow, centsOf, fillTemplate, sheetRows } from '../helpers/orders';
import { chooseFile, XLSX_TYPE } from '../helpers/upload';
import { textFlaws } from '../helpers/layout';

let j: Journey;
let page: Page;
let errors: string[];
beforeAll(async () => {
  j = await openJourney({ locale: 'en-US' });
  page = j.page;
  errors = consoleErrors(page);
  await page.goto('/login');
  await page.evaluate(() => window.localStorage.setItem('language', 'en'));
});
afterAll(() => j?.close());

const byTestId = (id: string) => j.byTestId(id);
const step = async () => Number(await byTestId('order-wizard').getAttribute('data-step'));
const next = async (to: number) => {
  await byTestId('order-next').click();
  await expect.poll(step).toBe(to);
};

/** What the steps leave for the next ones. */
const made = { orderNo: '', orderId: 0, feeCents: 0, startCents: 0 };

/** The label call the page makes: a real PDF. */
async function labelPdfOf(click: () => Promise<void>) {
  const [res] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/order/batchPrintLabelPdf')),
    click(),
  ]);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/pdf');
  // The page took the body as a blob; the same request again, with the page's own headers, shows the bytes.
  const req = res.request();
  const headers = await req.allHeaders();
  const again = await page.request.post(req.url(), {
    headers: { authorization: headers.authorization!, 'content-type': 'application/json' },
    data: req.postData() ?? '',
  });
  expect(again.status()).toBe(200);
  const pdf = await again.body();
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(1_000);
}

describe('orders: a customer ships a parcel end to end', () => {
  it('the customer places an order through the six steps and the balance falls by the fee', async () => {
    await j.steps('orders-wizard', async () => {
      await j.signIn('customer', 'parcel2026');
      await byTestId('home-page').waitFor();
      made.startCents = await availableCents(page);
      expect(made.startCents).toBe(1_000_000); // the demo customer's 10,000.00

      await page.goto('/order/place');
      await byTestId('order-wizard').waitFor();
      await settled(page);
      // 1. The service: destination and one box, then the live quotes, cheapest first; US-EXP is chosen.
      await choose(page, byTestId('order-country'), /United States \(US\)/, 'United');
      await byTestId('order-postcode').fill('10001');
      await inputOf(byTestId('order-quick-pieces')).fill('1');
      await inputOf(byTestId('order-quick-length')).fill('20');
      await inputOf(byTestId('order-quick-width')).fill('15');
      await inputOf(byTestId('order-quick-height')).fill('10');
      await inputOf(byTestId('order-quick-weight')).fill('1.2');
      const quotes = page.locator('[data-testid^="order-quote-total-"]');
      await quotes.first().waitFor();
      const totals = (await quotes.allTextContents()).map(centsOf);
      expect([...totals].sort((a, b) => a - b)).toEqual(totals);
      const row = page.locator('[data-testid^="order-quote-row-"]').filter({ hasText: 'US-EXP' });
      await row.getByRole('radio').check();
      await next(1);
      // 2. Boxes: as quoted.
      await next(2);
      // 3. Declarations.
      await inputOf(byTestId('order-decl-0-nameEn')).fill('T-shirt');
      await inputOf(byTestId('order-decl-0-hsCode')).fill('610910');
      await inputOf(byTestId('order-decl-0-quantity')).fill('2');
      await inputOf(byTestId('order-decl-0-unitValue')).fill('9.5');
      await inputOf(byTestId('order-decl-0-unitWeight')).fill('0.2');
      // Every heading whole: at 1440 px on one line; at 800 px ("Unit value (USD)" wraps) on two, none clipped.
      expect(await textFlaws(page)).toEqual([]);
      await page.setViewportSize({ width: 800, height: 900 });
      expect(await textFlaws(page)).toEqual([]);
      await page.setViewportSize({ width: 1440, height: 900 });
      await next(3);
      // 4. Sender and receiver, typed.
      await choose(page, byTestId('order-sender-countryCode'), /China/, 'China');
      for (const [f, v] of Object.entries({
        name: 'Shenzhen Shop',
        province: 'Guangdong',
        city: 'Shenzhen',
        zipCode: '518000',
        address1: '8 Keji Rd',
        phone: '+86 755 1234 5678',
      }))
        await byTestId(`order-sender-${f}`).fill(v);
      for (const [f, v] of Object.entries({
        name: 'Jane Roe',
        province: 'NY',
        city: 'New York',
        address1: '1 Main St',
        phone: '+1 212 555 0100',
      }))
        await byTestId(`order-receiver-${f}`).fill(v);
      await next(4);
      // 5. The reference number and the fee as the server will charge it.
      await byTestId('order-referenceNo').fill('E2E-WIZARD-1');
      const fee = byTestId('order-fee-total');
      await fee.waitFor();
      made.feeCents = centsOf(await fee.textContent());
      expect(made.feeCents).toBeGreaterThan(0);
      await next(5);
      // 6. Confirm and submit.
      await byTestId('order-submit').click();
      await byTestId('order-placed').waitFor();
      made.orderNo = (await byTestId('order-placed-no').textContent())!.trim();
      expect(made.orderNo).toMatch(/^PH\d+/);
      await labelPdfOf(() => byTestId('order-print-label').click());

      expect(await availableCents(page)).toBe(made.startCents - made.feeCents);
    });
  });

  it('finds the order in the list, prints its label, cancels it and gets the fee back', async () => {
    await j.steps('orders-cancel', async () => {
      await page.goto('/order/list');
      const row = page.locator('[data-testid^="order-row-"]').filter({ hasText: made.orderNo });
      await row.waitFor();
      made.orderId = Number((await row.getAttribute('data-testid'))!.replace('order-row-', ''));
      await labelPdfOf(() => byTestId(`order-print-${made.orderId}`).click());

      // Its detail explains the fee as the engine worked it out at placement (stored once, by its content).
      await byTestId(`order-detail-${made.orderId}`).click();
      const explained = byTestId('order-detail-explain');
      await explained.waitFor();
      expect(await explained.textContent()).toMatch(
        /Chargeable weight: 1\.500 kg.*Zone 1 \(US 10001\).*Fuel surcharge/s,
      );
      await page.locator('[data-testid="order-detail"] .ant-drawer-close').click();
      await byTestId('order-detail').waitFor({ state: 'hidden' });

      await byTestId(`order-cancel-${made.orderId}`).click();
      const warning = byTestId('order-cancel-warning');
      await warning.waitFor();
      // The sandbox carrier cancels online: the fee comes back.
      expect(await warning.getAttribute('data-variant')).toBe('single-refund');
      await byTestId('order-cancel-ok').click();
      await byTestId('order-cancel-dialog').waitFor({ state: 'hidden' });
      await expect.poll(async () => (await row.textContent()) ?? '').toMatch(/Canceled/i);

      expect(await availableCents(page)).toBe(made.startCents);
    });
  });

  it('a batch file of 50 orders with 3 bad rows places 47 and reports the 3 with their reasons', async () => {
    await j.steps('orders-batch', async () => {
      await page.goto('/order/batch');
      await byTestId('order-batch-page').waitFor();
      const [template] = await Promise.all([page.waitForEvent('download'), byTestId('order-batch-template').click()]);
      const rows = Array.from({ length: 50 }, (_, i) => batchRow(`E2E-BATCH-${String(i + 1).padStart(2, '0')}`));
      rows[9] = batchRow('E2E-BATCH-10', { 'Product code': 'NO-SUCH' });
      rows[19] = batchRow('E2E-BATCH-20', { 'Receiver postcode': 'ABCDE' });
      rows[29] = batchRow('E2E-BATCH-30', { 'Receiver name': '' });
      const file = await fillTemplate((await template.path())!, rows);

      await byTestId('order-batch-next').click();
      await byTestId('order-batch-next').click();
      await chooseFile(
        page.locator('[data-testid="order-batch-file"] input[type="file"], input[type="file"]').first(),
        {
          name: 'e2e-batch.xlsx',
          mimeType: XLSX_TYPE,
          buffer: file,
        },
      );
      await byTestId('order-batch-submit').click();
      await byTestId('order-batch-counts').waitFor({ timeout: 120_000 });
      expect(await byTestId('order-batch-success').textContent()).toBe('47');
      expect(await byTestId('order-batch-failure').textContent()).toBe('3');

      const [report] = await Promise.all([page.waitForEvent('download'), byTestId('order-batch-report').click()]);
      const reported = await sheetRows((await report.path())!);
      const failed = reported.slice(1).map((r) => r.join(' | '));
      expect(failed).toHaveLength(3);
      expect(failed.find((r) => r.includes('E2E-BATCH-10'))).toContain('NO-SUCH');
      expect(failed.some((r) => r.includes('E2E-BATCH-20'))).toBe(true);
      expect(failed.some((r) => r.includes('E2E-BATCH-30'))).toBe(true);

      await page.goto('/order/list');
      await byTestId('order-filter-numbers').fill('E2E-BATCH-01\nE2E-BATCH-10\nE2E-BATCH-50');
      await byTestId('order-list-search').click();
      const listed = page.locator('[data-testid^="order-row-"]');
      await expect.poll(() => listed.count(), { timeout: 15_000 }).toBe(2);
      await readFile((await report.path())!); // the file stays readable after the page moved on
      await j.signOut();
    });
  });

  it('an operator scans an order, confirms a heavier weight, and the customer sees the extra charge', async () => {
    await j.steps('orders-scan', async () => {
      await j.signIn('admin', 'parcel2026');
      await byTestId('home-page').waitFor();
      await page.goto('/order/list');
      await byTestId('order-filter-numbers').fill('E2E-BATCH-01');
      await byTestId('order-list-search').click();
      const row = page.locator('[data-testid^="order-row-"]');
      await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
      const orderNo = /PH\d+/.exec((await row.first().textContent()) ?? '')![0];

      await page.goto('/order/scan');
      await byTestId('scan-page').waitFor();
      await byTestId('scan-input').fill(orderNo);
      await byTestId('scan-input').press('Enter');
      await expect.poll(async () => (await byTestId('scan-order-no').textContent())?.trim()).toBe(orderNo);
      // The field keeps focus for the next scan.
      expect(await byTestId('scan-input').evaluate((el) => el === document.activeElement)).toBe(true);
      await inputOf(byTestId('scan-box-0-weight')).fill('4');
      await byTestId('scan-confirm-weight').click();
      await byTestId('scan-outcome').waitFor();
      await j.signOut();

      await j.signIn('customer', 'parcel2026');
      await byTestId('home-page').waitFor();
      await page.goto('/finance/wallet');
      await inputOf(byTestId('wallet-flow-filter-order')).fill(orderNo);
      await byTestId('wallet-flow-search').click();
      // The order's charge and, above it, the weight adjustment of the heavier parcel.
      const flows = page.locator('[data-testid^="wallet-flow-row-"]');
      await expect.poll(() => flows.count(), { timeout: 15_000 }).toBe(2);
      expect(await flows.first().textContent()).toMatch(/Weight adjustment.*-\d+\.\d{2}/);
      expect(await flows.nth(1).textContent()).toMatch(/Order charge/);
      expect(errors).toEqual([]);
    });
  });
});
