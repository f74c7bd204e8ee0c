import { ceilTo, Dec, divide, divisor, HUNDRED, kg, ONE, parseUnsigned, type Divisor } from './decimal';
import type { CompileContext } from './compile-context';
import type { BoxExplain, WeighingExplain, WeightExplain } from './result';
import type { BoxInput, BubbleWay, CalcType, WeightRuleInput } from './types';

/** A box as the quote reads it: its figures parsed, and what limits and formulas need worked out once. */
export interface Box {
  length: Dec;
  width: Dec;
  height: Dec;
  weight: Dec;
  volumetric: Dec;
  longestSide: Dec;
  girth: Dec;
}

interface CarryBand {
  upTo: Dec | null;
  step: Divisor;
  stepText: string;
}

export interface WeightRule {
  ratio: Divisor;
  bubbleWay: BubbleWay;
  /** SPLIT: the share of the excess that is charged, 1 - percentage / 100. */
  keep: Dec;
  calcType: CalcType;
  minimum: Dec | null;
  carry: CarryBand[];
  explain: Pick<WeightExplain, 'calcType' | 'bubbleWay' | 'bubblePercentage' | 'volumeWeightRatio'>;
}

export interface Weighed {
  /** W */
  chargeable: Dec;
  actual: Dec;
  volumetric: Dec;
  weighings: Weighing[];
}

const STEP = { positive: true, places: 3 };

export function compileWeightRule(ctx: CompileContext, input: WeightRuleInput): WeightRule {
  const ratio = ctx.unsigned('weight.volumeWeightRatio', input.volumeWeightRatio, { positive: true });
  const percentage = ctx.unsigned('weight.bubblePercentage', input.bubblePercentage, { max: 100 });
  const minimum = ctx.optional('weight.independentWeightLimit', input.independentWeightLimit);
  let carry: CarryBand[] = [];
  if (input.carry.kind === 'STEP') {
    const step = ctx.unsigned('weight.carry.step', input.carry.step, STEP);
    carry = [{ upTo: null, step: divisor(step), stepText: step.toString() }];
  } else if (input.carry.kind === 'CUSTOM') {
    carry = input.carry.bands.map((band, i) => {
      const path = `weight.carry.bands[${i}]`;
      const step = ctx.unsigned(`${path}.step`, band.step, STEP);
      const upTo = band.upTo === null ? null : ctx.unsigned(`${path}.upTo`, band.upTo);
      return { upTo, step: divisor(step), stepText: step.toString() };
    });
    const ascending = carry.every((b, i) => {
      const next = carry[i + 1];
      return next === undefined || (b.upTo !== null && (next.upTo === null || next.upTo.gt(b.upTo)));
    });
    if (carry.length === 0 || !ascending) ctx.error('weight.carry.bands', 'NOT_ASCENDING');
  } else {
    ctx.error('weight.carry.kind', 'INVALID_VALUE');
  }
  const bubbleWay = ctx.oneOf('weight.bubbleWay', input.bubbleWay, ['NONE', 'FULL', 'SPLIT'] as const);
  const calcType = ctx.oneOf('weight.calcType', input.calcType, ['PER_BOX', 'PER_SHIPMENT'] as const);
  return {
    ratio: divisor(ratio),
    bubbleWay,
    keep: ONE.minus(percentage.div(HUNDRED)),
    calcType,
    minimum,
    carry,
    explain: {
      calcType,
      bubbleWay,
      bubblePercentage: percentage.toString(),
      volumeWeightRatio: ratio.toString(),
    },
  };
}

/** Length, width, height and weight parsed; volumetric weight, longest side and girth (L + 2(W + H)) of the box. */
export function measureBox(rule: WeightRule, length: Dec, width: Dec, height: Dec, weight: Dec): Box {
  let longestSide = length;
  if (width.gt(longestSide)) longestSide = width;
  if (height.gt(longestSide)) longestSide = height;
  // Girth around the longest side: the two others, twice each.
  const girth = longestSide.plus(length.plus(width).plus(height).minus(longestSide).times(2));
  const volumetric = divide(length.times(width).times(height), rule.ratio);
  return { length, width, height, weight, volumetric, longestSide, girth };
}

const NO_BOX = {} as Partial<BoxInput>;

/** A box's four figures, each a positive decimal, or the name of the first that is not. */
export function parseBox(rule: WeightRule, input: BoxInput | undefined, i: number): Box | string {
  const b = input ?? NO_BOX;
  const length = parseUnsigned(b.length);
  if (length === null || length.isZero()) return `boxes[${i}].length`;
  const width = parseUnsigned(b.width);
  if (width === null || width.isZero()) return `boxes[${i}].width`;
  const height = parseUnsigned(b.height);
  if (height === null || height.isZero()) return `boxes[${i}].height`;
  const weight = parseUnsigned(b.weight);
  if (weight === null || weight.isZero()) return `boxes[${i}].weight`;
  return measureBox(rule, length, width, height, weight);
}

