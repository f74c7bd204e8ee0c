import { z } from 'zod';
import {
  countryCodeField,
  filterText,
  idField,
  idParam,
  optionalText,
  pageNoField,
  pageSizeField,
  requiredText,
} from '../common/fields';
import { PATTERNS, isWellFormedText } from '../common/rules';
import {
  BubbleWay,
  CarryStep,
  PRODUCT_CODE,
  ProductBusinessType,
  ProductCalcType,
  ProductCargoType,
  ProductCarryRule,
  ProductPreRecordedType,
  ProductQueryType,
  ProductSource,
  ProductStatus,
  SigningStatus,
  SupportMethod,
  productDecimal,
  productInt,
} from './product-fields';

/** A custom weight carry band: chargeable weights up to `upTo` kg (null: above the last band) round up to `step`. */
export const ProductCarryBand = z.object({
  upTo: productDecimal({ places: 3, max: 100_000, positive: true }).nullable(),
  step: CarryStep,
});
export type ProductCarryBand = z.input<typeof ProductCarryBand>;

const codeField = z.string().trim().min(1, { error: 'required' }).regex(PRODUCT_CODE, { error: 'invalid' });

const currencyField = z.string().trim().min(1, { error: 'required' }).regex(PATTERNS.upper3, { error: 'upper3' });

const labelText = z
  .string()
  .trim()
  .min(1, { error: 'noEmptyEntries' })
  .max(20, { error: 'tooLong|max=20' })
  .regex(PATTERNS.singleLine, { error: 'controlChars' })
  .refine(isWellFormedText, { error: 'brokenText' });

const distinct = <T>(values: readonly T[]) => new Set(values).size === values.length;

/**
 * Every field of spec 001 §3 the products table holds. Limits of 0 mean unlimited; a null carry rule takes the
 * cost's. Used by the platform's signing products and by customers' own-account products alike.
 */
export const ProductFields = z.object({
  code: codeField,
  name: requiredText(100),
  nameEn: optionalText(100),
  costId: idField,
  startCountry: countryCodeField,
  deliveryCountryList: z
    .array(countryCodeField)
    .min(1, { error: 'required' })
    .max(300, { error: 'tooMany|max=300' })
    .refine(distinct, { error: 'invalid' }),
  minShippingCycle: productInt(0, 365),
  maxShippingCycle: productInt(0, 365),
  trackType: optionalText(32),
  sync: z.boolean().optional().default(true),
  productLabels: z.array(labelText).max(10, { error: 'tooMany|max=10' }).optional().default([]),
  supportMethod: z
    .union([SupportMethod, z.literal('')])
    .optional()
    .default(''),
  cargoType: z
    .array(ProductCargoType)
    .min(1, { error: 'required' })
    .max(6, { error: 'tooMany|max=6' })
    .refine(distinct, { error: 'invalid' }),
  businessType: ProductBusinessType.optional().default('EXPRESS'),
  calcModel: optionalText(32),
  bubbleWay: BubbleWay,
  bubblePercentage: productDecimal({ places: 2, max: 100 }).optional().default('0'),
  volumeWeightRatio: productInt(1, 1_000_000),
  calcType: ProductCalcType.optional().default('PER_BOX'),
  weightCarryRule: ProductCarryRule.nullable().optional().default(null),
  customWeightRule: z.array(ProductCarryBand).max(20, { error: 'tooMany|max=20' }).nullable().optional().default(null),
  independentWeightLimit: productDecimal({ places: 3, max: 100_000 }).optional().default('0'),
  reportPriceLimit: productDecimal({ places: 2, max: 1_000_000_000 }).optional().default('0'),
  maxLongestSide: productDecimal({ places: 2, max: 100_000 }).optional().default('0'),
  maxGirth: productDecimal({ places: 2, max: 100_000 }).optional().default('0'),
  maxPieceWeight: productDecimal({ places: 3, max: 100_000 }).optional().default('0'),
  maxPieces: productInt(0, 10_000).optional().default(0),
  currencyNo: currencyField,
  usePreRecordedType: z
    .union([ProductPreRecordedType, z.literal('')])
    .optional()
    .default(''),
  checkPostCode: z.boolean().optional().default(true),
  checkPostByStreet: z.boolean().optional().default(false),
  requiresCustomsNo: z.boolean().optional().default(false),
  confirm: z.boolean().optional().default(false),
});

type Fields = z.output<typeof ProductFields>;
type CrossFields = Pick<Fields, 'minShippingCycle' | 'maxShippingCycle' | 'weightCarryRule' | 'customWeightRule'>;

