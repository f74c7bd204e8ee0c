import { ADDRESS_TYPES, LANGUAGES, type Language } from '@parcelhub/contracts';
import { countryCodeOf, yesNoReader } from '../../platform/sheets/cells';
import { defineSheet } from '../../platform/sheets/define-sheet';
import type { AddressRow } from './addresses.repository';

export const TYPE_WORDS: Record<AddressRow['type'], Record<Language, string>> = {
  RECIPIENT: { zh: '收件地址', en: 'Recipient', ko: '수취인 주소' },
  SENDER: { zh: '发件地址', en: 'Sender', ko: '발송인 주소' },
  RETURN: { zh: '退件地址', en: 'Return', ko: '반품 주소' },
};
export const YES: Record<Language, [string, string]> = { zh: ['是', '否'], en: ['Yes', 'No'], ko: ['예', '아니요'] };

/** Rows one import may hold past the header (the goal: 10,000 with a per-row report). */
export const MAX_IMPORT_ROWS = 10_000;

/** An address as the export writes it: the row, and its country's name in the reader's language. */
export type ExportedAddress = AddressRow & { countryName: string | null };

/**
 * The address book's sheet, shared by the template, the import and the export (an exported file imports back).
 * Column keys are AddressInput's fields, so a row's validation errors name their column.
 */
export const ADDRESS_SHEET = defineSheet<ExportedAddress>({
  name: { zh: '地址簿导出', en: 'Address book export', ko: '주소록 내보내기' },
  maxRows: MAX_IMPORT_ROWS,
  columns: [
    {
      key: 'type',
      header: { zh: '类型', en: 'Type', ko: '유형' },
      width: 10,
      required: true,
      list: (lang) => ADDRESS_TYPES.map((t) => TYPE_WORDS[t][lang]),
      format: (r, lang) => TYPE_WORDS[r.type][lang],
    },
    {
      key: 'name',
      header: { zh: '姓名/公司', en: 'Name/company', ko: '이름/회사' },
      width: 24,
      required: true,
      format: (r) => r.name,
    },
    {
      key: 'countryCode',
      header: { zh: '国家/地区', en: 'Country/region', ko: '국가/지역' },
      width: 18,
      required: true,
      parse: countryCodeOf,
      format: (r) => `${r.countryName ?? r.countryCode} (${r.countryCode})`,
    },
    {
      key: 'province',
      header: { zh: '省/州', en: 'Province/state', ko: '주/도' },
      width: 16,
      required: true,
      format: (r) => r.province,
    },
    { key: 'city', header: { zh: '城市', en: 'City', ko: '도시' }, width: 16, required: true, format: (r) => r.city },
    {
      key: 'zipCode',
      header: { zh: '邮编', en: 'Postcode', ko: '우편번호' },
      width: 10,
      required: true,
      format: (r) => r.zipCode,
    },
    {
      key: 'address1',
      header: { zh: '地址 1', en: 'Address 1', ko: '주소 1' },
      width: 36,
      required: true,
      format: (r) => r.address1,
    },
    { key: 'address2', header: { zh: '地址 2', en: 'Address 2', ko: '주소 2' }, width: 24, format: (r) => r.address2 },
    {
      key: 'customsNo',
      header: { zh: '清关编码', en: 'Customs code', ko: '통관 코드' },
      width: 16,
      format: (r) => r.customsNo,
    },
    {
      key: 'phone',
      header: { zh: '电话', en: 'Phone', ko: '전화번호' },
      width: 18,
      required: true,
      format: (r) => r.phone,
    },
    { key: 'email', header: { zh: '邮箱', en: 'Email', ko: '이메일' }, width: 24, format: (r) => r.email },
    {
      key: 'isDefault',
      header: { zh: '默认', en: 'Default', ko: '기본' },
      width: 8,
      list: (lang) => [...YES[lang]],
      parse: yesNoReader(
        LANGUAGES.map((l) => YES[l][0]),
        LANGUAGES.map((l) => YES[l][1]),
      ),
      format: (r, lang) => (r.isDefault ? YES[lang][0] : YES[lang][1]),
    },
  ],
});

/** The headers by language (the specs build files from them). */
export const HEADERS = Object.fromEntries(
  (['zh', 'en', 'ko'] as const).map((l) => [l, ADDRESS_SHEET.headers(l)]),
) as Record<Language, string[]>;
