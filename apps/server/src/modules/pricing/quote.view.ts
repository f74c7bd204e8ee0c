import type { Language, QuoteLine as QuoteLineOut, QuoteRow } from '@parcelhub/contracts';
import { interpolate } from '../../platform/i18n/language';
import { errorDef, type ErrorKey } from '../../platform/http/errors';
import type { LocalizedName } from './engine/types';
import { LINE_NAMES } from './engine';
import type { QuoteExplain, QuoteLine, QuoteResult } from './engine/result';

/** Who reads the answer: what it may show of cost and of the rate card. */
export type Audience = 'platform' | 'supplier' | 'customer';

export const nameIn = (name: LocalizedName, lang: Language) => (typeof name === 'string' ? name : name[lang]);

const lines = (list: readonly QuoteLine[], lang: Language): QuoteLineOut[] =>
  list.map((l) => ({ code: l.code, name: nameIn(l.name, lang), amount: l.amount }));

/** The variables a customer may see a formula read: its own parcel and destination, never a cost amount. */
const PARCEL_VARIABLES = new Set([
  'chargeableWeight',
  'W',
  'actualWeight',
  'volumeWeight',
  'pieces',
  'longestSide',
  'girth',
  'declaredValue',
  'remote',
  'zone',
]);

/** A formula's inputs without the cost amounts it read. */
function parcelInputs(inputs: Readonly<Record<string, string>>): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const name in inputs) if (PARCEL_VARIABLES.has(name)) shown[name] = inputs[name] as string;
  return shown;
}

/**
 * The explanation a customer sees: the weighing, the destination, which band applied and each line's formula with
 * the parcel's own inputs, with the customer's amounts. The cost prices of the band, cost surcharge values and the
 * markups' before/after (which would give the cost away) are left out.
 */
export function customerExplain(explain: QuoteExplain, priced: readonly QuoteLine[]) {
  const amountOf = (code: string) => priced.find((l) => l.code === code)?.amount ?? '0.00';
  const f = explain.freight;
  return {
    boxes: explain.boxes,
    weight: explain.weight,
    destination: explain.destination && {
      country: explain.destination.country,
      postcode: explain.destination.postcode,
      zone: explain.destination.zone,
      remote: explain.destination.remote,
      remoteBy: explain.destination.remoteBy,
    },
    freight: f && { zone: f.zone, band: f.band, from: f.from, upTo: f.upTo, kind: f.kind, amount: amountOf('FREIGHT') },
    surcharges: explain.surcharges.map((s) => ({
      code: s.code,
      name: s.name,
      type: s.type,
      formula: s.formula,
      inputs: parcelInputs(s.inputs),
      refused: s.refused,
      amount: s.refused ? null : amountOf(s.code),
    })),
    handling: priced.some((l) => l.code === 'HANDLING') ? amountOf('HANDLING') : null,
    minimum: priced.some((l) => l.code === 'MINIMUM') ? amountOf('MINIMUM') : null,
  };
}

export interface RowProduct {
  id: number;
  code: string;
  name: string;
  nameEn: string;
  currency: string;
  minShippingCycle: number;
  maxShippingCycle: number;
}

const productName = (p: RowProduct, lang: Language) => (lang === 'zh' ? p.name : p.nameEn || p.name);

export function refusal(key: ErrorKey, params: Record<string, unknown>, lang: Language) {
  return { errorKey: key, message: interpolate(errorDef(key).message[lang], params), params };
}

type RowFigures = Pick<QuoteRow, 'currency' | 'chargeableWeight' | 'total' | 'lines' | 'explain' | 'refused'>;

/** Every row's fields written out in one literal: a row is built for each product of every quote. */
const row = (p: RowProduct, lang: Language, f: RowFigures): QuoteRow => ({
  productId: p.id,
  productCode: p.code,
  productName: productName(p, lang),
  shippingCycle: { min: p.minShippingCycle, max: p.maxShippingCycle },
  currency: f.currency,
  chargeableWeight: f.chargeableWeight,
  total: f.total,
  lines: f.lines,
  explain: f.explain,
  refused: f.refused,
});

/** A row refused before the engine ran (not served, no sales price, bad price data). */
export function refusedRow(p: RowProduct, key: ErrorKey, params: Record<string, unknown>, lang: Language): QuoteRow {
  const refused = refusal(key, params, lang);
  return row(p, lang, { currency: p.currency, chargeableWeight: null, total: null, lines: [], explain: null, refused });
}

/** The engine's answer as the audience may read it. */
export function quoteRow(p: RowProduct, result: QuoteResult, audience: Audience, lang: Language): QuoteRow {
  if (!result.ok) {
    const { errorKey, params } = result.refused;
    // The engine counts boxes from 0; people from 1.
    const shown = typeof params.box === 'number' ? { ...params, box: params.box + 1 } : params;
    return row(p, lang, {
      currency: p.currency,
      chargeableWeight: result.explain.weight?.chargeable ?? null,
      total: null,
      lines: [],
      explain: audience === 'customer' ? customerExplain(result.explain, []) : result.explain,
      refused: refusal(`QUOTE_${errorKey}` as ErrorKey, shown, lang),
    });
  }
  const priced = row(p, lang, {
    currency: result.currency,
    chargeableWeight: result.chargeableWeight,
    total: result.total,
    lines: lines(result.lines, lang),
    explain: audience === 'customer' ? customerExplain(result.explain, result.lines) : result.explain,
    refused: null,
  });
  if (audience === 'platform') {
    const freight = { code: 'FREIGHT', name: nameIn(LINE_NAMES.FREIGHT, lang), amount: result.cost.freight };
    const cost = [freight, ...lines(result.cost.surcharges, lang)];
    priced.cost = { total: result.cost.total, lines: cost };
    priced.margin = result.margin;
  }
  return priced;
}
