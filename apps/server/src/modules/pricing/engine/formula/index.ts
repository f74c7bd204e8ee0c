import type Decimal from 'decimal.js';
import { Dec } from '../decimal';
import { compileWithSlots } from './formula';
import { FormulaRuntimeError, type FormulaError, type FormulaRuntimeErrorKind } from './formula-errors';

export {
  FORMULA_MAX_DEPTH,
  FORMULA_MAX_INTEGER_DIGITS,
  FORMULA_MAX_LENGTH,
  FORMULA_MAX_PLACES,
  compileWithSlots,
  inRange,
  type CompiledFormula,
  type Step,
} from './formula';
export { FUNCTIONS } from './functions';
export * from './formula-errors';

export type FormulaValues = Readonly<Record<string, Decimal.Value>>;

export interface FormulaProgram {
  readonly source: string;
  readonly reads: readonly string[];
  /** Throws FormulaRuntimeError (division by zero, a bad round() argument, a read variable missing or not a number). */
  evaluate(values: FormulaValues): Dec;
}

export type CompileFormulaResult =
  | { ok: true; program: FormulaProgram; evaluate: FormulaProgram['evaluate'] }
  | {
      ok: false;
      error: FormulaError;
    };

function toDecimal(name: string, value: Decimal.Value | undefined): Dec {
  if (value === undefined) throw new FormulaRuntimeError('MISSING_VARIABLE', name);
  try {
    const d = new Dec(value);
    if (d.isFinite()) return d;
  } catch {
    // not a number: answered below
  }
  throw new FormulaRuntimeError('BAD_VALUE', name);
}

/** Compiles a formula over the named variables (any other name is UNKNOWN_VARIABLE). */
export function compileFormula(source: string, options: { variables: readonly string[] }): CompileFormulaResult {
  const slots = new Map(options.variables.map((name, i) => [name, i]));
  const compiled = compileWithSlots(source, slots);
  if (!compiled.ok) return compiled;
  const { run, reads } = compiled.formula;
  const evaluate = (values: FormulaValues): Dec => {
    const row: Dec[] = [];
    for (const name of reads) row[slots.get(name) as number] = toDecimal(name, values[name]);
    return run(row);
  };
  const program: FormulaProgram = { source, reads, evaluate };
  return { ok: true, program, evaluate };
}

export type TestFormulaResult =
  | { ok: true; value: string; inputs: Record<string, string> }
  | { ok: false; error: FormulaError | { kind: FormulaRuntimeErrorKind; message: string; name?: string } };

/**
 * What the rate card editor calls when a formula is saved: compiles it against the sample values' names and runs it
 * on them. `inputs` are the variables it read, with the values used.
 */
export function testFormula(source: string, sample: Readonly<Record<string, string | number>>): TestFormulaResult {
  const compiled = compileFormula(source, { variables: Object.keys(sample) });
  if (!compiled.ok) return compiled;
  try {
    const value = compiled.evaluate(sample);
    const inputs: Record<string, string> = {};
    for (const name of compiled.program.reads) inputs[name] = new Dec(sample[name] as Decimal.Value).toString();
    return { ok: true, value: value.toString(), inputs };
  } catch (err) {
    if (!(err instanceof FormulaRuntimeError)) throw err;
    return { ok: false, error: { kind: err.kind, message: err.message, name: err.detail } };
  }
}
