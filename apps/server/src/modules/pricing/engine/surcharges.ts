import { money, round2, ZERO, type Dec } from './decimal';
import type { CompileContext } from './compile-context';
import type jsep from 'jsep';
import { compileWithSlots, FORMULA_MAX_INTEGER_DIGITS, FormulaRuntimeError, type Step } from './formula';
import type { QuoteParams, SurchargeExplain } from './result';
import type { LocalizedName, SurchargeInput, SurchargeType } from './types';

/** What every formula may read, in slot order. W is chargeableWeight under its short name. */
export const BASE_VARIABLES = [
  'freight',
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
] as const;
export type BaseVariable = (typeof BASE_VARIABLES)[number];

/** The customer's line codes; a surcharge may not take them. */
const RESERVED_CODES = ['FREIGHT', 'HANDLING', 'MINIMUM'];
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

export interface Surcharge {
  code: string;
  name: LocalizedName;
  type: SurchargeType;
  order: number;
  source: string;
  refuseSource: string | null;
  formula: Step;
  refuse: Step | null;
  /** The variables its formulas read and their slots, for the explanation. */
  inputs: [string, number][];
  /** Where its rounded amount is kept for later formulas. */
  slot: number;
  /** The slot of every name its formulas may read, and their checked trees: what fast-card.ts compiles again. */
  names: ReadonlyMap<string, number>;
  formulaTree: jsep.Expression | null;
  refuseTree: jsep.Expression | null;
}

export interface Surcharges {
  list: Surcharge[];
  /** Slot values every quote starts from: the constants in place, the rest zero. */
  template: Dec[];
  /** Whether some formula reads `zone` (then every zone must be a number). */
  readsZone: boolean;
}

export function compileSurcharges(ctx: CompileContext, inputs: readonly SurchargeInput[]): Surcharges {
  const template: Dec[] = BASE_VARIABLES.map(() => ZERO);
  const base = new Set<string>(BASE_VARIABLES);
  const codes = new Set<string>();
  inputs.forEach((s, i) => {
    const code = String(s.code);
    if (!IDENTIFIER.test(code) || base.has(code) || RESERVED_CODES.includes(code)) {
      ctx.error(`surcharges[${i}].code`, 'INVALID_VALUE');
    } else if (codes.has(code)) ctx.error(`surcharges[${i}].code`, 'DUPLICATE');
    codes.add(code);
    if (!Number.isFinite(s.order)) ctx.error(`surcharges[${i}].order`, 'INVALID_VALUE');
  });
  const ordered = inputs.map((input, index) => ({ input, index })).sort((a, b) => a.input.order - b.input.order);
  const earlier = new Map<string, number>();
  const list: Surcharge[] = [];
  let readsZone = false;
  for (const { input, index } of ordered) {
    const path = `surcharges[${index}]`;
    const code = String(input.code);
    const slots = new Map<string, number>(BASE_VARIABLES.map((name, slot) => [name, slot]));
    for (const [name, text] of Object.entries({ value: '0', ...input.constants })) {
      if (!IDENTIFIER.test(name) || base.has(name) || codes.has(name)) {
        ctx.error(`${path}.constants.${name}`, 'INVALID_VALUE');
      }
      slots.set(name, template.length);
      template.push(ctx.signed(`${path}.constants.${name}`, text));
    }
    if (input.referencesEarlier === true) for (const [name, slot] of earlier) slots.set(name, slot);
    const inputsOf = new Map<string, number>();
    const trees = { formula: null as jsep.Expression | null, refuse: null as jsep.Expression | null };
    const compile = (field: 'formula' | 'refuse', source: string): Step => {
      const compiled = compileWithSlots(source, slots);
      if (!compiled.ok && compiled.error.kind === 'OUT_OF_RANGE') {
        // Saved before formulas were checked for range: the card still compiles, and every quote it would price
        // refuses with this surcharge's formula error (the fast card, which needs the tree, leaves it to Decimal).
        return () => {
          throw new FormulaRuntimeError('OUT_OF_RANGE');
        };
      }
      if (!compiled.ok) {
        ctx.error(`${path}.${field}`, 'FORMULA_INVALID', { surcharge: code, formula: compiled.error });
        return () => ZERO;
      }
      for (const name of compiled.formula.reads) inputsOf.set(name, slots.get(name) as number);
      if (compiled.formula.reads.includes('zone')) readsZone = true;
      trees[field] = compiled.formula.tree;
      return compiled.formula.run;
    };
    const hasRefuse = typeof input.refuse === 'string' && input.refuse.trim() !== '';
    const refuse = hasRefuse ? compile('refuse', input.refuse as string) : null;
    const formula = compile('formula', input.formula);
    const slot = template.length;
    template.push(ZERO);
    earlier.set(code, slot);
    list.push({
      code,
      name: input.name,
      type: ctx.oneOf(`${path}.type`, input.type, ['SURCHARGE', 'SIZELIMIT'] as const),
      order: input.order,
      source: input.formula,
      refuseSource: hasRefuse ? (input.refuse as string) : null,
      formula,
      refuse,
      inputs: [...inputsOf],
      slot,
      names: slots,
      formulaTree: trees.formula,
      refuseTree: trees.refuse,
    });
  }
  return { list, template, readsZone };
}

