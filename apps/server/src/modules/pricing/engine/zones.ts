import type { CompileContext } from './compile-context';
import type { ZoneEntryExplain } from './result';
import type { PostcodeRangeInput, ZoneEntryInput, ZoneEntryType } from './types';

/** Uppercase, without spaces and '-': how postcodes and prefixes are compared. */
export const normalisePostcode = (postcode: string): string => postcode.toUpperCase().replace(/[\s-]/g, '');

const US_POSTCODE = /^\d{5}(?:-\d{4})?$/;
const ANY_POSTCODE = /^[A-Za-z0-9 -]{0,20}$/;

/** US: 12345 or 12345-6789. Elsewhere letters, digits, spaces and '-' (at most 20, may be empty). */
export const validPostcode = (country: string, postcode: string): boolean =>
  (country === 'US' ? US_POSTCODE : ANY_POSTCODE).test(postcode);

const PREFIX = /^[A-Z0-9]*$/;
const COUNTRY = /^[A-Z]{2}$/;

/** A compiled range: its explanation doubles as the answer's `typeEntry` / `zoneEntry`. */
interface Range<T> {
  from: string;
  to: string;
  value: T;
}

/** The ranges of one country and one prefix length, sorted by `from` and not overlapping: binary search. */
interface Level<T> {
  length: number;
  ranges: Range<T>[];
}

/** Per country, its levels from the most specific (longest prefix) to the least. */
export type RangeTable<T> = ReadonlyMap<string, readonly Level<T>[]>;

export interface ZoneEntry {
  zone: string | null;
  type: ZoneEntryType;
  explain: ZoneEntryExplain;
}

/** The range of `level` containing the postcode's prefix, or undefined. */
function find<T>(level: Level<T>, postcode: string): Range<T> | undefined {
  const key = postcode.slice(0, level.length);
  const ranges = level.ranges;
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const r = ranges[mid] as Range<T>;
    if (key < r.from) hi = mid - 1;
    else if (key > r.to) lo = mid + 1;
    else return r;
  }
  return undefined;
}

/**
 * Groups ranges by country and prefix length, sorts them, and merges overlapping ones when `same` says they carry
 * the same value (otherwise an OVERLAP error: which one wins would be a guess).
 */
function buildTable<T>(
  ctx: CompileContext,
  path: string,
  rows: readonly PostcodeRangeInput[],
  valueOf: (row: number, from: string, to: string) => T,
  same: (a: T, b: T) => boolean,
): RangeTable<T> {
  const byCountry = new Map<string, Map<number, (Range<T> & { row: number })[]>>();
  rows.forEach((row, i) => {
    const country = String(row.country).toUpperCase();
    const from = normalisePostcode(String(row.from));
    const to = normalisePostcode(String(row.to));
    if (!COUNTRY.test(country) || !PREFIX.test(from) || from.length !== to.length || from > to) {
      ctx.error(`${path}[${i}]`, 'INVALID_VALUE');
      return;
    }
    const levels = byCountry.get(country) ?? new Map<number, (Range<T> & { row: number })[]>();
    byCountry.set(country, levels);
    const level = levels.get(from.length) ?? [];
    levels.set(from.length, level);
    level.push({ from, to, value: valueOf(i, from, to), row: i });
  });
  const table = new Map<string, Level<T>[]>();
  for (const [country, levels] of byCountry) {
    const compiled: Level<T>[] = [];
    for (const [length, ranges] of levels) {
      ranges.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
      const merged: Range<T>[] = [];
      let last: Range<T> | undefined;
      for (const r of ranges) {
        if (last === undefined || r.from > last.to) {
          last = { from: r.from, to: r.to, value: r.value };
          merged.push(last);
        } else if (same(last.value, r.value)) {
          if (r.to > last.to) last.to = r.to;
        } else {
          ctx.error(`${path}[${r.row}]`, 'OVERLAP');
        }
      }
      compiled.push({ length, ranges: merged });
    }
    table.set(
      country,
      compiled.sort((a, b) => b.length - a.length),
    );
  }
  return table;
}

export function compileZoneTable(ctx: CompileContext, rows: readonly ZoneEntryInput[]): RangeTable<ZoneEntry> {
  return buildTable<ZoneEntry>(
    ctx,
    'zones',
    rows,
    (i, from, to) => {
      const row = rows[i] as ZoneEntryInput;
      const type = ctx.oneOf(`zones[${i}].type`, row.type, ['DELIVERY', 'REMOTE', 'NO_DELIVERY'] as const);
      const zone = row.zone === null || row.zone === undefined || row.zone === '' ? null : String(row.zone);
      const explain = { country: String(row.country).toUpperCase(), from, to, zone, type };
      return { zone, type, explain };
    },
    (a, b) => a.zone === b.zone && a.type === b.type,
  );
}

/** A postcode-group library: only whether a postcode is in it matters, so overlapping ranges simply merge. */
export function compilePostcodeList(
  ctx: CompileContext,
  path: string,
  rows: readonly PostcodeRangeInput[],
): RangeTable<true> {
  return buildTable<true>(
    ctx,
    path,
    rows,
    () => true,
    () => true,
  );
}

export function inList(table: RangeTable<true>, country: string, postcode: string): boolean {
  for (const level of table.get(country) ?? []) {
    if (level.length <= postcode.length && find(level, postcode)) return true;
  }
  return false;
}

export interface ZoneMatch {
  /** The most specific entry covering the postcode: delivery, remote or no delivery. */
  typeEntry: ZoneEntry | null;
  /** The most specific entry carrying a zone. */
  zoneEntry: ZoneEntry | null;
}

/** The entry that decides the type and the one that gives the zone (often the same one). */
export function matchZone(table: RangeTable<ZoneEntry>, country: string, postcode: string): ZoneMatch {
  let typeEntry: ZoneEntry | null = null;
  for (const level of table.get(country) ?? []) {
    if (level.length > postcode.length) continue;
    const entry = find(level, postcode)?.value;
    if (entry === undefined) continue;
    typeEntry ??= entry;
    if (entry.zone !== null) return { typeEntry, zoneEntry: entry };
  }
  return { typeEntry, zoneEntry: null };
}
