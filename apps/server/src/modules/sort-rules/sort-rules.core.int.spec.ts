import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataAccessOf } from '../../platform/db/data-access';
import { seedDemo } from '../../seed/demo';
import { demoTestApp } from '../../../test/helpers/demo-app';
import type { TestApp } from '../../../test/helpers/test-app';
import type { ParcelFacts } from './engine/rule';
import { placeOrders } from '../../../test/factories/orders';

let t: TestApp;
let warehouseId: number;
let usExp: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  ({ t, usExp } = await demoTestApp(['customer'], tokens));
  warehouseId = (await t.app.services.warehouses.byCode('szx1'))!.id;
});
afterAll(() => t.close());

const us = (postcode: string, weightKg = '1'): ParcelFacts => ({
  customerId: 1,
  destination: 'US',
  postcode,
  weightKg,
  productCode: 'US-EXP',
  carrierCode: null,
});

describe('the demo warehouse SZX1 and its rules', () => {
  it('is seeded once, with 12 bays of 30 kg and 150 cm, 1-12 m away', async () => {
    await seedDemo(dataAccessOf(t.database));
    const bays = await t.app.services.warehouses.bays(warehouseId);
    expect(bays.map((b) => [b.number, Number(b.distance), Number(b.maxWeight), b.maxSize, b.state])).toEqual(
      Array.from({ length: 12 }, (_, i) => [i + 1, i + 1, 30, 150, 'IDLE']),
    );
    expect(await t.app.services.sortRules.rules(warehouseId)).toHaveLength(8);
  });

  it('decides the bay from the stored rules, and refuses a parcel no rule takes', async () => {
    const rules = t.app.services.sortRules;
    expect((await rules.decide(warehouseId, 'DISTRIBUTION_CENTER', us('10001'), 'A')).rule.code).toBe('US-NYC');
    expect((await rules.decide(warehouseId, 'DISTRIBUTION_CENTER', us('55555'), 'A')).bayNumber).toBe(4);
    await expect(
      rules.decide(warehouseId, 'DISTRIBUTION_CENTER', { ...us('1000001'), destination: 'JP' }, 'PH123'),
    ).rejects.toMatchObject({ errorKey: 'SORT_RULE_UNMATCHED', params: { number: 'PH123' } });
    await expect(rules.decide(999_999, 'DISTRIBUTION_CENTER', us('1'), 'A')).rejects.toMatchObject({
      errorKey: 'WAREHOUSE_NOT_FOUND',
    });
  });

  it('counts 50 parcels added to a bay at once exactly, and frees it', async () => {
    const wh = t.app.services.warehouses;
    const bay = await wh.bay(warehouseId, 9);
    await Promise.all(Array.from({ length: 50 }, () => wh.addToBay(bay.id, '0.55')));
    const after = await wh.bay(warehouseId, 9);
    expect([after.pieces, after.weight, after.state]).toEqual([50, '27.500', 'FILLING']);
    await Promise.all(Array.from({ length: 6 }, () => wh.addToBay(bay.id, '0.5')));
    expect((await wh.bay(warehouseId, 9)).state).toBe('FULL');
    await wh.freeBay(bay.id);
    const freed = await wh.bay(warehouseId, 9);
    expect([freed.pieces, Number(freed.weight), freed.state]).toEqual([0, 0, 'IDLE']);
  });
});

describe('a parcel placed in its bay', () => {
  it('is counted once when placed 50 times at once, and again never; a freed bay lets it go, the place stays', async () => {
    const wh = t.app.services.warehouses;
    const [orderId] = await placeOrders(t, tokens.customer!, usExp, 'PLACE', 1);
    const bay = await wh.bay(warehouseId, 10);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        wh.placeParcel({
          orderId: orderId!,
          warehouseId,
          bayId: bay.id,
          weightKg: '1.25',
          ruleId: null,
          source: 'SCAN',
        }),
      ),
    );
    expect(results.filter((r) => r.placed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.place.bayId))).toEqual(new Set([bay.id]));
    const after = await wh.bay(warehouseId, 10);
    expect([after.pieces, after.weight, after.state]).toEqual([1, '1.250', 'FILLING']);
    expect((await wh.parcelsInBay(bay.id)).map((p) => p.orderId)).toEqual([orderId]);

    await wh.freeBay(bay.id);
    expect(await wh.parcelsInBay(bay.id)).toEqual([]);
    expect((await wh.placeOf(orderId!))?.warehouseId).toBe(warehouseId);
    const again = await wh.placeParcel({
      orderId: orderId!,
      warehouseId,
      bayId: bay.id,
      weightKg: '1.25',
      ruleId: null,
      source: 'TASK',
    });
    expect(again.placed).toBe(false);
    expect((await wh.bay(warehouseId, 10)).pieces).toBe(0);
  });

  it('is taken out of its bay when its sort is undone', async () => {
    const wh = t.app.services.warehouses;
    const [orderId] = await placeOrders(t, tokens.customer!, usExp, 'UNPLACE', 1);
    const bay = await wh.bay(warehouseId, 11);
    await wh.placeParcel({
      orderId: orderId!,
      warehouseId,
      bayId: bay.id,
      weightKg: '2',
      ruleId: null,
      source: 'TASK',
    });
    expect((await wh.bay(warehouseId, 11)).pieces).toBe(1);
    await wh.unplaceParcel(orderId!);
    const after = await wh.bay(warehouseId, 11);
    expect([after.pieces, Number(after.weight), after.state]).toEqual([0, 0, 'IDLE']);
    expect(await wh.placeOf(orderId!)).toBeUndefined();
  });
});
