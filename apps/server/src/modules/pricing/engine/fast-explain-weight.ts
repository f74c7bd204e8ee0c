import { BAIL, compare, format, parseScaled, plain, safe, scaleUp } from './exact';
import { boxVolume, girthOf, volumeD, volumeN, weighing, type FastWeight } from './fast-weight';
import type { BoxExplain, WeighingExplain, WeightExplain } from './result';
import type { BoxInput } from './types';
import {
  chargeableWeight,
  explainBox,
  explainWeight,
  parseBox,
  weightExplain,
  type Box,
  type WeightRule,
} from './weight';

/**
 * The boxes and the weight of a fast quote's explanation, worded as weight.ts words them, from the request's box
 * figures weighed again (weighing, as the quote weighed them). kg() rounds Decimal's figure half-up to 3 places; here
 * the exact fraction is rounded. They agree (Decimal's figure is within far less than a gram's ten-thousandth of the
 * fraction: fast-weight.ts) unless the fraction lies exactly on a half gram while Decimal's figure of it is rounded
 * (two volumetric weights that do not end summing to 0.0005 kg): there, and for a figure past 2^53, weight.ts
 * weighs the boxes in Decimal and words them itself.
 */

/** n / d kg (n >= 0, d > 0) as kg() words it: half-up to 3 places. */
export function kgOf(n: number, d: number, rounded: boolean): string {
  const m = safe(n * 1000);
  const r = m % d;
  const twice = safe(2 * r);
  if (twice === d && rounded) throw BAIL;
  return format((m - r) / d + (twice >= d ? 1 : 0), 3);
}

/** A box's figures (grams, thousandths of a cm) and its volumetric weight n / d kg. */
interface FastBox {
  length: number;
  width: number;
  height: number;
  weight: number;
  longestSide: number;
  girth: number;
  /** The volume at `places` places, cm3. */
  volume: number;
  places: number;
  n: number;
  d: number;
  ends: boolean;
}

function measure(rule: FastWeight, texts: readonly string[], i: number): FastBox {
  const length = parseScaled(texts[4 * i], 3);
  const width = parseScaled(texts[4 * i + 1], 3);
  const height = parseScaled(texts[4 * i + 2], 3);
  const weight = parseScaled(texts[4 * i + 3], 3);
  const longestSide = Math.max(length, width, height);
  const { product, places } = boxVolume(length, width, height);
  return {
    length,
    width,
    height,
    weight,
    longestSide,
    girth: girthOf(length, width, height, longestSide),
    volume: product,
    places,
    n: volumeN(rule, product, places),
    d: volumeD(rule, places),
    ends: product % rule.ratioOdd === 0,
  };
}

const explainFastBox = (b: FastBox): BoxExplain => ({
  length: plain(b.length, 3),
  width: plain(b.width, 3),
  height: plain(b.height, 3),
  actual: format(b.weight, 3),
  volumetric: kgOf(b.n, b.d, false),
  longestSide: plain(b.longestSide, 3),
  girth: plain(b.girth, 3),
});

/** One weighing: `actual` grams, volumetric n / d kg, the minimum at the rule's places (0: none). */
function explainWeighing(
  rule: WeightRule,
  fast: FastWeight,
  box: number | null,
  actual: number,
  volumetric: { n: number; d: number; ends: boolean },
  minimum: number,
): WeighingExplain {
  const { n, d, ends } = volumetric;
  const w = weighing(fast, actual, n, d, ends, minimum);
  // Decimal's rule: volumetric above actual (the fast rule reads SPLIT sparing all of the excess as NONE, and the
  // explanation still says SPLIT). A sum of volumetric weights that do not end may be rounded onto the actual one.
  const sign = rule.bubbleWay === 'NONE' ? -1 : compare(n, d, actual, 1000);
  if (sign === 0 && !ends) throw BAIL;
  const above = sign > 0;
  const bubbled = kgOf(w.bubbled, w.bubbledD, w.rounded);
  const min = w.raised ? kgOf(minimum, fast.minimumD, false) : null;
  return {
    box,
    actual: format(actual, 3),
    volumetric: kgOf(n, d, !ends),
    rule: !above ? 'ACTUAL' : rule.bubbleWay === 'FULL' ? 'VOLUMETRIC' : 'SPLIT',
    bubbled,
    minimum: min,
    beforeCarry: min ?? bubbled,
    carryStep: (rule.carry[w.band] as WeightRule['carry'][number]).stepText,
    chargeable: format(w.chargeable, 3),
  };
}

/** The boxes' volumetric weights summed, as one fraction at the most places any box needed. */
function summed(rule: FastWeight, boxes: readonly FastBox[]): { n: number; d: number; ends: boolean } {
  let volume = 0;
  let places = 0;
  let ends = true;
  for (const b of boxes) {
    const common = Math.max(places, b.places);
    volume = safe(scaleUp(volume, common - places) + scaleUp(b.volume, common - b.places));
    places = common;
    ends &&= b.ends;
  }
  return { n: volumeN(rule, volume, places), d: volumeD(rule, places), ends };
}

type Explained = { boxes: BoxExplain[]; weight: WeightExplain };

/** The explanation's boxes and weight for boxes written as `texts` (four by box) and W in grams. */
export function explainWeightFast(
  rule: WeightRule,
  fast: FastWeight,
  texts: readonly string[],
  chargeable: number,
): Explained {
  try {
    return wordFast(rule, fast, texts, chargeable);
  } catch (err) {
    if (err !== BAIL) throw err;
    return wordDecimal(rule, texts);
  }
}

/** weight.ts's own weighing and wording of the boxes. */
function wordDecimal(rule: WeightRule, texts: readonly string[]): Explained {
  const boxes: Box[] = [];
  for (let i = 0; i < texts.length / 4; i++) {
    const [length, width, height, weight] = texts.slice(4 * i, 4 * i + 4);
    boxes.push(parseBox(rule, { length, width, height, weight } as BoxInput, i) as Box);
  }
  return { boxes: boxes.map(explainBox), weight: explainWeight(rule, chargeableWeight(rule, boxes)) };
}

function wordFast(rule: WeightRule, fast: FastWeight, texts: readonly string[], chargeable: number): Explained {
  const boxes: FastBox[] = [];
  let actual = 0;
  for (let i = 0; i < texts.length / 4; i++) {
    const b = measure(fast, texts, i);
    boxes.push(b);
    actual = safe(actual + b.weight);
  }
  const volumetric = summed(fast, boxes);
  const weighings =
    rule.calcType === 'PER_BOX'
      ? boxes.map((b, i) => explainWeighing(rule, fast, i, b.weight, b, fast.minimum))
      : [explainWeighing(rule, fast, null, actual, volumetric, safe(fast.minimum * boxes.length))];
  return {
    boxes: boxes.map(explainFastBox),
    weight: weightExplain(rule, {
      weighings,
      actual: format(actual, 3),
      volumetric: kgOf(volumetric.n, volumetric.d, !volumetric.ends),
      chargeable: format(chargeable, 3),
    }),
  };
}
