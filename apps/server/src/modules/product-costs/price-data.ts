import type { DataAccess } from '../../platform/db/data-access';
import type { Db } from '../../platform/db/client';
import { findCost, costVersion as versionOf } from './product-costs.repository';
import { allZones } from './zones.repository';
import { findBands } from './prices.repository';
import { findSurcharges } from './surcharges.repository';
import type { CarryBand, FormulaConstant } from './product-costs.tables';
import { ALL_DATA } from '../../platform/auth/scope';

/**
 * A cost's full price data, as the pricing engine compiles a rate card from it. Internal (no scope): the pricing
 * module reads it for whatever product it quotes. Numbers stay decimal strings.
 */
export interface CostPriceData {
  cost: {
    id: number;
    code: string;
    name: string;
    ownerId: number;
    status: 'ENABLED' | 'DISABLED';
    currency: string;
    weightCarryRule: string;
    customWeightRule: CarryBand[];
    remotePostcodeGroups: number[];
    noRemotePostcodeGroups: number[];
    version: number;
  };
  /** In country and range order. */
  zones: {
    id: number;
    countryCode: string;
    zipCode: string;
    zipFrom: string;
    zipTo: string;
    zipCodeType: 'DELIVERY' | 'REMOTE' | 'NO_DELIVERY';
    areaBelongs: string;
    isRemote: boolean;
  }[];
  /** By zone, ascending bound, the open band last. */
  bands: {
    id: number;
    zone: string;
    weightUpTo: string | null;
    kind: 'FIRST_ADDITIONAL' | 'PER_KG' | 'FIXED';
    firstWeight: string | null;
    firstPrice: string | null;
    stepWeight: string | null;
    stepPrice: string | null;
    unitPrice: string | null;
    fixedPrice: string | null;
    minCharge: string | null;
    perPieceRate: string | null;
    perPieceLimit: string | null;
  }[];
  /** In calculation order (calSortNumber, then id). */
  surcharges: {
    id: number;
    code: string;
    name: string;
    enName: string;
    koName: string;
    surchargeType: 'SURCHARGE' | 'SIZELIMIT';
    calReferenceStatus: boolean;
    calSortNumber: number;
    formula: string;
    constants: FormulaConstant[];
    refuse: boolean;
    show4Statement: boolean;
  }[];
}

/** The price data of a cost, or null when there is no such cost. Read in one transaction for a consistent view. */
export async function loadCostPriceData(db: Db, costId: number): Promise<CostPriceData | null> {
  const cost = await findCost(db, ALL_DATA, costId);
  if (!cost) return null;
  const [zones, bands, surcharges] = [
    await allZones(db, costId),
    await findBands(db, costId),
    await findSurcharges(db, costId),
  ];
  return {
    cost: {
      id: cost.id,
      code: cost.code,
      name: cost.name,
      ownerId: cost.ownerId,
      status: cost.status,
      currency: cost.currency,
      weightCarryRule: cost.weightCarryRule,
      customWeightRule: cost.customWeightRule,
      remotePostcodeGroups: cost.remotePostcodeGroups,
      noRemotePostcodeGroups: cost.noRemotePostcodeGroups,
      version: cost.version,
    },
    zones: zones.map((z) => ({
      id: z.id,
      countryCode: z.countryCode,
      zipCode: z.zipCode,
      zipFrom: z.zipFrom,
      zipTo: z.zipTo,
      zipCodeType: z.zipCodeType,
      areaBelongs: z.areaBelongs,
      isRemote: z.isRemote,
    })),
    bands: bands.map((b) => ({
      id: b.id,
      zone: b.zone,
      weightUpTo: b.weightUpTo,
      kind: b.kind,
      firstWeight: b.firstWeight,
      firstPrice: b.firstPrice,
      stepWeight: b.stepWeight,
      stepPrice: b.stepPrice,
      unitPrice: b.unitPrice,
      fixedPrice: b.fixedPrice,
      minCharge: b.minCharge,
      perPieceRate: b.perPieceRate,
      perPieceLimit: b.perPieceLimit,
    })),
    surcharges: surcharges.map((s) => ({
      id: s.id,
      code: s.code,
      name: s.name,
      enName: s.enName,
      koName: s.koName,
      surchargeType: s.surchargeType,
      calReferenceStatus: s.calReferenceStatus,
      calSortNumber: s.calSortNumber,
      formula: s.formula,
      constants: s.constants,
      refuse: s.refuse,
      show4Statement: s.show4Statement,
    })),
  };
}

/** A cost's version (it moves with every change of its price data), or null when there is no such cost. */
export const loadCostVersion = (db: Db, costId: number): Promise<number | null> => versionOf(db, costId);

/**
 * For other modules (pricing): a cost's price data through the data access, read in one transaction (or the one
 * open in this call chain). Same as the service's `costPriceData`, for a module listed before this one.
 */
export const costPriceData = (data: DataAccess, costId: number): Promise<CostPriceData | null> =>
  data.withTransaction(() => loadCostPriceData(data.db, costId));

/** For other modules: a cost's version, or null when there is no such cost. */
export const costVersion = (data: DataAccess, costId: number): Promise<number | null> =>
  loadCostVersion(data.db, costId);
