import ExcelJS from 'exceljs';
import { MAX_BATCH_ROWS, MAX_ORDER_BOXES, MAX_ORDER_DECLARATIONS, type Language } from '@parcelhub/contracts';
import { writeTemplate } from '../../../platform/files/xlsx';
import { templateSpec } from '../../../platform/sheets/template';
import { BATCH_COLUMNS, BATCH_SHEET, COLUMN_INDEX, WORDS, YES_NO } from './batch.columns';

/** A product the customer may order with, as the template offers it. */
export interface TemplateProduct {
  code: string;
  name: string;
  /** Where it delivers: the example order takes a product and a receiver that go together. */
  deliveryCountries?: readonly string[];
}

/** Rows the drop-down lists cover below the header (more rows may be filled; they are just not offered a list). */
const LIST_ROWS = 2000;
/** Excel refuses a list typed into the rule longer than this; longer lists go to a sheet of their own. */
const MAX_INLINE_LIST = 255;

const NOTES: Record<Language, (products: TemplateProduct[]) => string[]> = {
  zh: (products) => [
    '一行是一箱。客户参考号相同的行组成一个订单（同一订单的行可以不相邻）。第 2、3 行是一个两箱订单的示例，导入前请删除或替换。',
    '订单级的列（客户参考号、产品代码、是否FBA、VAT、EORI、备注、收件人、发件人）从该订单的第一行读取；后续行可以留空或填相同的值，填了不同的值会报错。',
    '箱子的列（长、宽、高、重量）每行都要填：单位为厘米和千克。',
    '申报列（品名、海关编码、数量、单价、单重）：每填一行就为该订单增加一条申报明细，申报价值以美元计，等于各明细的数量 × 单价之和。订单第一行的申报必填，后续行不需要申报时留空即可。',
    '发件人的列全部留空时，使用地址簿中的默认发件地址。',
    '国家/地区填两位代码（如 US），或“名称 (US)”。是否FBA 填“是”或“否”（留空为否）；FBA 订单须填写 VAT 税号和 EORI 号。',
    '德国（DE）收件人须填写门牌号；韩国（KR）收件人须填写清关编码（P 加 12 位数字）；美国邮编为 5 位数字或 5+4 位。',
    `一个文件最多 ${MAX_BATCH_ROWS} 行；一个订单最多 ${MAX_ORDER_BOXES} 箱、${MAX_ORDER_DECLARATIONS} 条申报。只能上传 .xlsx 文件，最大 20 MB。`,
    '每个有效订单单独扣费；余额不足时，后面的订单不再下单并标记为余额不足。有错误的行可在任务中心或批量下单记录中下载失败记录。',
    '同一文件重复上传不会重复扣费：已下单的参考号会标记为“已下单”。',
    '可用的产品代码：',
    ...products.map((p) => `${p.code}  ${p.name}`),
  ],
  en: (products) => [
    'One row is one box. Rows sharing a reference number are one order (its rows need not be next to each other). Rows 2 and 3 are an example order of two boxes: delete or replace them before uploading.',
    'Order columns (reference number, product code, FBA, VAT, EORI, remark, receiver, sender) are read from the first row of the order; later rows leave them blank or repeat them, and a different value is an error.',
    'Box columns (length, width, height, weight) are filled on every row, in centimetres and kilograms.',
    'Declaration columns (names, HS code, quantity, unit value, unit weight): each row that fills them adds a declaration line to its order. Values are in US dollars; the declared value is the sum of quantity x unit value. The first row of an order must declare; leave them blank on later rows with nothing more to declare.',
    'Leave every sender column blank to ship from the default sender address of your address book.',
    'Write countries as their two-letter code (US) or as "Name (US)". FBA is Yes or No (blank is No); an FBA order needs a VAT and an EORI number.',
    'Germany (DE) needs a house number; Korea (KR) a customs clearance number (P and 12 digits); US postcodes are 5 digits or ZIP+4.',
    `At most ${MAX_BATCH_ROWS} rows in a file; an order holds at most ${MAX_ORDER_BOXES} boxes and ${MAX_ORDER_DECLARATIONS} declaration lines. Upload .xlsx files only, 20 MB at most.`,
    'Each valid order is charged on its own; when the balance runs out, the orders after it are not placed and are reported as not enough balance. Download the failed records from the task center or the batch history.',
    'Uploading the same file again charges nothing twice: reference numbers already placed are reported as "Already placed".',
    'Product codes you may use:',
    ...products.map((p) => `${p.code}  ${p.name}`),
  ],
  ko: (products) => [
    '한 행이 한 상자입니다. 참조 번호가 같은 행들이 하나의 주문입니다(행이 붙어 있지 않아도 됩니다). 2, 3행은 두 상자 주문의 예시이므로 올리기 전에 지우거나 바꾸세요.',
    '주문 열(참조 번호, 상품 코드, FBA 여부, VAT, EORI, 비고, 수취인, 발송인)은 주문의 첫 행에서 읽습니다. 다음 행은 비우거나 같은 값을 적으며, 다른 값을 적으면 오류입니다.',
    '상자 열(길이, 너비, 높이, 무게)은 모든 행에 센티미터와 킬로그램으로 적습니다.',
    '신고 열(품명, HS 코드, 수량, 단가, 단위 중량): 채운 행마다 주문에 신고 항목이 하나 추가됩니다. 금액은 미국 달러이며 신고 가액은 수량 × 단가의 합입니다. 주문의 첫 행은 반드시 신고해야 하고, 더 신고할 것이 없는 다음 행은 비워 두세요.',
    '발송인 열을 모두 비우면 주소록의 기본 발송 주소를 사용합니다.',
    '국가는 두 글자 코드(US) 또는 "이름 (US)"로 적으세요. FBA 여부는 예 또는 아니요(비우면 아니요)이며, FBA 주문에는 VAT 번호와 EORI 번호가 필요합니다.',
    '독일(DE)은 번지, 한국(KR)은 통관 번호(P와 숫자 12자리)가 필요하며, 미국 우편번호는 5자리 또는 ZIP+4입니다.',
    `한 파일은 최대 ${MAX_BATCH_ROWS}행, 한 주문은 최대 ${MAX_ORDER_BOXES}상자와 신고 ${MAX_ORDER_DECLARATIONS}줄입니다. .xlsx 파일만 올릴 수 있으며 최대 20MB입니다.`,
    '유효한 주문은 하나씩 결제됩니다. 잔액이 부족해지면 그 뒤의 주문은 접수하지 않고 잔액 부족으로 표시합니다. 실패 기록은 작업 센터나 일괄 주문 기록에서 내려받으세요.',
    '같은 파일을 다시 올려도 두 번 결제되지 않습니다. 이미 주문된 참조 번호는 "이미 주문됨"으로 표시합니다.',
    '사용할 수 있는 상품 코드:',
    ...products.map((p) => `${p.code}  ${p.name}`),
  ],
};

