import { Dec, money, ONE, parseUnsigned, round2 } from './decimal';

const PERCENT = new Dec('0.01');
import type { MarkupExplain, QuoteLine } from './result';
import type { LocalizedName, MarkupInput, MarkupKind, PremiumPackageInput } from './types';

export const LINE_NAMES = {
  FREIGHT: { zh: '运费', en: 'Freight', ko: '운임' },
  HANDLING: { zh: '操作费', en: 'Handling', ko: '취급 수수료' },
  MINIMUM: { zh: '最低消费补足', en: 'Minimum order top-up', ko: '최소 주문 금액 보충' },
} as const satisfies Record<string, LocalizedName>;

interface Markup {
  kind: MarkupKind;
  value: Dec;
  text: string;
  /** PERCENT: 1 + value / 100; null for FIXED. */
  factor: Dec | null;
}

export interface Premium {
  basic: Markup;
  surcharge: Markup;
  handling: Markup;
  minOrder: Dec | null;
}

/** A priced cost line: amount rounded to 2 places. */
export interface CostLine {
  code: string;
  name: LocalizedName;
  amount: Dec;
}

function parseMarkup(input: MarkupInput | undefined): Markup | null {
  if (!input) return null;
  const value = parseUnsigned(input.value);
  if (value === null || (input.kind !== 'PERCENT' && input.kind !== 'FIXED')) return null;
  const factor = input.kind === 'PERCENT' ? ONE.plus(value.times(PERCENT)) : null;
  return { kind: input.kind, value, text: value.toString(), factor };
}

/** The package parsed, or the name of its first bad field. Markups are never negative: no discounts here. */
export function parsePremium(input: PremiumPackageInput): Premium | { invalid: string } {
  const basic = parseMarkup(input.basic);
  if (!basic) return { invalid: 'premium.basic' };
  const surcharge = parseMarkup(input.surcharge);
  if (!surcharge) return { invalid: 'premium.surcharge' };
  const handling = parseMarkup(input.handling);
  if (!handling) return { invalid: 'premium.handling' };
  let minOrder: Dec | null = null;
  if (input.minOrderAmount !== undefined) {
    minOrder = parseUnsigned(input.minOrderAmount);
    if (minOrder === null) return { invalid: 'premium.minOrderAmount' };
  }
  return { basic, surcharge, handling, minOrder: minOrder === null ? null : round2(minOrder) };
}

/** PERCENT: round2(amount x (1 + value / 100)); FIXED: amount + value. */
const marked = (m: Markup, amount: Dec): Dec =>
  m.factor === null ? round2(amount.plus(m.value)) : round2(amount.times(m.factor));

export interface Priced {
  lines: QuoteLine[];
  total: Dec;
  explain: MarkupExplain[];
}

/**
 * The customer's lines from the cost lines: the freight marked up by `basic`; each surcharge by `surcharge` (a
 * FIXED value is added to each non-zero surcharge only, so a rule that did not apply costs nothing); HANDLING
 * (PERCENT of the customer's freight and surcharges so far, or FIXED per shipment); then MINIMUM making up the
 * difference to the package's minimum order. Zero surcharges and zero handling are left out of the lines.
 */
export function price(premium: Premium | null, freight: CostLine, surcharges: readonly CostLine[]): Priced {
  const lines: QuoteLine[] = [];
  const explain: MarkupExplain[] = [];
  if (premium === null) {
    let total = freight.amount;
    lines.push({ code: freight.code, name: freight.name, amount: money(freight.amount) });
    for (const s of surcharges) {
      if (s.amount.isZero()) continue;
      lines.push({ code: s.code, name: s.name, amount: money(s.amount) });
      total = total.plus(s.amount);
    }
    return { lines, total, explain };
  }
  const { basic, surcharge, handling, minOrder } = premium;
  let total = marked(basic, freight.amount);
  let after = money(total);
  lines.push({ code: freight.code, name: freight.name, amount: after });
  explain.push({
    step: 'BASIC',
    line: freight.code,
    kind: basic.kind,
    value: basic.text,
    before: money(freight.amount),
    after,
  });
  for (const s of surcharges) {
    if (s.amount.isZero()) continue;
    const amount = marked(surcharge, s.amount);
    after = money(amount);
    lines.push({ code: s.code, name: s.name, amount: after });
    explain.push({
      step: 'SURCHARGE',
      line: s.code,
      kind: surcharge.kind,
      value: surcharge.text,
      before: money(s.amount),
      after,
    });
    total = total.plus(amount);
  }
  const base = total;
  const fee = handling.kind === 'PERCENT' ? round2(base.times(handling.value).times(PERCENT)) : round2(handling.value);
  explain.push({ step: 'HANDLING', kind: handling.kind, value: handling.text, base: money(base), amount: money(fee) });
  if (!fee.isZero()) {
    lines.push({ code: 'HANDLING', name: LINE_NAMES.HANDLING, amount: money(fee) });
    total = total.plus(fee);
  }
  if (minOrder !== null && total.lt(minOrder)) {
    const topUp = minOrder.minus(total);
    lines.push({ code: 'MINIMUM', name: LINE_NAMES.MINIMUM, amount: money(topUp) });
    explain.push({ step: 'MINIMUM', minOrderAmount: money(minOrder), before: money(total), amount: money(topUp) });
    total = minOrder;
  }
  return { lines, total, explain };
}
