import { z } from 'zod';
import { defineEndpoint, needs } from '../common/endpoint';
import { Option, okObj, okRows } from '../common/envelope';
import { StoredFile } from '../media/media';
import { TaskSubmitted } from '../tasks/tasks';
import {
  CostDeleted,
  CostStatusParams,
  CostIdParams,
  PostcodeRule,
  PostcodeRuleInput,
  ProductCost,
  ProductCostAccount,
  ProductCostAccountInput,
  ProductCostDetail,
  ProductCostIdParams,
  ProductCostInput,
  ProductCostQuery,
} from './product-costs';
import { Zone, ZoneIdsInput, ZoneInput, ZoneQuery, ZoneSummary, ZoneTemplateQuery } from './zones';
import { PriceBand, PricesInput, PricesQuery } from './prices';
import {
  FormulaTestInput,
  FormulaTestResult,
  Surcharge,
  SurchargeFormula,
  SurchargeIdParams,
  SurchargeInput,
  SurchargeQuery,
} from './surcharges';
import {
  DockModel,
  DockModelInput,
  DockModelQuery,
  DockingProvider,
  DockingProviderInput,
  DockingProviderOption,
  DockingProviderQuery,
  DpServiceQuery,
  ProviderIdParams,
} from './docking';

const tags = ['product-costs'];
/** The cost side's screens: the platform and suppliers (a supplier only ever reaches its own costs). */
const COST = needs('product:cost');
/** Surcharge rules, formulas and docking providers (docking providers: the platform only). */
const MANAGE = needs('product:manage');

/** `GET api/productCost/productCalcInfo/{id}`: everything a calculation reads of a cost. */
export const ProductCalcInfo = z.object({
  cost: ProductCost,
  account: ProductCostAccount.nullable(),
  zones: z.array(ZoneSummary),
  bands: z.array(PriceBand),
  surcharges: z.array(Surcharge),
});
export type ProductCalcInfo = z.infer<typeof ProductCalcInfo>;

export const Deleted = z.object({ deleted: z.number() });

