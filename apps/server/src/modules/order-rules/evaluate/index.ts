/**
 * The order-rule evaluator: pure functions, no SQL, no I/O. `compileRules` turns stored groups and rules (and the
 * postcode groups their conditions name) into `CompiledGroup[]`; `evaluateRules` answers a `RuleOutcome` for one
 * order's facts. The semantics are written on `evaluateRules` and in docs/api.md ("Order rules").
 */
export { evaluateRules, matchesOrder, missingField } from './evaluate';
export { compileRules, compileRule, normaliseText, type GroupSource, type RuleSource } from './compile';
export type * from './types';
