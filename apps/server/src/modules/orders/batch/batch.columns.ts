import { MAX_BATCH_ROWS, type Language } from '@parcelhub/contracts';
import { defineSheet } from '../../../platform/sheets/define-sheet';

/**
 * The batch template's columns, in sheet order. One row is one box; rows sharing a reference number are one order.
 * `level` says how a column is read:
 * - `order`: read from the first row of the order (later rows leave it blank or repeat it);
 * - `box`: every row is a box;
 * - `declaration`: a row whose declaration columns are filled adds a declaration line to its order.
 */
export type ColumnLevel = 'order' | 'box' | 'declaration';

export interface BatchColumn {
  key: string;
  header: Record<Language, string>;
  level: ColumnLevel;
  /** Marked * in the template (declarations: on the first row of an order). */
  required: boolean;
  width: number;
}

const col = (
  key: string,
  level: ColumnLevel,
  required: boolean,
  width: number,
  zh: string,
  en: string,
  ko: string,
): BatchColumn => ({ key, level, required, width, header: { zh, en, ko } });

export const BATCH_COLUMNS: readonly BatchColumn[] = [
  col('referenceNo', 'order', true, 18, '客户参考号', 'Reference number', '참조 번호'),
  col('productCode', 'order', true, 16, '产品代码', 'Product code', '상품 코드'),
  col('fba', 'order', false, 8, '是否FBA', 'FBA', 'FBA 여부'),
  col('vatNo', 'order', false, 14, 'VAT税号', 'VAT number', 'VAT 번호'),
  col('eoriNo', 'order', false, 14, 'EORI号', 'EORI number', 'EORI 번호'),
  col('remark', 'order', false, 20, '备注', 'Remark', '비고'),
  col('receiverName', 'order', true, 16, '收件人姓名', 'Receiver name', '수취인 이름'),
  col('receiverCompany', 'order', false, 16, '收件人公司', 'Receiver company', '수취인 회사'),
  col('receiverCountry', 'order', true, 12, '收件人国家/地区', 'Receiver country/region', '수취인 국가/지역'),
  col('receiverProvince', 'order', true, 14, '收件人省/州', 'Receiver province/state', '수취인 주/도'),
  col('receiverCity', 'order', true, 14, '收件人城市', 'Receiver city', '수취인 도시'),
  col('receiverZipCode', 'order', true, 12, '收件人邮编', 'Receiver postcode', '수취인 우편번호'),
  col('receiverAddress1', 'order', true, 24, '收件人地址1', 'Receiver address 1', '수취인 주소 1'),
  col('receiverAddress2', 'order', false, 16, '收件人地址2', 'Receiver address 2', '수취인 주소 2'),
  col('receiverHouseNumber', 'order', false, 10, '收件人门牌号', 'Receiver house number', '수취인 번지'),
  col('receiverCustomsNo', 'order', false, 16, '收件人清关编码', 'Receiver customs number', '수취인 통관 번호'),
  col('receiverPhone', 'order', true, 16, '收件人电话', 'Receiver phone', '수취인 전화'),
  col('receiverEmail', 'order', false, 20, '收件人邮箱', 'Receiver email', '수취인 이메일'),
  col('senderName', 'order', false, 14, '发件人姓名', 'Sender name', '발송인 이름'),
  col('senderCompany', 'order', false, 14, '发件人公司', 'Sender company', '발송인 회사'),
  col('senderCountry', 'order', false, 12, '发件人国家/地区', 'Sender country/region', '발송인 국가/지역'),
  col('senderProvince', 'order', false, 12, '发件人省/州', 'Sender province/state', '발송인 주/도'),
  col('senderCity', 'order', false, 12, '发件人城市', 'Sender city', '발송인 도시'),
  col('senderZipCode', 'order', false, 10, '发件人邮编', 'Sender postcode', '발송인 우편번호'),
  col('senderAddress1', 'order', false, 22, '发件人地址1', 'Sender address 1', '발송인 주소 1'),
  col('senderAddress2', 'order', false, 14, '发件人地址2', 'Sender address 2', '발송인 주소 2'),
  col('senderPhone', 'order', false, 14, '发件人电话', 'Sender phone', '발송인 전화'),
  col('senderEmail', 'order', false, 18, '发件人邮箱', 'Sender email', '발송인 이메일'),
  col('length', 'box', true, 10, '长(cm)', 'Length (cm)', '길이(cm)'),
  col('width', 'box', true, 10, '宽(cm)', 'Width (cm)', '너비(cm)'),
  col('height', 'box', true, 10, '高(cm)', 'Height (cm)', '높이(cm)'),
  col('weight', 'box', true, 10, '重量(kg)', 'Weight (kg)', '무게(kg)'),
  col('nameEn', 'declaration', true, 18, '申报英文品名', 'Declared name (English)', '신고 영문 품명'),
  col('nameZh', 'declaration', false, 14, '申报中文品名', 'Declared name (Chinese)', '신고 중문 품명'),
  col('hsCode', 'declaration', false, 12, '海关编码', 'HS code', 'HS 코드'),
  col('quantity', 'declaration', true, 10, '申报数量', 'Quantity', '수량'),
  col('unitValue', 'declaration', true, 12, '申报单价(USD)', 'Unit value (USD)', '단가(USD)'),
  col('unitWeight', 'declaration', true, 12, '申报单重(kg)', 'Unit weight (kg)', '단위 중량(kg)'),
];

