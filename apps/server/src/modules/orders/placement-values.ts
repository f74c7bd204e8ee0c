import { createHash } from 'node:crypto';
import Decimal from 'decimal.js';
import type { OrderParty, PlaceOrderData } from '@parcelhub/contracts';
import { PATTERNS, zipCodeProblem } from '@parcelhub/contracts';
import type { StoredBox, StoredDeclaration } from './orders.tables';

/*
 * What a placement request becomes before it is priced and written: its fingerprint, its totals, its boxes and
 * declarations as stored, the receiver's country rules, a party as an address-book entry. Plain functions.
 */

export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,100}$/;

/** The body's fingerprint: keys sorted, so the same order sent twice hashes the same whatever its key order. */
export function requestHash(input: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(input)))
    .digest('hex');
}

export const declaredValueOf = (declarations: PlaceOrderData['declarations']) =>
  declarations.reduce((sum, d) => sum.plus(new Decimal(d.unitValue).times(d.quantity)), new Decimal(0)).toFixed(2);

export const totalWeightOf = (boxes: { weight: string }[]) =>
  boxes.reduce((sum, b) => sum.plus(b.weight), new Decimal(0)).toFixed(3);

export const storedBoxes = (boxes: PlaceOrderData['boxes']): StoredBox[] =>
  boxes.map((b, i) => ({ no: i + 1, length: b.length, width: b.width, height: b.height, weight: b.weight }));

export const storedDeclarations = (d: PlaceOrderData['declarations']): StoredDeclaration[] =>
  d.map((x) => ({ ...x, quantity: Number(x.quantity) }));

export function receiverProblem(r: OrderParty): string | null {
  if (zipCodeProblem(r.countryCode, r.zipCode)) return 'zipCode';
  if (r.countryCode === 'DE' && !r.houseNumber && !/\d/.test(r.address1)) return 'houseNumber';
  if (r.countryCode === 'KR' && !PATTERNS.krCustomsNo.test(r.customsNo)) return 'customsNo';
  return null;
}

/** A party as an address-book entry (saved when the order asks for it). */
export function addressOf(p: OrderParty) {
  return {
    name: p.name,
    countryCode: p.countryCode,
    province: p.province,
    city: p.city,
    zipCode: p.zipCode,
    address1: p.address1,
    address2: p.address2,
    customsNo: p.customsNo,
    phone: p.phone,
    email: p.email,
    isDefault: false,
  };
}
