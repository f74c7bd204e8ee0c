import { compileRules, type GroupSource, type RuleSource } from './compile';
import type { CompiledGroup, CompiledPostcodeGroup, OrderFacts } from './types';

let nextId = 1000;

/** A stored rule: INTERCEPT, enabled, no conditions, unless patched. */
export function ruleSource(patch: Partial<RuleSource> = {}): RuleSource {
  const id = patch.id ?? ++nextId;
  return {
    id,
    name: `rule ${id}`,
    strategyType: 'INTERCEPT',
    status: 'ENABLED',
    sort: id,
    countries: [],
    postcodeGroupIds: [],
    weightMin: null,
    weightMax: null,
    declaredValueMin: null,
    declaredValueMax: null,
    customerIds: [],
    productIds: [],
    keywords: [],
    message: '',
    targetProductId: null,
    requiredFields: [],
    ...patch,
  };
}

/** A group of these rules in the order given (sort numbers 1, 2, 3...), unless `patch.rules` says otherwise. */
export function groupSource(rules: RuleSource[], patch: Partial<GroupSource> = {}): GroupSource {
  const id = patch.id ?? ++nextId;
  const inOrder = rules.map((r, i) => ({ ...r, sort: i + 1 }));
  return { id, name: `group ${id}`, status: 'ENABLED', sort: 0, rules: inOrder, ...patch };
}

/** Compiled groups from sources, with postcode groups for postcode conditions. */
export const compiled = (groups: GroupSource[], postcodeGroups: CompiledPostcodeGroup[] = []): CompiledGroup[] =>
  compileRules(groups, postcodeGroups);

/** A US order of 2.5 kg worth 100 USD carrying every field. */
export function orderFacts(patch: Partial<OrderFacts> = {}): OrderFacts {
  return {
    customerId: 7,
    productId: 11,
    country: 'US',
    postcode: '99501',
    weightKg: '2.5',
    declaredValueUsd: '100',
    itemNames: ['Cotton T-shirt', '棉质T恤'],
    fields: {
      RECEIVER_EMAIL: 'r@example.com',
      RECEIVER_PHONE: '+1 555 0100',
      VAT: 'DE123456789',
      EORI: 'DE1234567890123',
      CUSTOMS_CLEARANCE_NO: 'P123456789012',
      HOUSE_NUMBER: '12a',
    },
    ...patch,
  };
}
