import { demoSortRules } from '../sort-rules.demo';
import type { SortRule } from './rule';

/** The demo's eight rules (issue 39) as the engine sees them, made a second apart in order, for the engine's specs. */
export function demoEngineRules(now: Date): SortRule[] {
  return demoSortRules(1, now).map((r, i) => ({
    id: i + 1,
    code: r.code,
    sortType: r.sortType!,
    level: r.level!,
    bayNumber: r.bayNumber,
    customerId: null,
    destinations: r.destinations ? r.destinations.split(',') : [],
    productCode: r.productCode ?? null,
    carrierCode: null,
    postcodeFrom: r.postcodeFrom ?? null,
    postcodeTo: r.postcodeTo ?? null,
    postcodeLength: null,
    weightMin: r.weightMin ?? null,
    weightMax: r.weightMax ?? null,
    machinable: null,
    validFrom: r.validFrom ?? null,
    validTo: r.validTo ?? null,
    enabled: true,
    createdAt: new Date(now.getTime() - 1000 + i),
  }));
}
