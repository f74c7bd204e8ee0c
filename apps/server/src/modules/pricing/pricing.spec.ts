import { describe, expect, it } from 'vitest';
import type { QuoteRow } from '@parcelhub/contracts';
import { sortRows } from './quote.service';
import { createRateLimit } from './rate-limit';
import { compileRateCard, quote } from './engine';
import { CUSTOMER_PACKAGE, US_EXPRESS } from './engine/fixtures/us-express';
import { registerErrors } from '../../platform/http/errors';
import { PRICING_ERRORS } from './pricing.errors';
import { customerExplain, quoteRow } from './quote.view';

const row = (productCode: string, total: string | null): QuoteRow => ({
  productId: 1,
  productCode,
  productName: productCode,
  currency: 'CNY',
  chargeableWeight: null,
  total,
  lines: [],
  explain: null,
  refused: total == null ? { errorKey: 'X', message: 'x' } : null,
});

describe('sortRows', () => {
  it('puts the cheapest first by decimal value, refused rows last, ties by code', () => {
    const sorted = sortRows([
      row('R1', null),
      row('B', '100.00'),
      row('A', '99.99'),
      row('C', '1000.00'),
      row('A2', '100.00'),
      row('R0', null),
    ]);
    expect(sorted.map((r) => r.productCode)).toEqual(['A', 'A2', 'B', 'C', 'R0', 'R1']);
  });
});

describe('createRateLimit', () => {
  it('allows `limit` calls per key and window, then refuses until the window turns', () => {
    let now = 0;
    const limit = createRateLimit({ limit: 3, windowMs: 1000, now: () => now });
    expect([1, 2, 3, 4].map(() => limit.take('a'))).toEqual([true, true, true, false]);
    expect(limit.take('b')).toBe(true);
    now = 999;
    expect(limit.take('a')).toBe(false);
    now = 1000;
    expect(limit.take('a')).toBe(true);
  });
});

describe('customerExplain', () => {
  const compiled = compileRateCard(US_EXPRESS);
  if (!compiled.ok) throw new Error('fixture does not compile');
  const request = {
    country: 'US',
    postcode: '99501',
    boxes: [{ length: '121', width: '10', height: '10', weight: '5' }],
    premium: CUSTOMER_PACKAGE,
  };

  it('keeps no cost figure of the band, the surcharges or the markups', () => {
    const result = quote(compiled.card, request);
    if (!result.ok) throw new Error('refused');
    const view = customerExplain(result.explain, result.lines);
    const text = JSON.stringify(view);
    // cost: freight 199.00, FUEL 23.88, REMOTE 50, OVERSIZE 200; band first price 55 and step 16
    for (const cost of ['199', '23.88', '55', '16', '50', '200']) {
      expect(text).not.toMatch(new RegExp(`"${cost.replace('.', '\\.')}(\\.0+)?"`));
    }
    expect(view.freight).toMatchObject({ zone: '3', amount: '218.90' });
    expect(view.surcharges.map((s) => [s.code, s.amount])).toEqual([
      ['FUEL', '25.07'],
      ['REMOTE', '52.50'],
      ['OVERSIZE', '210.00'],
    ]);
    expect(view.surcharges[1]!.inputs).toEqual({ remote: '1', W: '5' });
    expect(view.handling).toBe('8.00');
    expect(view.destination).toMatchObject({ zone: '3', remote: true });
  });
});

describe('quoteRow of a quote the engine refused', () => {
  // Bands only up to 20 kg: a heavier shipment is weighed, then finds no price.
  const upTo20 = { ...US_EXPRESS, rates: US_EXPRESS.rates.map((r) => ({ ...r, bands: r.bands.slice(0, 1) })) };
  const compiled = compileRateCard(upTo20);
  if (!compiled.ok) throw new Error('fixture does not compile');
  try {
    registerErrors('pricing', PRICING_ERRORS);
  } catch {
    // registered by another file of the same worker
  }
  const product = { id: 7, code: 'US-EXP', name: '美国快递', nameEn: 'US Express', currency: 'CNY' };
  const p = { ...product, minShippingCycle: 5, maxShippingCycle: 8 };
  const box = { length: '10', width: '10', height: '10', weight: '1' };
  const refusedBy = (postcode: string, boxes = [box]) =>
    quoteRow(p, quote(compiled.card, { country: 'US', postcode, boxes, premium: CUSTOMER_PACKAGE }), 'customer', 'en');

  it('has no total or lines, keeps the weighing done so far and the customer’s explanation', () => {
    const row = refusedBy('10001', [{ ...box, weight: '25' }]);
    expect(row).toMatchObject({ productId: 7, productName: 'US Express', currency: 'CNY', total: null, lines: [] });
    expect(row.refused?.errorKey).toBe('QUOTE_NO_PRICE');
    expect(row.chargeableWeight).toBe('25.000');
    expect(row.explain).toMatchObject({ weight: { chargeable: '25.000' }, handling: null });
    expect(row.shippingCycle).toEqual({ min: 5, max: 8 });
  });

  it('counts boxes from 1 in its message', () => {
    const row = refusedBy('10001', [box, { ...box, weight: '999' }]);
    expect(row.refused).toMatchObject({ errorKey: 'QUOTE_OVER_PIECE_WEIGHT', params: { box: 2 } });
    expect(row.refused?.message).toMatch(/^Box 2:/);
    expect(row.chargeableWeight).toBeNull();
  });
});
