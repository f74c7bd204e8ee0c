import type Decimal from 'decimal.js';
import type { OrderRuleStrategy, PostcodeRange, RequiredFieldName } from '@parcelhub/contracts';

export type { RequiredFieldName, OrderRuleStrategy };

/** What the rules read of an order. Decimals travel as strings (kg, US dollars); never JavaScript floats. */
export interface OrderFacts {
  /** The customer's main account. */
  customerId: number;
  productId: number;
  /** Destination country, ISO 3166 alpha-2. */
  country: string;
  /** Destination postcode as written ('' when none). */
  postcode: string;
  /** The order's weight in kg (the sum of its boxes). */
  weightKg: string;
  /** The declared value in US dollars (the sum of quantity x unit value). */
  declaredValueUsd: string;
  /** Every item's English and Chinese names. */
  itemNames: string[];
  /** The fields a REQUIRE_FIELD rule may ask for; absent, null or blank is missing. */
  fields: Partial<Record<RequiredFieldName, string | null>>;
}

/** A rule that matched, as the order log and the answers name it. */
export interface MatchedRule {
  groupId: number;
  groupName: string;
  ruleId: number;
  ruleName: string;
  strategy: string;
}

export type RuleOutcome =
  | { kind: 'PASS'; matched: MatchedRule[] }
  | { kind: 'INTERCEPT'; rule: MatchedRule; matched: MatchedRule[] }
  | { kind: 'REJECT'; rule: MatchedRule; message: string; matched: MatchedRule[] }
  | { kind: 'ROUTE'; rule: MatchedRule; productId: number; matched: MatchedRule[] }
  | { kind: 'MISSING_FIELD'; rule: MatchedRule; field: RequiredFieldName; matched: MatchedRule[] };

/** A postcode group as a condition reads it: its destination and its ranges (postcodes module keys). */
export interface CompiledPostcodeGroup {
  id: number;
  country: string;
  ranges: readonly PostcodeRange[];
}

/** Both ends included; null is no bound. */
export interface DecimalRange {
  min: Decimal | null;
  max: Decimal | null;
}

/**
 * A rule ready to evaluate. A condition that is null is not asked; a condition list given but empty (a postcode
 * condition whose groups are all gone) matches nothing.
 */
export interface CompiledRule {
  id: number;
  name: string;
  strategy: OrderRuleStrategy;
  enabled: boolean;
  countries: ReadonlySet<string> | null;
  postcodeGroups: readonly CompiledPostcodeGroup[] | null;
  weight: DecimalRange | null;
  declaredValue: DecimalRange | null;
  customers: ReadonlySet<number> | null;
  products: ReadonlySet<number> | null;
  /** Normalised (NFKC, lower case). */
  keywords: readonly string[] | null;
  message: string;
  targetProductId: number | null;
  requiredFields: readonly RequiredFieldName[];
}

/** A group ready to evaluate, its rules in their order. */
export interface CompiledGroup {
  id: number;
  name: string;
  enabled: boolean;
  rules: readonly CompiledRule[];
}
