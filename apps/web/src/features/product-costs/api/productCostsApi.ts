import {
  postcodesEndpoints,
  productCostsEndpoints as endpoints,
  regionsEndpoints,
  type DockModelInput,
  type DockingProviderInput,
  type DockingProviderQuery,
  type FormulaTestInput,
  type PostcodeRuleInput,
  type PricesInput,
  type ProductCostAccountInput,
  type ProductCostInput,
  type ProductCostQuery,
  type SurchargeInput,
  type SurchargeType,
  type TaskSubmitted,
  type ZoneIdsInput,
  type ZoneInput,
  type ZoneQuery,
} from '@parcelhub/contracts';
import { http } from '../../../shared/http';
import { callDownload, callObj, callRows, callUpload } from '../../../shared/http/endpoint';

/** Forms show their own errors (field errors on their fields): no global notification. */
const SILENT = { silent: true } as const;

export const productCostsApi = {
  list: (query: ProductCostQuery, signal?: AbortSignal) => callRows(endpoints.list, { body: query }, { signal }),
  get: (productCostId: number, signal?: AbortSignal) =>
    callObj(endpoints.get, { params: { productCostId } }, { signal }),
  save: (input: ProductCostInput) => callObj(endpoints.edit, { body: input }, SILENT),
  remove: (productCostId: number) => callObj(endpoints.remove, { params: { productCostId } }),
  setStatus: (productCostId: number, costStatus: 'ENABLED' | 'DISABLED') =>
    callObj(endpoints.editStatus, { params: { productCostId, costStatus } }),
  calcInfo: (id: number, signal?: AbortSignal) => callObj(endpoints.calcInfo, { params: { id } }, { signal }),
  options: (signal?: AbortSignal) => callRows(endpoints.selects, {}, { signal }),
  ownerOptions: (signal?: AbortSignal) => callRows(endpoints.ownerSelects, {}, { signal }),
  saveAccount: (productCostId: number, input: ProductCostAccountInput) =>
    callObj(endpoints.saveAccount, { params: { productCostId }, body: input }, SILENT),
  savePostcodeRule: (productCostId: number, input: PostcodeRuleInput) =>
    callObj(endpoints.postcodeRule, { params: { productCostId }, body: input }, SILENT),
  postcodeGroups: (signal?: AbortSignal) => callRows(postcodesEndpoints.groupOptions, { query: {} }, { signal }),
  countries: (signal?: AbortSignal) => callRows(regionsEndpoints.options, {}, { signal }),

  zones: (productCostId: number, query: ZoneQuery, signal?: AbortSignal) =>
    callRows(endpoints.zoneList, { params: { productCostId }, body: query }, { signal }),
  saveZone: (input: ZoneInput) => callObj(endpoints.zoneSave, { body: input }, SILENT),
  deleteZones: (input: ZoneIdsInput) => callObj(endpoints.zoneDelete, { body: input }),
  zoneTemplate: (id: number, countryCode?: string) =>
    callDownload(endpoints.zoneTemplate, { params: { id }, query: { countryCode } }, 'zone-import-template.xlsx'),
  /** The sheet and its cost (and the default country of rows without one), as one multipart form. */
  importZones: async (costId: number, file: File, countryCode?: string) => {
    const form = new FormData();
    form.append('costId', String(costId));
    if (countryCode) form.append('countryCode', countryCode);
    form.append('file', file, file.name);
    const answer = await http.request<{ obj: TaskSubmitted }>(endpoints.zoneImport.path.replace(/^\//, ''), {
      method: endpoints.zoneImport.method,
      body: form,
    });
    return answer.obj;
  },

  prices: (productCostId: number, signal?: AbortSignal) =>
    callRows(endpoints.prices, { params: { productCostId }, query: {} }, { signal }),
  savePrices: (productCostId: number, input: PricesInput) =>
    callRows(endpoints.savePrices, { params: { productCostId }, body: input }, SILENT),

  surcharges: (costId: number, type: SurchargeType | undefined, signal?: AbortSignal) =>
    callRows(endpoints.surcharges, { query: { costId, type } }, { signal }),
  surchargeFormula: (surchargeId: number, signal?: AbortSignal) =>
    callObj(endpoints.surchargeFormula, { params: { surchargeId } }, { signal }),
  saveSurcharge: (input: SurchargeInput) => callObj(endpoints.saveSurcharge, { body: input }, SILENT),
  deleteSurcharge: (surchargeId: number) => callObj(endpoints.deleteSurcharge, { params: { surchargeId } }),
  uploadFormulaImage: (file: File) => callUpload(endpoints.uploadFormulaImg, file, file.name, SILENT),
  /** Silent: the page shows the result or the reason beside the formula. */
  testFormula: (input: FormulaTestInput) => callObj(endpoints.testFormula, { body: input }, SILENT),

  providerOptions: (signal?: AbortSignal) => callRows(endpoints.providerOptions, {}, { signal }),
  dockModels: (id: number, all: boolean, signal?: AbortSignal) =>
    callRows(endpoints.dpService, { params: { id }, query: { all: all ? 'true' : undefined } }, { signal }),
  providers: (query: DockingProviderQuery, signal?: AbortSignal) =>
    callRows(endpoints.providerList, { body: query }, { signal }),
  saveProvider: (input: DockingProviderInput) => callObj(endpoints.providerSave, { body: input }, SILENT),
  deleteProvider: (id: number) => callObj(endpoints.providerDelete, { params: { id } }),
  saveDockModel: (input: DockModelInput) => callObj(endpoints.modelSave, { body: input }, SILENT),
  deleteDockModel: (id: number) => callObj(endpoints.modelDelete, { params: { id } }),
};
