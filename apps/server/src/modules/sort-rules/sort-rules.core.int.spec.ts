import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataAccessOf } from '../../platform/db/data-access';
import { seedDemo } from '../../seed/demo';
import { demoTestApp } from '../../../test/helpers/demo-app';
import type { TestApp } from '../../../test/helpers/test-app';
import type { ParcelFacts } from './engine/rule';

let t: TestApp;
let warehouseId: number;

beforeAll(async () => {
  ({ t } = await demoTestApp([], {}));
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
