/**
 * Postcode entries as the pricing engine and the order rules read them. An entry is a postcode or a range; either
 * covers the postcodes whose leading characters fall between its two keys (spec 001 §5: "US zip ranges match by
 * leading digits from start to end"), so '995'–'999' covers 99500 to 99999 and '10001' covers 10001-1234 too.
 * Pure functions, shared by the server (which stores the keys) and the web form (which checks as the server will).
 */

/** The longest postcode or range end, as written. */
export const MAX_POSTCODE_LENGTH = 20;

/** A postcode as written: letters, digits, space or '-' (spec 001 §5). */
export const POSTCODE_TEXT = /^[A-Za-z0-9 -]+$/;

/** A US ZIP prefix (1 to 5 digits) or a ZIP+4 (`99501-1234`, `99501 1234`, `995011234`). */
const US_PREFIX = /^\d{1,5}$/;
const US_ZIP4 = /^\d{5}[- ]?\d{4}$/;

/** The comparable form of a postcode: upper case, without spaces and '-'. */
export const postcodeKey = (postcode: string): string => postcode.toUpperCase().replace(/[\s-]/g, '');

/** True for a US postcode entry: a ZIP prefix of 1 to 5 digits or a ZIP+4. */
export const isUsPostcode = (postcode: string): boolean => {
  const v = postcode.trim();
  return US_PREFIX.test(v) || US_ZIP4.test(v);
};

/** A range by its keys: `from` and `to` have the same length and `from <= to` (compared character by character). */
export interface PostcodeRange {
  from: string;
  to: string;
}

/**
 * The keys of an entry: a single postcode is a range of itself; a range's ends are padded to the same length, the
 * start with '0' (the lowest character) and the end with '9' (digits only) or 'Z' (the highest letter), so
 * '1'–'199' becomes '100'–'199' and 'AB'–'AC9' becomes 'AB0'–'AC9'.
 */
export function rangeKeys(start: string, end = ''): PostcodeRange {
  const from = postcodeKey(start);
  const to = end.trim() === '' ? from : postcodeKey(end);
  const length = Math.max(from.length, to.length);
  const digits = /^\d*$/.test(from) && /^\d*$/.test(to);
  return { from: from.padEnd(length, '0'), to: to.padEnd(length, digits ? '9' : 'Z') };
}

/** Whether a range covers a postcode key: its leading characters, as many as the range's keys hold, within it. */
export function rangeCovers(range: PostcodeRange, key: string): boolean {
  const length = range.from.length;
  if (length === 0 || key.length < length) return false;
  const head = key.slice(0, length);
  return range.from <= head && head <= range.to;
}

/** Whether any of the ranges covers the postcode (as written: it is normalised here). */
export const rangesCover = (ranges: readonly PostcodeRange[], postcode: string): boolean => {
  const key = postcodeKey(postcode);
  return ranges.some((r) => rangeCovers(r, key));
};

/** What is wrong with an entry of a group of `countryCode`, beyond its characters: the field and why. */
export type PostcodeEntryProblem =
  { field: 'start' | 'end'; problem: 'usPostcode' } | { field: 'end'; problem: 'rangeLength' | 'rangeReversed' };

/**
 * The rules that depend on the group's destination: US entries are ZIP prefixes or ZIP+4 and a US range's ends
 * have the same number of digits; in every country a range starts at or before its end.
 */
export function postcodeEntryProblem(countryCode: string, start: string, end = ''): PostcodeEntryProblem | null {
  const isRange = end.trim() !== '';
  if (countryCode === 'US') {
    if (!isUsPostcode(start)) return { field: 'start', problem: 'usPostcode' };
    if (isRange && !isUsPostcode(end)) return { field: 'end', problem: 'usPostcode' };
    if (isRange && postcodeKey(start).length !== postcodeKey(end).length)
      return { field: 'end', problem: 'rangeLength' };
  }
  if (!isRange) return null;
  const { from, to } = rangeKeys(start, end);
  return from <= to ? null : { field: 'end', problem: 'rangeReversed' };
}
