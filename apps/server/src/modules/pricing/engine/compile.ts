import { parseUnsigned, ZERO, type Dec } from './decimal';
import { CompileContext, type RateCardError } from './compile-context';
import { compileLimits, type Limits } from './limits';
import { compileRates, type ZoneRates } from './rates';
import { compileSurcharges, type Surcharges } from './surcharges';
import type { LocalizedName, RateCardInput } from './types';
import { FastForm } from './fast-card';
import { compileWeightRule, type WeightRule } from './weight';
import { compilePostcodeList, compileZoneTable, type RangeTable, type ZoneEntry } from './zones';

/** A rate card ready to quote: every decimal parsed, postcode ranges sorted, formulas compiled. Immutable. */
export interface CompiledRateCard {
  readonly product: { id: number | string; code: string; name: LocalizedName; currency: string };
  readonly weight: WeightRule;
  readonly limits: Limits;
  readonly zones: RangeTable<ZoneEntry>;
  readonly remoteList: RangeTable<true>;
  readonly notRemoteList: RangeTable<true>;
  readonly rates: ReadonlyMap<string, ZoneRates>;
  /** The `zone` variable of formulas: the zone's number (0 for a zone that is not one, when no formula reads it). */
  readonly zoneNumbers: ReadonlyMap<string, Dec>;
  readonly surcharges: Surcharges;
  /** The same card over scaled integers for the fast quote, built on its second quote (fast-card.ts). */
  readonly fast: FastForm;
}

export type CompileRateCardResult = { ok: true; card: CompiledRateCard } | { ok: false; errors: RateCardError[] };

/**
 * Compiles one product version's rate card, once; quotes then only read it. A card with any error does not
 * compile, and every error is listed with its path (a formula's with the surcharge's code and the formula error).
 */
export function compileRateCard(input: RateCardInput): CompileRateCardResult {
  const ctx = new CompileContext();
  const rates = compileRates(ctx, input.rates);
  const surcharges = compileSurcharges(ctx, input.surcharges);
  const zoneNumbers = new Map<string, Dec>();
  input.rates.forEach((r, z) => {
    const label = String(r.zone);
    const number = parseUnsigned(label);
    if (number === null && surcharges.readsZone) ctx.error(`rates[${z}].zone`, 'ZONE_NOT_NUMERIC');
    zoneNumbers.set(label, number ?? ZERO);
  });
  const card = {
    product: { ...input.product },
    weight: compileWeightRule(ctx, input.weight),
    limits: compileLimits(ctx, input.limits),
    zones: compileZoneTable(ctx, input.zones),
    remoteList: compilePostcodeList(ctx, 'remotePostcodes', input.remotePostcodes ?? []),
    notRemoteList: compilePostcodeList(ctx, 'notRemotePostcodes', input.notRemotePostcodes ?? []),
    rates,
    zoneNumbers,
    surcharges,
  };
  if (ctx.errors.length > 0) return { ok: false, errors: ctx.errors };
  return { ok: true, card: { ...card, fast: new FastForm(card, input.rates) } };
}
