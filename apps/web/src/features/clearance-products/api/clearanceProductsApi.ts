import {
  clearancePortsEndpoints,
  clearanceProductsEndpoints as endpoints,
  userAdminEndpoints,
  type ClearanceAllot,
  type ClearanceProductQuery,
  type ClearanceProductSave,
  type ClearanceProductStatus,
  type ClearanceQuoteSave,
} from '@parcelhub/contracts';
import { call, callDownload, callObj, callRows, callUpload } from '../../../shared/http/endpoint';

export const clearanceProductsApi = {
  list: (body: ClearanceProductQuery, signal?: AbortSignal) => callRows(endpoints.list, { body }, { signal }),
  byId: (id: number) => callObj(endpoints.byId, { params: { id } }),
  /** Silent: the form puts field errors on its fields and shows the rest itself. */
  save: (body: ClearanceProductSave) => callObj(endpoints.save, { body }, { silent: true }),
  remove: (id: number) => call(endpoints.remove, { params: { id } }),
  setStatus: (productId: number, status: ClearanceProductStatus) =>
    callObj(endpoints.editStatus, { params: { productId, status } }),
  sign: (id: number) => callObj(endpoints.signingProduct, { body: { id } }),
  costQuote: (productId: number) => callObj(endpoints.costQuote, { params: { productId } }),
  saleQuotes: (id: number) => callRows(endpoints.assignCount, { params: { id } }),
  saveQuote: (body: ClearanceQuoteSave) => callObj(endpoints.saveQuote, { body }, { silent: true }),
  deleteQuote: (productId: number, quotePriceId: number) =>
    call(endpoints.deleteQuote, { params: { productId, quotePriceId } }),
  assignedUsers: (productId: number, quotePriceId: number) =>
    callRows(endpoints.assignedUserNames, { params: { productId, quotePriceId } }),
  allot: (body: ClearanceAllot) => callObj(endpoints.allot, { body }, { silent: true }),
  unallot: (body: ClearanceAllot) => callObj(endpoints.unallot, { body }),
  saleTemplate: () => callDownload(endpoints.quoteTemplate, {}, 'clearance-sale-quote-template.xlsx'),
  costTemplate: () => callDownload(endpoints.costQuoteTemplate, {}, 'clearance-cost-quote-template.xlsx'),
  importSale: (file: File) => callUpload(endpoints.quoteImport, file, file.name),
  importCost: (file: File) => callUpload(endpoints.costQuoteImport, file, file.name),
  transportTypes: () => callRows(endpoints.transportTypeSelects, {}),
  premiumMine: (signal?: AbortSignal) => callRows(endpoints.premiumMine, {}, { signal }),
  ports: () => callRows(clearancePortsEndpoints.portDropDown, {}),
  industries: () => callRows(clearancePortsEndpoints.industryDropDown, {}),
  industry: (id: number) => callObj(clearancePortsEndpoints.industryById, { params: { id } }),
  suppliers: () => callRows(userAdminEndpoints.selectOption, { query: { privilegeType: 'SUPPLIER' } }),
  customers: () => callRows(userAdminEndpoints.selectOption, { query: { privilegeType: 'USER' } }),
};

export const clearanceKeys = {
  all: ['clearance-products'] as const,
  lists: () => [...clearanceKeys.all, 'list'] as const,
  quotes: (id: number) => [...clearanceKeys.all, 'quotes', id] as const,
  premium: () => [...clearanceKeys.all, 'premium'] as const,
};
