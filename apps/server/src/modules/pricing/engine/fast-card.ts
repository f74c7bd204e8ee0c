import Decimal from 'decimal.js';
import { Dec, round2 } from './decimal';
import { ceilDiv, floorScaled, placesOf, safe, scaled, scaledText } from './exact';
import { compileFastWeight, type FastWeight } from './fast-weight';
import { compileFast, type FastRun } from './formula/fast-formula';
import type { Limits } from './limits';
import type { Surcharges } from './surcharges';
import type { BandInput, ZoneRatesInput } from './types';
import type { WeightRule } from './weight';

/**
 * A compiled rate card again, over scaled integers (exact.ts), for the fast quote (fast-quote.ts). A bound the quote
 * compares an input with is kept as floor(bound x 10^places): a side of v thousandths of a cm is over a limit d
 * exactly when v > floor(d x 1000), and a weight of w grams is within a band exactly when w <= floor(upTo x 1000).
 */
export interface FastCard {
  weight: FastWeight;
  limits: {
    /** Thousandths (cm, kg), hundredths (USD), pieces; Infinity: none. */
    longestSide: number;
    girth: number;
    pieceWeight: number;
    declaredValue: number;
    pieces: number;
  };
  rates: ReadonlyMap<string, FastBand[]>;
  /** The `zone` variable of each zone, at the places of the most precise zone number. */
  zoneNumbers: ReadonlyMap<string, number>;
  surcharges: FastSurcharge[];
  /** Slot values every quote starts from (constants in place), slot by slot as the Decimal template. */
  template: number[];
  /** The places of each slot's value. */
  scales: number[];
  /** Some formula reads volumeWeight. */
  readsVolume: boolean;
}

export interface FastBand {
  /** W (grams) is within the band while W <= upTo. */
  upTo: number;
  /** The band's price for W in grams, at `scale` places. */
  price: (w: number) => number;
  scale: number;
  /** FIRST_ADDITIONAL: the additional steps for W in grams (0 for the other kinds). */
  steps: (w: number) => number;
  /** The per-piece rate at its scale, added while W <= limit (grams). */
  perPiece: { rate: number; scale: number; limit: number } | null;
  /** The freight (cents) is raised to `cents` while it is below `above`. */
  minCharge: { above: number; cents: number } | null;
}

interface FastSurcharge {
  formula: FastRun;
  scale: number;
  refuse: FastRun | null;
  slot: number;
}

/** volumeWeight's places: to the milligram (a volumetric weight that does not end there is left to Decimal). */
export const VOLUME_PLACES = 6;
/** The places of the base variables, in BASE_VARIABLES order but `zone` (the card's own, appended at compile). */
const BASE_SCALES = [2, 3, 3, 3, VOLUME_PLACES, 0, 3, 3, 2, 0];

/** A figure of a card that compiled at its own places: [integer, places], or null past 2^53 - 1. */
function figure(text: string): [number, number] | null {
  const places = placesOf(text);
  const m = scaledText(text, places);
  return m === null ? null : [m, places];
}

const noSteps = () => 0;

/** A band's price over W in grams, or null when a figure does not fit. */
function bandPrice(band: BandInput): Pick<FastBand, 'price' | 'scale' | 'steps'> | null {
  switch (band.kind) {
    case 'FIRST_ADDITIONAL': {
      const scale = Math.max(placesOf(band.firstPrice), placesOf(band.stepPrice));
      const first = scaledText(band.firstWeight, 3);
      const step = scaledText(band.stepWeight, 3);
      const firstPrice = scaledText(band.firstPrice, scale);
      const stepPrice = scaledText(band.stepPrice, scale);
      if (first === null || step === null || firstPrice === null || stepPrice === null) return null;
      // firstPrice + ceil((W - first) / step) x stepPrice; Decimal's quotient, rounded or not, has the same ceiling.
      const steps = (w: number) => (w > first ? ceilDiv(w - first, step) : 0);
      return { scale, price: (w) => safe(firstPrice + safe(steps(w) * stepPrice)), steps };
    }
    case 'PER_KG': {
      const unit = figure(band.unitPrice);
      if (unit === null) return null;
      const [m, places] = unit;
      return { scale: places + 3, price: (w) => safe(w * m), steps: noSteps };
    }
    default: {
      // 'FIXED'
      const fixed = figure(band.fixedPrice);
      if (fixed === null) return null;
      const [m, places] = fixed;
      return { scale: places, price: () => m, steps: noSteps };
    }
  }
}

/** What compileRates calls none: absent, null or zero. */
const optional = (text: string | null | undefined) =>
  text === null || text === undefined || /^[0.]+$/.test(text) ? null : new Dec(text);

