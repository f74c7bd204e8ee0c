import { defineEndpoint, needs, SIGNED_IN_ACCESS } from '../common/endpoint';
import { okObj, okRows } from '../common/envelope';
import { TaskSubmitted } from '../tasks/tasks';
import { IdParams, VersionAnswer } from './products';
import {
  AllotPhonesInput,
  AllotUserNamesInput,
  PackageCustomer,
  PackageDeleteParams,
  PremiumCalcInput,
  PremiumCalcResult,
  PremiumPackage,
  PremiumPackageEdit,
  PremiumPackageInput,
  PremiumPackageOption,
  PremiumPackageQuery,
  ProductIdBody,
  RemovePhoneParams,
  RemoveUserNameParams,
  ZoneExportParams,
} from './packages';

const tags = ['premium packages'];
const MANAGE = needs('product:manage');

/**
 * Premium packages turn a product's cost into the customer's price. The platform keeps them; a customer has one
 * package per product (assigned by phone or user name), else the product's default for the report price type.
 */
export const premiumPackagesEndpoints = {
  save: defineEndpoint({
    method: 'POST',
    path: '/api/product/addOrUpdatePremiumPackages',
    summary: 'Platform: create a package (no id) or replace one: markups, minimum order amount, default, effective',
    tags,
    access: MANAGE,
    body: PremiumPackageInput,
    response: okObj(PremiumPackage),
  }),
  edit: defineEndpoint({
    method: 'POST',
    path: '/api/product/editPremiumPackages',
    summary: "Platform: a package's name, default and effective switches, leaving its markups",
    tags,
    access: MANAGE,
    body: PremiumPackageEdit,
    response: okObj(PremiumPackage),
  }),
  list: defineEndpoint({
    method: 'POST',
    path: '/api/product/premiumPackagesList',
    summary: 'Platform: packages across products, filtered by product, report price type, name, effective',
    tags,
    access: MANAGE,
    body: PremiumPackageQuery,
    response: okRows(PremiumPackage),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/product/delPremiumPackages/:productId/:id',
    summary: 'Platform: delete a package of a product (its customers fall back to the default)',
    tags,
    access: MANAGE,
    params: PackageDeleteParams,
    response: okObj(VersionAnswer),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/product/getPremiumPackages/:id',
    summary: 'Platform: one package',
    tags,
    access: MANAGE,
    params: IdParams,
    response: okObj(PremiumPackage),
  }),
  effective: defineEndpoint({
    method: 'POST',
    path: '/api/product/multiCostPremiumPackagesSelectEffective',
    summary: "Platform: a product's effective packages as options (`{productId}`)",
    tags,
    access: MANAGE,
    body: ProductIdBody,
    response: okRows(PremiumPackageOption),
  }),
  calc: defineEndpoint({
    method: 'POST',
    path: '/api/product/calcPremiumPackages',
    summary:
      'Platform: apply a package (saved, or the markups of a form) to sample costs: freight x (1 + basic%) or + ' +
      'fixed, each surcharge likewise, handling on the marked-up total or per shipment, then the minimum order',
    tags,
    access: MANAGE,
    body: PremiumCalcInput,
    response: okObj(PremiumCalcResult),
  }),
  allotPhones: defineEndpoint({
    method: 'POST',
    path: '/api/product/allotPhoneToPremiumPackages',
    summary: 'Platform: assign the package to customers by phone (one package per customer and product: moves it)',
    tags,
    access: MANAGE,
    body: AllotPhonesInput,
    response: okObj(VersionAnswer),
  }),
  allotUserNames: defineEndpoint({
    method: 'POST',
    path: '/api/product/allotUserNameToPremiumPackages',
    summary: 'Platform: assign the package to customers by user name (moves an earlier assignment)',
    tags,
    access: MANAGE,
    body: AllotUserNamesInput,
    response: okObj(VersionAnswer),
  }),
  phones: defineEndpoint({
    method: 'GET',
    path: '/api/product/premiumPackagesPhones/:id',
    summary: 'Platform: the customers the package is assigned to who have a phone',
    tags,
    access: MANAGE,
    params: IdParams,
    response: okRows(PackageCustomer),
  }),
  userNames: defineEndpoint({
    method: 'GET',
    path: '/api/product/premiumPackagesUserNames/:id',
    summary: 'Platform: the customers the package is assigned to',
    tags,
    access: MANAGE,
    params: IdParams,
    response: okRows(PackageCustomer),
  }),
  removePhone: defineEndpoint({
    method: 'DELETE',
    path: '/api/product/removePhone/:id/:phone',
    summary: 'Platform: take the package off the customer with this phone',
    tags,
    access: MANAGE,
    params: RemovePhoneParams,
    response: okObj(VersionAnswer),
  }),
  removeUserName: defineEndpoint({
    method: 'DELETE',
    path: '/api/product/removeUserName/:id/:userName',
    summary: 'Platform: take the package off the customer with this user name',
    tags,
    access: MANAGE,
    params: RemoveUserNameParams,
    response: okObj(VersionAnswer),
  }),
  exportZones: defineEndpoint({
    method: 'GET',
    path: '/api/product/exportZoneReportPrices/:productId/:premiumPackagesId',
    summary:
      "The product's zones x weight bands priced with the package, as an xlsx of the task center: cost and sale " +
      'for the platform; a customer its own package, sale only',
    tags,
    access: SIGNED_IN_ACCESS,
    params: ZoneExportParams,
    response: okObj(TaskSubmitted),
  }),
};
