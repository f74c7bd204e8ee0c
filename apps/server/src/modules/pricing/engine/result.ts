/**
 * What the engine answers. Money is a string with 2 places, weights with 3; other figures in the explanation
 * (formula inputs, raw formula values) are plain decimal strings. The explanation is data for the web to word in
 * three languages, never prose.
 */
import type { BandInput, BubbleWay, CalcType, LocalizedName, MarkupKind, SurchargeType, ZoneEntryType } from './types';

export type QuoteErrorKey =
  | 'INVALID_INPUT'
  | 'NO_BOXES'
  | 'POSTCODE_REQUIRED'
  | 'POSTCODE_INVALID'
  | 'OVER_PIECES'
  | 'OVER_LONGEST_SIDE'
  | 'OVER_GIRTH'
  | 'OVER_PIECE_WEIGHT'
  | 'OVER_DECLARED_VALUE'
  | 'NO_DELIVERY'
  | 'NO_ZONE'
  | 'NO_PRICE'
  | 'SIZE_LIMIT'
  | 'FORMULA_ERROR';

export interface BoxExplain {
  length: string;
  width: string;
  height: string;
  /** kg, 3 places. */
  actual: string;
  volumetric: string;
  longestSide: string;
  girth: string;
}

/** One weighing: a box (PER_BOX) or the whole shipment (PER_SHIPMENT, box null). */
export interface WeighingExplain {
  box: number | null;
  actual: string;
  volumetric: string;
  /** Which weight the bubble rule took: ACTUAL, VOLUMETRIC (FULL) or SPLIT (part of the excess). */
  rule: 'ACTUAL' | 'VOLUMETRIC' | 'SPLIT';
  bubbled: string;
  /** The independent minimum when it raised the weight, else null. */
  minimum: string | null;
  /** Before rounding up (after bubble and minimum). */
  beforeCarry: string;
  carryStep: string;
  chargeable: string;
}

export interface WeightExplain {
  calcType: CalcType;
  bubbleWay: BubbleWay;
  bubblePercentage: string;
  volumeWeightRatio: string;
  weighings: WeighingExplain[];
  actual: string;
  volumetric: string;
  /** W: the shipment's chargeable weight. */
  chargeable: string;
}

export interface ZoneEntryExplain {
  country: string;
  from: string;
  to: string;
  zone: string | null;
  type: ZoneEntryType;
}

export interface DestinationExplain {
  country: string;
  /** Normalised: uppercase, no spaces or '-'. */
  postcode: string;
  /** The most specific entry covering the postcode: its type decides delivery, remote or no delivery. */
  typeEntry: ZoneEntryExplain | null;
  /** The most specific entry carrying a zone. */
  zoneEntry: ZoneEntryExplain | null;
  zone: string | null;
  remote: boolean;
  /** ZONE_ENTRY: typeEntry is REMOTE; REMOTE_LIST: in the remote library and not in the not-remote one. */
  remoteBy: 'ZONE_ENTRY' | 'REMOTE_LIST' | null;
  inRemoteList: boolean;
  inNotRemoteList: boolean;
}

export type BandArithmetic =
  | {
      kind: 'FIRST_ADDITIONAL';
      firstWeight: string;
      firstPrice: string;
      stepWeight: string;
      stepPrice: string;
      /** ceil((W - firstWeight) / stepWeight), never negative. */
      steps: number;
    }
  | { kind: 'PER_KG'; weight: string; unitPrice: string }
  | { kind: 'FIXED'; fixedPrice: string };

export interface FreightExplain {
  zone: string;
  /** Index of the band in the zone's list, and its bounds (from exclusive, null = 0). */
  band: number;
  from: string | null;
  upTo: string | null;
  kind: BandInput['kind'];
  arithmetic: BandArithmetic;
  /** The band's price, 2 places. */
  price: string;
  perPiece: { pieces: number; rate: string; limit: string; applied: boolean; amount: string } | null;
  minCharge: { amount: string; applied: boolean } | null;
  freight: string;
}

export interface SurchargeExplain {
  code: string;
  name: LocalizedName;
  type: SurchargeType;
  order: number;
  formula: string;
  /** The variables the formulas read, with their values. */
  inputs: Record<string, string>;
  refuse: string | null;
  refused: boolean;
  /** The formula's value before rounding; null when refused. */
  value: string | null;
  amount: string | null;
}

export type MarkupExplain =
  | { step: 'BASIC' | 'SURCHARGE'; line: string; kind: MarkupKind; value: string; before: string; after: string }
  | { step: 'HANDLING'; kind: MarkupKind; value: string; base: string; amount: string }
  | { step: 'MINIMUM'; minOrderAmount: string; before: string; amount: string };

export interface QuoteExplain {
  product: { id: number | string; code: string };
  boxes: BoxExplain[];
  weight: WeightExplain | null;
  destination: DestinationExplain | null;
  freight: FreightExplain | null;
  surcharges: SurchargeExplain[];
  markups: MarkupExplain[];
}

export interface QuoteLine {
  code: string;
  name: LocalizedName;
  amount: string;
}

export interface QuoteOk {
  ok: true;
  currency: string;
  chargeableWeight: string;
  zone: string;
  remote: boolean;
  /** The supplier's cost, unmarked. Every surcharge evaluated, zeros included. */
  cost: { freight: string; surcharges: QuoteLine[]; total: string };
  /** The customer's price: FREIGHT, the non-zero surcharges, HANDLING and MINIMUM when they apply. */
  lines: QuoteLine[];
  total: string;
  /** total - cost.total */
  margin: string;
  explain: QuoteExplain;
}

export type QuoteParams = Record<string, string | number | null>;

export interface QuoteRefused {
  ok: false;
  refused: { errorKey: QuoteErrorKey; params: QuoteParams };
  explain: QuoteExplain;
}

export type QuoteResult = QuoteOk | QuoteRefused;
