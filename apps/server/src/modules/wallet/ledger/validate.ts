import { linesOf, type Line, type Movement } from './movements';
import { isCents, ZERO } from './money';

/** Why a movement or an entry cannot be posted. Each is a defect of the caller's code, never of user input. */
export type LedgerProblem =
  'AMOUNT_NOT_POSITIVE' | 'FEE_NEGATIVE' | 'NOT_CENTS' | 'FEW_LINES' | 'ZERO_LINE' | 'ACCOUNT_TWICE' | 'NOT_BALANCED';

export class LedgerError extends Error {
  constructor(readonly problem: LedgerProblem) {
    super(`ledger: ${problem}`);
    this.name = 'LedgerError';
  }
}

/** A movement's own amounts: more than 0 (a fee may be 0), whole cents. */
export function movementProblem(m: Movement): LedgerProblem | null {
  if (!m.amount.gt(0)) return 'AMOUNT_NOT_POSITIVE';
  const fee = 'fee' in m ? m.fee : ZERO;
  if (fee.lt(0)) return 'FEE_NEGATIVE';
  if (!isCents(m.amount) || !isCents(fee)) return 'NOT_CENTS';
  return null;
}

/** An entry's lines: at least two, none zero, whole cents, one per account, summing to zero. */
export function entryProblem(lines: readonly Line[]): LedgerProblem | null {
  if (lines.length < 2) return 'FEW_LINES';
  if (lines.some((l) => l.amount.isZero())) return 'ZERO_LINE';
  if (lines.some((l) => !isCents(l.amount))) return 'NOT_CENTS';
  if (new Set(lines.map((l) => l.kind)).size !== lines.length) return 'ACCOUNT_TWICE';
  if (!lines.reduce((sum, l) => sum.plus(l.amount), ZERO).isZero()) return 'NOT_BALANCED';
  return null;
}

/** The lines of a movement, checked: throws LedgerError when the movement or its entry is not postable. */
export function postableLines(m: Movement): Line[] {
  const problem = movementProblem(m);
  if (problem) throw new LedgerError(problem);
  const lines = linesOf(m);
  const unbalanced = entryProblem(lines);
  if (unbalanced) throw new LedgerError(unbalanced);
  return lines;
}
