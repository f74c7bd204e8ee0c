import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/helpers/test-app';
import { demoTestApp } from '../../../test/helpers/demo-app';
import { orderInput } from '../../../test/factories/orders';
import { productCosts, surcharges } from '.';

/**
 * A supplier's surcharge formula can hold a number no amount column can (numeric(18,2): 16 digits before the point):
 * `1e999999999` once made the quote answer '1.05e+999999999' and the next placement exhaust the server's memory.
 */
const HUGE = ['1e999999999', '1e15*1e15', '1e30', 'freight * 1e15 * 1e15'];
const ONE_BOX = { countryCode: 'US', postcode: '10001', boxes: [{ length: 40, width: 30, height: 20, weight: 3 }] };

describe('a surcharge formula past what an amount holds', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let usExp: number;
  let costId: number;

  beforeAll(async () => {
    ({ t, usExp } = await demoTestApp(['supplier', 'customer'], tokens));
    const [cost] = await t.db
      .select({ id: productCosts.id })
      .from(productCosts)
      .where(eq(productCosts.code, 'SUP-US-EXP'));
    costId = cost!.id;
  });
  afterAll(() => t.close());

  const fuel = (formula: string) => ({
    costId,
    code: 'FUEL2',
    name: '燃油附加费',
    enName: 'Fuel surcharge',
    koName: '유류할증료',
    calClassName: 'FormulaCalculator',
    surchargeType: 'SURCHARGE',
    formula,
    formulaImageUrl: '/api/files/1',
    productSurchargeFormulaConstants: [],
  });

  it('is refused at save and at the formula test, in the caller language', async () => {
    for (const formula of [...HUGE, '10^400']) {
      const saved = await t.call('POST', '/api/surcharge/save', { token: tokens.supplier, body: fuel(formula) });
      expect(saved.status, formula).toBe(400);
      expect(saved.body.errorKey, formula).toBe('FORMULA_INVALID');
      const tested = await t.call('POST', '/api/surcharge/testFormula', {
        token: tokens.supplier,
        body: { formula, costId },
        lang: 'ko',
      });
      expect(tested.status, formula).toBe(200);
      expect(tested.body.obj.ok, formula).toBe(false);
      expect(tested.body.obj.value, formula).toBeUndefined();
    }
    const saved = await t.call('POST', '/api/surcharge/save', {
      token: tokens.supplier,
      body: fuel('1e999999999'),
      lang: 'en',
    });
    expect(saved.body.params).toMatchObject({ kind: 'OUT_OF_RANGE' });
    expect(saved.body.msg).toMatch(/16 digits before the point/);
    const ok = await t.call('POST', '/api/surcharge/save', { token: tokens.supplier, body: fuel('1e15') });
    expect(ok.status).toBe(200);
    await t.call('DELETE', `/api/surcharge/${ok.body.obj.id}`, { token: tokens.supplier });
  });

  it('stored before the check, makes a quote refuse with the formula error and a placement refuse, never a 5xx', async () => {
    const where = and(eq(surcharges.costId, costId), eq(surcharges.code, 'FUEL'));
    const [before] = await t.db.select({ formula: surcharges.formula }).from(surcharges).where(where);
    try {
      for (const formula of HUGE) {
        await t.db.update(surcharges).set({ formula }).where(where);
        for (let i = 0; i < 3; i++) {
          const res = await t.call('POST', '/api/quote/calc', { token: tokens.customer, body: ONE_BOX, lang: 'en' });
          expect(res.status, formula).toBe(200);
          const row = res.body.rows.find((r: { productId: number }) => r.productId === usExp);
          expect(row.total, formula).toBeNull();
          expect(row.refused, formula).toMatchObject({
            errorKey: 'QUOTE_FORMULA_ERROR',
            params: { code: 'FUEL', kind: 'OUT_OF_RANGE' },
            message: 'The formula of surcharge FUEL could not be evaluated',
          });
          // No figure in exponent notation anywhere (the formula's own text, shown as written, may hold one).
          expect(JSON.stringify(res.body), formula).not.toMatch(/\d[eE]\+\d/);
        }
        const placed = await t.call('POST', '/api/order/place', {
          token: tokens.customer,
          body: orderInput(usExp),
          lang: 'en',
        });
        expect(placed.status, formula).toBeGreaterThanOrEqual(400);
        expect(placed.status, formula).toBeLessThan(500);
      }
    } finally {
      await t.db.update(surcharges).set({ formula: before!.formula }).where(where);
    }
    // The server is still up and prices and places as before.
    const placed = await t.call('POST', '/api/order/place', { token: tokens.customer, body: orderInput(usExp) });
    expect(placed.status).toBe(200);
    expect(placed.body.obj.fee.total).toBe('166.15');
  });
});
