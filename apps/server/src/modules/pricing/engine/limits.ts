import type { Dec } from './decimal';
import type { CompileContext } from './compile-context';
import type { QuoteErrorKey, QuoteParams } from './result';
import type { LimitsInput } from './types';
import type { Box } from './weight';

/** null = unlimited. */
export interface Limits {
  maxLongestSide: Dec | null;
  maxGirth: Dec | null;
  maxPieceWeight: Dec | null;
  maxDeclaredValue: Dec | null;
  maxPieces: Dec | null;
}

export function compileLimits(ctx: CompileContext, input: LimitsInput): Limits {
  return {
    maxLongestSide: ctx.optional('limits.maxLongestSide', input.maxLongestSide),
    maxGirth: ctx.optional('limits.maxGirth', input.maxGirth),
    maxPieceWeight: ctx.optional('limits.maxPieceWeight', input.maxPieceWeight),
    maxDeclaredValue: ctx.optional('limits.maxDeclaredValue', input.maxDeclaredValue),
    maxPieces: ctx.optional('limits.maxPieces', input.maxPieces),
  };
}

export type LimitBreach = { errorKey: QuoteErrorKey; params: QuoteParams };

const over = (limit: Dec | null, value: Dec): boolean => limit !== null && value.gt(limit);

/**
 * The first limit the shipment breaks, checked in this order: pieces, then box by box its longest side, girth and
 * weight, then the declared value. A value equal to its limit passes.
 */
export function checkLimits(limits: Limits, boxes: readonly Box[], declaredValue: Dec): LimitBreach | null {
  if (limits.maxPieces !== null && limits.maxPieces.lt(boxes.length)) {
    return { errorKey: 'OVER_PIECES', params: { limit: limits.maxPieces.toString(), value: boxes.length } };
  }
  for (let box = 0; box < boxes.length; box++) {
    const b = boxes[box] as Box;
    const checks: [QuoteErrorKey, Dec | null, Dec][] = [
      ['OVER_LONGEST_SIDE', limits.maxLongestSide, b.longestSide],
      ['OVER_GIRTH', limits.maxGirth, b.girth],
      ['OVER_PIECE_WEIGHT', limits.maxPieceWeight, b.weight],
    ];
    for (const [errorKey, limit, value] of checks) {
      if (over(limit, value)) {
        return { errorKey, params: { box, limit: (limit as Dec).toString(), value: value.toString() } };
      }
    }
  }
  if (over(limits.maxDeclaredValue, declaredValue)) {
    const limit = (limits.maxDeclaredValue as Dec).toString();
    return { errorKey: 'OVER_DECLARED_VALUE', params: { limit, value: declaredValue.toString() } };
  }
  return null;
}
