import type {
  BandInput,
  CarryRuleInput,
  PostcodeRangeInput,
  PremiumPackageInput,
  RateCardInput,
  SurchargeInput,
  ZoneEntryInput,
  ZoneRatesInput,
} from './engine/types';
import type { ProductPriceRows } from './catalogue.repository';
import type { CarryBand } from '../product-costs';
import type { premiumPackages } from '../products';

type PackageRow = typeof premiumPackages.$inferSelect;

/** '0' or null: no limit. */
const limit = (v: string | number | null | undefined) => (v == null || Number(v) === 0 ? null : String(v));

function carryRule(rule: string | null, bands: CarryBand[] | null): CarryRuleInput | null {
  if (rule == null) return null;
  if (rule !== 'CUSTOM') return { kind: 'STEP', step: rule };
  return { kind: 'CUSTOM', bands: (bands ?? []).map((b) => ({ upTo: b.upTo, step: b.step })) };
}

const zoneType = (z: ProductPriceRows['zones'][number]): ZoneEntryInput['type'] =>
  z.zipCodeType === 'NO_DELIVERY' ? 'NO_DELIVERY' : z.zipCodeType === 'REMOTE' || z.isRemote ? 'REMOTE' : 'DELIVERY';

function band(b: ProductPriceRows['bands'][number]): BandInput {
  const base = {
    upTo: b.weightUpTo,
    minCharge: b.minCharge,
    perPiece: b.perPieceRate != null ? { rate: b.perPieceRate, limit: b.perPieceLimit ?? '0' } : null,
  };
  switch (b.kind) {
    case 'FIRST_ADDITIONAL':
      return {
        ...base,
        kind: 'FIRST_ADDITIONAL',
        firstWeight: b.firstWeight ?? '0',
        firstPrice: b.firstPrice ?? '0',
        stepWeight: b.stepWeight ?? '1',
        stepPrice: b.stepPrice ?? '0',
      };
    case 'PER_KG':
      return { ...base, kind: 'PER_KG', unitPrice: b.unitPrice ?? '0' };
    case 'FIXED':
      return { ...base, kind: 'FIXED', fixedPrice: b.fixedPrice ?? '0' };
  }
}

/** Bands grouped by zone, each zone's ascending with the open band last. */
function rates(bands: ProductPriceRows['bands']): ZoneRatesInput[] {
  const byZone = new Map<string, ProductPriceRows['bands']>();
  for (const b of bands) byZone.set(b.zone, [...(byZone.get(b.zone) ?? []), b]);
  const upTo = (b: ProductPriceRows['bands'][number]) => (b.weightUpTo == null ? Infinity : Number(b.weightUpTo));
  return [...byZone].map(([zone, list]) => ({ zone, bands: [...list].sort((a, b) => upTo(a) - upTo(b)).map(band) }));
}

function surcharge(s: ProductPriceRows['surcharges'][number]): SurchargeInput {
  const constants = Object.fromEntries(s.constants.map((c) => [c.name, c.value]));
  const name = { zh: s.name, en: s.enName || s.name, ko: s.koName || s.enName || s.name };
  return {
    code: s.code,
    name,
    type: s.surchargeType,
    order: s.calSortNumber,
    // A refusing size limit's formula is its condition; it charges nothing.
    formula: s.refuse ? '0' : s.formula,
    refuse: s.refuse ? s.formula : null,
    constants,
    referencesEarlier: s.calReferenceStatus,
  };
}

/** The database's rows of one product as the engine's rate card input. */
export function rateCardInput(
  rows: ProductPriceRows,
  libraries: { remote: PostcodeRangeInput[]; notRemote: PostcodeRangeInput[] },
): RateCardInput {
  const { product: p, cost } = rows;
  const carry =
    carryRule(p.weightCarryRule, p.customWeightRule) ??
    carryRule(cost.weightCarryRule, cost.customWeightRule) ??
    ({ kind: 'STEP', step: '0.001' } as const);
  return {
    product: {
      id: p.id,
      code: p.code,
      name: { zh: p.name, en: p.nameEn || p.name, ko: p.nameEn || p.name },
      currency: p.currency,
    },
    weight: {
      volumeWeightRatio: String(p.volumeWeightRatio),
      bubbleWay: p.bubbleWay,
      bubblePercentage: p.bubblePercentage,
      calcType: p.calcType,
      independentWeightLimit: p.independentWeightLimit,
      carry,
    },
    limits: {
      maxLongestSide: limit(p.maxLongestSide),
      maxGirth: limit(p.maxGirth),
      maxPieceWeight: limit(p.maxPieceWeight),
      maxDeclaredValue: limit(p.reportPriceLimit),
      maxPieces: limit(p.maxPieces),
    },
    zones: rows.zones.map((z) => ({
      country: z.countryCode,
      from: z.zipFrom,
      to: z.zipTo,
      zone: z.areaBelongs || null,
      type: zoneType(z),
    })),
    remotePostcodes: libraries.remote,
    notRemotePostcodes: libraries.notRemote,
    rates: rates(rows.bands),
    surcharges: rows.surcharges.map(surcharge),
  };
}

/** A premium package row as the engine applies it. */
export const packageInput = (p: PackageRow): PremiumPackageInput => ({
  basic: { kind: p.basicKind, value: p.basicValue },
  surcharge: { kind: p.surchargeKind, value: p.surchargeValue },
  handling: { kind: p.handlingKind, value: p.handlingValue },
  minOrderAmount: p.minOrderAmount,
});