/** `values` holds each evaluated formula's value; a refusal or failure stops at list[values.length]. */
export type SurchargeOutcome =
  | { ok: true; amounts: Dec[]; values: Dec[] }
  | { ok: false; errorKey: 'SIZE_LIMIT' | 'FORMULA_ERROR'; params: QuoteParams; values: Dec[] };

/** A surcharge's explanation from its figures already worded (both engines word them their own way). */
export function surchargeExplain(
  s: Surcharge,
  figures: { inputs: Record<string, string>; refused: boolean; value: string | null; amount: string | null },
): SurchargeExplain {
  return {
    code: s.code,
    name: s.name,
    type: s.type,
    order: s.order,
    formula: s.source,
    inputs: figures.inputs,
    refuse: s.refuseSource,
    refused: figures.refused,
    value: figures.value,
    amount: figures.amount,
  };
}

function explainOf(s: Surcharge, slots: readonly Dec[], value: Dec | undefined, refused: boolean): SurchargeExplain {
  const inputs: Record<string, string> = {};
  for (const [name, slot] of s.inputs) inputs[name] = (slots[slot] as Dec).toString();
  return surchargeExplain(s, {
    inputs,
    refused,
    value: value === undefined ? null : value.toString(),
    amount: value === undefined ? null : money(slots[s.slot] as Dec),
  });
}

/**
 * Every surcharge evaluated, and the one that refused or failed (value null). Worded from the quote's slots after
 * the fact: a formula only reads slots set before it ran and never written again, so they still hold its inputs.
 */
export function explainSurcharges(list: readonly Surcharge[], slots: readonly Dec[], o: SurchargeOutcome) {
  const refused = !o.ok && o.errorKey === 'SIZE_LIMIT';
  const n = o.values.length;
  return list.slice(0, n + 1).map((s, i) => explainOf(s, slots, o.values[i], refused && i === n));
}

/**
 * Evaluates the surcharges in order over `slots` (base variables set, constants from the template). Each amount is
 * rounded half-up to 2 places and kept in its slot, so later formulas read what the cost line shows.
 */
export function evaluateSurcharges(list: readonly Surcharge[], slots: Dec[]): SurchargeOutcome {
  const amounts: Dec[] = [];
  const values: Dec[] = [];
  let total = slots[0] as Dec; // freight: the cost total grows by each amount, and must fit an amount column too
  for (const s of list) {
    let value: Dec;
    try {
      if (s.refuse !== null && !s.refuse(slots).isZero()) {
        return { ok: false, errorKey: 'SIZE_LIMIT', params: { code: s.code }, values };
      }
      value = s.formula(slots);
    } catch (err) {
      if (!(err instanceof FormulaRuntimeError)) throw err;
      return { ok: false, errorKey: 'FORMULA_ERROR', params: { code: s.code, kind: err.kind }, values };
    }
    // A surcharge is never a discount: a negative one is a mistake in the card, not a price.
    if (value.lt(ZERO)) {
      const params = { code: s.code, kind: 'NEGATIVE', value: value.toString() };
      return { ok: false, errorKey: 'FORMULA_ERROR', params, values };
    }
    const amount = value.isZero() ? ZERO : round2(value);
    total = total.plus(amount);
    if (!(total.e < FORMULA_MAX_INTEGER_DIGITS)) {
      return { ok: false, errorKey: 'FORMULA_ERROR', params: { code: s.code, kind: 'OUT_OF_RANGE' }, values };
    }
    slots[s.slot] = amount;
    amounts.push(amount);
    values.push(value);
  }
  return { ok: true, amounts, values };
}
