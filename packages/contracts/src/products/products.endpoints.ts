import { z } from 'zod';
import { defineEndpoint, needs, SIGNED_IN_ACCESS } from '../common/endpoint';
import { Option, okObj, okRows } from '../common/envelope';
import { idParam } from '../common/fields';
import { ProductStatus } from './product-fields';
import {
  CostPriceInfo,
  IdParams,
  MultiCostProductInput,
  OwnProductInput,
  Product,
  ProductBrief,
  ProductCustomer,
  ProductCustomerQuery,
  ProductCustomersInput,
  ProductIdParams,
  ProductInput,
  ProductListQuery,
  ProductUpdate,
  ReportPriceTypeLimit,
  SigningStatusInput,
  VersionAnswer,
} from './products';

const tags = ['products'];
const MANAGE = needs('product:manage');

/**
 * The catalogue. Signing products are shelved by the platform on a cost and signed by customers; not-signing
 * products are customers' own-account products. Reads are scoped by the server: the platform sees every product,
 * a supplier those on its costs, a customer those assigned to it, signed and online, and its own.
 */
export const productsEndpoints = {
  list: defineEndpoint({
    method: 'POST',
    path: '/api/product/list',
    summary:
      'Products the caller sees, paged from 0, filtered by query type, code, name, status, source, destination, ' +
      'start country and cost. Customers never get cost fields',
    tags,
    access: SIGNED_IN_ACCESS,
    body: ProductListQuery,
    response: okRows(Product),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/product/signingProductBaseInfo',
    summary: 'Platform: shelve a signing product on an enabled cost (offline until put online)',
    tags,
    access: MANAGE,
    body: ProductInput,
    response: okObj(Product),
  }),
  createMultiCost: defineEndpoint({
    method: 'POST',
    path: '/api/product/multiCostSigningProduct',
    summary: 'Platform: shelve one signing product per cost, sharing every other field; all or none',
    tags,
    access: MANAGE,
    body: MultiCostProductInput,
    response: okRows(Product),
  }),
  editSigning: defineEndpoint({
    method: 'POST',
    path: '/api/product/editSigningProduct',
    summary: 'Platform: edit a signing product (its start country never changes); the version moves',
    tags,
    access: MANAGE,
    body: ProductUpdate,
    response: okObj(Product),
  }),
  editNotSigning: defineEndpoint({
    method: 'POST',
    path: '/api/product/editNotSigningProduct',
    summary: 'Edit an own-account product: its owner customer, or the platform',
    tags,
    access: SIGNED_IN_ACCESS,
    body: ProductUpdate,
    response: okObj(Product),
  }),
  saveOwn: defineEndpoint({
    method: 'POST',
    path: '/api/product/addOrUpdate',
    summary:
      "A customer's own-account product on a cost of its own account: created without an id (within the " +
      "edition's cap: free 2, standard 5, professional unlimited), edited with one",
    tags,
    access: SIGNED_IN_ACCESS,
    body: OwnProductInput,
    response: okObj(Product),
  }),
  notSigningInfo: defineEndpoint({
    method: 'GET',
    path: '/api/product/getNotSigningProductInfo/:id',
    summary: 'An own-account product (404 for any other product or anyone who may not see it)',
    tags,
    access: SIGNED_IN_ACCESS,
    params: IdParams,
    response: okObj(Product),
  }),
  signingInfo: defineEndpoint({
    method: 'GET',
    path: '/api/product/getSigningProductInfo/:id',
    summary:
      'A signing product: for the platform with its cost and counts, for a customer with its signing state and ' +
      'the name of the package that prices it',
    tags,
    access: SIGNED_IN_ACCESS,
    params: IdParams,
    response: okObj(Product),
  }),
  info: defineEndpoint({
    method: 'GET',
    path: '/api/product/productInfo/:productId',
    summary: 'The short form of any product the caller sees (order screens)',
    tags,
    access: SIGNED_IN_ACCESS,
    params: ProductIdParams,
    response: okObj(ProductBrief),
  }),
  costPriceInfo: defineEndpoint({
    method: 'GET',
    path: '/api/product/costPriceInfo/:costPriceId',
    summary: "The cost a product is shelved on: the platform any, a supplier or a customer its own account's",
    tags,
    access: SIGNED_IN_ACCESS,
    params: z.object({ costPriceId: idParam }),
    response: okObj(CostPriceInfo),
  }),
  changeStatus: defineEndpoint({
    method: 'GET',
    path: '/api/product/changeStatus/:productId/:status',
    summary:
      'Online or offline: the platform any product, a customer its own. A product the platform took offline ' +
      'only the platform puts online again (others: contact customer service)',
    tags,
    access: SIGNED_IN_ACCESS,
    params: z.object({ productId: idParam, status: ProductStatus }),
    response: okObj(Product),
  }),
  signingStatus: defineEndpoint({
    method: 'POST',
    path: '/api/product/editSigningProductStatus',
    summary: "Platform: sign a customer to a signing product (assigning it) or terminate the customer's contract",
    tags,
    access: MANAGE,
    body: SigningStatusInput,
    response: okObj(ProductCustomer),
  }),
  customers: defineEndpoint({
    method: 'GET',
    path: '/api/product/allotProductCustomerList/:productId',
    summary: 'Platform: customer main accounts with their state for the product (unassigned, signed, terminated)',
    tags,
    access: MANAGE,
    params: ProductIdParams,
    query: ProductCustomerQuery,
    response: okRows(ProductCustomer),
  }),
  allotCustomers: defineEndpoint({
    method: 'POST',
    path: '/api/product/allotCustomers',
    summary: 'Platform: assign customers to a signing product (signed; a terminated one stays terminated)',
    tags,
    access: MANAGE,
    body: ProductCustomersInput,
    response: okObj(VersionAnswer),
  }),
  unallotCustomers: defineEndpoint({
    method: 'POST',
    path: '/api/product/unallotCustomers',
    summary: 'Platform: take customers off a signing product',
    tags,
    access: MANAGE,
    body: ProductCustomersInput,
    response: okObj(VersionAnswer),
  }),
  zoneImport: defineEndpoint({
    method: 'POST',
    path: '/api/product/zoneTemplateImport',
    summary:
      "Zone quote import for a product (`?productId=`, multipart field `file`): the zones belong to the product's " +
      'cost, so the import goes to the cost (same zone overwrites, a different zone is added)',
    tags,
    access: MANAGE,
    query: z.object({ productId: idParam }),
    response: okObj(z.object({ taskId: z.number() })),
    upload: true,
  }),
  queryTypes: defineEndpoint({
    method: 'GET',
    path: '/api/productEnum/productQueryTypes',
    summary: 'The product list query types: all, signing products, own-account products',
    tags,
    access: SIGNED_IN_ACCESS,
    response: okRows(Option),
  }),
  reportPriceTypes: defineEndpoint({
    method: 'GET',
    path: '/api/productEnum/reportPriceTypesRolesLimit',
    summary: 'The report price types the caller may see, each with the privilege types that may see it',
    tags,
    access: SIGNED_IN_ACCESS,
    response: okRows(ReportPriceTypeLimit),
  }),
};
