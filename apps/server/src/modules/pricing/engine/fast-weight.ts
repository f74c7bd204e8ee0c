import { BAIL, compare, pow10, safe, scaled, scaleUp } from './exact';
import type { BubbleWay } from './types';
import type { WeightRule } from './weight';

/**
 * The chargeable weight over scaled integers, for the fast quote: the same steps as weight.ts (bubble rule, minimum,
 * carry band, rounding up to the step), in grams and exact fractions.
 *
 * Volumetric weight is a fraction (L x W x H / ratio), kept here as the exact fraction volume / volumeD, and every
 * decision the weighing takes on it (above the actual weight? below the minimum? within a carry band? which
 * multiple of the step?) is taken exactly. When the fraction ends (24000 / 6000) Decimal holds it, and every figure
 * made from it, exactly too (no more than 34 digits: see MAX_RATIO_TWOS_FIVES), so both take the same decisions.
 * When it does not (37 x 22 x 17 / 6000), Decimal rounds it to 34 digits; it still takes the same decisions unless
 * the exact figure lies exactly on the boundary, because then the fraction is at least 1 / (denominator x
 * 10^places) away from it and Decimal's rounding errors add up to far less (docs/decisions.md: the bound behind
 * MAX_BOUNDARY_PLACES and MAX_PIECES). That one case, a tie on a figure made from a volumetric weight that does not
 * end, is left to Decimal (BAIL).
 */

interface FastCarry {
  /** upTo = upTo / upToD kg; upToD 0: no bound. */
  upTo: number;
  upToD: number;
  /** The step, grams. */
  step: number;
}

export interface FastWeight {
  bubble: BubbleWay;
  perBox: boolean;
  /** ratio / 10^ratioPlaces: the volume weight ratio. */
  ratio: number;
  ratioPlaces: number;
  /** The ratio's factor prime to 10: a volume divisible by it makes a volumetric weight that ends. */
  ratioOdd: number;
  /** keep / keepD: the share of the excess SPLIT charges. */
  keep: number;
  keepD: number;
  /** minimum / minimumD kg; 0 when there is none. */
  minimum: number;
  minimumD: number;
  carry: FastCarry[];
}

/**
 * The largest keep places + boundary places (at least 3, the step's) for which the rounding bound holds: the error
 * Decimal makes on a figure from the volumetric weight, over the exact fraction's distance to a boundary, stays
 * below (pieces + 3) x 5e-34 x 2^53 x 10^(3 + this) < 1 for up to MAX_PIECES boxes.
 */
const MAX_BOUNDARY_PLACES = 11;
/** The most boxes a fast quote weighs (the bound above counts one rounding per box). */
export const MAX_PIECES = 1000;
/**
 * The most 2s or 5s the ratio's integer may hold. A figure num / den of the weighing that ends has at most
 * log10(num) - log10(ratio) + (its 2s or 5s) significant digits; with num below 2^53 x 10^8 (the keep's places are
 * at most 8) that stays within Decimal's 34.
 */
const MAX_RATIO_TWOS_FIVES = 12;

/** The factor of n prime to 10, or 0 when n holds more than MAX_RATIO_TWOS_FIVES 2s or 5s. */
function oddPart(n: number): number {
  let twos = 0;
  let fives = 0;
  let odd = n;
  while (odd % 2 === 0) {
    odd /= 2;
    twos++;
  }
  while (odd % 5 === 0) {
    odd /= 5;
    fives++;
  }
  return Math.max(twos, fives) > MAX_RATIO_TWOS_FIVES ? 0 : odd;
}

/** Null when a figure of the rule does not fit a scaled integer, or the bound above does not hold. */
export function compileFastWeight(rule: WeightRule): FastWeight | null {
  const ratioPlaces = rule.ratio.by.decimalPlaces();
  const ratio = scaled(rule.ratio.by, ratioPlaces);
  const keepPlaces = rule.keep.decimalPlaces();
  const keep = scaled(rule.keep, keepPlaces) as number; // 0 to 1
  const minimumPlaces = rule.minimum === null ? 0 : rule.minimum.decimalPlaces();
  const minimum = rule.minimum === null ? 0 : scaled(rule.minimum, minimumPlaces);
  let boundaryPlaces = Math.max(3, minimumPlaces);
  const carry: FastCarry[] = [];
  for (const band of rule.carry) {
    const places = band.upTo === null ? 0 : band.upTo.decimalPlaces();
    const upTo = band.upTo === null ? 0 : scaled(band.upTo, places);
    const step = scaled(band.step.by, 3);
    if (upTo === null || step === null) return null;
    boundaryPlaces = Math.max(boundaryPlaces, places);
    carry.push({ upTo, upToD: band.upTo === null ? 0 : pow10(places), step });
  }
  // SPLIT sparing all of the excess charges the actual weight, as NONE does.
  const bubble = rule.bubbleWay === 'SPLIT' && keep === 0 ? 'NONE' : rule.bubbleWay;
  if (ratio === null || minimum === null) return null;
  const ratioOdd = oddPart(ratio);
  if (ratioOdd === 0) return null;
  if (bubble !== 'NONE' && keepPlaces + boundaryPlaces > MAX_BOUNDARY_PLACES) return null;
  return {
    bubble,
    perBox: rule.calcType === 'PER_BOX',
    ratio,
    ratioPlaces,
    ratioOdd,
    keep,
    keepD: pow10(keepPlaces),
    minimum,
    minimumD: pow10(minimumPlaces),
    carry,
  };
}

