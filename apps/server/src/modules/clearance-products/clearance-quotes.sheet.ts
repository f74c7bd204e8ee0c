import type { Language } from '@parcelhub/contracts';
import { defineSheet, type ColumnDefinition, type Words } from '../../platform/sheets/define-sheet';
import { writeSheetTemplate } from '../../platform/sheets/template';

/** Rows one quote import may hold past the header. */
export const MAX_QUOTE_ROWS = 5_000;

const PRICE_COLUMNS: ColumnDefinition<never>[] = [
  { key: 'currencyNo', header: { zh: '币种', en: 'Currency', ko: '통화' }, width: 10, required: true },
  { key: 'billPrice', header: { zh: '每票价格', en: 'Per bill', ko: '건당 가격' }, width: 12, required: true },
  { key: 'bagPrice', header: { zh: '每袋价格', en: 'Per bag', ko: '백당 가격' }, width: 12, required: true },
  { key: 'kgPrice', header: { zh: '每公斤价格', en: 'Per kg', ko: 'kg당 가격' }, width: 12, required: true },
  { key: 'parcelPrice', header: { zh: '每件价格', en: 'Per parcel', ko: '소포당 가격' }, width: 12, required: true },
  { key: 'minPrice', header: { zh: '最低收费', en: 'Minimum', ko: '최저 요금' }, width: 12, required: true },
];

const PRODUCT_CODE: ColumnDefinition<never> = {
  key: 'productCode',
  header: { zh: '清关产品代码', en: 'Clearance product code', ko: '통관 상품 코드' },
  width: 22,
  required: true,
};

/** The sale quote sheet (`quoteTemplateDownload`, `quoteTemplateImport`): one row per product and quote name. */
export const SALE_QUOTE_SHEET = defineSheet({
  name: { zh: '销售报价', en: 'Sale quotes', ko: '판매 견적' },
  maxRows: MAX_QUOTE_ROWS,
  columns: [
    PRODUCT_CODE,
    { key: 'name', header: { zh: '报价名称', en: 'Quote name', ko: '견적 이름' }, width: 20, required: true },
    ...PRICE_COLUMNS,
  ],
});

/** The cost quote sheet (`costQuoteTemplateDownload`, `addAndUpdateQuoteImport`): one row per product. */
export const COST_QUOTE_SHEET = defineSheet({
  name: { zh: '成本报价', en: 'Cost quotes', ko: '원가 견적' },
  maxRows: MAX_QUOTE_ROWS,
  columns: [PRODUCT_CODE, ...PRICE_COLUMNS],
});

export const QUOTE_WORDS = {
  notes: { zh: '填写说明', en: 'How to fill in', ko: '작성 방법' },
  saleTemplate: { zh: '清关销售报价模板', en: 'clearance-sale-quote-template', ko: '통관 판매 견적 템플릿' },
  costTemplate: { zh: '清关成本报价模板', en: 'clearance-cost-quote-template', ko: '통관 원가 견적 템플릿' },
  saleReport: { zh: '清关销售报价导入错误', en: 'clearance-sale-quote-errors', ko: '통관 판매 견적 가져오기 오류' },
  costReport: { zh: '清关成本报价导入错误', en: 'clearance-cost-quote-errors', ko: '통관 원가 견적 가져오기 오류' },
  saleTask: { zh: '清关销售报价导入', en: 'Clearance sale quote import', ko: '통관 판매 견적 가져오기' },
  costTask: { zh: '清关成本报价导入', en: 'Clearance cost quote import', ko: '통관 원가 견적 가져오기' },
  unknownProduct: {
    zh: '清关产品不存在：{v}',
    en: 'No such clearance product: {v}',
    ko: '존재하지 않는 통관 상품: {v}',
  },
  duplicate: { zh: '与第 {v} 行重复', en: 'Same as row {v}', ko: '{v}행과 같습니다' },
} satisfies Record<string, Words>;

const NOTES = (kind: 'SALE' | 'COST'): Record<Language, string[]> => ({
  zh: [
    '带 * 的列必填。第 2 行是示例，导入前请删除或替换。',
    kind === 'SALE'
      ? '同一产品下已有同名销售报价的行会更新该报价，否则新增。'
      : '每个产品一个成本报价：已有则更新，否则新增。',
    '价格为不小于 0 的数字，最多 2 位小数；币种为 3 位大写字母（如 CNY）。',
    '收费 = 每票×票数 + 每袋×袋数 + 每公斤×公斤数 + 每件×件数，低于最低收费时按最低收费。',
    `一次最多导入 ${MAX_QUOTE_ROWS} 行。有错误的行不会导入，可在任务中心下载错误报告。`,
  ],
  en: [
    'Columns marked * are required. Row 2 is an example: delete or replace it before importing.',
    kind === 'SALE'
      ? 'A row naming a sale quote the product already has updates it; otherwise a quote is added.'
      : 'One cost quote per product: updated when there is one, otherwise added.',
    'Prices are numbers of at least 0 with at most 2 decimals; the currency is 3 capital letters (e.g. CNY).',
    'Charge = per bill × bills + per bag × bags + per kg × kg + per parcel × parcels, and never less than the minimum.',
    `At most ${MAX_QUOTE_ROWS} rows at once. Rows with errors are not imported: download the report from the task center.`,
  ],
  ko: [
    '* 표시된 열은 필수입니다. 2행은 예시이므로 가져오기 전에 지우거나 바꾸세요.',
    kind === 'SALE'
      ? '상품에 같은 이름의 판매 견적이 있으면 그 견적을 고치고, 없으면 추가합니다.'
      : '상품마다 원가 견적은 하나입니다: 있으면 고치고, 없으면 추가합니다.',
    '가격은 0 이상, 소수점 이하 최대 2자리 숫자입니다. 통화는 대문자 3자리입니다(예: CNY).',
    '요금 = 건당×건수 + 백당×백 수 + kg당×kg + 소포당×소포 수이며, 최저 요금보다 낮으면 최저 요금을 받습니다.',
    `한 번에 최대 ${MAX_QUOTE_ROWS}행까지 가져올 수 있습니다. 오류가 있는 행은 가져오지 않으며, 작업 센터에서 오류 보고서를 내려받을 수 있습니다.`,
  ],
});

/** The template of the sale or cost quote sheet in the reader's language, with an example row and notes. */
export function writeQuoteTemplate(kind: 'SALE' | 'COST', lang: Language, productCode = 'ICN-B2C') {
  const prices = ['CNY', '25.00', '8.00', '1.20', '0.50', '100.00'];
  return kind === 'SALE'
    ? writeSheetTemplate(SALE_QUOTE_SHEET, lang, {
        notesName: QUOTE_WORDS.notes[lang],
        notes: NOTES('SALE')[lang],
        example: [productCode, 'Standard', ...prices],
        fileName: QUOTE_WORDS.saleTemplate[lang],
      })
    : writeSheetTemplate(COST_QUOTE_SHEET, lang, {
        notesName: QUOTE_WORDS.notes[lang],
        notes: NOTES('COST')[lang],
        example: [productCode, ...prices],
        fileName: QUOTE_WORDS.costTemplate[lang],
      });
}
