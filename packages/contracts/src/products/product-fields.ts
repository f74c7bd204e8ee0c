import { z } from 'zod';
import type { Language } from '../common/language';

/*
 * The product domain's value types: enumerations (spec 001 §3, §4, §7) and the decimal fields of its forms. Words
 * for the enumerations live here too, so the server's dropdowns and the web's tags say the same thing.
 */

/** Who shelved a product: the platform (on its own cost), a supplier's cost, or a customer's own account. */
export const PRODUCT_SOURCES = ['PLATFORM', 'SUPPLIER', 'OWN'] as const;
export const ProductSource = z.enum(PRODUCT_SOURCES);
export type ProductSource = z.infer<typeof ProductSource>;

export const PRODUCT_STATUSES = ['ONLINE', 'OFFLINE'] as const;
export const ProductStatus = z.enum(PRODUCT_STATUSES);
export type ProductStatus = z.infer<typeof ProductStatus>;

export const SIGNING_STATUSES = ['SIGNED', 'TERMINATED'] as const;
export const SigningStatus = z.enum(SIGNING_STATUSES);
export type SigningStatus = z.infer<typeof SigningStatus>;

export const BUBBLE_WAYS = ['NONE', 'FULL', 'SPLIT'] as const;
export const BubbleWay = z.enum(BUBBLE_WAYS);
export type BubbleWay = z.infer<typeof BubbleWay>;

export const PRODUCT_CALC_TYPES = ['PER_BOX', 'PER_SHIPMENT'] as const;
export const ProductCalcType = z.enum(PRODUCT_CALC_TYPES);
export type ProductCalcType = z.infer<typeof ProductCalcType>;

/** Round each chargeable weight up to a step in kg, or by custom bands. */
export const CARRY_STEPS = ['0.001', '0.1', '0.5', '1'] as const;
export const CarryStep = z.enum(CARRY_STEPS);
export const PRODUCT_CARRY_RULES = [...CARRY_STEPS, 'CUSTOM'] as const;
export const ProductCarryRule = z.enum(PRODUCT_CARRY_RULES);
export type ProductCarryRule = z.infer<typeof ProductCarryRule>;

export const PRODUCT_CARGO_TYPES = ['GENERAL', 'BATTERY', 'LIQUID', 'POWDER', 'MAGNETIC', 'SENSITIVE'] as const;
export const ProductCargoType = z.enum(PRODUCT_CARGO_TYPES);
export type ProductCargoType = z.infer<typeof ProductCargoType>;

/** The same values as a cost's business type. */
export const PRODUCT_BUSINESS_TYPES = ['EXPRESS', 'STANDARD', 'ECONOMY', 'POSTAL', 'FBA'] as const;
export const ProductBusinessType = z.enum(PRODUCT_BUSINESS_TYPES);
export type ProductBusinessType = z.infer<typeof ProductBusinessType>;

/** How parcels reach the first warehouse (spec §3 supportMethod); empty: not stated. */
export const SUPPORT_METHODS = ['PICKUP', 'SELF_DELIVERY', 'BOTH'] as const;
export const SupportMethod = z.enum(SUPPORT_METHODS);

/** Whether orders are pre-recorded with the carrier (the same values as a dock model's); empty: not stated. */
export const PRODUCT_PRE_RECORDED_TYPES = ['NONE', 'PRE_RECORD', 'PRE_RECORD_AND_LABEL'] as const;
export const ProductPreRecordedType = z.enum(PRODUCT_PRE_RECORDED_TYPES);

/** Report price types (spec 001 §3): the customer quote, the public price, the procurement cost. */
export const REPORT_PRICE_TYPES = ['INTERNAL_REPORT_PRICE', 'PUBLIC_REPORT_PRICE', 'THEIR_OWN_REPORT_PRICE'] as const;
export const ReportPriceType = z.enum(REPORT_PRICE_TYPES);
export type ReportPriceType = z.infer<typeof ReportPriceType>;

export const MARKUP_KINDS = ['PERCENT', 'FIXED'] as const;
export const MarkupKind = z.enum(MARKUP_KINDS);
export type MarkupKind = z.infer<typeof MarkupKind>;

/**
 * The product list's query types (`api/productEnum/productQueryTypes`): every product the caller sees, the
 * catalogue's signing products (shelved by the platform on a cost, signed by customers), or own-account products.
 */
export const PRODUCT_QUERY_TYPES = ['ALL', 'SIGNING', 'NOT_SIGNING'] as const;
export const ProductQueryType = z.enum(PRODUCT_QUERY_TYPES);
export type ProductQueryType = z.infer<typeof ProductQueryType>;