/** One weighing's figures: what the explanation words (weight.ts's Weighing), W in grams. */
export interface FastWeighing {
  /** After the bubble rule: bubbled / bubbledD kg; `rounded`: Decimal's figure of it may differ past its 34th digit. */
  bubbled: number;
  bubbledD: number;
  rounded: boolean;
  /** Raised to the minimum. */
  raised: boolean;
  /** The carry band's index. */
  band: number;
  chargeable: number;
}

/**
 * One weighing: `actual` grams, volumetric volume / volumeD kg (`ends`: its boxes' volumetric weights all end),
 * `minimum` / rule.minimumD kg (0: none). Answers its figures, or throws BAIL.
 */
export function weighing(
  rule: FastWeight,
  actual: number,
  volume: number,
  volumeD: number,
  ends: boolean,
  minimum: number,
): FastWeighing {
  // The figure so far: x / xD kg, and whether Decimal's figure may differ from it (past its 34th digit).
  let x = actual;
  let xD = 1000;
  let rounded = false;
  if (rule.bubble !== 'NONE') {
    const above = compare(volume, volumeD, actual, 1000);
    if (above === 0 && !ends) throw BAIL;
    if (above > 0) {
      rounded = !ends;
      if (rule.bubble === 'FULL') {
        x = volume;
        xD = volumeD;
      } else {
        // actual + (volumetric - actual) x keep = actual x (1 - keep) + volumetric x keep
        x = safe(safe(safe(actual * (rule.keepD - rule.keep)) * volumeD) + safe(safe(volume * 1000) * rule.keep));
        xD = safe(safe(1000 * volumeD) * rule.keepD);
      }
    }
  }
  const bubbled = x;
  const bubbledD = xD;
  const bubbledRounded = rounded;
  let raised = false;
  if (minimum > 0) {
    const below = compare(minimum, rule.minimumD, x, xD);
    if (below === 0 && rounded) throw BAIL;
    if (below > 0) {
      x = minimum;
      xD = rule.minimumD;
      rounded = false;
      raised = true;
    }
  }
  const carry = rule.carry;
  let band = carry.length - 1;
  for (let i = 0; i < carry.length; i++) {
    const b = carry[i] as FastCarry;
    if (b.upToD === 0) {
      band = i;
      break;
    }
    const within = compare(x, xD, b.upTo, b.upToD);
    if (within === 0 && rounded) throw BAIL;
    if (within <= 0) {
      band = i;
      break;
    }
  }
  // ceil((x / xD) / (step / 1000)) steps
  const step = (carry[band] as FastCarry).step;
  const n = safe(x * 1000);
  const d = safe(xD * step);
  const r = n % d;
  if (r === 0 && rounded) throw BAIL;
  const chargeable = safe(((n - r) / d + (r > 0 ? 1 : 0)) * step);
  return { bubbled, bubbledD, rounded: bubbledRounded, raised, band, chargeable };
}

/** One weighing's chargeable weight in grams (see weighing), or BAIL. */
export const weighFast = (
  rule: FastWeight,
  actual: number,
  volume: number,
  volumeD: number,
  ends: boolean,
  minimum: number,
): number => weighing(rule, actual, volume, volumeD, ends, minimum).chargeable;

/** Girth around the longest side `side` of a box: the two other sides, twice each. */
export const girthOf = (l: number, w: number, h: number, side: number): number =>
  safe(side + 2 * (safe(l + w + h) - side));

/** Trailing zeros of a figure at 3 places (up to 3): 12000 is 12 at 0 places. */
const zeros3 = (m: number) => (m % 1000 === 0 ? 3 : m % 100 === 0 ? 2 : m % 10 === 0 ? 1 : 0);

/** A box's volume, L x W x H cm3 as the integer `product` at `places` places. */
export interface FastVolume {
  product: number;
  places: number;
}

/** The volume of a box of sides in thousandths of a cm, at as few places as its figures need. */
export function boxVolume(l: number, w: number, h: number): FastVolume {
  const zl = zeros3(l);
  const zw = zeros3(w);
  const zh = zeros3(h);
  return { product: safe(safe((l / pow10(zl)) * (w / pow10(zw))) * (h / pow10(zh))), places: 9 - zl - zw - zh };
}

/**
 * Volumetric weight = volume / ratio, kg, as the fraction volumeN / volumeD: the volume is `product` at `places`
 * places (cm3), the ratio rule.ratio at rule.ratioPlaces.
 */
export const volumeN = (rule: FastWeight, product: number, places: number) =>
  scaleUp(product, Math.max(0, rule.ratioPlaces - places));
export const volumeD = (rule: FastWeight, places: number) =>
  scaleUp(rule.ratio, Math.max(0, places - rule.ratioPlaces));