export const explainBox = (box: Box): BoxExplain => ({
  length: box.length.toString(),
  width: box.width.toString(),
  height: box.height.toString(),
  actual: kg(box.weight),
  volumetric: kg(box.volumetric),
  longestSide: box.longestSide.toString(),
  girth: box.girth.toString(),
});

function carryBand(rule: WeightRule, x: Dec): CarryBand {
  for (const band of rule.carry) if (band.upTo === null || x.lte(band.upTo)) return band;
  return rule.carry[rule.carry.length - 1] as CarryBand;
}

/** One weighing, in figures; worded by explainWeighing when the explanation is read. */
interface Weighing {
  box: number | null;
  actual: Dec;
  volumetric: Dec;
  rule: WeighingExplain['rule'];
  bubbled: Dec;
  /** The minimum when it raised the weight. */
  minimum: Dec | null;
  beforeCarry: Dec;
  carry: CarryBand;
  chargeable: Dec;
}

/** One weighing: bubble rule, then the minimum, then rounding up to the carry step. */
function weigh(rule: WeightRule, box: number | null, actual: Dec, volumetric: Dec, minimum: Dec | null): Weighing {
  let bubbled = actual;
  let applied: WeighingExplain['rule'] = 'ACTUAL';
  if (rule.bubbleWay !== 'NONE' && volumetric.gt(actual)) {
    if (rule.bubbleWay === 'FULL') {
      bubbled = volumetric;
      applied = 'VOLUMETRIC';
    } else {
      bubbled = actual.plus(volumetric.minus(actual).times(rule.keep));
      applied = 'SPLIT';
    }
  }
  const raised = minimum !== null && minimum.gt(bubbled);
  const beforeCarry = raised ? minimum : bubbled;
  const carry = carryBand(rule, beforeCarry);
  const chargeable = ceilTo(beforeCarry, carry.step);
  return {
    box,
    actual,
    volumetric,
    rule: applied,
    bubbled,
    minimum: raised ? minimum : null,
    beforeCarry,
    carry,
    chargeable,
  };
}

const explainWeighing = (w: Weighing): WeighingExplain => ({
  box: w.box,
  actual: kg(w.actual),
  volumetric: kg(w.volumetric),
  rule: w.rule,
  bubbled: kg(w.bubbled),
  minimum: w.minimum === null ? null : kg(w.minimum),
  beforeCarry: kg(w.beforeCarry),
  carryStep: w.carry.stepText,
  chargeable: kg(w.chargeable),
});

/** W: per box then summed (PER_BOX), or once over the shipment's sums (PER_SHIPMENT). */
export function chargeableWeight(rule: WeightRule, boxes: readonly Box[]): Weighed {
  let actual = (boxes[0] as Box).weight;
  let volumetric = (boxes[0] as Box).volumetric;
  for (let i = 1; i < boxes.length; i++) {
    actual = actual.plus((boxes[i] as Box).weight);
    volumetric = volumetric.plus((boxes[i] as Box).volumetric);
  }
  const weighings: Weighing[] = [];
  let chargeable: Dec;
  if (rule.calcType === 'PER_BOX') {
    const first = weigh(rule, 0, (boxes[0] as Box).weight, (boxes[0] as Box).volumetric, rule.minimum);
    chargeable = first.chargeable;
    weighings.push(first);
    for (let i = 1; i < boxes.length; i++) {
      const w = weigh(rule, i, (boxes[i] as Box).weight, (boxes[i] as Box).volumetric, rule.minimum);
      chargeable = chargeable.plus(w.chargeable);
      weighings.push(w);
    }
  } else {
    const minimum = rule.minimum === null ? null : rule.minimum.times(boxes.length);
    const w = weigh(rule, null, actual, volumetric, minimum);
    chargeable = w.chargeable;
    weighings.push(w);
  }
  return { chargeable, actual, volumetric, weighings };
}

type WeighedFigures = Pick<WeightExplain, 'weighings' | 'actual' | 'volumetric' | 'chargeable'>;

/** The rule's settings and the figures, every field written out: a spread of the settings cost a quote more. */
export function weightExplain(rule: WeightRule, figures: WeighedFigures): WeightExplain {
  const { calcType, bubbleWay, bubblePercentage, volumeWeightRatio } = rule.explain;
  const { weighings, actual, volumetric, chargeable } = figures;
  return { calcType, bubbleWay, bubblePercentage, volumeWeightRatio, weighings, actual, volumetric, chargeable };
}

export const explainWeight = (rule: WeightRule, w: Weighed): WeightExplain =>
  weightExplain(rule, {
    weighings: w.weighings.map(explainWeighing),
    actual: kg(w.actual),
    volumetric: kg(w.volumetric),
    chargeable: kg(w.chargeable),
  });
