import Decimal from 'decimal.js';
import type { Dec } from '../decimal';
import { FormulaRuntimeError } from './formula-errors';
import type { Step } from './formula';

export interface FormulaFunction {
  readonly min: number;
  readonly max: number;
  readonly make: (args: Step[]) => Step;
}

/** round's places: a whole number from 0 to 10. */
function places(d: Dec): number {
  if (!d.isInteger() || d.isNeg() || d.gt(10)) throw new FormulaRuntimeError('BAD_ARGUMENT', 'round');
  return d.toNumber();
}

const one = (f: (d: Dec) => Dec): FormulaFunction => ({
  min: 1,
  max: 1,
  make:
    ([a]) =>
    (s) =>
      f((a as Step)(s)),
});

const fold =
  (pick: (a: Dec, b: Dec) => Dec): FormulaFunction['make'] =>
  (args) =>
  (s) => {
    let acc = (args[0] as Step)(s);
    for (let i = 1; i < args.length; i++) acc = pick(acc, (args[i] as Step)(s));
    return acc;
  };

/** The whole function whitelist. round is half-up, as money is. */
export const FUNCTIONS: ReadonlyMap<string, FormulaFunction> = new Map<string, FormulaFunction>([
  ['max', { min: 1, max: 32, make: fold((a, b) => (b.gt(a) ? b : a)) }],
  ['min', { min: 1, max: 32, make: fold((a, b) => (b.lt(a) ? b : a)) }],
  ['ceil', one((d) => d.ceil())],
  ['floor', one((d) => d.floor())],
  ['abs', one((d) => d.abs())],
  [
    'round',
    {
      min: 1,
      max: 2,
      make: ([x, p]) => {
        const value = x as Step;
        if (!p) return (s) => value(s).toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
        return (s) => value(s).toDecimalPlaces(places(p(s)), Decimal.ROUND_HALF_UP);
      },
    },
  ],
]);
