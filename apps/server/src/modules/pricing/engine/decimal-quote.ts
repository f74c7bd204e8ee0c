import { Dec, kg, money, ONE, parseUnsigned, ZERO } from './decimal';
import { Priced, Refused } from './answers';
import type { CompiledRateCard } from './compile';
import { FORMULA_MAX_INTEGER_DIGITS } from './formula';
import { checkLimits } from './limits';
import { LINE_NAMES, parsePremium, price, type CostLine, type Premium } from './markup';
import { explainFreight, priceFreight, type Freight } from './rates';
import type {
  DestinationExplain,
  MarkupExplain,
  QuoteErrorKey,
  QuoteExplain,
  QuoteParams,
  QuoteResult,
} from './result';
import { evaluateSurcharges, explainSurcharges, type SurchargeOutcome } from './surcharges';
import type { QuoteRequest } from './types';
import { chargeableWeight, explainBox, explainWeight, parseBox, type Box, type Weighed } from './weight';
import { inList, matchZone, normalisePostcode, validPostcode, type ZoneMatch } from './zones';

/** The figures of every step the quote got through; the explanation is worded from them. */
interface Trace {
  boxes: Box[];
  weighed: Weighed | null;
  destination: (Omit<DestinationExplain, 'typeEntry' | 'zoneEntry'> & ZoneMatch) | null;
  freight: Freight | null;
  /** The outcome and the slots the formulas read, which the explanation reads back. */
  surcharges: { outcome: SurchargeOutcome; slots: Dec[] } | null;
  markups: MarkupExplain[];
}

function explainQuote(card: CompiledRateCard, t: Trace): QuoteExplain {
  const d = t.destination;
  return {
    product: { id: card.product.id, code: card.product.code },
    boxes: t.boxes.map(explainBox),
    weight: t.weighed && explainWeight(card.weight, t.weighed),
    destination: d && {
      ...d,
      typeEntry: d.typeEntry?.explain ?? null,
      zoneEntry: d.zoneEntry?.explain ?? null,
    },
    freight: t.freight && explainFreight(t.freight),
    surcharges: t.surcharges ? explainSurcharges(card.surcharges.list, t.surcharges.slots, t.surcharges.outcome) : [],
    markups: t.markups,
  };
}

/**
 * A refusal. The explanation (here and in a price) is worded on first read and then kept: a caller that needs only
 * the total, as an order's charge does, does not pay for it.
 */
const refused = (card: CompiledRateCard, trace: Trace, errorKey: QuoteErrorKey, params: QuoteParams = {}) =>
  new Refused(errorKey, params, () => explainQuote(card, trace));

/**
 * The reference engine, all in Decimal: prices one shipment on a compiled rate card (the supplier's cost, the
 * customer's lines through the premium package, the explanation of every step), or refuses it with its error key,
 * its parameters and the explanation as far as it got. `quote` (quote.ts) answers most quotes faster over scaled
 * integers and everything else, and every explanation, from here.
 */
