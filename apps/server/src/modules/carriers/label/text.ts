import type { LabelData, LabelParty } from './label.types';

/** Longest text a field keeps: a label has room for far less, and a huge string must not cost a huge layout. */
export const MAX_FIELD_CHARS = 300;

// C0 and C1 controls, DEL, line and paragraph separators, bidi controls, BOM: never printed as they are.
// eslint-disable-next-line no-control-regex -- dropping control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/gu;

/** One line of printable text: controls become spaces, runs of spaces one, trimmed and capped. */
export function cleanText(value: unknown): string {
  if (value === null || value === undefined) return '';
  // Cut before cleaning too: a megabyte of input costs no more than a field's worth of work.
  const text = String(value)
    .slice(0, MAX_FIELD_CHARS * 4)
    .replace(CONTROL, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  return text.length > MAX_FIELD_CHARS ? [...text].slice(0, MAX_FIELD_CHARS).join('') : text;
}

/** What a built-in PDF face prints through WinAnsi as the same code point: printable ASCII and Latin-1. */
export const WIN_ANSI_TEXT = /^[\x20-\x7E\u00A0-\u00FF]*$/u;

/**
 * What a built-in PDF font (WinAnsi) can print: accents dropped (é stays, ł becomes l only where Unicode decomposes
 * it), every other run of non-Latin characters shown as one '?'. Used only when the CJK font cannot be loaded.
 */
export function latinOnly(text: string): string {
  if (WIN_ANSI_TEXT.test(text)) return text;
  const out: string[] = [];
  for (const ch of text) {
    if (WIN_ANSI_TEXT.test(ch)) out.push(ch);
    else {
      const base = ch.normalize('NFKD').replace(/\p{M}/gu, '');
      if (base && WIN_ANSI_TEXT.test(base)) out.push(base);
      else if (out[out.length - 1] !== '?') out.push('?');
    }
  }
  return out.join('');
}

/** The letters, digits and punctuation a label's barcodes carry (Code 128, safe in ZPL without escaping). */
export const BARCODE_VALUE = /^[A-Za-z0-9][A-Za-z0-9.\-/]{0,39}$/;

export class LabelDataError extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(`label ${field}: ${reason}`);
    this.name = 'LabelDataError';
  }
}

/** Refuses what no label can carry (numbers the barcode cannot encode); everything else is cleaned, never refused. */
export function checkLabel(label: LabelData, index = 0): void {
  const at = (field: string) => (index > 0 ? `#${index + 1} ${field}` : field);
  for (const field of ['trackingNo', 'insideNumber'] as const) {
    const value = label[field];
    if (typeof value !== 'string' || !BARCODE_VALUE.test(value)) {
      throw new LabelDataError(at(field), 'must be 1-40 letters, digits, dots, dashes or slashes for Code 128');
    }
  }
  if (!Number.isSafeInteger(label.pieces) || label.pieces < 0 || label.pieces > 9999) {
    throw new LabelDataError(at('pieces'), 'must be a whole number from 0 to 9999');
  }
}

/** The paragraphs of an address block, in printing order (empty ones dropped). */
export function partyLines(party: LabelParty, withPhone = true): string[] {
  const street = (party.addressLines ?? []).map(cleanText).filter(Boolean);
  const house = cleanText(party.houseNumber);
  if (house) {
    if (street.length === 0) street.push(house);
    else if (!street[0]!.includes(house)) street[0] = `${street[0]} ${house}`;
  }
  const place = [cleanText(party.city), cleanText(party.province), cleanText(party.postcode)].filter(Boolean);
  const lines = [
    [cleanText(party.name), cleanText(party.company)].filter(Boolean).join('  '),
    withPhone ? cleanText(party.phone) : '',
    ...street,
    [place.join(', '), cleanText(party.countryCode).toUpperCase()].filter(Boolean).join('  '),
  ];
  return lines.filter((l) => l.length > 0);
}

const CHINA_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The label's date text: YYYY-MM-DD in China time for a Date (the platform's operations run there). */
export function dateText(date: string | Date): string {
  if (date instanceof Date) return Number.isNaN(date.getTime()) ? '' : CHINA_DAY.format(date);
  return cleanText(date);
}
