import type { PackageRef, Product, ProductBrief } from '@parcelhub/contracts';
import type { ProductRow, SigningRow } from './products.repository';

/** Who is looking: the cost side and counts are the platform's and the cost's supplier's; customers get their contract. */
export type ProductView = 'platform' | 'supplier' | 'customer';

export interface ProductExtras {
  countryName: (code: string) => string;
  counts?: { customers: number; packages: number };
  signing?: SigningRow | null;
  premiumPackage?: PackageRef | null;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
type Band = { upTo: string | null; step: string };
const bands = (v: unknown): Band[] => (Array.isArray(v) ? (v as Band[]) : []);

/** The carry rule quotes use: the product's own, else the cost's (with the cost's bands). */
export function effectiveCarry(row: ProductRow): { rule: string; bands: Band[] } {
  if (row.weightCarryRule === null) return { rule: row.costWeightCarryRule, bands: bands(row.costCustomWeightRule) };
  return { rule: row.weightCarryRule, bands: row.weightCarryRule === 'CUSTOM' ? bands(row.customWeightRule) : [] };
}

export function toProduct(row: ProductRow, view: ProductView, x: ProductExtras): Product {
  const carry = effectiveCarry(row);
  const base: Product = {
    id: row.id,
    code: row.code,
    name: row.name,
    nameEn: row.nameEn,
    source: row.source,
    ownerId: row.ownerId,
    ownerName: view === 'customer' && row.source !== 'OWN' ? '' : row.ownerName,
    startCountry: row.startCountry,
    startCountryName: x.countryName(row.startCountry),
    deliveryCountryList: row.deliveryCountries,
    deliveryCountryListEcho: row.deliveryCountries.map(x.countryName),
    minShippingCycle: row.minShippingCycle,
    maxShippingCycle: row.maxShippingCycle,
    trackType: row.trackType,
    sync: row.sync,
    productLabels: row.productLabels,
    supportMethod: row.supportMethod,
    cargoType: row.cargoTypes,
    businessType: row.businessType,
    calcModel: row.calcModel,
    bubbleWay: row.bubbleWay,
    bubblePercentage: row.bubblePercentage,
    volumeWeightRatio: row.volumeWeightRatio,
    calcType: row.calcType,
    weightCarryRule: row.weightCarryRule as Product['weightCarryRule'],
    customWeightRule: row.customWeightRule === null ? null : bands(row.customWeightRule),
    effectiveWeightCarryRule: carry.rule,
    effectiveCustomWeightRule: carry.bands,
    independentWeightLimit: row.independentWeightLimit,
    reportPriceLimit: row.reportPriceLimit,
    maxLongestSide: row.maxLongestSide,
    maxGirth: row.maxGirth,
    maxPieceWeight: row.maxPieceWeight,
    maxPieces: row.maxPieces,
    currencyNo: row.currency,
    status: row.status,
    offlineBy: row.offlineBy,
    usePreRecordedType: row.usePreRecordedType,
    preRecordingAmount: row.preRecordingAmount,
    checkPostCode: row.checkPostCode,
    checkPostByStreet: row.checkPostByStreet,
    requiresCustomsNo: row.requiresCustomsNo,
    confirm: row.confirm,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  if (view === 'customer') {
    // Never a cost: not its id, code, name, status or postcode libraries (an own product's cost is its own, but the
    // answer keeps one shape for every customer view).
    return {
      ...base,
      signingStatus: row.source === 'OWN' ? null : (x.signing?.signingStatus ?? null),
      signedAt: row.source === 'OWN' ? null : iso(x.signing?.signedAt),
      premiumPackage: x.premiumPackage ?? null,
    };
  }
  return {
    ...base,
    costId: row.costId,
    costCode: row.costCode,
    costName: row.costName,
    costStatus: row.costStatus,
    productPostcodeRule: { remotePostcodeLib: row.costRemoteGroups, noRemotePostcodeLib: row.costNoRemoteGroups },
    ...(view === 'platform' && x.counts ? { customerCount: x.counts.customers, packageCount: x.counts.packages } : {}),
  };
}

export function toBrief(p: Product): ProductBrief {
  return {
    id: p.id,
    code: p.code,
    name: p.name,
    nameEn: p.nameEn,
    source: p.source,
    startCountry: p.startCountry,
    deliveryCountryList: p.deliveryCountryList,
    deliveryCountryListEcho: p.deliveryCountryListEcho,
    minShippingCycle: p.minShippingCycle,
    maxShippingCycle: p.maxShippingCycle,
    cargoType: p.cargoType,
    bubbleWay: p.bubbleWay,
    bubblePercentage: p.bubblePercentage,
    volumeWeightRatio: p.volumeWeightRatio,
    calcType: p.calcType,
    effectiveWeightCarryRule: p.effectiveWeightCarryRule,
    independentWeightLimit: p.independentWeightLimit,
    reportPriceLimit: p.reportPriceLimit,
    maxLongestSide: p.maxLongestSide,
    maxGirth: p.maxGirth,
    maxPieceWeight: p.maxPieceWeight,
    maxPieces: p.maxPieces,
    currencyNo: p.currencyNo,
    status: p.status,
    requiresCustomsNo: p.requiresCustomsNo,
    checkPostCode: p.checkPostCode,
    version: p.version,
  };
}
