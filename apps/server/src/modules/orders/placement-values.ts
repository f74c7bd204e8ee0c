import { createHash } from 'node:crypto';
import Decimal from 'decimal.js';
import type { OrderParty, PlaceOrderData } from '@parcelhub/contracts';
import { PATTERNS, zipCodeProblem } from '@parcelhub/contracts';
import type { StoredBox, StoredDeclaration } from './orders.tables';

/*
 * What a placement request becomes before it is priced and written: its fingerprint, its totals, its boxes and
 * declarations as stored, the receiver's country rules, a party as an address-book entry. Plain functions.
 */

export { IDEMPOTENCY_KEY } from '../../platform/http/idempotency';

/** Keys JavaScript orders first in an object, ascending by value: array indexes ('0', '7', '10', below 2^32 - 1). */
const isIndexKey = (k: string) => k.charCodeAt(0) <= 57 && /^(?:0|[1-9]\d*)$/.test(k) && Number(k) < 4294967295;

/** Characters JSON escapes (or may: a surrogate alone); a string without them is written as it is, quoted. */
// eslint-disable-next-line no-control-regex -- the control characters are what JSON escapes
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;
const quoted = (s: string) => (NEEDS_ESCAPE.test(s) ? JSON.stringify(s) : `"${s}"`);

/**
 * A value as JSON with every object's keys sorted, written directly: what `JSON.stringify` gives for a copy of the
 * value whose objects were rebuilt with their keys in `sort()` order (an object lists index keys first, numerically,
 * then the others in the order they were added), never calling `toJSON` (a Date is `{}`). Fingerprints stored before
 * were made that way, so this must give the same text for every value (`placement-values.spec.ts` holds it to that).
 */
export function canonicalJson(v: unknown): string | undefined {
  if (typeof v === 'string') return quoted(v);
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : 'null';
  if (v === null || typeof v !== 'object') return JSON.stringify(v) as string | undefined;
  if (Array.isArray(v)) {
    let out = '[';
    for (let i = 0; i < v.length; i++) out += (i > 0 ? ',' : '') + (canonicalJson(v[i]) ?? 'null'); // a hole, undefined or a function: null
    return out + ']';
  }
  const sorted = Object.keys(v).sort();
  const indexes = sorted.filter(isIndexKey);
  const keys =
    indexes.length === 0
      ? sorted
      : [...indexes.sort((a, b) => Number(a) - Number(b)), ...sorted.filter((k) => !isIndexKey(k))];
  let out = '{';
  for (const k of keys) {
    const value = canonicalJson((v as Record<string, unknown>)[k]);
    if (value === undefined) continue;
    out += (out.length > 1 ? ',' : '') + quoted(k) + ':' + value;
  }
  return out + '}';
}

/** The body's fingerprint: keys sorted, so the same order sent twice hashes the same whatever its key order. */
export function requestHash(input: unknown): string {
  return createHash('sha256')
    .update(canonicalJson(input) ?? '')
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
