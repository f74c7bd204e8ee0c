/** Why a formula cannot be compiled. */
export type FormulaErrorKind =
  'SYNTAX' | 'UNKNOWN_VARIABLE' | 'UNKNOWN_FUNCTION' | 'FORBIDDEN' | 'ARITY' | 'TOO_LONG' | 'TOO_DEEP' | 'OUT_OF_RANGE';

export interface FormulaError {
  kind: FormulaErrorKind;
  /** For people (English, from the parser or the compiler); screens word the error from `kind` and `name`. */
  message: string;
  /** Character index in the source, when known. */
  position?: number;
  /** The variable, function, operator or node type at fault. */
  name?: string;
}

/** Why a compiled formula failed on given values. */
export type FormulaRuntimeErrorKind =
  'DIVISION_BY_ZERO' | 'BAD_ARGUMENT' | 'MISSING_VARIABLE' | 'BAD_VALUE' | 'OUT_OF_RANGE';

export class FormulaRuntimeError extends Error {
  constructor(
    readonly kind: FormulaRuntimeErrorKind,
    readonly detail?: string,
  ) {
    super(detail ? `${kind}: ${detail}` : kind);
  }
}
