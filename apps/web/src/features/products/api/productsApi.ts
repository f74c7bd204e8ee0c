import {
  premiumPackagesEndpoints as pkg,
  productConfigsEndpoints as cfg,
  productCostsEndpoints,
  productsEndpoints as ep,
  type AllotPhonesInput,
  type AllotUserNamesInput,
  type ApiValidateInput,
  type ConsigneeConfigInput,
  type LabelSettingInput,
  type LogisticsRuleInput,
  type OrderEditParamInput,
  type OwnProductInput,
  type PremiumCalcInput,
  type PremiumPackageEdit,
  type PremiumPackageInput,
  type PremiumPackageQuery,
  type ProductCustomerQuery,
  type ProductInput,
  type ProductListQuery,
  type ProductStatus,
  type ProductUpdate,
  type SigningStatusInput,
  type SupportConfigInput,
} from '@parcelhub/contracts';
import { callObj, callRows } from '../../../shared/http/endpoint';

/** Saves are silent: the forms put field errors on their fields and show the rest themselves. */
const silent = { silent: true } as const;

export const productsApi = {
  list: (query: ProductListQuery, signal?: AbortSignal) => callRows(ep.list, { body: query }, { signal }),
  create: (input: ProductInput) => callObj(ep.create, { body: input }, silent),
  editSigning: (input: ProductUpdate) => callObj(ep.editSigning, { body: input }, silent),
  editNotSigning: (input: ProductUpdate) => callObj(ep.editNotSigning, { body: input }, silent),
  saveOwn: (input: OwnProductInput) => callObj(ep.saveOwn, { body: input }, silent),
  signingInfo: (id: number, signal?: AbortSignal) => callObj(ep.signingInfo, { params: { id } }, { signal }),
  changeStatus: (productId: number, status: ProductStatus) =>
    callObj(ep.changeStatus, { params: { productId, status } }),
  costInfo: (costPriceId: number, signal?: AbortSignal) =>
    callObj(ep.costPriceInfo, { params: { costPriceId } }, { signal, silent: true }),
  costOptions: (signal?: AbortSignal) => callRows(productCostsEndpoints.selects, {}, { signal }),
  customers: (productId: number, query: ProductCustomerQuery, signal?: AbortSignal) =>
    callRows(ep.customers, { params: { productId }, query }, { signal }),
  allotCustomers: (productId: number, customerIds: number[]) =>
    callObj(ep.allotCustomers, { body: { productId, customerIds } }),
  unallotCustomers: (productId: number, customerIds: number[]) =>
    callObj(ep.unallotCustomers, { body: { productId, customerIds } }),
  setSigning: (input: SigningStatusInput) => callObj(ep.signingStatus, { body: input }),
  queryTypes: (signal?: AbortSignal) => callRows(ep.queryTypes, {}, { signal }),
  reportPriceTypes: (signal?: AbortSignal) => callRows(ep.reportPriceTypes, {}, { signal }),

  packages: (query: PremiumPackageQuery, signal?: AbortSignal) => callRows(pkg.list, { body: query }, { signal }),
  savePackage: (input: PremiumPackageInput) => callObj(pkg.save, { body: input }, silent),
  editPackage: (input: PremiumPackageEdit) => callObj(pkg.edit, { body: input }),
  removePackage: (productId: number, id: number) => callObj(pkg.remove, { params: { productId, id } }),
  calc: (input: PremiumCalcInput) => callObj(pkg.calc, { body: input }, silent),
  allotPhones: (input: AllotPhonesInput) => callObj(pkg.allotPhones, { body: input }, silent),
  allotUserNames: (input: AllotUserNamesInput) => callObj(pkg.allotUserNames, { body: input }, silent),
  packageCustomers: (id: number, signal?: AbortSignal) => callRows(pkg.userNames, { params: { id } }, { signal }),
  removeUserName: (id: number, userName: string) => callObj(pkg.removeUserName, { params: { id, userName } }),
  exportZones: (productId: number, premiumPackagesId: number) =>
    callObj(pkg.exportZones, { params: { productId, premiumPackagesId } }),

  support: (id: number, signal?: AbortSignal) => callObj(cfg.supportGet, { params: { id } }, { signal }),
  saveSupport: (input: SupportConfigInput) => callObj(cfg.supportSave, { body: input }, silent),
  consignee: (id: number, signal?: AbortSignal) => callObj(cfg.consigneeGet, { params: { id } }, { signal }),
  saveConsignee: (input: ConsigneeConfigInput) => callObj(cfg.consigneeSave, { body: input }, silent),
  orderEdit: (id: number, signal?: AbortSignal) => callObj(cfg.orderEditGet, { params: { id } }, { signal }),
  saveOrderEdit: (input: OrderEditParamInput) => callObj(cfg.orderEditSave, { body: input }, silent),
  savePreRecording: (productId: number, preRecordingAmount: string) =>
    callObj(cfg.preRecordingAmount, { body: { productId, preRecordingAmount } }, silent),
  apiRules: (id: number, signal?: AbortSignal) => callRows(cfg.apiRules, { params: { id } }, { signal }),
  saveApiRule: (input: ApiValidateInput) => callObj(cfg.apiRuleSave, { body: input }, silent),
  deleteApiRule: (id: number) => callObj(cfg.apiRuleDelete, { params: { id } }),
  logisticsServices: (signal?: AbortSignal) => callRows(cfg.logisticsServices, {}, { signal }),
  logisticsRules: (productId: number, signal?: AbortSignal) =>
    callRows(cfg.logisticsRules, { params: { productId } }, { signal }),
  saveLogisticsRule: (input: LogisticsRuleInput) => callObj(cfg.logisticsSave, { body: input }, silent),
  deleteLogisticsRule: (productId: number, logisticsRulesId: number) =>
    callObj(cfg.logisticsDelete, { params: { productId, logisticsRulesId } }),
  labels: (productId: number, signal?: AbortSignal) => callRows(cfg.labelList, { params: { productId } }, { signal }),
  saveLabel: (input: LabelSettingInput) => callObj(cfg.labelSave, { body: input }, silent),
};
