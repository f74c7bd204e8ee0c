import { Dec, ZERO } from './money';

/** The online recharge fee: a percentage of the amount, but never less than a minimum charge. */
export interface FeeRule {
  percent: Dec;
  minimum: Dec;
}

const HUNDRED = new Dec(100);

/**
 * The fee a recharge pays on top of its amount: offline none; online `percent` % of the amount rounded half-up to
 * the cent, at least `minimum`.
 */
export function rechargeFee(amount: Dec, channel: 'ONLINE' | 'OFFLINE', rule: FeeRule): Dec {
  if (channel === 'OFFLINE') return ZERO;
  const share = amount.mul(rule.percent).div(HUNDRED).toDecimalPlaces(2, Dec.ROUND_HALF_UP);
  return Dec.max(share, rule.minimum);
}
