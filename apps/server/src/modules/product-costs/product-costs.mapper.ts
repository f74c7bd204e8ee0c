import {
  BAND_KIND_WORDS,
  COST_WORDS,
  SURCHARGE_TYPE_WORDS,
  ZIP_CODE_TYPE_WORDS,
  type DockModel,
  type DockingProvider,
  type Language,
  type PriceBand,
  type ProductCost,
  type ProductCostAccount,
  type Surcharge,
  type WeightCarryRule,
  type Zone,
} from '@parcelhub/contracts';
import type { AccountRow, CostRow } from './product-costs.repository';
import type { ZoneRow } from './zones.repository';
import type { BandRow } from './prices.repository';
import type { SurchargeRow } from './surcharges.repository';
import type { ModelRow, ProviderRow } from './docking.repository';

const carryWords = (rule: string, lang: Language) =>
  rule in COST_WORDS.weightCarryRule ? COST_WORDS.weightCarryRule[rule as WeightCarryRule][lang] : rule;

export function toCost(row: CostRow, lang: Language): ProductCost {
  return {
    id: row.id,
    costId: row.id,
    code: row.code,
    name: row.name,
    mainName: row.mainName,
    description: row.description,
    businessType: row.businessType,
    currency: row.currency,
    status: row.status,
    statusI18n: COST_WORDS.status[row.status][lang],
    weightCarryRule: row.weightCarryRule,
    weightCarryRuleI18n: carryWords(row.weightCarryRule, lang),
    customWeightRule: row.customWeightRule,
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    ownerType: row.ownerType,
    remotePostcodeLib: row.remotePostcodeGroups,
    noRemotePostcodeLib: row.noRemotePostcodeGroups,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const attributeWords = (m: ModelRow, lang: Language) => m.attributeNames[lang] || m.attributeNames.en || m.attribute;

export function toDockModel(m: ModelRow, lang: Language): DockModel {
  return {
    id: m.id,
    providerId: m.providerId,
    name: m.name,
    serviceCode: m.serviceCode,
    usePreRecordedType: m.usePreRecordedType,
    attribute: m.attribute,
    attributeI18n: attributeWords(m, lang),
    attributeZh: m.attributeNames.zh,
    attributeEn: m.attributeNames.en,
    attributeKo: m.attributeNames.ko,
    logistics: m.logistics,
    logisticsNames: m.logisticsNames,
    enabled: m.enabled,
    updatedAt: m.updatedAt.toISOString(),
  };
}

export function toAccount(row: AccountRow, lang: Language): ProductCostAccount {
  const props = row.dpSupplementProps.map((p) => ({ key: p.key, value: p.value }));
  return {
    id: row.id,
    costId: row.costId,
    serviceCode: row.serviceCode,
    logisticsProviderName: row.logisticsProviderName,
    dockingProviderId: row.dockingProviderId,
    dockingProviderName: row.providerName ?? '',
    dockModelId: row.dockModelId,
    dockModelName: row.model?.name ?? '',
    includeClearance: row.includeClearance,
    trackType: row.trackType,
    sync: row.sync,
    finalLogisticsName: row.finalLogisticsName,
    tracknetCode: row.tracknetCode,
    countryCode: row.countryCode,
    dpSupplementProps: props,
    propsList: props,
    dockModel: row.model
      ? {
          id: row.model.id,
          name: row.model.name,
          serviceCode: row.model.serviceCode,
          usePreRecordedType: row.model.usePreRecordedType,
          attribute: row.model.attribute,
          attributeI18n: attributeWords(row.model, lang),
          logistics: row.model.logistics,
          logisticsNames: row.model.logisticsNames,
        }
      : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toZone(row: ZoneRow, lang: Language): Zone {
  return {
    id: row.id,
    costId: row.costId,
    countryCode: row.countryCode,
    zipCode: row.zipCode,
    zipFrom: row.zipFrom,
    zipTo: row.zipTo,
    zipCodeType: row.zipCodeType,
    zipCodeTypeI18n: ZIP_CODE_TYPE_WORDS[row.zipCodeType][lang],
    areaBelongs: row.areaBelongs,
    deliveryPlace: row.deliveryPlace,
    zipCodeFormat: row.zipCodeFormat,
    deliveryTimeType: row.deliveryTimeType,
    remark: row.remark,
    isRemote: row.isRemote,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toBand(row: BandRow, lang: Language): PriceBand {
  return {
    id: row.id,
    zone: row.zone,
    weightUpTo: row.weightUpTo,
    kind: row.kind,
    kindI18n: BAND_KIND_WORDS[row.kind][lang],
    firstWeight: row.firstWeight,
    firstPrice: row.firstPrice,
    stepWeight: row.stepWeight,
    stepPrice: row.stepPrice,
    unitPrice: row.unitPrice,
    fixedPrice: row.fixedPrice,
    minCharge: row.minCharge,
    perPieceRate: row.perPieceRate,
    perPieceLimit: row.perPieceLimit,
  };
}

const surchargeLabel = (row: SurchargeRow, lang: Language) =>
  (lang === 'zh' ? row.name : lang === 'ko' ? row.koName || row.enName : row.enName) || row.name;

export function toSurcharge(row: SurchargeRow, lang: Language): Surcharge {
  return {
    id: row.id,
    surchargeId: row.id,
    costId: row.costId,
    code: row.code,
    surChildType: row.surChildType,
    name: row.name,
    enName: row.enName,
    koName: row.koName,
    label: surchargeLabel(row, lang),
    calClassName: row.calClassName,
    calReferenceStatus: row.calReferenceStatus,
    calSortNumber: row.calSortNumber,
    description: row.description,
    formulaId: row.id,
    formula: row.formula,
    formulaOriginal: row.formulaOriginal,
    formulaImageUrl: row.formulaImageUrl,
    calRulesType: row.calRulesType,
    show4Statement: row.show4Statement,
    orgIds: row.orgIds,
    surchargeType: row.surchargeType,
    surchargeTypeI18n: SURCHARGE_TYPE_WORDS[row.surchargeType][lang],
    productSurchargeFormulaConstants: row.constants.map((c) => ({
      id: c.name,
      value: c.value,
      nameEn: c.nameEn,
      nameZh: c.nameZh,
    })),
    refuse: row.refuse,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toProvider(row: ProviderRow): DockingProvider {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    interfaceName: row.interfaceName,
    syncLabel: row.syncLabel,
    enabled: row.enabled,
    remark: row.remark,
    modelCount: row.modelCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}
