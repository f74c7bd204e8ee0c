import { describe, expect, it } from 'vitest';
import { compareRules } from './conditions';
import { decideNaive } from './naive';
import { demoEngineRules } from './demo-rules.fixture';
import type { ParcelFacts, SortRule } from './rule';

const now = new Date('2026-12-06T08:00:00Z');
const rules: SortRule[] = demoEngineRules(now);

const parcel = (p: Partial<ParcelFacts>): ParcelFacts => ({
  customerId: 5,
  destination: 'US',
  postcode: '50000',
  weightKg: '1.2',
  productCode: 'US-STD',
  carrierCode: null,
  ...p,
});
const bayOf = (p: Partial<ParcelFacts>) => decideNaive(rules, 'DISTRIBUTION_CENTER', parcel(p), now)?.bayNumber;

describe('the demo warehouse rules (issue 39)', () => {
  it('sends each parcel to the bay of the highest level, then the narrower postcode range', () => {
    expect(bayOf({ postcode: '10001' })).toBe(7); // US-NYC beats US-E (both 10): narrower range
    expect(bayOf({ postcode: '10001', weightKg: '6' })).toBe(3); // US-H, level 20
    expect(bayOf({ postcode: '30000' })).toBe(1);
    expect(bayOf({ postcode: '90001-1234' })).toBe(2);
    expect(bayOf({ postcode: '50000' })).toBe(4); // OLD (99) ended yesterday
    expect(bayOf({ destination: 'KR', postcode: '04524' })).toBe(6);
    expect(bayOf({ destination: 'DE', postcode: '10115', productCode: 'EU-ECO' })).toBe(5);
    expect(bayOf({ destination: 'JP', postcode: '1000001' })).toBeUndefined();
    expect(decideNaive(rules, 'DESTINATION_PORT', parcel({}), now)).toBeNull();
  });

  it('breaks a tie on the older rule last', () => {
    const a = { ...rules[3]!, id: 10, createdAt: new Date(1) };
    const b = { ...rules[3]!, id: 11, createdAt: new Date(2) };
    expect(compareRules(a, b)).toEqual({ order: expect.any(Number), on: 'age' });
    expect(compareRules(a, b).order).toBeLessThan(0);
    expect(decideNaive([b, a], 'DISTRIBUTION_CENTER', parcel({}), now)?.id).toBe(10);
  });
});