/** Example receivers by country: the example order's receiver is one its product delivers to. */
const RECEIVERS: Record<'US' | 'DE', Record<string, string>> = {
  US: {
    receiverName: 'John Smith',
    receiverCountry: 'US',
    receiverProvince: 'NY',
    receiverCity: 'New York',
    receiverZipCode: '10001',
    receiverAddress1: '350 5th Ave',
    receiverPhone: '+1 212 555 0100',
    receiverEmail: 'john@example.com',
  },
  DE: {
    receiverName: 'Anna Schmidt',
    receiverCountry: 'DE',
    receiverProvince: 'Berlin',
    receiverCity: 'Berlin',
    receiverZipCode: '10117',
    receiverAddress1: 'Unter den Linden 1',
    receiverPhone: '+49 30 1234567',
    receiverEmail: 'anna@example.com',
  },
};

/**
 * The example's product and receiver, consistent: a product delivering to the US with a US receiver, else one
 * delivering to Germany with a German receiver, else the first product (its countries unknown) with a US receiver.
 */
export function exampleProduct(products: readonly TemplateProduct[]): { code: string; country: 'US' | 'DE' } {
  for (const country of ['US', 'DE'] as const) {
    const found = products.find((p) => p.deliveryCountries?.includes(country));
    if (found) return { code: found.code, country };
  }
  return { code: products[0]?.code ?? 'US-EXP', country: 'US' };
}

