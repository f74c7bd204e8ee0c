import type { SortRule } from './engine/rule';
import type { SortRuleRow } from './sort-rules.repository';

/** A stored rule as the decision reads it. */
export const ruleOf = (row: SortRuleRow): SortRule => ({
  id: row.id,
  code: row.code,
  sortType: row.sortType,
  level: row.level,
  bayNumber: row.bayNumber,
  customerId: row.customerId,
  destinations: row.destinations ? row.destinations.split(',') : [],
  productCode: row.productCode,
  carrierCode: row.carrierCode,
  postcodeFrom: row.postcodeFrom,
  postcodeTo: row.postcodeTo,
  postcodeLength: row.postcodeLength,
  weightMin: row.weightMin,
  weightMax: row.weightMax,
  machinable: row.machinable,
  validFrom: row.validFrom,
  validTo: row.validTo,
  enabled: row.enabled,
  createdAt: row.createdAt,
});