type Words<K extends string> = Record<K, Record<Language, string>>;

export const PRODUCT_QUERY_TYPE_WORDS: Words<ProductQueryType> = {
  ALL: { zh: '全部产品', en: 'All products', ko: '전체 상품' },
  SIGNING: { zh: '签约产品', en: 'Signing products', ko: '계약 상품' },
  NOT_SIGNING: { zh: '自有账号产品', en: 'Own-account products', ko: '자체 계정 상품' },
};

export const REPORT_PRICE_TYPE_WORDS: Words<ReportPriceType> = {
  INTERNAL_REPORT_PRICE: { zh: '客户报价', en: 'Customer quote', ko: '고객 견적' },
  PUBLIC_REPORT_PRICE: { zh: '公开报价', en: 'Public price', ko: '공개 가격' },
  THEIR_OWN_REPORT_PRICE: { zh: '采购成本价', en: 'Procurement cost', ko: '구매 원가' },
};

/**
 * Who may see each report price type: the customer quote the platform and customers; the public price everyone;
 * the procurement cost the platform and suppliers (a customer never sees a cost).
 */
export const REPORT_PRICE_TYPE_VIEWERS: Record<ReportPriceType, readonly ('PLATFORM' | 'USER' | 'SUPPLIER')[]> = {
  INTERNAL_REPORT_PRICE: ['PLATFORM', 'USER'],
  PUBLIC_REPORT_PRICE: ['PLATFORM', 'USER', 'SUPPLIER'],
  THEIR_OWN_REPORT_PRICE: ['PLATFORM', 'SUPPLIER'],
};

export const productQueryTypeName = (v: ProductQueryType, lang: Language) => PRODUCT_QUERY_TYPE_WORDS[v][lang];
export const reportPriceTypeName = (v: ReportPriceType, lang: Language) => REPORT_PRICE_TYPE_WORDS[v][lang];

interface DecimalSpec {
  /** Most decimals accepted. */
  places: number;
  /** Inclusive upper bound. */
  max: number;
  /** Refuse 0. */
  positive?: boolean;
}

const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/** A JSON number as decimal text, exponent forms (1e-7, 1e21) written out so the checks below can read them. */
function numberText(v: number): string {
  if (!Number.isFinite(v)) return 'x';
  const s = String(v);
  if (!/e/i.test(s)) return s;
  return Math.abs(v) >= 1 ? BigInt(Math.trunc(v)).toString() : v.toFixed(100).replace(/0+$/, '');
}

/**
 * A non-negative decimal of the product forms, sent as a JSON number or a string, answered as a canonical string
 * (no binary float reaches money or weight). Worded with the shared keys: 'cannot be less than 0', 'at most N
 * decimals', 'required number'.
 */
export const productDecimal = ({ places, max, positive = false }: DecimalSpec) =>
  z
    .union([z.number(), z.string()], { error: 'requiredNumber' })
    .transform((v) => (typeof v === 'number' ? numberText(v) : v.trim()))
    .refine((s) => s.length <= 128 && DECIMAL_TEXT.test(s), { error: 'number' })
    .refine((s) => !s.startsWith('-') || Number(s) === 0, { error: 'notNegative' })
    .transform((s) => (s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s).replace(/^-/, ''))
    .refine((s) => !s.includes('.') || s.split('.')[1]!.length <= places, { error: `decimals|places=${places}` })
    .refine((s) => Number(s) <= max, { error: `numberTooLarge|max=${max}` })
    .refine((s) => !positive || Number(s) > 0, { error: 'greaterThanZero' })
    .transform((s) => s.replace(/^0+(?=\d)/, ''));

/** A whole number from `min` to `max` (shipping days, pieces, lengths). */
export const productInt = (min: number, max: number) =>
  z
    .number({ error: 'requiredNumber' })
    .int({ error: min > 0 ? 'positiveInteger' : 'integer' })
    .min(min, { error: min > 0 ? 'positiveInteger' : 'notNegative' })
    .max(max, { error: `numberTooLarge|max=${max}` });

/** Product codes: 2-32 uppercase letters, digits, '-' or '_'. */
export const PRODUCT_CODE = /^[A-Z0-9_-]{2,32}$/;

/** Percentages of premium packages: 0 to 1000 with 2 decimals; fixed amounts 0 or more with 2 decimals. */
export const percentField = productDecimal({ places: 2, max: 1000 });
export const amountField = productDecimal({ places: 2, max: 99_999_999.99 });
