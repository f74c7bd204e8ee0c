/**
 * What the engine is given: one product version's rate card (compiled once) and one quote request.
 * Every decimal is a string of digits with an optional fraction ('0.5', '6000'): no exponent, no sign unless said.
 */

/** A decimal in text: '12', '0.5'. */
export type DecimalString = string;

/** A name as the catalogue stores it: one string, or one per language. */
export type LocalizedName = string | { zh: string; en: string; ko: string };

export type BubbleWay = 'NONE' | 'FULL' | 'SPLIT';
export type CalcType = 'PER_BOX' | 'PER_SHIPMENT';

/** Rounding up of chargeable weight: to a fixed step, or to a step chosen by weight band. */
export type CarryRuleInput =
  | { kind: 'STEP'; step: DecimalString }
  /** Bands ascending by upTo (inclusive); a null upTo is open-ended. A weight above the last band uses its step. */
  | { kind: 'CUSTOM'; bands: { upTo: DecimalString | null; step: DecimalString }[] };

export interface WeightRuleInput {
  /** Volumetric weight (kg) = length x width x height (cm) / volumeWeightRatio. */
  volumeWeightRatio: DecimalString;
  bubbleWay: BubbleWay;
  /** 0..100: the share of the excess volumetric weight the shipper is spared (SPLIT only). */
  bubblePercentage: DecimalString;
  calcType: CalcType;
  /** Each box is charged at least this (PER_SHIPMENT: the shipment at least pieces x this); '0' = none. */
  independentWeightLimit: DecimalString;
  carry: CarryRuleInput;
}

/** null or '0' = unlimited. Sides in cm, weights in kg, value in USD. */
export interface LimitsInput {
  maxLongestSide: DecimalString | null;
  maxGirth: DecimalString | null;
  maxPieceWeight: DecimalString | null;
  maxDeclaredValue: DecimalString | null;
  maxPieces: DecimalString | null;
}

export type ZoneEntryType = 'DELIVERY' | 'REMOTE' | 'NO_DELIVERY';

/**
 * One row of the postcode -> zone table. `from` and `to` are postcode prefixes of one length (spaces and '-' are
 * ignored, letters compared uppercase): '0'..'3' covers every postcode starting 0 to 3; '' .. '' the whole country.
 * `zone` null: the entry only sets the type, and the zone comes from a less specific entry (see README).
 */
export interface ZoneEntryInput {
  country: string;
  from: string;
  to: string;
  zone: string | null;
  type: ZoneEntryType;
}

/** A range of a postcode-group library (remote or not-remote lists); same prefix rules as zone entries. */
export interface PostcodeRangeInput {
  country: string;
  from: string;
  to: string;
}

export interface PerPieceInput {
  /** Price per piece, added to the band's price. */
  rate: DecimalString;
  /** Applies while chargeable weight <= limit; '0' = always. */
  limit: DecimalString;
}

interface BandBase {
  /** Inclusive upper bound of the chargeable weight; null = no bound (last band only). */
  upTo: DecimalString | null;
  /** The freight (band price plus per-piece) is at least this. */
  minCharge?: DecimalString | null;
  perPiece?: PerPieceInput | null;
}

export type BandInput =
  | (BandBase & {
      kind: 'FIRST_ADDITIONAL';
      firstWeight: DecimalString;
      firstPrice: DecimalString;
      stepWeight: DecimalString;
      stepPrice: DecimalString;
    })
  | (BandBase & { kind: 'PER_KG'; unitPrice: DecimalString })
  | (BandBase & { kind: 'FIXED'; fixedPrice: DecimalString });

export interface ZoneRatesInput {
  zone: string;
  /** Ascending by upTo. */
  bands: BandInput[];
}

export type SurchargeType = 'SURCHARGE' | 'SIZELIMIT';

export interface SurchargeInput {
  /** An identifier (letters, digits, '_'), unique in the card: later formulas read the result by it. */
  code: string;
  name: LocalizedName;
  type: SurchargeType;
  /** Evaluation order (calSortNumber), ascending; ties keep the input order. */
  order: number;
  /** The amount, in the product's currency, before rounding to 2 places. */
  formula: string;
  /** Named constants (signed decimals); `value` is '0' unless given. */
  constants?: Record<string, DecimalString>;
  /** calReferenceStatus: the formula may read the results of surcharges evaluated before it, by code. */
  referencesEarlier?: boolean;
  /** A condition: when it is true (non-zero) the quote is refused with SIZE_LIMIT. Meant for SIZELIMIT rules. */
  refuse?: string | null;
}

export interface RateCardInput {
  product: { id: number | string; code: string; name: LocalizedName; currency: string };
  weight: WeightRuleInput;
  limits: LimitsInput;
  zones: ZoneEntryInput[];
  /** Postcode-group libraries: remote when in remotePostcodes and not in notRemotePostcodes. */
  remotePostcodes?: PostcodeRangeInput[];
  notRemotePostcodes?: PostcodeRangeInput[];
  rates: ZoneRatesInput[];
  surcharges: SurchargeInput[];
}

export interface BoxInput {
  /** cm */
  length: DecimalString;
  width: DecimalString;
  height: DecimalString;
  /** kg */
  weight: DecimalString;
}

export type MarkupKind = 'PERCENT' | 'FIXED';

/** PERCENT 10 = +10%. FIXED: an amount in the product's currency. Never negative. */
export interface MarkupInput {
  kind: MarkupKind;
  value: DecimalString;
}

export interface PremiumPackageInput {
  /** On the freight. */
  basic: MarkupInput;
  /** On each surcharge: PERCENT of it, or FIXED added to each non-zero surcharge. */
  surcharge: MarkupInput;
  /** PERCENT of the customer's freight + surcharges, or FIXED per shipment. */
  handling: MarkupInput;
  /** The customer's total is at least this ('0' = none): a MINIMUM line makes up the difference. */
  minOrderAmount?: DecimalString;
}

export interface QuoteRequest {
  /** ISO 3166-1 alpha-2. */
  country: string;
  postcode: string;
  boxes: BoxInput[];
  /** USD; '0' when absent. */
  declaredValue?: DecimalString;
  /** The customer's premium package; absent = the cost price unmarked. */
  premium?: PremiumPackageInput | null;
}