/** The example order: two boxes of one reference number, the second declaring a second item. */
function exampleRows(lang: Language, products: readonly TemplateProduct[]): ExcelJS.CellValue[][] {
  const { code: productCode, country } = exampleProduct(products);
  const receiver = RECEIVERS[country];
  const first: Record<string, unknown> = {
    referenceNo: 'EXAMPLE-0001',
    productCode,
    fba: YES_NO[lang][1],
    remark: '',
    ...receiver,
    senderName: 'Li Lei',
    senderCountry: 'CN',
    senderProvince: 'Guangdong',
    senderCity: 'Shenzhen',
    senderZipCode: '518000',
    senderAddress1: '1 Keji Road',
    senderPhone: '13800138000',
    length: 40,
    width: 30,
    height: 20,
    weight: 3,
    nameEn: 'T-shirt',
    nameZh: 'T恤',
    hsCode: '610910',
    quantity: 2,
    unitValue: 12.5,
    unitWeight: 0.2,
  };
  const second: Record<string, unknown> = {
    referenceNo: 'EXAMPLE-0001',
    length: 30,
    width: 20,
    height: 15,
    weight: 1.5,
    nameEn: 'Mug',
    nameZh: '马克杯',
    hsCode: '691200',
    quantity: 1,
    unitValue: 8,
    unitWeight: 0.4,
  };
  return [first, second].map((r) => BATCH_COLUMNS.map((c) => (r[c.key] ?? '') as ExcelJS.CellValue));
}

/**
 * The batch template in `lang`: the shared template writer makes the header (required columns marked *), the first
 * example row, the drop-down lists and the notes; this adds the example's second box and moves a product list too
 * long to type into the rule onto a sheet of its own.
 */
export async function batchTemplate(lang: Language, products: TemplateProduct[]) {
  const codes = products.map((p) => p.code);
  const inline = codes.join(',').length <= MAX_INLINE_LIST;
  const [example, second] = exampleRows(lang, products);
  const spec = templateSpec(BATCH_SHEET, lang, {
    notesName: WORDS.notes[lang],
    notes: NOTES[lang](products),
    example: example!,
    rows: LIST_ROWS,
    fileName: WORDS.template[lang],
  });
  if (inline && codes.length > 0) {
    const at = COLUMN_INDEX.get('productCode')!;
    spec.columns[at] = { ...spec.columns[at]!, list: codes };
  }
  const bytes = await writeTemplate(spec);

  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  sheet.getRow(3).values = second!;
  if (!inline) {
    const lists = book.addWorksheet(WORDS.lists[lang]);
    codes.forEach((code, i) => (lists.getCell(i + 1, 1).value = code));
    lists.state = 'hidden';
    const letter = sheet.getColumn(COLUMN_INDEX.get('productCode')! + 1).letter;
    const ref = `'${WORDS.lists[lang]}'!$A$1:$A$${codes.length}`;
    for (let r = 2; r <= LIST_ROWS + 1; r++)
      sheet.getCell(`${letter}${r}`).dataValidation = {
        type: 'list',
        allowBlank: false,
        formulae: [ref],
        showErrorMessage: true,
      };
  }
  return {
    name: `${WORDS.template[lang]}.xlsx`,
    bytes: Buffer.from(await book.xlsx.writeBuffer()),
  };
}
