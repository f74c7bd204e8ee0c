import type { CompiledRateCard } from './compile';
import { format, plain } from './exact';
import type { FastBand, FastCard } from './fast-card';
import { explainWeightFast } from './fast-explain-weight';
import { MARKUP_PLACES, type FastMarkup, type FastTrace } from './fast-trace';
import type { DestinationExplain, FreightExplain, MarkupExplain, QuoteExplain, SurchargeExplain } from './result';
import type { ZoneRates } from './rates';
import { surchargeExplain } from './surcharges';
import { inList } from './zones';

/**
 * A fast quote's explanation, worded from its own figures (fast-trace.ts) exactly as the Decimal engine words the
 * same quote: every figure as kg(), money() or Decimal's toString print it. Throws BAIL where a figure might print
 * otherwise (fast-explain-weight.ts, plain); the Decimal engine then words it.
 */
export function explainFast(card: CompiledRateCard, fast: FastCard, t: FastTrace): QuoteExplain {
  const { boxes, weight } = explainWeightFast(card.weight, fast.weight, t.boxTexts, t.chargeable);
  return {
    product: { id: card.product.id, code: card.product.code },
    boxes,
    weight,
    destination: destination(card, t),
    freight: freight(card, fast, t),
    surcharges: surcharges(card, fast, t),
    markups: markups(card, t),
  };
}

function destination(card: CompiledRateCard, t: FastTrace): DestinationExplain {
  const { country, postcode, typeEntry } = t;
  const inRemoteList = inList(card.remoteList, country, postcode);
  const inNotRemoteList = inList(card.notRemoteList, country, postcode);
  return {
    country,
    postcode,
    typeEntry: typeEntry?.explain ?? null,
    zoneEntry: t.zoneEntry.explain,
    zone: t.zone,
    remote: t.remote,
    remoteBy: typeEntry?.type === 'REMOTE' ? 'ZONE_ENTRY' : inRemoteList && !inNotRemoteList ? 'REMOTE_LIST' : null,
    inRemoteList,
    inNotRemoteList,
  };
}

function freight(card: CompiledRateCard, fast: FastCard, t: FastTrace): FreightExplain {
  const band = (card.rates.get(t.zone) as ZoneRates).bands[t.band] as ZoneRates['bands'][number];
  const fastBand = (fast.rates.get(t.zone) as FastBand[])[t.band] as FastBand;
  const minCharge = fastBand.minCharge;
  return {
    zone: t.zone,
    band: band.index,
    from: band.from,
    upTo: band.upToText,
    kind: band.kind,
    arithmetic: band.arithmetic(format(t.chargeable, 3), fastBand.steps(t.chargeable)),
    price: format(t.price, 2),
    perPiece: band.perPiece && {
      pieces: t.pieces,
      rate: band.perPiece.rateText,
      limit: band.perPiece.limitText,
      applied: t.perPieceApplied,
      amount: format(t.perPiece, 2),
    },
    minCharge: minCharge && { amount: format(minCharge.cents, 2), applied: t.minApplied },
    freight: format(t.freight, 2),
  };
}

function surcharges(card: CompiledRateCard, fast: FastCard, t: FastTrace): SurchargeExplain[] {
  const { slots, values } = t;
  return card.surcharges.list.map((s, i) => {
    const inputs: Record<string, string> = {};
    for (const [name, slot] of s.inputs) inputs[name] = plain(slots[slot] as number, fast.scales[slot] as number);
    return surchargeExplain(s, {
      inputs,
      refused: false,
      value: plain(values[i] as number, (fast.surcharges[i] as FastCard['surcharges'][number]).scale),
      amount: format(slots[s.slot] as number, 2),
    });
  });
}

const markupValue = (m: FastMarkup) => plain(m.value, MARKUP_PLACES);

/** markup.ts's price, step by step: BASIC, each non-zero SURCHARGE, HANDLING, and MINIMUM when it applies. */
function markups(card: CompiledRateCard, t: FastTrace): MarkupExplain[] {
  const p = t.premium;
  if (p === null) return [];
  const { basic, surcharge, handling, minOrder } = p;
  const explain: MarkupExplain[] = [
    {
      step: 'BASIC',
      line: 'FREIGHT',
      kind: basic.kind,
      value: markupValue(basic),
      before: format(t.freight, 2),
      after: format(t.marked[0] as number, 2),
    },
  ];
  let line = 1;
  for (const s of card.surcharges.list) {
    const amount = t.slots[s.slot] as number;
    if (amount === 0) continue;
    explain.push({
      step: 'SURCHARGE',
      line: s.code,
      kind: surcharge.kind,
      value: markupValue(surcharge),
      before: format(amount, 2),
      after: format(t.marked[line++] as number, 2),
    });
  }
  const base = t.handlingBase;
  explain.push({
    step: 'HANDLING',
    kind: handling.kind,
    value: markupValue(handling),
    base: format(base, 2),
    amount: format(t.fee, 2),
  });
  const total = base + t.fee;
  if (minOrder !== null && total < minOrder) {
    explain.push({
      step: 'MINIMUM',
      minOrderAmount: format(minOrder, 2),
      before: format(total, 2),
      amount: format(minOrder - total, 2),
    });
  }
  return explain;
}
