import { Priced } from './answers';
import type { CompiledRateCard } from './compile';
import { quoteDecimal } from './decimal-quote';
import { BAIL, format, parseScaled, rescale, roundHalfUp, safe, scaleUp } from './exact';
import { VOLUME_PLACES, type FastBand, type FastCard } from './fast-card';
import { explainFast } from './fast-explain';
import { MARKUP_PLACES, type FastMarkup, type FastPremium, type FastTrace } from './fast-trace';
import { boxVolume, girthOf, MAX_PIECES, volumeD, volumeN, weighFast, type FastWeight } from './fast-weight';
import { LINE_NAMES } from './markup';
import type { QuoteExplain, QuoteLine, QuoteOk } from './result';
import type { BoxInput, MarkupInput, QuoteRequest } from './types';
import { inList, matchZone, normalisePostcode, validPostcode } from './zones';

/**
 * The quote over scaled integers (exact.ts): the steps of decimal-quote.ts in the same order, on integer cents,
 * grams and thousandths of a cm, for a shipment the Decimal engine prices. Anything else (a refusal, an input or a
 * figure past what a scaled integer holds exactly, a division that does not come out whole) throws BAIL, and
 * fastQuote answers null: the Decimal engine answers it. The explanation is worded on first read from the figures
 * the quote kept (fast-trace.ts, fast-explain.ts); where one of them might print otherwise than Decimal prints it,
 * the Decimal engine words it from the request's figures as they were.
 */

function markup(input: MarkupInput | undefined): FastMarkup {
  if (!input) throw BAIL;
  const { kind, value: text } = input;
  if (kind !== 'PERCENT' && kind !== 'FIXED') throw BAIL;
  return { kind, text, value: parseScaled(text, MARKUP_PLACES) };
}

const asInput = (m: FastMarkup): MarkupInput => ({ kind: m.kind, value: m.text });

/** The request as the fast quote read it, for the Decimal engine to word the explanation from. */
const asRead = (t: FastTrace): QuoteRequest => ({
  country: t.countryText,
  postcode: t.postcodeText,
  boxes: Array.from({ length: t.pieces }, (_, i) => ({
    length: t.boxTexts[4 * i] as string,
    width: t.boxTexts[4 * i + 1] as string,
    height: t.boxTexts[4 * i + 2] as string,
    weight: t.boxTexts[4 * i + 3] as string,
  })),
  declaredValue: t.declaredText,
  premium: t.premium && {
    basic: asInput(t.premium.basic),
    surcharge: asInput(t.premium.surcharge),
    handling: asInput(t.premium.handling),
    ...(t.premium.minOrderText === undefined ? {} : { minOrderAmount: t.premium.minOrderText }),
  },
});

/** The quote's explanation from its own figures, or the Decimal engine's where a figure might print otherwise. */
function explain(card: CompiledRateCard, fast: FastCard, trace: FastTrace): QuoteExplain {
  try {
    return explainFast(card, fast, trace);
  } catch (err) {
    if (err !== BAIL) throw err;
    return quoteDecimal(card, asRead(trace)).explain;
  }
}

/** PERCENT: round2(amount x (1 + v / 100)), the factor at 6 places; FIXED: round2(amount + v) at 4. */
const marked = (m: FastMarkup, amount: number): number =>
  m.kind === 'PERCENT'
    ? roundHalfUp(safe(amount * (1_000_000 + m.value)), 6)
    : roundHalfUp(safe(amount * 100 + m.value), 2);

/** A box's volumetric weight in milligrams, which must come out whole (else Decimal's figure has more digits). */
function milligrams(rule: FastWeight, product: number, places: number): number {
  const n = volumeN(rule, product, places - VOLUME_PLACES);
  const d = volumeD(rule, places - VOLUME_PLACES);
  if (n % d !== 0) throw BAIL;
  return n / d;
}

