import { z } from 'zod';
import { requiredText } from '../common/fields';
import type { Language } from '../common/language';
import { moneyText, weightOrZeroText, weightText } from './fields';

export const BAND_KINDS = ['FIRST_ADDITIONAL', 'PER_KG', 'FIXED'] as const;
export const BandKind = z.enum(BAND_KINDS);
export type BandKind = z.infer<typeof BandKind>;

export const BAND_KIND_WORDS: Record<BandKind, Record<Language, string>> = {
  FIRST_ADDITIONAL: { zh: '首重+续重', en: 'First + additional', ko: '첫 무게 + 추가' },
  PER_KG: { zh: '按公斤单价', en: 'Per kg', ko: 'kg당 단가' },
  FIXED: { zh: '固定价格', en: 'Fixed price', ko: '고정 가격' },
};

/** The price fields each kind needs; the others are dropped when a band is saved. */
export const BAND_KIND_FIELDS: Record<
  BandKind,
  readonly ('firstWeight' | 'firstPrice' | 'stepWeight' | 'stepPrice' | 'unitPrice' | 'fixedPrice')[]
> = {
  FIRST_ADDITIONAL: ['firstWeight', 'firstPrice', 'stepWeight', 'stepPrice'],
  PER_KG: ['unitPrice'],
  FIXED: ['fixedPrice'],
};

const optionalMoney = moneyText().nullable().optional();

/**
 * One weight band of a zone's rate card: up to `weightUpTo` kg of chargeable weight (null: no upper bound, the last
 * band). Money has 2 decimals and is never below 0; weights have 3 and are above 0 (the first weight may be 0).
 */
export const PriceBandInput = z
  .object({
    weightUpTo: weightText().nullable(),
    kind: BandKind,
    firstWeight: weightOrZeroText().nullable().optional(),
    firstPrice: optionalMoney,
    stepWeight: weightText().nullable().optional(),
    stepPrice: optionalMoney,
    unitPrice: optionalMoney,
    fixedPrice: optionalMoney,
    minCharge: optionalMoney,
    perPieceRate: optionalMoney,
    perPieceLimit: weightText().nullable().optional(),
  })
  .superRefine((band, ctx) => {
    for (const field of BAND_KIND_FIELDS[band.kind]) {
      if (band[field] === null || band[field] === undefined)
        ctx.addIssue({ code: 'custom', path: [field], message: 'requiredNumber', input: band[field] });
    }
    if (
      band.kind === 'FIRST_ADDITIONAL' &&
      band.firstWeight != null &&
      band.weightUpTo !== null &&
      Number(band.firstWeight) > Number(band.weightUpTo)
    )
      ctx.addIssue({ code: 'custom', path: ['firstWeight'], message: 'minAboveMax', input: band.firstWeight });
    if (band.perPieceRate != null && band.perPieceLimit == null)
      ctx.addIssue({ code: 'custom', path: ['perPieceLimit'], message: 'requiredNumber', input: band.perPieceLimit });
  });
export type PriceBandInput = z.input<typeof PriceBandInput>;

/** `POST api/productCost/prices/{productCostId}`: a zone's bands, all replaced at once (none: the zone's card goes). */
export const PricesInput = z.object({
  zone: requiredText(32),
  bands: z.array(PriceBandInput).max(100, { error: 'tooMany|max=100' }),
});
export type PricesInput = z.input<typeof PricesInput>;

export const PricesQuery = z.object({ zone: z.string().trim().max(32, { error: 'tooLong|max=32' }).optional() });

export const PriceBand = z.object({
  id: z.number(),
  zone: z.string(),
  weightUpTo: z.string().nullable(),
  kind: BandKind,
  kindI18n: z.string(),
  firstWeight: z.string().nullable(),
  firstPrice: z.string().nullable(),
  stepWeight: z.string().nullable(),
  stepPrice: z.string().nullable(),
  unitPrice: z.string().nullable(),
  fixedPrice: z.string().nullable(),
  minCharge: z.string().nullable(),
  perPieceRate: z.string().nullable(),
  perPieceLimit: z.string().nullable(),
});
export type PriceBand = z.infer<typeof PriceBand>;

export type BandOrderProblem = { row: number; kind: 'NOT_ASCENDING' | 'DUPLICATE' | 'OPEN_NOT_LAST' };

/** Why a zone's bands cannot stand together, or null: bounds strictly ascending, only the last band open. */
export function bandOrderProblem(bands: readonly { weightUpTo: string | null }[]): BandOrderProblem | null {
  let previous: number | null = null;
  for (let i = 0; i < bands.length; i++) {
    const upTo = bands[i]!.weightUpTo;
    if (upTo === null) {
      if (i !== bands.length - 1) return { row: i, kind: 'OPEN_NOT_LAST' };
      continue;
    }
    const value = Number(upTo);
    if (previous !== null && value === previous) return { row: i, kind: 'DUPLICATE' };
    if (previous !== null && value < previous) return { row: i, kind: 'NOT_ASCENDING' };
    previous = value;
  }
  return null;
}

export const BAND_ORDER_WORDS: Record<BandOrderProblem['kind'], Record<Language, string>> = {
  NOT_ASCENDING: {
    zh: '第 {row} 行：重量上限必须从小到大排列',
    en: 'Row {row}: weight bands must ascend',
    ko: '{row}행: 무게 상한은 오름차순이어야 합니다',
  },
  DUPLICATE: {
    zh: '第 {row} 行：重量上限与上一行相同',
    en: 'Row {row}: the same weight bound as the row above',
    ko: '{row}행: 윗줄과 같은 무게 상한입니다',
  },
  OPEN_NOT_LAST: {
    zh: '第 {row} 行：只有最后一行可以不填重量上限',
    en: 'Row {row}: only the last band may have no upper bound',
    ko: '{row}행: 마지막 행만 무게 상한을 비울 수 있습니다',
  },
};