export function quoteDecimal(card: CompiledRateCard, request: QuoteRequest): QuoteResult {
  const trace: Trace = {
    boxes: [],
    weighed: null,
    destination: null,
    freight: null,
    surcharges: null,
    markups: [],
  };
  const inputs = Array.isArray(request.boxes) ? request.boxes : [];
  if (inputs.length === 0) return refused(card, trace, 'NO_BOXES');
  const boxes = trace.boxes;
  for (let i = 0; i < inputs.length; i++) {
    const box = parseBox(card.weight, inputs[i], i);
    if (typeof box === 'string') return refused(card, trace, 'INVALID_INPUT', { field: box });
    boxes.push(box);
  }
  const declaredValue = request.declaredValue === undefined ? ZERO : parseUnsigned(request.declaredValue);
  if (declaredValue === null) return refused(card, trace, 'INVALID_INPUT', { field: 'declaredValue' });
  let premium: Premium | null = null;
  if (request.premium) {
    const parsed = parsePremium(request.premium);
    if ('invalid' in parsed) return refused(card, trace, 'INVALID_INPUT', { field: parsed.invalid });
    premium = parsed;
  }

  const country = String(request.country).trim().toUpperCase();
  const written = String(request.postcode).trim();
  if (!validPostcode(country, written)) {
    // Left out, it is asked for; written wrong, it is quoted back.
    const reason = written === '' ? 'POSTCODE_REQUIRED' : 'POSTCODE_INVALID';
    return refused(card, trace, reason, { country, postcode: written });
  }
  const postcode = normalisePostcode(written);

  const breach = checkLimits(card.limits, boxes, declaredValue);
  if (breach) return refused(card, trace, breach.errorKey, breach.params);

  const match = matchZone(card.zones, country, postcode);
  const inRemoteList = inList(card.remoteList, country, postcode);
  const inNotRemoteList = inList(card.notRemoteList, country, postcode);
  const remoteBy: DestinationExplain['remoteBy'] =
    match.typeEntry?.type === 'REMOTE' ? 'ZONE_ENTRY' : inRemoteList && !inNotRemoteList ? 'REMOTE_LIST' : null;
  const zone = match.zoneEntry?.zone ?? null;
  const remote = remoteBy !== null;
  trace.destination = { country, postcode, ...match, zone, remote, remoteBy, inRemoteList, inNotRemoteList };
  if (match.typeEntry?.type === 'NO_DELIVERY') return refused(card, trace, 'NO_DELIVERY', { country, postcode });
  if (zone === null) return refused(card, trace, 'NO_ZONE', { country, postcode });

  const weighed = chargeableWeight(card.weight, boxes);
  trace.weighed = weighed;
  const w = weighed.chargeable;
  const zoneRates = card.rates.get(zone);
  const freight = zoneRates ? priceFreight(zoneRates, w, boxes.length) : null;
  if (!freight) return refused(card, trace, 'NO_PRICE', { zone, weight: kg(w) });
  trace.freight = freight;

  let longestSide = ZERO;
  let girth = ZERO;
  for (const b of boxes) {
    if (b.longestSide.gt(longestSide)) longestSide = b.longestSide;
    if (b.girth.gt(girth)) girth = b.girth;
  }
  const slots = card.surcharges.template.slice();
  // In BASE_VARIABLES order.
  slots[0] = freight.freight;
  slots[1] = w;
  slots[2] = w;
  slots[3] = weighed.actual;
  slots[4] = weighed.volumetric;
  slots[5] = new Dec(boxes.length);
  slots[6] = longestSide;
  slots[7] = girth;
  slots[8] = declaredValue;
  slots[9] = remote ? ONE : ZERO;
  slots[10] = card.zoneNumbers.get(zone) as Dec;
  const outcome = evaluateSurcharges(card.surcharges.list, slots);
  trace.surcharges = { outcome, slots };
  if (!outcome.ok) return refused(card, trace, outcome.errorKey, outcome.params);

  const list = card.surcharges.list;
  const costSurcharges: CostLine[] = [];
  const costLines: { code: string; name: CostLine['name']; amount: string }[] = [];
  let costTotal = freight.freight;
  for (let i = 0; i < list.length; i++) {
    const { code, name } = list[i] as (typeof list)[number];
    const amount = outcome.amounts[i] as Dec;
    costSurcharges.push({ code, name, amount });
    costLines.push({ code, name, amount: money(amount) });
    if (!amount.isZero()) costTotal = costTotal.plus(amount);
  }
  const priced = price(premium, { code: 'FREIGHT', name: LINE_NAMES.FREIGHT, amount: freight.freight }, costSurcharges);
  trace.markups = priced.explain;
  // Every amount is written to a numeric(18,2) column: a total past it is refused, never answered (nor stored).
  if (!(costTotal.e < FORMULA_MAX_INTEGER_DIGITS && priced.total.e < FORMULA_MAX_INTEGER_DIGITS)) {
    const last = list[list.length - 1];
    if (last) return refused(card, trace, 'FORMULA_ERROR', { code: last.code, kind: 'OUT_OF_RANGE' });
    return refused(card, trace, 'NO_PRICE', { zone, weight: kg(w) });
  }
  return new Priced(
    card.product.currency,
    kg(w),
    zone,
    remote,
    { freight: money(freight.freight), surcharges: costLines, total: money(costTotal) },
    priced.lines,
    money(priced.total),
    money(priced.total.minus(costTotal)),
    () => explainQuote(card, trace),
  );
}