function priceFast(card: CompiledRateCard, fast: FastCard, request: QuoteRequest): QuoteOk {
  const inputs = request.boxes;
  if (!Array.isArray(inputs)) throw BAIL;
  const pieces = inputs.length;
  if (pieces === 0 || pieces > MAX_PIECES || pieces > fast.limits.pieces) throw BAIL;
  const countryText = request.country;
  const postcodeText = request.postcode;
  if (typeof countryText !== 'string' || typeof postcodeText !== 'string') throw BAIL;
  const declaredText = request.declaredValue;
  const declared = declaredText === undefined ? 0 : parseScaled(declaredText, 2);
  if (declared > fast.limits.declaredValue) throw BAIL;

  const premium = request.premium;
  let pkg: FastPremium | null = null;
  if (premium) {
    const minOrderText = premium.minOrderAmount;
    pkg = {
      basic: markup(premium.basic),
      surcharge: markup(premium.surcharge),
      handling: markup(premium.handling),
      minOrder: minOrderText === undefined ? null : roundHalfUp(parseScaled(minOrderText, MARKUP_PLACES), 2),
      minOrderText,
    };
  }

  const country = countryText.trim().toUpperCase();
  const written = postcodeText.trim();
  if (!validPostcode(country, written)) throw BAIL;
  const postcode = normalisePostcode(written);

  const rule = fast.weight;
  const limits = fast.limits;
  const volumeNeeded = rule.bubble !== 'NONE';
  const measured = volumeNeeded || fast.readsVolume;
  const boxTexts: string[] = [];
  let actual = 0;
  let longest = 0;
  let girth = 0;
  let chargeable = 0;
  let volume = 0;
  let volumePlaces = 0;
  let volumeEnds = true;
  let volumeMg = 0;
  for (let i = 0; i < pieces; i++) {
    const b = inputs[i] as BoxInput | undefined;
    if (!b) throw BAIL;
    const { length: lt, width: wt, height: ht, weight: kt } = b;
    const l = parseScaled(lt, 3);
    const w = parseScaled(wt, 3);
    const h = parseScaled(ht, 3);
    const weight = parseScaled(kt, 3);
    if (l === 0 || w === 0 || h === 0 || weight === 0) throw BAIL;
    boxTexts.push(lt, wt, ht, kt);
    const side = Math.max(l, w, h);
    const g = girthOf(l, w, h, side);
    if (side > limits.longestSide || g > limits.girth || weight > limits.pieceWeight) throw BAIL;
    longest = Math.max(longest, side);
    girth = Math.max(girth, g);
    actual = safe(actual + weight);
    let product = 0;
    let places = 0;
    if (measured) ({ product, places } = boxVolume(l, w, h));
    if (fast.readsVolume) volumeMg = safe(volumeMg + milligrams(rule, product, places));
    // The ratio's factor prime to 10 divides the volume exactly when the volumetric weight ends.
    const ends = product % rule.ratioOdd === 0;
    if (rule.perBox) {
      const n = volumeNeeded ? volumeN(rule, product, places) : 0;
      const d = volumeNeeded ? volumeD(rule, places) : 1;
      chargeable = safe(chargeable + weighFast(rule, weight, n, d, ends, rule.minimum));
    } else if (volumeNeeded) {
      volumeEnds &&= ends;
      // The shipment's volume so far, at the most places any box needed.
      const common = Math.max(volumePlaces, places);
      volume = safe(scaleUp(volume, common - volumePlaces) + scaleUp(product, common - places));
      volumePlaces = common;
    }
  }
  if (!rule.perBox) {
    const n = volumeNeeded ? volumeN(rule, volume, volumePlaces) : 0;
    const d = volumeNeeded ? volumeD(rule, volumePlaces) : 1;
    chargeable = weighFast(rule, actual, n, d, volumeEnds, safe(rule.minimum * pieces));
  }

  const { typeEntry, zoneEntry } = matchZone(card.zones, country, postcode);
  if (typeEntry?.type === 'NO_DELIVERY' || zoneEntry === null) throw BAIL;
  const zone = zoneEntry.zone as string;
  const remote =
    typeEntry?.type === 'REMOTE' ||
    (inList(card.remoteList, country, postcode) && !inList(card.notRemoteList, country, postcode));

  const bands = fast.rates.get(zone);
  if (bands === undefined) throw BAIL;
  let bandIndex = 0;
  while (bandIndex < bands.length && chargeable > (bands[bandIndex] as FastBand).upTo) bandIndex++;
  const band = bands[bandIndex];
  if (band === undefined) throw BAIL;
  const bandPrice = rescale(band.price(chargeable), band.scale, 2);
  const perPiece = band.perPiece;
  const perPieceApplied = perPiece !== null && chargeable <= perPiece.limit;
  const perPieceAmount = perPieceApplied ? rescale(safe(perPiece.rate * pieces), perPiece.scale, 2) : 0;
  let freight = safe(bandPrice + perPieceAmount);
  const minCharge = band.minCharge;
  const minApplied = minCharge !== null && freight < minCharge.above;
  if (minApplied) freight = minCharge.cents;

  // In BASE_VARIABLES order, then the constants and the earlier surcharges' amounts (cents).
  const slots = fast.template.slice();
  slots[0] = freight;
  slots[1] = chargeable;
  slots[2] = chargeable;
  slots[3] = actual;
  slots[4] = volumeMg;
  slots[5] = pieces;
  slots[6] = longest;
  slots[7] = girth;
  slots[8] = declared;
  slots[9] = remote ? 1 : 0;
  slots[10] = fast.zoneNumbers.get(zone) as number;
  const list = card.surcharges.list;
  const formulas = fast.surcharges;
  const freightText = format(freight, 2);
  const costLines: QuoteLine[] = [];
  const values: number[] = [];
  let costTotal = freight;
  for (let i = 0; i < formulas.length; i++) {
    const s = formulas[i] as (typeof formulas)[number];
    if (s.refuse !== null && s.refuse(slots) !== 0) throw BAIL;
    const value = s.formula(slots);
    if (value < 0) throw BAIL;
    values.push(value);
    const amount = rescale(value, s.scale, 2);
    slots[s.slot] = amount;
    costTotal = safe(costTotal + amount);
    const { code, name } = list[i] as (typeof list)[number];
    costLines.push({ code, name, amount: format(amount, 2) });
  }

  // The customer's lines (markup.ts's price); with a package, `marked` keeps each marked line for the explanation.
  const marks: number[] = [];
  let total = pkg === null ? freight : marked(pkg.basic, freight);
  if (pkg !== null) marks.push(total);
  const lines: QuoteLine[] = [{ code: 'FREIGHT', name: LINE_NAMES.FREIGHT, amount: format(total, 2) }];
  for (let i = 0; i < formulas.length; i++) {
    const amount = slots[(formulas[i] as (typeof formulas)[number]).slot] as number;
    if (amount === 0) continue;
    const line = costLines[i] as QuoteLine;
    const after = pkg === null ? amount : marked(pkg.surcharge, amount);
    if (pkg !== null) marks.push(after);
    lines.push({ code: line.code, name: line.name, amount: pkg === null ? line.amount : format(after, 2) });
    total = safe(total + after);
  }
  const handlingBase = total;
  let fee = 0;
  if (pkg !== null) {
    const handling = pkg.handling;
    fee = handling.kind === 'PERCENT' ? roundHalfUp(safe(total * handling.value), 6) : roundHalfUp(handling.value, 2);
    if (fee !== 0) {
      lines.push({ code: 'HANDLING', name: LINE_NAMES.HANDLING, amount: format(fee, 2) });
      total = safe(total + fee);
    }
    const minOrder = pkg.minOrder;
    if (minOrder !== null && total < minOrder) {
      lines.push({ code: 'MINIMUM', name: LINE_NAMES.MINIMUM, amount: format(minOrder - total, 2) });
      total = minOrder;
    }
  }

  const trace: FastTrace = {
    countryText,
    postcodeText,
    declaredText,
    boxTexts,
    pieces,
    chargeable,
    country,
    postcode,
    typeEntry,
    zoneEntry,
    zone,
    remote,
    band: bandIndex,
    price: bandPrice,
    perPieceApplied,
    perPiece: perPieceAmount,
    minApplied,
    freight,
    slots,
    values,
    premium: pkg,
    marked: marks,
    handlingBase,
    fee,
  };
  return new Priced(
    card.product.currency,
    format(chargeable, 3),
    zone,
    remote,
    { freight: freightText, surcharges: costLines, total: format(costTotal, 2) },
    lines,
    format(total, 2),
    format(total - costTotal, 2),
    () => explain(card, fast, trace),
  );
}

/** The quote over scaled integers, or null when the Decimal engine is to answer it (see above). */
export function fastQuote(card: CompiledRateCard, request: QuoteRequest): QuoteOk | null {
  const fast = card.fast.card;
  if (fast === null) return null;
  try {
    return priceFast(card, fast, request);
  } catch (err) {
    if (err === BAIL) return null;
    throw err;
  }
}
