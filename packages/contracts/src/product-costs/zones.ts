import { z } from 'zod';
import {
  countryCodeField,
  filterText,
  idField,
  optionalText,
  pageNoField,
  pageSizeField,
  requiredText,
} from '../common/fields';
import { PATTERNS } from '../common/rules';
import type { Language } from '../common/language';

export const ZIP_CODE_TYPES = ['DELIVERY', 'REMOTE', 'NO_DELIVERY'] as const;
export const ZipCodeType = z.enum(ZIP_CODE_TYPES);
export type ZipCodeType = z.infer<typeof ZipCodeType>;

export const ZIP_CODE_TYPE_WORDS: Record<ZipCodeType, Record<Language, string>> = {
  DELIVERY: { zh: '派送', en: 'Delivery', ko: '배송' },
  REMOTE: { zh: '偏远', en: 'Remote', ko: '도서산간' },
  NO_DELIVERY: { zh: '不派送', en: 'No delivery', ko: '배송 불가' },
};

/** The longest postcode (or range end) a zone row takes, spaces removed. */
export const MAX_ZIP_LENGTH = 12;

export type ZipProblem = 'CHARACTERS' | 'US_DIGITS' | 'TOO_LONG' | 'RANGE_LENGTH' | 'RANGE_ORDER';

export const ZIP_PROBLEM_WORDS: Record<ZipProblem, Record<Language, string>> = {
  CHARACTERS: {
    zh: '邮编只能包含字母、数字、空格或“-”',
    en: "Postcode accepts letters, digits, space or '-'",
    ko: "우편번호는 문자, 숫자, 공백 또는 '-'만 허용됩니다",
  },
  US_DIGITS: {
    zh: '美国邮编只能是数字（1-5 位的邮编或前缀，或如 995-999 的区间）',
    en: 'A US postcode is digits: a postcode or prefix of 1-5 digits, or a range such as 995-999',
    ko: '미국 우편번호는 숫자여야 합니다(1-5자리 우편번호나 접두사, 또는 995-999 같은 구간)',
  },
  TOO_LONG: {
    zh: `邮编最多 ${MAX_ZIP_LENGTH} 个字符`,
    en: `A postcode has at most ${MAX_ZIP_LENGTH} characters`,
    ko: `우편번호는 최대 ${MAX_ZIP_LENGTH}자입니다`,
  },
  RANGE_LENGTH: {
    zh: '区间的起止邮编位数必须相同（如 995-999 或 99500-99999）',
    en: 'Both ends of a range must have the same length (995-999, 99500-99999)',
    ko: '구간의 시작과 끝은 자릿수가 같아야 합니다(995-999, 99500-99999)',
  },
  RANGE_ORDER: {
    zh: '区间的起始邮编不能大于结束邮编',
    en: 'A range must not start above its end',
    ko: '구간의 시작이 끝보다 클 수 없습니다',
  },
};

export type ParsedZip =
  { ok: true; zipCode: string; zipFrom: string; zipTo: string } | { ok: false; problem: ZipProblem };

const US_PART = /^\d{1,5}$/;

/**
 * A zone row's postcode as written: empty (the whole country), a postcode or leading part ("10001", "SW1A"), or a
 * range of two same-length parts ("995-999", "99500-99999"; '~' also separates). Normalised: uppercase, spaces
 * removed. A postcode holding a '-' of its own ("1000-001") is one postcode when its two sides differ in length.
 * US postcodes are digits.
 */
export function parseZipCode(countryCode: string, written: string): ParsedZip {
  const text = written.toUpperCase().replace(/\s+/g, '');
  if (text === '') return { ok: true, zipCode: '', zipFrom: '', zipTo: '' };
  if (!/^[A-Z0-9~-]+$/.test(text)) return { ok: false, problem: 'CHARACTERS' };
  const parts = text.split(/[-~]/);
  const isUs = countryCode === 'US';
  const twoSides = parts.length === 2 && parts[0] !== '' && parts[1] !== '';
  let from = text;
  let to = text;
  if (twoSides && parts[0]!.length === parts[1]!.length) [from, to] = parts as [string, string];
  else if (isUs && parts.length > 1) return { ok: false, problem: twoSides ? 'RANGE_LENGTH' : 'US_DIGITS' };
  else if (text.includes('~') || parts.length > 2 || parts.some((p) => p === ''))
    return { ok: false, problem: 'CHARACTERS' };
  if (from.length > MAX_ZIP_LENGTH || to.length > MAX_ZIP_LENGTH) return { ok: false, problem: 'TOO_LONG' };
  if (isUs && (!US_PART.test(from) || !US_PART.test(to))) return { ok: false, problem: 'US_DIGITS' };
  if (from > to) return { ok: false, problem: 'RANGE_ORDER' };
  return { ok: true, zipCode: from === to ? from : `${from}-${to}`, zipFrom: from, zipTo: to };
}

/** One zone row as an operator edits it on the cost's page (and as each import row is checked). */
export const ZoneInput = z.object({
  id: idField.optional(),
  costId: idField,
  countryCode: countryCodeField,
  /** A postcode, a leading part or a range ("995-999"); empty: the whole country. */
  zipCode: optionalText(40),
  zipCodeType: ZipCodeType.default('DELIVERY'),
  areaBelongs: requiredText(32),
  deliveryPlace: optionalText(100),
  zipCodeFormat: optionalText(50),
  deliveryTimeType: optionalText(50),
  remark: optionalText(500, { multiLine: true }),
  isRemote: z.boolean().optional(),
});
export type ZoneInput = z.input<typeof ZoneInput>;

export const ZoneQuery = z.object({
  pageNo: pageNoField,
  pageSize: pageSizeField(500, 20),
  countryCode: z.string().trim().regex(PATTERNS.upper2, { error: 'upper2' }).optional(),
  areaBelongs: filterText(32),
  zipCodeType: ZipCodeType.optional(),
  /** Matches the postcode, the delivery place or the remark. */
  keyword: filterText(100),
});
export type ZoneQuery = z.input<typeof ZoneQuery>;

export const Zone = z.object({
  id: z.number(),
  costId: z.number(),
  countryCode: z.string(),
  zipCode: z.string(),
  zipFrom: z.string(),
  zipTo: z.string(),
  zipCodeType: ZipCodeType,
  zipCodeTypeI18n: z.string(),
  areaBelongs: z.string(),
  deliveryPlace: z.string(),
  zipCodeFormat: z.string(),
  deliveryTimeType: z.string(),
  remark: z.string(),
  isRemote: z.boolean(),
  updatedAt: z.string(),
});
export type Zone = z.infer<typeof Zone>;

export const ZoneIdsInput = z.object({
  costId: idField,
  ids: z.array(idField).min(1, { error: 'required' }).max(500, { error: 'tooMany|max=500' }),
});
export type ZoneIdsInput = z.input<typeof ZoneIdsInput>;

export const ZoneTemplateQuery = z.object({
  /** The country the template's example row (and the import's rows without a country) use; US by default. */
  countryCode: z.string().trim().regex(PATTERNS.upper2, { error: 'upper2' }).optional(),
});

/** A zone of the cost as the calculation sees it: its rows counted by kind. */
export const ZoneSummary = z.object({
  areaBelongs: z.string(),
  countries: z.array(z.string()),
  rows: z.number(),
  remote: z.number(),
  noDelivery: z.number(),
});
export type ZoneSummary = z.infer<typeof ZoneSummary>;
