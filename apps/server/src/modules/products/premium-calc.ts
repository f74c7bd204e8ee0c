import type { MarkupKind } from '@parcelhub/contracts';
import { Dec, parsePremium, price } from '../pricing/engine';

/*
 * A premium package applied to sample cost amounts, for the platform's preview (calcPremiumPackages) and the zone
 * price export. The arithmetic is the quote's own (pricing/engine/markup.ts), so the preview says what a customer
 * will pay.
 */

export interface Markups {
  basicKind: MarkupKind;
  basicValue: string;
  surchargeKind: MarkupKind;
  surchargeValue: string;
  handlingKind: MarkupKind;
  handlingValue: string;
  minOrderAmount: string;
}

export interface CalcLine {
  type: 'FREIGHT' | 'SURCHARGE' | 'HANDLING' | 'MINIMUM';
  name: string;
  cost: string;
  sale: string;
}

export interface CalcResult {
  lines: CalcLine[];
  costTotal: string;
  saleTotal: string;
}

const money = (d: Dec) => d.toFixed(2, Dec.ROUND_HALF_UP);
const amount = (text: string) => new Dec(text).toDecimalPlaces(2, Dec.ROUND_HALF_UP);

function premiumOf(m: Markups) {
  const premium = parsePremium({
    basic: { kind: m.basicKind, value: m.basicValue },
    surcharge: { kind: m.surchargeKind, value: m.surchargeValue },
    handling: { kind: m.handlingKind, value: m.handlingValue },
    minOrderAmount: m.minOrderAmount,
  });
  if ('invalid' in premium) throw new Error(`premium package field ${premium.invalid} is not a decimal`);
  return premium;
}

/** PERCENT: amount x (1 + value / 100); FIXED: amount + value; rounded half-up to 2 places. */
export function markUp(kind: MarkupKind, value: string, cost: string): string {
  const none = { kind: 'FIXED' as const, value: '0' };
  const premium = premiumOf({
    basicKind: kind,
    basicValue: value,
    surchargeKind: none.kind,
    surchargeValue: none.value,
    handlingKind: none.kind,
    handlingValue: none.value,
    minOrderAmount: '0',
  });
  const priced = price(premium, { code: 'FREIGHT', name: '', amount: amount(cost) }, []);
  return money(priced.total);
}

/**
 * The customer's lines from sample costs: the freight marked up by the basic markup; each non-zero surcharge by the
 * surcharge markup; handling (a percentage of the marked-up freight and surcharges, or a fixed amount per shipment;
 * left out when zero); then a MINIMUM line making up the difference to the minimum order amount.
 */
export function applyPremiumPackage(
  markups: Markups,
  freight: string,
  surcharges: readonly { name: string; amount: string }[],
  names: { freight: string; handling: string; minimum: string },
): CalcResult {
  const costs = surcharges.map((s, i) => ({ code: `S${i}`, name: s.name, amount: amount(s.amount) }));
  const priced = price(premiumOf(markups), { code: 'FREIGHT', name: names.freight, amount: amount(freight) }, costs);
  const lines = priced.lines.map((l): CalcLine => {
    if (l.code === 'FREIGHT')
      return { type: 'FREIGHT', name: names.freight, cost: money(amount(freight)), sale: l.amount };
    if (l.code === 'HANDLING') return { type: 'HANDLING', name: names.handling, cost: '0.00', sale: l.amount };
    if (l.code === 'MINIMUM') return { type: 'MINIMUM', name: names.minimum, cost: '0.00', sale: l.amount };
    const s = costs.find((c) => c.code === l.code)!;
    return { type: 'SURCHARGE', name: s.name, cost: money(s.amount), sale: l.amount };
  });
  const costTotal = lines.reduce((t, l) => t.plus(l.cost), new Dec(0));
  return { lines, costTotal: money(costTotal), saleTotal: money(priced.total) };
}