export const COLUMN_INDEX: ReadonlyMap<string, number> = new Map(BATCH_COLUMNS.map((c, i) => [c.key, i]));

export const SENDER_KEYS = BATCH_COLUMNS.filter((c) => c.key.startsWith('sender')).map((c) => c.key);
export const DECLARATION_KEYS = BATCH_COLUMNS.filter((c) => c.level === 'declaration').map((c) => c.key);
export const ORDER_KEYS = BATCH_COLUMNS.filter((c) => c.level === 'order').map((c) => c.key);

/** Yes and no as the template's FBA list offers them. */
export const YES_NO: Record<Language, [string, string]> = {
  zh: ['是', '否'],
  en: ['Yes', 'No'],
  ko: ['예', '아니요'],
};

/** The report's and the template's own words (error keys are the modules'; these only label and explain). */
export const WORDS = {
  sheet: { zh: '批量下单', en: 'Batch orders', ko: '일괄 주문' },
  notes: { zh: '填写说明', en: 'How to fill in', ko: '작성 방법' },
  lists: { zh: '下拉选项', en: 'Lists', ko: '목록' },
  template: { zh: '批量下单模板', en: 'batch-order-template', ko: '일괄 주문 템플릿' },
  report: { zh: '批量下单失败记录', en: 'batch-order-failures', ko: '일괄 주문 실패 기록' },
  taskName: { zh: '批量下单', en: 'Batch orders', ko: '일괄 주문' },
  row: { zh: '行号', en: 'Row', ko: '행' },
  reason: { zh: '失败原因', en: 'Why it was not placed', ko: '주문하지 못한 이유' },
  unknownProduct: {
    zh: '产品代码不存在或您不能使用：{v}',
    en: 'Unknown product code, or not one you may use: {v}',
    ko: '없거나 사용할 수 없는 상품 코드입니다: {v}',
  },
  notYesNo: { zh: '请填写“是”或“否”：{v}', en: 'Write Yes or No: {v}', ko: '예 또는 아니요로 적으세요: {v}' },
  differs: {
    zh: '与本订单第一行（第 {row} 行）的值不同',
    en: 'differs from the first row of this order (row {row})',
    ko: '이 주문의 첫 행({row}행)과 값이 다릅니다',
  },
  siblingBad: {
    zh: '未下单：本订单的其他行有错误（第 {rows} 行）',
    en: 'Not placed: another row of this order has errors (row {rows})',
    ko: '주문하지 않음: 이 주문의 다른 행에 오류가 있습니다({rows}행)',
  },
  noSender: {
    zh: '请填写发件人，或在地址簿中设置默认发件地址',
    en: 'Fill in the sender, or set a default sender address in the address book',
    ko: '발송인을 적거나 주소록에 기본 발송 주소를 설정하세요',
  },
  noDeclaration: {
    zh: '每个订单至少需要一行申报信息',
    en: 'Each order needs at least one declaration line',
    ko: '주문마다 신고 정보가 한 줄 이상 필요합니다',
  },
  tooManyBoxes: {
    zh: '一个订单最多 {max} 箱',
    en: 'An order holds at most {max} boxes',
    ko: '한 주문은 최대 {max}상자입니다',
  },
  tooManyDeclarations: {
    zh: '一个订单最多 {max} 行申报信息',
    en: 'An order holds at most {max} declaration lines',
    ko: '한 주문의 신고 정보는 최대 {max}줄입니다',
  },
  alreadyPlaced: { zh: '已下单：{orderNo}', en: 'Already placed: {orderNo}', ko: '이미 주문됨: {orderNo}' },
  internal: {
    zh: '下单时发生系统错误，请稍后重试',
    en: 'A system error stopped this order; try it again later',
    ko: '시스템 오류로 주문하지 못했습니다. 잠시 후 다시 시도하세요',
  },
} satisfies Record<string, Record<Language, string>>;

/**
 * The batch sheet as the shared sheet helpers take it (template, header, reasons). Its header is read more freely
 * than other sheets' (any order, languages mixed, optional columns left out: `headerMap`).
 */
export const BATCH_SHEET = defineSheet({
  name: WORDS.sheet,
  maxRows: MAX_BATCH_ROWS,
  columns: BATCH_COLUMNS.map((c) => ({
    key: c.key,
    header: c.header,
    width: c.width,
    required: c.required,
    ...(c.key === 'fba' ? { list: (lang: Language) => [...YES_NO[lang]] } : {}),
  })),
});

/** A column's header in `lang`; a key that is no column (a field the contract names otherwise) stays as it is. */
export const headerOf = (key: string, lang: Language) => BATCH_SHEET.headerOf(key, lang);

export const say = (words: Record<Language, string>, lang: Language, params: Record<string, string | number> = {}) =>
  words[lang].replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
