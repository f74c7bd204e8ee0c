import type { SortType } from '@parcelhub/contracts';

/** A sorting rule as the decision reads it (the conditions; what a rule prints is not read here). */
export interface SortRule {
  id: number;
  code: string;
  sortType: SortType;
  /** Higher wins. */
  level: number;
  bayNumber: number;
  /** Conditions; null (or an empty list) means "any". */
  customerId: number | null;
  destinations: readonly string[];
  productCode: string | null;
  carrierCode: string | null;
  postcodeFrom: string | null;
  postcodeTo: string | null;
  /** How many leading characters of the postcode are compared; null: as many as the range's bounds have. */
  postcodeLength: number | null;
  /** Kilograms, inclusive, as decimal strings. */
  weightMin: string | null;
  weightMax: string | null;
  machinable: boolean | null;
  validFrom: Date | null;
  validTo: Date | null;
  enabled: boolean;
  createdAt: Date;
}

/** What the decision knows of a parcel. */
export interface ParcelFacts {
  customerId: number;
  /** ISO 3166-1 alpha-2. */
  destination: string;
  postcode: string;
  /** Kilograms, a decimal string. */
  weightKg: string;
  productCode: string | null;
  carrierCode: string | null;
  machinable?: boolean | null;
}