/** The rules across fields: min not above max, custom bands only with CUSTOM, bands ascending, one open band last. */
export function checkProductFields<T extends CrossFields>(v: T, ctx: z.core.$RefinementCtx<T>) {
  if (v.minShippingCycle > v.maxShippingCycle)
    ctx.addIssue({ code: 'custom', path: ['minShippingCycle'], message: 'minAboveMax', input: v.minShippingCycle });
  if (v.weightCarryRule === 'CUSTOM') {
    const bands = v.customWeightRule ?? [];
    if (bands.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['customWeightRule'], message: 'required', input: bands });
      return;
    }
    let last = 0;
    bands.forEach((b, i) => {
      const open = b.upTo === null;
      if (open && i !== bands.length - 1)
        ctx.addIssue({ code: 'custom', path: ['customWeightRule', i, 'upTo'], message: 'required', input: b.upTo });
      if (!open && Number(b.upTo) <= last)
        ctx.addIssue({ code: 'custom', path: ['customWeightRule', i, 'upTo'], message: 'maxBelowMin', input: b.upTo });
      if (!open) last = Number(b.upTo);
    });
  }
}

/** `POST api/product/signingProductBaseInfo`: the platform shelves a product on a cost. */
export const ProductInput = ProductFields.superRefine(checkProductFields);
export type ProductInput = z.input<typeof ProductInput>;

/** `POST api/product/editSigningProduct` and `editNotSigningProduct`: the same fields and the product's id. */
export const ProductUpdate = ProductFields.extend({ id: idField }).superRefine(checkProductFields);
export type ProductUpdate = z.input<typeof ProductUpdate>;

/** `POST api/product/addOrUpdate`: a customer's own-account product, created without an id, edited with one. */
export const OwnProductInput = ProductFields.extend({ id: idField.optional() }).superRefine(checkProductFields);
export type OwnProductInput = z.input<typeof OwnProductInput>;

/** `POST api/product/multiCostSigningProduct`: one product per cost, sharing every other field, all or none. */
export const MultiCostProductInput = z.object({
  base: ProductFields.omit({ code: true, name: true, nameEn: true, costId: true }).superRefine(checkProductFields),
  items: z
    .array(z.object({ costId: idField, code: codeField, name: requiredText(100), nameEn: optionalText(100) }))
    .min(1, { error: 'required' })
    .max(20, { error: 'tooMany|max=20' }),
});
export type MultiCostProductInput = z.input<typeof MultiCostProductInput>;

/** `POST api/product/list`: paged from 0, filtered. A customer sees its usable and own products only. */
export const ProductListQuery = z.object({
  pageNo: pageNoField,
  pageSize: pageSizeField(100, 20),
  queryType: ProductQueryType.optional().default('ALL'),
  code: filterText(32),
  name: filterText(100),
  status: ProductStatus.optional(),
  source: ProductSource.optional(),
  /** Delivers to this country. */
  destination: z.string().trim().regex(PATTERNS.upper2, { error: 'upper2' }).optional(),
  startCountry: z.string().trim().regex(PATTERNS.upper2, { error: 'upper2' }).optional(),
  costId: idField.optional(),
});
export type ProductListQuery = z.input<typeof ProductListQuery>;

/** The caller's package of a product, as a customer sees it: its name, never its markups. */
export const PackageRef = z.object({ id: z.number(), name: z.string() });
export type PackageRef = z.infer<typeof PackageRef>;

/**
 * A product as the caller may see it. Cost fields (cost id, code, name, postcode libraries) are present for the
 * platform and the cost's supplier only; customers get their signing state and package name instead.
 */
export const Product = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  source: ProductSource,
  ownerId: z.number(),
  ownerName: z.string(),
  startCountry: z.string(),
  startCountryName: z.string(),
  deliveryCountryList: z.array(z.string()),
  /** The destination names in the caller's language, in the same order. */
  deliveryCountryListEcho: z.array(z.string()),
  minShippingCycle: z.number(),
  maxShippingCycle: z.number(),
  trackType: z.string(),
  sync: z.boolean(),
  productLabels: z.array(z.string()),
  supportMethod: z.string(),
  cargoType: z.array(z.string()),
  businessType: z.string(),
  calcModel: z.string(),
  bubbleWay: BubbleWay,
  bubblePercentage: z.string(),
  volumeWeightRatio: z.number(),
  calcType: ProductCalcType,
  weightCarryRule: ProductCarryRule.nullable(),
  customWeightRule: z.array(z.object({ upTo: z.string().nullable(), step: z.string() })).nullable(),
  /** The rule quotes use: the product's own, else its cost's. */
  effectiveWeightCarryRule: z.string(),
  effectiveCustomWeightRule: z.array(z.object({ upTo: z.string().nullable(), step: z.string() })),
  independentWeightLimit: z.string(),
  reportPriceLimit: z.string(),
  maxLongestSide: z.string(),
  maxGirth: z.string(),
  maxPieceWeight: z.string(),
  maxPieces: z.number(),
  currencyNo: z.string(),
  status: ProductStatus,
  offlineBy: z.enum(['PLATFORM', 'USER', 'SUPPLIER']).nullable(),
  usePreRecordedType: z.string(),
  preRecordingAmount: z.string(),
  checkPostCode: z.boolean(),
  checkPostByStreet: z.boolean(),
  requiresCustomsNo: z.boolean(),
  confirm: z.boolean(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  costId: z.number().optional(),
  costCode: z.string().optional(),
  costName: z.string().optional(),
  costStatus: z.enum(['ENABLED', 'DISABLED']).optional(),
  productPostcodeRule: z
    .object({ remotePostcodeLib: z.array(z.number()), noRemotePostcodeLib: z.array(z.number()) })
    .optional(),
  /** Platform: how many customers are assigned, and how many packages the product has. */
  customerCount: z.number().optional(),
  packageCount: z.number().optional(),
  /** Customer: its signing state (null for its own products) and the package that prices it. */
  signingStatus: SigningStatus.nullable().optional(),
  signedAt: z.string().nullable().optional(),
  premiumPackage: PackageRef.nullable().optional(),
});
export type Product = z.infer<typeof Product>;

