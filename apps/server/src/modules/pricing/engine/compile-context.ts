import { parseSigned, parseUnsigned, ZERO, type Dec } from './decimal';
import type { FormulaError } from './formula';

export type RateCardErrorCode =
  /** Not a decimal string, or out of its range. */
  | 'INVALID_DECIMAL'
  /** A value outside the allowed set or shape (an unknown kind, a bad postcode prefix, a bad name). */
  | 'INVALID_VALUE'
  | 'FORMULA_INVALID'
  | 'DUPLICATE'
  /** Two zone entries of one country and prefix length overlap with different zones or types. */
  | 'OVERLAP'
  /** Bands must ascend by upTo, and only the last may be open-ended. */
  | 'NOT_ASCENDING'
  /** A formula reads `zone` but a zone of the card is not a number. */
  | 'ZONE_NOT_NUMERIC';

export interface RateCardError {
  /** Where in the RateCardInput: 'surcharges[2].formula', 'zones[10]'. */
  path: string;
  code: RateCardErrorCode;
  /** The surcharge at fault, for formula errors. */
  surcharge?: string;
  formula?: FormulaError;
}

export interface DecimalRule {
  /** Strictly above zero. */
  positive?: boolean;
  /** At most this many decimal places. */
  places?: number;
  /** At most this. */
  max?: number;
}

/** Collects every error of a card, so an editor can show them all at once. */
export class CompileContext {
  readonly errors: RateCardError[] = [];

  error(path: string, code: RateCardErrorCode, extra: Partial<RateCardError> = {}): void {
    this.errors.push({ path, code, ...extra });
  }

  /** An unsigned decimal; ZERO (and an error) when it is not one or breaks the rule. */
  unsigned(path: string, text: unknown, rule: DecimalRule = {}): Dec {
    const d = parseUnsigned(text);
    if (
      d === null ||
      (rule.positive === true && d.isZero()) ||
      d.decimalPlaces() > (rule.places ?? 12) ||
      (rule.max !== undefined && d.gt(rule.max))
    ) {
      this.error(path, 'INVALID_DECIMAL');
      return ZERO;
    }
    return d;
  }

  signed(path: string, text: unknown): Dec {
    const d = parseSigned(text);
    if (d === null) this.error(path, 'INVALID_DECIMAL');
    return d ?? ZERO;
  }

  /** null, undefined or '0' = none (null); else a positive decimal. */
  optional(path: string, text: unknown): Dec | null {
    if (text === null || text === undefined) return null;
    const d = this.unsigned(path, text);
    return d.isZero() ? null : d;
  }

  oneOf<T extends string>(path: string, value: unknown, allowed: readonly T[]): T {
    if (!allowed.includes(value as T)) this.error(path, 'INVALID_VALUE');
    return value as T;
  }
}