export const productCostsEndpoints = {
  list: defineEndpoint({
    method: 'POST',
    path: '/api/productCost/list',
    summary: 'Product costs, filtered (code, name, status, owner) and paged; a supplier sees only its own',
    tags,
    access: COST,
    body: ProductCostQuery,
    response: okRows(ProductCost),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/productCost/:productCostId',
    summary: "A product cost's basic info with its account (another supplier's cost answers 404)",
    tags,
    access: COST,
    params: ProductCostIdParams,
    response: okObj(ProductCostDetail),
  }),
  edit: defineEndpoint({
    method: 'POST',
    path: '/api/productCost/edit',
    summary:
      'Create (no id) or update a product cost: code (unique, 2-32 of A-Z 0-9 - _), names, business type, currency, ' +
      'weight carry rule (custom bands ascending, the last open); the platform may name the owning supplier',
    tags,
    access: COST,
    body: ProductCostInput,
    response: okObj(ProductCost),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/productCost/:productCostId',
    summary:
      'Delete a product cost with its zones, bands, surcharges and account; refused (409) while a product uses it',
    tags,
    access: COST,
    params: ProductCostIdParams,
    response: okObj(CostDeleted),
  }),
  editStatus: defineEndpoint({
    method: 'POST',
    path: '/api/productCost/editStatus/:productCostId/:costStatus',
    summary: 'Enable or disable a product cost (ENABLED, DISABLED)',
    tags,
    access: COST,
    params: CostStatusParams,
    response: okObj(ProductCost),
  }),
  calcInfo: defineEndpoint({
    method: 'GET',
    path: '/api/productCost/productCalcInfo/:id',
    summary: 'What a calculation reads of a cost: basic info, account, zones summary, bands and surcharges',
    tags,
    access: COST,
    params: CostIdParams,
    response: okObj(ProductCalcInfo),
  }),
  selects: defineEndpoint({
    method: 'GET',
    path: '/api/dropdownData/productCostSelects',
    summary: 'Dropdown of the product costs the caller may see (value: the id)',
    tags,
    access: COST,
    response: okRows(Option),
  }),
  ownerSelects: defineEndpoint({
    method: 'GET',
    path: '/api/dropdownData/productCostOwnerSelects',
    summary:
      'Who may own a cost (value: the account id): the platform its own account and every supplier; a supplier itself',
    tags,
    access: COST,
    response: okRows(Option),
  }),
  saveAccount: defineEndpoint({
    method: 'POST',
    path: '/api/productCost/account/:productCostId',
    summary:
      "Save the cost's account: service code, logistics provider name, docking provider and dock model, clearance, " +
      'track type, sync (default true), final carrier, tracknet code, country, supplementary properties',
    tags,
    access: COST,
    params: ProductCostIdParams,
    body: ProductCostAccountInput,
    response: okObj(ProductCostAccount),
  }),
  postcodeRule: defineEndpoint({
    method: 'POST',
    path: '/api/productCost/postcodeRule/:productCostId',
    summary: 'Set the postcode rule: remote and never-remote postcode group libraries (group ids); moves the version',
    tags,
    access: COST,
    params: ProductCostIdParams,
    body: PostcodeRuleInput,
    response: okObj(PostcodeRule),
  }),
  zoneTemplate: defineEndpoint({
    method: 'GET',
    path: '/api/productCost/zoneTemplateDownload/:id',
    summary:
      'The zone quote template (xlsx): headers in the caller language, an example row (countryCode, US by default), ' +
      'drop-down lists for the postcode type and remote flag, and a notes sheet',
    tags,
    access: COST,
    params: CostIdParams,
    query: ZoneTemplateQuery,
    response: z.unknown(),
    raw: true,
  }),
  zoneImport: defineEndpoint({
    method: 'POST',
    path: '/api/productCost/zoneTemplateImport',
    summary:
      'Import zone rows from an xlsx (multipart: `file`, and `costId`; optional `countryCode` for rows without a ' +
      'country, US by default) as a task: the same range overwrites its zone, a different one is added',
    tags,
    access: COST,
    response: okObj(TaskSubmitted),
    upload: true,
  }),
  zoneList: defineEndpoint({
    method: 'POST',
    path: '/api/productCost/zoneList/:productCostId',
    summary: "A cost's zone rows, filtered and paged",
    tags,
    access: COST,
    params: ProductCostIdParams,
    body: ZoneQuery,
    response: okRows(Zone),
  }),
  zoneSave: defineEndpoint({
    method: 'POST',
    path: '/api/productCost/zone/save',
    summary: 'Create (no id) or edit one zone row; moves the version',
    tags,
    access: COST,
    body: ZoneInput,
    response: okObj(Zone),
  }),
  zoneDelete: defineEndpoint({
    method: 'POST',
    path: '/api/productCost/zone/delete',
    summary: 'Delete zone rows of a cost (all or none); moves the version',
    tags,
    access: COST,
    body: ZoneIdsInput,
    response: okObj(Deleted),
  }),
  prices: defineEndpoint({
    method: 'GET',
    path: '/api/productCost/prices/:productCostId',
    summary: "A cost's rate card: weight bands per zone (optionally one zone)",
    tags,
    access: COST,
    params: ProductCostIdParams,
    query: PricesQuery,
    response: okRows(PriceBand),
  }),
  savePrices: defineEndpoint({
    method: 'POST',
    path: '/api/productCost/prices/:productCostId',
    summary: "Replace a zone's weight bands in one transaction (none: the zone's card is removed); moves the version",
    tags,
    access: COST,
    params: ProductCostIdParams,
    body: PricesInput,
    response: okRows(PriceBand),
  }),
  surcharges: defineEndpoint({
    method: 'GET',
    path: '/api/surcharge/findSurchargeByType',
    summary:
      "A cost's surcharges or size limits (type SURCHARGE or SIZELIMIT; both when left out), in calculation order",
    tags,
    access: COST,
    query: SurchargeQuery,
    response: okRows(Surcharge),
  }),
  surchargeFormula: defineEndpoint({
    method: 'GET',
    path: '/api/surcharge/:surchargeId/surchargeFormulas',
    summary: "A surcharge's formula, its constants and the variables it may read (with sample values)",
    tags,
    access: COST,
    params: SurchargeIdParams,
    response: okObj(SurchargeFormula),
  }),
  saveSurcharge: defineEndpoint({
    method: 'POST',
    path: '/api/surcharge/save',
    summary:
      'Create (no surchargeId) or update a surcharge or size limit; the formula is compiled and refused with the ' +
      'reason (unknown variable, syntax error at a position); moves the cost version',
    tags,
    access: MANAGE,
    body: SurchargeInput,
    response: okObj(Surcharge),
  }),
  deleteSurcharge: defineEndpoint({
    method: 'DELETE',
    path: '/api/surcharge/:surchargeId',
    summary: 'Delete a surcharge (refused while a later surcharge reads its result); moves the cost version',
    tags,
    access: MANAGE,
    params: SurchargeIdParams,
    response: okObj(z.object({ id: z.number() })),
  }),
  uploadFormulaImg: defineEndpoint({
    method: 'POST',
    path: '/api/surcharge/uploadFormulaImg',
    summary: 'Upload a formula image (multipart `file`: png or svg up to 2 MB, judged by content)',
    tags,
    access: MANAGE,
    response: okObj(StoredFile),
    upload: true,
  }),
  testFormula: defineEndpoint({
    method: 'POST',
    path: '/api/surcharge/testFormula',
    summary: 'Run a formula on sample values: its value and the inputs it read, or why it fails',
    tags,
    access: MANAGE,
    body: FormulaTestInput,
    response: okObj(FormulaTestResult),
  }),
  providerOptions: defineEndpoint({
    method: 'GET',
    path: '/api/dockingProvider/selectedDockingProviders',
    summary: 'Dropdown of the enabled docking providers (value: the id)',
    tags,
    access: COST,
    response: okRows(DockingProviderOption),
  }),
  dpService: defineEndpoint({
    method: 'GET',
    path: '/api/dockModel/dpService/:id',
    summary: "A docking provider's dock models (services): name, service code, pre-recorded type, attribute, carriers",
    tags,
    access: COST,
    params: ProviderIdParams,
    query: DpServiceQuery,
    response: okRows(DockModel),
  }),
  providerList: defineEndpoint({
    method: 'POST',
    path: '/api/dockingProvider/list',
    summary: 'Platform: docking providers, filtered and paged',
    tags,
    access: MANAGE,
    body: DockingProviderQuery,
    response: okRows(DockingProvider),
  }),
  providerSave: defineEndpoint({
    method: 'POST',
    path: '/api/dockingProvider/save',
    summary: 'Platform: create (no id) or edit a docking provider (code unique)',
    tags,
    access: MANAGE,
    body: DockingProviderInput,
    response: okObj(DockingProvider),
  }),
  providerDelete: defineEndpoint({
    method: 'DELETE',
    path: '/api/dockingProvider/:id',
    summary: "Platform: delete a docking provider and its models (refused while a cost's account uses it)",
    tags,
    access: MANAGE,
    params: ProviderIdParams,
    response: okObj(z.object({ id: z.number() })),
  }),
  modelList: defineEndpoint({
    method: 'POST',
    path: '/api/dockModel/list',
    summary: "Platform: a docking provider's dock models, disabled ones included",
    tags,
    access: MANAGE,
    body: DockModelQuery,
    response: okRows(DockModel),
  }),
  modelSave: defineEndpoint({
    method: 'POST',
    path: '/api/dockModel/save',
    summary: 'Platform: create (no id) or edit a dock model (service code unique within its provider)',
    tags,
    access: MANAGE,
    body: DockModelInput,
    response: okObj(DockModel),
  }),
  modelDelete: defineEndpoint({
    method: 'DELETE',
    path: '/api/dockModel/:id',
    summary: "Platform: delete a dock model (refused while a cost's account uses it)",
    tags,
    access: MANAGE,
    params: ProviderIdParams,
    response: okObj(z.object({ id: z.number() })),
  }),
};
