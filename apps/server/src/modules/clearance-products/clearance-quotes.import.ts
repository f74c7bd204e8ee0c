import { ClearancePrices, type Language } from '@parcelhub/contracts';
import type { DataScope } from '../../platform/auth/scope';
import { interpolate } from '../../platform/i18n/language';
import { fieldReasons, readImport, writeImportReport } from '../../platform/sheets/parse';
import type { RunningTask, TaskOutcome } from '../tasks';
import { COST_QUOTE_SHEET, MAX_QUOTE_ROWS, QUOTE_WORDS, SALE_QUOTE_SHEET } from './clearance-quotes.sheet';
import type { QuotePrices } from './clearance-products.repository';

export const SALE_IMPORT_QUEUE = 'clearanceProducts.saleQuoteImport';
export const COST_IMPORT_QUEUE = 'clearanceProducts.costQuoteImport';

export interface QuoteImportData {
  kind: 'SALE' | 'COST';
  fileKey: string;
  lang: Language;
  /** Whose products the rows may price: the uploader's scope (a supplier its own). */
  scope: DataScope;
}

/** One good row: the product, the quote name (sale) and the prices. */
export interface QuoteImportRow {
  productId: number;
  name: string;
  prices: QuotePrices;
}

export interface QuoteImportTarget {
  /** A product of the uploader's scope by code, else null. */
  productByCode: (code: string) => Promise<{ id: number } | null>;
  /** Saves the good rows, all in the task's commit. */
  save: (rows: QuoteImportRow[]) => Promise<void>;
}

/**
 * Reads one row of a quote sheet: the prices through the contract's schema (a negative price is "cannot be less
 * than 0" under its column), the product by its code in the uploader's scope, and for a sale quote its name.
 */
export async function parseQuoteRow(
  kind: 'SALE' | 'COST',
  cells: string[],
  lang: Language,
  productByCode: QuoteImportTarget['productByCode'],
): Promise<{ ok: true; value: QuoteImportRow } | { ok: false; reasons: string[] }> {
  const sheet = kind === 'SALE' ? SALE_QUOTE_SHEET : COST_QUOTE_SHEET;
  const values = sheet.read(cells) as Record<string, string>;
  const reasons: string[] = [];
  const parsed = ClearancePrices.safeParse(values);
  if (!parsed.success) reasons.push(...fieldReasons(sheet, parsed.error.issues, lang));
  const code = String(values.productCode ?? '').trim();
  const product = code ? await productByCode(code) : null;
  if (!code) reasons.unshift(sheet.reason('productCode', lang, requiredWords(lang)));
  else if (!product)
    reasons.unshift(sheet.reason('productCode', lang, interpolate(QUOTE_WORDS.unknownProduct[lang], { v: code })));
  const name = kind === 'SALE' ? String(values.name ?? '').trim() : '';
  if (kind === 'SALE' && !name) reasons.push(sheet.reason('name', lang, requiredWords(lang)));
  if (kind === 'SALE' && name.length > 100) reasons.push(sheet.reason('name', lang, tooLongWords(lang)));
  if (reasons.length > 0 || !parsed.success || !product) return { ok: false, reasons };
  const d = parsed.data;
  return {
    ok: true,
    value: {
      productId: product.id,
      name,
      prices: {
        currency: d.currencyNo,
        billPrice: d.billPrice,
        bagPrice: d.bagPrice,
        kgPrice: d.kgPrice,
        parcelPrice: d.parcelPrice,
        minPrice: d.minPrice,
      },
    },
  };
}

const requiredWords = (lang: Language) =>
  ({ zh: '该字段不能为空', en: 'This field cannot be empty', ko: '이 항목은 비워 둘 수 없습니다' })[lang];
const tooLongWords = (lang: Language) =>
  ({ zh: '长度不能超过 100 个字符', en: 'At most 100 characters', ko: '최대 100자까지 입력할 수 있습니다' })[lang];

/**
 * The import job: every good row lands with the task's end (all in one transaction), every bad one goes to the
 * report with its row number and reasons. A product (and, for sale quotes, a quote name) repeated in the file is
 * refused after its first row.
 */
export async function runQuoteImport(
  task: RunningTask<QuoteImportData>,
  target: QuoteImportTarget,
): Promise<TaskOutcome> {
  const { lang, fileKey, kind } = task.data;
  const sheet = kind === 'SALE' ? SALE_QUOTE_SHEET : COST_QUOTE_SHEET;
  const cache = new Map<string, Promise<{ id: number } | null>>();
  const productByCode = (code: string) => {
    let hit = cache.get(code);
    if (!hit) cache.set(code, (hit = target.productByCode(code)));
    return hit;
  };
  const { good, bad, total } = await readImport(task, fileKey, {
    sheet,
    maxRows: MAX_QUOTE_ROWS,
    parse: (row) => parseQuoteRow(kind, row.cells, lang, productByCode),
    unique: {
      key: (r) => `${r.productId}\u0000${r.name}`,
      reason: (first) => sheet.reason('productCode', lang, interpolate(QUOTE_WORDS.duplicate[lang], { v: first })),
    },
  });
  const outcome: TaskOutcome = { done: good.length, total };
  const report = await writeImportReport(
    task,
    sheet,
    lang,
    bad,
    kind === 'SALE' ? QUOTE_WORDS.saleReport : QUOTE_WORDS.costReport,
  );
  if (report) outcome.report = report;
  await task.commit(outcome, () => target.save(good));
  return outcome;
}
