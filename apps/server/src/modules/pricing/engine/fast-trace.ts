import type { MarkupInput } from './types';
import type { ZoneEntry } from './zones';

/** Markup values are read to 4 places (PERCENT 12.5 is 125000: 0.125 at 6 places, the factor's own scale). */
export const MARKUP_PLACES = 4;

/** A markup of the premium package: `value` at MARKUP_PLACES, `text` as the request wrote it. */
export interface FastMarkup {
  kind: MarkupInput['kind'];
  text: string;
  value: number;
}

export interface FastPremium {
  basic: FastMarkup;
  surcharge: FastMarkup;
  handling: FastMarkup;
  /** Cents; null when the package names none. */
  minOrder: number | null;
  minOrderText: string | undefined;
}

/**
 * The figures a fast quote worked out, kept (numbers and the request's own texts, no wording) for its explanation:
 * fast-explain.ts words them on first read. Money in cents, weights in grams, slots at the fast card's scales.
 */
export interface FastTrace {
  /** As the request wrote them, for the Decimal engine when the explanation is left to it. */
  countryText: string;
  postcodeText: string;
  declaredText: string | undefined;
  /** length, width, height, weight of each box in turn, as written. */
  boxTexts: string[];
  pieces: number;
  chargeable: number;
  country: string;
  postcode: string;
  typeEntry: ZoneEntry | null;
  zoneEntry: ZoneEntry;
  zone: string;
  remote: boolean;
  /** The band's index in the zone's list, its price, the per-piece amount added, whether the minimum applied. */
  band: number;
  price: number;
  perPieceApplied: boolean;
  perPiece: number;
  minApplied: boolean;
  freight: number;
  /** The formulas' slots after the last one ran, and each formula's value before rounding (at its scale). */
  slots: number[];
  values: number[];
  premium: FastPremium | null;
  /** With a package: the customer's freight, then each non-zero surcharge's line. */
  marked: number[];
  /** With a package: the customer's freight and surcharges (HANDLING's base), and the handling fee. */
  handlingBase: number;
  fee: number;
}
