/** The pricing engine: pure functions over a compiled rate card (README.md). */
export { compileRateCard, type CompiledRateCard, type CompileRateCardResult } from './compile';
export type { RateCardError, RateCardErrorCode } from './compile-context';
export { quote } from './quote';
export { LINE_NAMES, parsePremium, price } from './markup';
export { Dec } from './decimal';
export { BASE_VARIABLES, type BaseVariable } from './surcharges';
export {
  compileFormula,
  testFormula,
  FORMULA_MAX_DEPTH,
  FORMULA_MAX_LENGTH,
  FormulaRuntimeError,
  type CompileFormulaResult,
  type FormulaError,
  type FormulaErrorKind,
  type FormulaProgram,
  type FormulaRuntimeErrorKind,
  type FormulaValues,
  type TestFormulaResult,
} from './formula';
export type * from './types';
export type * from './result';
