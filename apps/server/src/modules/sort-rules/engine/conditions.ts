import Decimal from 'decimal.js';
import type { SortRuleCondition, SortRuleTieBreak } from '@parcelhub/contracts';
import type { ParcelFacts, SortRule } from './rule';

/** Postcodes compare without spaces and dashes, upper case. */
export const normalPostcode = (p: string) => p.replace(/[\s-]/g, '').toUpperCase();

/** How many characters of a postcode a rule compares. */
export function postcodeCut(rule: Pick<SortRule, 'postcodeFrom' | 'postcodeTo' | 'postcodeLength'>): number {
  return rule.postcodeLength ?? Math.max(rule.postcodeFrom?.length ?? 0, rule.postcodeTo?.length ?? 0);
}

/** Is the rule in force at `now`: enabled, and inside its validity. */
export const inForce = (rule: SortRule, now: Date) =>
  rule.enabled &&
  (rule.validFrom === null || rule.validFrom.getTime() <= now.getTime()) &&
  (rule.validTo === null || rule.validTo.getTime() > now.getTime());

/** The first condition of the rule the parcel fails, or null when all hold (validity and type are not read here). */
export function failedCondition(rule: SortRule, p: ParcelFacts): SortRuleCondition | null {
  if (rule.customerId !== null && rule.customerId !== p.customerId) return 'customer';
  if (rule.destinations.length > 0 && !rule.destinations.includes(p.destination.toUpperCase())) return 'destination';
  if (rule.productCode !== null && rule.productCode.toUpperCase() !== (p.productCode ?? '').toUpperCase())
    return 'product';
  if (rule.carrierCode !== null && rule.carrierCode.toUpperCase() !== (p.carrierCode ?? '').toUpperCase())
    return 'carrier';
  if (rule.machinable !== null && rule.machinable !== (p.machinable ?? true)) return 'machinable';
  if (rule.postcodeFrom !== null || rule.postcodeTo !== null) {
    const code = normalPostcode(p.postcode).slice(0, postcodeCut(rule));
    if (rule.postcodeFrom !== null && code < normalPostcode(rule.postcodeFrom)) return 'postcode';
    if (rule.postcodeTo !== null && code > normalPostcode(rule.postcodeTo)) return 'postcode';
  }
  if (rule.weightMin !== null || rule.weightMax !== null) {
    const w = new Decimal(p.weightKg);
    if (rule.weightMin !== null && w.lt(rule.weightMin)) return 'weight';
    if (rule.weightMax !== null && w.gt(rule.weightMax)) return 'weight';
  }
  return null;
}

const base36 = (s: string): bigint => [...s].reduce((n, c) => n * 36n + BigInt(parseInt(c, 36) || 0), 0n);

/** How many postcodes the rule's range spans (null: no range, the widest). */
export function postcodeWidth(rule: SortRule): bigint | null {
  if (rule.postcodeFrom === null && rule.postcodeTo === null) return null;
  const cut = postcodeCut(rule);
  const from = normalPostcode(rule.postcodeFrom ?? '')
    .padEnd(cut, '0')
    .slice(0, cut);
  const to = normalPostcode(rule.postcodeTo ?? '')
    .padEnd(cut, 'Z')
    .slice(0, cut);
  return base36(to) - base36(from);
}

/** How many kilograms the rule's range spans (null: open on a side, the widest). */
export function weightWidth(rule: SortRule): Decimal | null {
  if (rule.weightMin === null && rule.weightMax === null) return null;
  if (rule.weightMax === null) return null;
  return new Decimal(rule.weightMax).minus(rule.weightMin ?? 0);
}

/** How many conditions the rule gives. */
export const conditionCount = (rule: SortRule) =>
  (rule.customerId !== null ? 1 : 0) +
  (rule.destinations.length > 0 ? 1 : 0) +
  (rule.productCode !== null ? 1 : 0) +
  (rule.carrierCode !== null ? 1 : 0) +
  (rule.postcodeFrom !== null || rule.postcodeTo !== null ? 1 : 0) +
  (rule.weightMin !== null || rule.weightMax !== null ? 1 : 0) +
  (rule.machinable !== null ? 1 : 0);

export type TieBreak = SortRuleTieBreak;

const narrower = <T extends bigint | Decimal>(a: T | null, b: T | null, lt: (x: T, y: T) => boolean): number => {
  if (a === null && b === null) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (lt(a, b)) return -1;
  if (lt(b, a)) return 1;
  return 0;
};

/**
 * Which of two matching rules wins (negative: `a`), and on what: the higher level, then the narrower postcode range,
 * then the narrower weight range, then more conditions, then the older rule (decision 170).
 */
export function compareRules(a: SortRule, b: SortRule): { order: number; on: TieBreak } {
  if (a.level !== b.level) return { order: b.level - a.level, on: 'level' };
  const pc = narrower(postcodeWidth(a), postcodeWidth(b), (x, y) => x < y);
  if (pc !== 0) return { order: pc, on: 'postcode' };
  const wt = narrower(weightWidth(a), weightWidth(b), (x, y) => x.lt(y));
  if (wt !== 0) return { order: wt, on: 'weight' };
  const cc = conditionCount(b) - conditionCount(a);
  if (cc !== 0) return { order: cc, on: 'conditions' };
  const age = a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id;
  return { order: age, on: 'age' };
}
