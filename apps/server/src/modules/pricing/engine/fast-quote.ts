import { Priced } from './answers';
import type { CompiledRateCard } from './compile';
import { quoteDecimal } from './decimal-quote';
import { BAIL, format, parseScaled, pow10, rescale, roundHalfUp, safe, scaleUp } from './exact';
import { VOLUME_PLACES, type FastBand, type FastCard } from './fast-card';
import { MAX_PIECES, weighFast, type FastWeight } from './fast-weight';
import { LINE_NAMES } from './markup';
import type { QuoteLine, QuoteOk } from './result';
import type { BoxInput, MarkupInput, QuoteRequest } from './types';
import { inList, matchZone, normalisePostcode, validPostcode } from './zones';

/**
 * The quote over scaled integers (exact.ts): the steps of decimal-quote.ts in the same order, on integer cents,
 * grams and thousandths of a cm, for a shipment the Decimal engine prices. Anything else (a refusal, an input or a
 * figure past what a scaled integer holds exactly, a division that does not come out whole) throws BAIL, and
 * fastQuote answers null: the Decimal engine answers it. The explanation is worded by the Decimal engine on first
 * read, from the request's figures as they were.
 */

/** Markup values are read to 4 places (PERCENT 12.5 is 125000: 0.125 at 6 places, the factor's own scale). */
const MARKUP_PLACES = 4;

interface Markup {
  kind: MarkupInput['kind'];
  text: string;
  value: number;
}

function markup(input: MarkupInput | undefined): Markup {
  if (!input) throw BAIL;
  const { kind, value: text } = input;
  if (kind !== 'PERCENT' && kind !== 'FIXED') throw BAIL;
  return { kind, text, value: parseScaled(text, MARKUP_PLACES) };
}

const asInput = (m: Markup): MarkupInput => ({ kind: m.kind, value: m.text });

/** PERCENT: round2(amount x (1 + v / 100)), the factor at 6 places; FIXED: round2(amount + v) at 4. */
const marked = (m: Markup, amount: number): number =>
  m.kind === 'PERCENT'
    ? roundHalfUp(safe(amount * (1_000_000 + m.value)), 6)
    : roundHalfUp(safe(amount * 100 + m.value), 2);

/** Trailing zeros of a figure at 3 places (up to 3): 12000 is 12 at 0 places. */
const zeros3 = (m: number) => (m % 1000 === 0 ? 3 : m % 100 === 0 ? 2 : m % 10 === 0 ? 1 : 0);

/**
 * Volumetric weight = volume / ratio, kg, as the fraction volumeN / volumeD: the volume is `product` at `places`
 * places (cm3), the ratio rule.ratio at rule.ratioPlaces.
 */
const volumeN = (rule: FastWeight, product: number, places: number) =>
  scaleUp(product, Math.max(0, rule.ratioPlaces - places));
const volumeD = (rule: FastWeight, places: number) => scaleUp(rule.ratio, Math.max(0, places - rule.ratioPlaces));

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
  let basic: Markup | null = null;
  let surcharge: Markup | null = null;
  let handling: Markup | null = null;
  let minOrderText: string | undefined;
  let minOrder: number | null = null;
  if (premium) {
    basic = markup(premium.basic);
    surcharge = markup(premium.surcharge);
    handling = markup(premium.handling);
    minOrderText = premium.minOrderAmount;
    if (minOrderText !== undefined) minOrder = roundHalfUp(parseScaled(minOrderText, MARKUP_PLACES), 2);
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
    // Around the longest side: the two others, twice each.
    const g = safe(side + 2 * (safe(l + w + h) - side));
    if (side > limits.longestSide || g > limits.girth || weight > limits.pieceWeight) throw BAIL;
    longest = Math.max(longest, side);
    girth = Math.max(girth, g);
    actual = safe(actual + weight);
    // L x W x H at as few places as its figures need.
    let product = 0;
    let places = 0;
    if (measured) {
      const zl = zeros3(l);
      const zw = zeros3(w);
      const zh = zeros3(h);
      product = safe(safe((l / pow10(zl)) * (w / pow10(zw))) * (h / pow10(zh)));
      places = 9 - zl - zw - zh;
    }
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
  let band: FastBand | undefined;
  for (const b of bands) {
    if (chargeable <= b.upTo) {
      band = b;
      break;
    }
  }
  if (band === undefined) throw BAIL;
  let freight = rescale(band.price(chargeable), band.scale, 2);
  const perPiece = band.perPiece;
  if (perPiece !== null && chargeable <= perPiece.limit) {
    freight = safe(freight + rescale(safe(perPiece.rate * pieces), perPiece.scale, 2));
  }
  if (band.minCharge !== null && freight < band.minCharge.above) freight = band.minCharge.cents;

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
  let costTotal = freight;
  for (let i = 0; i < formulas.length; i++) {
    const s = formulas[i] as (typeof formulas)[number];
    if (s.refuse !== null && s.refuse(slots) !== 0) throw BAIL;
    const value = s.formula(slots);
    if (value < 0) throw BAIL;
    const amount = rescale(value, s.scale, 2);
    slots[s.slot] = amount;
    costTotal = safe(costTotal + amount);
    const { code, name } = list[i] as (typeof list)[number];
    costLines.push({ code, name, amount: format(amount, 2) });
  }

  // The customer's lines (markup.ts's price).
  let total = basic === null ? freight : marked(basic, freight);
  const lines: QuoteLine[] = [{ code: 'FREIGHT', name: LINE_NAMES.FREIGHT, amount: format(total, 2) }];
  for (let i = 0; i < formulas.length; i++) {
    const amount = slots[(formulas[i] as (typeof formulas)[number]).slot] as number;
    if (amount === 0) continue;
    const line = costLines[i] as QuoteLine;
    const after = surcharge === null ? amount : marked(surcharge, amount);
    lines.push({ code: line.code, name: line.name, amount: surcharge === null ? line.amount : format(after, 2) });
    total = safe(total + after);
  }
  if (handling !== null) {
    const fee =
      handling.kind === 'PERCENT' ? roundHalfUp(safe(total * handling.value), 6) : roundHalfUp(handling.value, 2);
    if (fee !== 0) {
      lines.push({ code: 'HANDLING', name: LINE_NAMES.HANDLING, amount: format(fee, 2) });
      total = safe(total + fee);
    }
  }
  if (minOrder !== null && total < minOrder) {
    lines.push({ code: 'MINIMUM', name: LINE_NAMES.MINIMUM, amount: format(minOrder - total, 2) });
    total = minOrder;
  }

  /** The request as this quote read it, for the Decimal engine to word the explanation from. */
  const asRead = (): QuoteRequest => ({
    country: countryText,
    postcode: postcodeText,
    boxes: Array.from({ length: pieces }, (_, i) => ({
      length: boxTexts[4 * i] as string,
      width: boxTexts[4 * i + 1] as string,
      height: boxTexts[4 * i + 2] as string,
      weight: boxTexts[4 * i + 3] as string,
    })),
    declaredValue: declaredText,
    premium: basic && {
      basic: asInput(basic),
      surcharge: asInput(surcharge as Markup),
      handling: asInput(handling as Markup),
      ...(minOrderText === undefined ? {} : { minOrderAmount: minOrderText }),
    },
  });
  return new Priced(
    card.product.currency,
    format(chargeable, 3),
    zone,
    remote,
    { freight: freightText, surcharges: costLines, total: format(costTotal, 2) },
    lines,
    format(total, 2),
    format(total - costTotal, 2),
    () => quoteDecimal(card, asRead()).explain,
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