/** `GET api/product/productInfo/{productId}`: the short form the order screens show. */
export const ProductBrief = Product.pick({
  id: true,
  code: true,
  name: true,
  nameEn: true,
  source: true,
  startCountry: true,
  deliveryCountryList: true,
  deliveryCountryListEcho: true,
  minShippingCycle: true,
  maxShippingCycle: true,
  cargoType: true,
  bubbleWay: true,
  bubblePercentage: true,
  volumeWeightRatio: true,
  calcType: true,
  effectiveWeightCarryRule: true,
  independentWeightLimit: true,
  reportPriceLimit: true,
  maxLongestSide: true,
  maxGirth: true,
  maxPieceWeight: true,
  maxPieces: true,
  currencyNo: true,
  status: true,
  requiresCustomsNo: true,
  checkPostCode: true,
  version: true,
});
export type ProductBrief = z.infer<typeof ProductBrief>;

/** `GET api/product/costPriceInfo/{costPriceId}`: the cost a product form is shelved on (never to customers' others). */
export const CostPriceInfo = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  mainName: z.string(),
  description: z.string(),
  businessType: z.string(),
  currency: z.string(),
  status: z.enum(['ENABLED', 'DISABLED']),
  ownerId: z.number(),
  ownerName: z.string(),
  weightCarryRule: z.string(),
  customWeightRule: z.array(z.object({ upTo: z.string().nullable(), step: z.string() })),
  productCount: z.number(),
});
export type CostPriceInfo = z.infer<typeof CostPriceInfo>;

export const ProductIdParams = z.object({ productId: idParam });
export const IdParams = z.object({ id: idParam });

/** `POST api/product/editSigningProductStatus`: sign (or sign again) or terminate a customer's contract. */
export const SigningStatusInput = z.object({
  productId: idField,
  customerId: idField,
  signingStatus: SigningStatus,
});
export type SigningStatusInput = z.input<typeof SigningStatusInput>;

/** `POST api/product/allotCustomers` and `unallotCustomers`: assign customers to a product, or take them off. */
export const ProductCustomersInput = z.object({
  productId: idField,
  customerIds: z.array(idField).min(1, { error: 'required' }).max(500, { error: 'tooMany|max=500' }),
});
export type ProductCustomersInput = z.input<typeof ProductCustomersInput>;

export const CUSTOMER_STATES = ['UNASSIGNED', 'SIGNED', 'TERMINATED'] as const;
export const CustomerState = z.enum(CUSTOMER_STATES);
export type CustomerState = z.infer<typeof CustomerState>;

export const ProductCustomerQuery = z.object({
  pageNo: pageNoField,
  pageSize: pageSizeField(500, 20),
  keyword: filterText(100),
  state: CustomerState.optional(),
});
export type ProductCustomerQuery = z.input<typeof ProductCustomerQuery>;

/** One customer main account and its state for a product. */
export const ProductCustomer = z.object({
  customerId: z.number(),
  userName: z.string(),
  nickName: z.string(),
  phone: z.string(),
  state: CustomerState,
  signedAt: z.string().nullable(),
  terminatedAt: z.string().nullable(),
  premiumPackage: PackageRef.nullable(),
});
export type ProductCustomer = z.infer<typeof ProductCustomer>;

/** A report price type with the privilege types that may see it. */
export const ReportPriceTypeLimit = z.object({
  label: z.string(),
  value: z.string(),
  privilegeTypes: z.array(z.enum(['PLATFORM', 'USER', 'SUPPLIER'])),
});
export type ReportPriceTypeLimit = z.infer<typeof ReportPriceTypeLimit>;

export const VersionAnswer = z.object({ id: z.number(), version: z.number() });