function compileBand(band: BandInput): FastBand | null {
  const priced = bandPrice(band);
  if (priced === null) return null;
  let perPiece: FastBand['perPiece'] = null;
  if (band.perPiece) {
    const rate = figure(band.perPiece.rate);
    if (rate === null) return null;
    perPiece = { rate: rate[0], scale: rate[1], limit: floorScaled(optional(band.perPiece.limit), 3) };
  }
  let minCharge: FastBand['minCharge'] = null;
  const min = optional(band.minCharge);
  if (min !== null) {
    // min > freight (cents) exactly when freight < ceil(min x 100).
    const above = scaled(min.toDecimalPlaces(2, Decimal.ROUND_CEIL), 2);
    const cents = scaled(round2(min), 2);
    if (above === null || cents === null) return null;
    minCharge = { above, cents };
  }
  const upTo = band.upTo === null ? null : new Dec(band.upTo);
  return { upTo: floorScaled(upTo, 3), ...priced, perPiece, minCharge };
}

function compileRates(input: readonly ZoneRatesInput[]): Map<string, FastBand[]> | null {
  const rates = new Map<string, FastBand[]>();
  for (const zone of input) {
    const bands: FastBand[] = [];
    for (const band of zone.bands) {
      const fast = compileBand(band);
      if (fast === null) return null;
      bands.push(fast);
    }
    rates.set(String(zone.zone), bands);
  }
  return rates;
}

function compileSurcharges(
  surcharges: Surcharges,
  zoneScale: number,
): Pick<FastCard, 'surcharges' | 'template' | 'scales' | 'readsVolume'> | null {
  const results = new Set(surcharges.list.map((s) => s.slot));
  const scales = [...BASE_SCALES, zoneScale];
  const template: number[] = [];
  for (let slot = 0; slot < surcharges.template.length; slot++) {
    const value = surcharges.template[slot] as Dec;
    if (slot >= scales.length) scales.push(results.has(slot) ? 2 : value.decimalPlaces());
    const m = scaled(value, scales[slot] as number);
    if (m === null) return null;
    template.push(m);
  }
  const list: FastSurcharge[] = [];
  let readsVolume = false;
  for (const s of surcharges.list) {
    // No tree: a formula out of range, which only the Decimal engine answers (with its refusal).
    if (s.formulaTree === null || (s.refuseSource !== null && s.refuseTree === null)) return null;
    const formula = compileFast(s.formulaTree, s.names, scales);
    const refuse = s.refuseTree === null ? null : compileFast(s.refuseTree, s.names, scales);
    if (formula === null || (s.refuseTree !== null && refuse === null)) return null;
    list.push({ formula: formula.run, scale: formula.scale, refuse: refuse && refuse.run, slot: s.slot });
    readsVolume ||= s.inputs.some(([name]) => name === 'volumeWeight');
  }
  return { surcharges: list, template, scales, readsVolume };
}

export interface CardParts {
  weight: WeightRule;
  limits: Limits;
  zoneNumbers: ReadonlyMap<string, Dec>;
  surcharges: Surcharges;
}

/**
 * The fast form of a card that compiled without errors, or null when some figure of it does not fit a scaled
 * integer (or a formula holds what fast-formula.ts leaves to Decimal): its quotes then all go the Decimal way.
 */
export function compileFastCard(card: CardParts, rates: readonly ZoneRatesInput[]): FastCard | null {
  const weight = compileFastWeight(card.weight);
  const fastRates = compileRates(rates);
  let zoneScale = 0;
  for (const n of card.zoneNumbers.values()) zoneScale = Math.max(zoneScale, n.decimalPlaces());
  const zoneNumbers = new Map<string, number>();
  for (const [label, n] of card.zoneNumbers) {
    const m = scaled(n, zoneScale);
    if (m === null) return null;
    zoneNumbers.set(label, m);
  }
  const surcharges = compileSurcharges(card.surcharges, zoneScale);
  if (weight === null || fastRates === null || surcharges === null) return null;
  const l = card.limits;
  return {
    weight,
    limits: {
      longestSide: floorScaled(l.maxLongestSide, 3),
      girth: floorScaled(l.maxGirth, 3),
      pieceWeight: floorScaled(l.maxPieceWeight, 3),
      declaredValue: floorScaled(l.maxDeclaredValue, 2),
      pieces: floorScaled(l.maxPieces, 0),
    },
    rates: fastRates,
    zoneNumbers,
    ...surcharges,
  };
}

/**
 * The fast form of a card, built on the card's second quote: a card quoted once (a caller compiling a card per
 * quote, or the rate card editor checking one) never pays for building it, and every later quote uses it.
 */
export class FastForm {
  #quotes = 0;
  #card: FastCard | null | undefined;

  constructor(
    private readonly parts: CardParts,
    private readonly rates: readonly ZoneRatesInput[],
  ) {}

  /** Counts a quote of the card: whether it is past its first, and the fast quote is to be tried. */
  next(): boolean {
    return this.#quotes++ > 0;
  }

  /** Whether the fast card has been built (for tests). */
  get built(): boolean {
    return this.#card !== undefined;
  }

  /** The fast card, built on first use; null when some figure does not fit (all quotes go the Decimal way). */
  get card(): FastCard | null {
    if (this.#card === undefined) this.#card = compileFastCard(this.parts, this.rates);
    return this.#card;
  }
}
