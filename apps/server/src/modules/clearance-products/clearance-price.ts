import Decimal from 'decimal.js';

/** A quote's prices as the database keeps them (decimal text). */
export interface ClearanceQuotePrices {
  billPrice: string;
  bagPrice: string;
  kgPrice: string;
  parcelPrice: string;
  minPrice: string;
}

/** What one clearance is charged for: bills of lading, bags, chargeable kg and parcels. */
export interface ClearanceQuantities {
  bills: number | string;
  bags: number | string;
  kg: number | string;
  parcels: number | string;
}

export interface ClearancePriceResult {
  /** Each part, rounded to cents: price × quantity. */
  lines: { bill: string; bag: string; kg: string; parcel: string };
  /** The sum of the lines. */
  sum: string;
  /** max(minimum, sum), to cents. */
  total: string;
  /** The minimum was charged instead of the sum. */
  minimumApplied: boolean;
}

const cents = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

function quantity(name: string, v: number | string): Decimal {
  const d = new Decimal(v);
  if (!d.isFinite() || d.isNegative()) throw new RangeError(`${name} must be a finite number ≥ 0, not ${String(v)}`);
  return d;
}

/**
 * The charge of one clearance on a quote: each price times its quantity (rounded half up to cents per line), summed,
 * and never less than the quote's minimum. Decimal arithmetic throughout; no float touches money. Part 2 (clearance
 * orders) charges from it.
 */
export function clearancePrice(quote: ClearanceQuotePrices, q: ClearanceQuantities): ClearancePriceResult {
  const line = (price: string, n: Decimal) => cents(new Decimal(price).times(n));
  const bill = line(quote.billPrice, quantity('bills', q.bills));
  const bag = line(quote.bagPrice, quantity('bags', q.bags));
  const kg = line(quote.kgPrice, quantity('kg', q.kg));
  const parcel = line(quote.parcelPrice, quantity('parcels', q.parcels));
  const sum = bill.plus(bag).plus(kg).plus(parcel);
  const minimum = cents(new Decimal(quote.minPrice));
  const minimumApplied = minimum.greaterThan(sum);
  return {
    lines: { bill: bill.toFixed(2), bag: bag.toFixed(2), kg: kg.toFixed(2), parcel: parcel.toFixed(2) },
    sum: sum.toFixed(2),
    total: (minimumApplied ? minimum : sum).toFixed(2),
    minimumApplied,
  };
}
