import {
  FORMULA_PROBLEM_KINDS,
  formulaProblemText,
  type FormulaProblem,
  type FormulaProblemKind,
  type Language,
} from '@parcelhub/contracts';
import { compileFormula, testFormula } from '../pricing/engine';

/**
 * The one place this module meets the pricing engine's formula compiler (pricing/engine): checking a formula when
 * a surcharge is saved, and the formula test of the surcharge screen. Whatever the engine calls a problem is worded
 * here in the caller's language.
 */
export interface FormulaProblemDetail {
  kind: FormulaProblemKind;
  position?: number;
  name?: string;
}

const KINDS: ReadonlySet<string> = new Set(FORMULA_PROBLEM_KINDS);

function detailOf(error: { kind: string; position?: number; name?: string }): FormulaProblemDetail {
  const kind = (KINDS.has(error.kind) ? error.kind : 'SYNTAX') as FormulaProblemKind;
  return {
    kind,
    ...(typeof error.position === 'number' && error.position >= 0 ? { position: error.position } : {}),
    ...(error.name ? { name: error.name } : {}),
  };
}

export const wordProblem = (detail: FormulaProblemDetail, lang: Language): FormulaProblem => ({
  ...detail,
  message: formulaProblemText(detail, lang),
});

/** Compiles `source` over `variables`: null when it compiles, else why not. */
export function formulaProblem(source: string, variables: readonly string[]): FormulaProblemDetail | null {
  const compiled = compileFormula(source, { variables });
  return compiled.ok ? null : detailOf(compiled.error);
}

export type FormulaRun =
  { ok: true; value: string; inputs: Record<string, string> } | { ok: false; problem: FormulaProblemDetail };

/**
 * Runs `source` on sample values. Only `variables` may be read (a name the sample holds but the surcharge could not
 * read is still an unknown variable); each of them takes its sample value.
 */
export function runFormula(
  source: string,
  variables: readonly string[],
  sample: Readonly<Record<string, string>>,
): FormulaRun {
  const problem = formulaProblem(source, variables);
  if (problem) return { ok: false, problem };
  const values: Record<string, string> = {};
  for (const name of variables) values[name] = sample[name] ?? '0';
  const result = testFormula(source, values);
  if (!result.ok) return { ok: false, problem: detailOf(result.error) };
  return { ok: true, value: result.value, inputs: result.inputs };
}
