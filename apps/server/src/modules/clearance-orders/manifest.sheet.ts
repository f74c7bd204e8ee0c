import type { Readable } from 'node:stream';
import { ManifestLineInput, MANIFEST_MAX_LINES, type Language } from '@parcelhub/contracts';
import { countryCodeOf } from '../../platform/sheets/cells';
import { defineSheet } from '../../platform/sheets/define-sheet';
import { dataRows, fieldReasons, type BadRow } from '../../platform/sheets/parse';
import type { ManifestLine } from './checks/manifest-checks';

const CONSIGNEE: Record<string, 'PERSONAL' | 'BUSINESS'> = {
  个人: 'PERSONAL',
  personal: 'PERSONAL',
  개인: 'PERSONAL',
  企业: 'BUSINESS',
  business: 'BUSINESS',
  사업자: 'BUSINESS',
};
const consigneeOf = (text: string) => CONSIGNEE[text.trim().toLowerCase()] ?? text.trim().toUpperCase();

/** The MANIFEST attachment: one goods line of one parcel per row (template, upload, and the check read it). */
export const MANIFEST_SHEET = defineSheet({
  name: { zh: '舱单', en: 'Manifest', ko: '적하목록' },
  maxRows: MANIFEST_MAX_LINES,
  columns: [
    { key: 'parcelNo', header: { zh: '包裹号', en: 'Parcel number', ko: '소포 번호' }, width: 20, required: true },
    { key: 'bagNo', header: { zh: '袋号', en: 'Bag number', ko: '백 번호' }, width: 18, required: true },
    { key: 'goodsName', header: { zh: '品名', en: 'Goods name', ko: '품명' }, width: 28, required: true },
    { key: 'hsCode', header: { zh: 'HS 编码', en: 'HS code', ko: 'HS 코드' }, width: 12, required: true },
    { key: 'quantity', header: { zh: '数量', en: 'Quantity', ko: '수량' }, width: 10, required: true },
    { key: 'weightKg', header: { zh: '重量(kg)', en: 'Weight (kg)', ko: '중량(kg)' }, width: 12, required: true },
    {
      key: 'declaredValue',
      header: { zh: '申报价值', en: 'Declared value', ko: '신고 가격' },
      width: 14,
      required: true,
    },
    {
      key: 'country',
      header: { zh: '目的国', en: 'Destination country', ko: '도착 국가' },
      width: 12,
      required: true,
      parse: countryCodeOf,
    },
    {
      key: 'consigneeType',
      header: { zh: '收件人类型', en: 'Consignee type', ko: '수취인 유형' },
      width: 14,
      required: true,
      list: (lang: Language) =>
        lang === 'zh' ? ['个人', '企业'] : lang === 'ko' ? ['개인', '사업자'] : ['Personal', 'Business'],
      parse: consigneeOf,
    },
    {
      key: 'personalCustomsCode',
      header: { zh: '个人通关代码', en: 'Personal customs code', ko: '개인통관고유부호' },
      width: 18,
    },
    { key: 'eori', header: { zh: 'EORI 号', en: 'EORI number', ko: 'EORI 번호' }, width: 18 },
    { key: 'zip', header: { zh: '邮编', en: 'ZIP code', ko: '우편번호' }, width: 12 },
  ],
});

/**
 * A manifest's lines, read from its file: the shapes each row must have (a negative value, a missing column) are
 * refused with the row's number and reasons in `lang`; what the good lines mean together is the check's.
 */
export async function readManifest(input: Readable, lang: Language): Promise<{ lines: ManifestLine[]; bad: BadRow[] }> {
  const lines: ManifestLine[] = [];
  const bad: BadRow[] = [];
  const rows = dataRows(input, { matches: (cells) => MANIFEST_SHEET.matches(cells), maxRows: MANIFEST_MAX_LINES });
  for await (const row of rows) {
    const parsed = ManifestLineInput.safeParse(MANIFEST_SHEET.read(row.cells));
    if (parsed.success) lines.push({ lineNo: row.number, ...parsed.data });
    else
      bad.push({
        number: row.number,
        reasons: fieldReasons(MANIFEST_SHEET, parsed.error.issues, lang),
        cells: row.cells,
      });
  }
  return { lines, bad };
}
