import { divide, divisor, kg, money, round2, ZERO, type Dec } from './decimal';
import type { CompileContext } from './compile-context';
import type { BandArithmetic, FreightExplain } from './result';
import type { BandInput, ZoneRatesInput } from './types';

interface BandPricing {
  /** The band's price for W, unrounded, and for FIRST_ADDITIONAL the additional steps (else zero). */
  price: (w: Dec) => { price: Dec; steps: Dec };
  /** Its arithmetic in words, for the explanation: W as kg() words it, and the additional steps. */
  arithmetic: (weight: string, steps: number) => BandArithmetic;
}

interface Band extends BandPricing {
  index: number;
  upTo: Dec | null;
  from: string | null;
  upToText: string | null;
  kind: BandInput['kind'];
  minCharge: Dec | null;
  perPiece: { rate: Dec; limit: Dec | null; rateText: string; limitText: string } | null;
}

export interface ZoneRates {
  zone: string;
  bands: Band[];
}

/** The freight in figures; worded by explainFreight when the explanation is read. */
export interface Freight {
  zone: string;
  band: Band;
  w: Dec;
  steps: Dec;
  pieces: number;
  /** The band's price, 2 places. */
  price: Dec;
  /** The per-piece amount and whether W was within its limit, when the band has a per-piece rate. */
  perPiece: { amount: Dec; applied: boolean; rateText: string; limitText: string } | null;
  minApplied: boolean;
  freight: Dec;
}

const KINDS = ['FIRST_ADDITIONAL', 'PER_KG', 'FIXED'] as const;

/** Undefined for an unknown kind: compileRates has reported it, and a card with errors never quotes. */
function bandPricing(ctx: CompileContext, path: string, band: BandInput): BandPricing | undefined {
  const u = (field: string, text: unknown, positive = false) => ctx.unsigned(`${path}.${field}`, text, { positive });
  switch (band.kind) {
    case 'FIRST_ADDITIONAL': {
      const firstWeight = u('firstWeight', band.firstWeight);
      const firstPrice = u('firstPrice', band.firstPrice);
      const stepWeight = u('stepWeight', band.stepWeight, true);
      const step = divisor(stepWeight);
      const stepPrice = u('stepPrice', band.stepPrice);
      const texts = {
        kind: band.kind,
        firstWeight: kg(firstWeight),
        firstPrice: money(firstPrice),
        stepWeight: kg(stepWeight),
        stepPrice: money(stepPrice),
      };
      return {
        price: (w) => {
          // ceil((W - first) / step) additional steps, none when W is within the first weight.
          const steps = w.gt(firstWeight) ? divide(w.minus(firstWeight), step).ceil() : ZERO;
          return { price: firstPrice.plus(steps.times(stepPrice)), steps };
        },
        arithmetic: (_weight, steps) => ({ ...texts, steps }),
      };
    }
    case 'PER_KG': {
      const unitPrice = u('unitPrice', band.unitPrice);
      const unitText = unitPrice.toString();
      return {
        price: (w) => ({ price: w.times(unitPrice), steps: ZERO }),
        arithmetic: (weight) => ({ kind: 'PER_KG', weight, unitPrice: unitText }),
      };
    }
    case 'FIXED': {
      const fixedPrice = u('fixedPrice', band.fixedPrice);
      const priced = { price: fixedPrice, steps: ZERO };
      const fixedText = money(fixedPrice);
      return { price: () => priced, arithmetic: () => ({ kind: 'FIXED', fixedPrice: fixedText }) };
    }
  }
}

export function compileRates(ctx: CompileContext, input: readonly ZoneRatesInput[]): Map<string, ZoneRates> {
  const zones = new Map<string, ZoneRates>();
  input.forEach((rates, z) => {
    const zone = String(rates.zone);
    if (zones.has(zone)) ctx.error(`rates[${z}].zone`, 'DUPLICATE');
    let previous: Dec | null = null;
    const bands = rates.bands.map((band, i): Band => {
      const path = `rates[${z}].bands[${i}]`;
      const upTo = band.upTo === null ? null : ctx.unsigned(`${path}.upTo`, band.upTo);
      const last = i === rates.bands.length - 1;
      if ((upTo === null && !last) || (upTo !== null && previous !== null && upTo.lte(previous))) {
        ctx.error(`${path}.upTo`, 'NOT_ASCENDING');
      }
      const from = previous === null ? null : kg(previous);
      previous = upTo;
      const perPiece = band.perPiece
        ? {
            rate: ctx.unsigned(`${path}.perPiece.rate`, band.perPiece.rate),
            limit: ctx.optional(`${path}.perPiece.limit`, band.perPiece.limit),
          }
        : null;
      return {
        index: i,
        upTo,
        from,
        upToText: upTo === null ? null : kg(upTo),
        kind: ctx.oneOf(`${path}.kind`, band.kind, KINDS),
        ...(bandPricing(ctx, path, band) as BandPricing),
        minCharge: ctx.optional(`${path}.minCharge`, band.minCharge),
        perPiece: perPiece && {
          ...perPiece,
          rateText: money(perPiece.rate),
          limitText: perPiece.limit === null ? '0.000' : kg(perPiece.limit),
        },
      };
    });
    zones.set(zone, { zone, bands });
  });
  return zones;
}

/**
 * The freight for W in the zone: the first band whose upTo is at least W; its price (2 places), plus the per-piece
 * rate while W is at or below its limit; raised to the minimum charge. Null when no band covers W (NO_PRICE).
 */
export function priceFreight(rates: ZoneRates, w: Dec, pieces: number): Freight | null {
  let band: Band | undefined;
  for (const b of rates.bands) {
    if (b.upTo === null || w.lte(b.upTo)) {
      band = b;
      break;
    }
  }
  if (band === undefined) return null;
  const { price: raw, steps } = band.price(w);
  const price = round2(raw);
  let freight = price;
  let perPiece: Freight['perPiece'] = null;
  if (band.perPiece !== null) {
    const { rate, limit, rateText, limitText } = band.perPiece;
    const applied = limit === null || w.lte(limit);
    perPiece = { amount: applied ? round2(rate.times(pieces)) : ZERO, applied, rateText, limitText };
    freight = freight.plus(perPiece.amount);
  }
  const minApplied = band.minCharge !== null && band.minCharge.gt(freight);
  if (minApplied) freight = round2(band.minCharge as Dec);
  return { zone: rates.zone, band, w, steps, pieces, price, perPiece, minApplied, freight };
}

export function explainFreight(f: Freight): FreightExplain {
  const band = f.band;
  return {
    zone: f.zone,
    band: band.index,
    from: band.from,
    upTo: band.upToText,
    kind: band.kind,
    arithmetic: band.arithmetic(kg(f.w), f.steps.toNumber()),
    price: money(f.price),
    perPiece: f.perPiece && {
      pieces: f.pieces,
      rate: f.perPiece.rateText,
      limit: f.perPiece.limitText,
      applied: f.perPiece.applied,
      amount: money(f.perPiece.amount),
    },
    minCharge: band.minCharge && { amount: money(band.minCharge), applied: f.minApplied },
    freight: money(f.freight),
  };
}
