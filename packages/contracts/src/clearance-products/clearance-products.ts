import { z } from 'zod';
import type { Language } from '../common/language';
import { filterText, idField, idParam, optionalText, requiredText } from '../common/fields';
import { PageQuery } from '../common/paging';
import { BubbleWay, ProductCargoType, SIGNING_STATUSES, productDecimal, productInt } from '../products/product-fields';

/*
 * Clearance products (spec 000 §3 "Clearance product details") and their quotes: the supplier's cost quote and the
 * platform's sale quotes, priced per bill, per bag, per kg and per parcel, with a minimum (issue 40 items 3 and 4).
 */

type Words<K extends string> = Record<K, Record<Language, string>>;

/** Transport ways a clearance product serves (issue 40: air, train, truck-air, sea). */
export const CLEARANCE_TRANSPORT_WAYS = ['AIR', 'TRAIN', 'TRUCK_AIR', 'SEA'] as const;
export const ClearanceTransportWay = z.enum(CLEARANCE_TRANSPORT_WAYS, { error: 'invalid' });
export type ClearanceTransportWay = z.infer<typeof ClearanceTransportWay>;
export const CLEARANCE_TRANSPORT_WAY_WORDS: Words<ClearanceTransportWay> = {
  AIR: { zh: '空运', en: 'Air', ko: '항공' },
  TRAIN: { zh: '铁路', en: 'Train', ko: '철도' },
  TRUCK_AIR: { zh: '卡航', en: 'Truck-air', ko: '트럭 항공' },
  SEA: { zh: '海运', en: 'Sea', ko: '해운' },
};

/** Shelving: ENABLED products take clearance orders (spec 000 §3 status). */
export const CLEARANCE_PRODUCT_STATUSES = ['ENABLED', 'DISABLED'] as const;
export const ClearanceProductStatus = z.enum(CLEARANCE_PRODUCT_STATUSES, { error: 'invalid' });
export type ClearanceProductStatus = z.infer<typeof ClearanceProductStatus>;

/** Signing with the supplier: not yet, signed, or released (terminated: no new orders), as delivery products'. */
export const CLEARANCE_SIGNING_STATUSES = ['UNSIGNED', ...SIGNING_STATUSES] as const;
export const ClearanceSigningStatus = z.enum(CLEARANCE_SIGNING_STATUSES, { error: 'invalid' });
export type ClearanceSigningStatus = z.infer<typeof ClearanceSigningStatus>;

/** Customs unions and trade blocs a port belongs to (`allianceSelects`). */
export const CLEARANCE_ALLIANCES = ['EU', 'EAEU', 'USMCA', 'ASEAN', 'RCEP', 'GCC', 'MERCOSUR', 'NONE'] as const;
export const CLEARANCE_ALLIANCE_WORDS: Words<(typeof CLEARANCE_ALLIANCES)[number]> = {
  EU: { zh: '欧盟', en: 'European Union', ko: '유럽연합' },
  EAEU: { zh: '欧亚经济联盟', en: 'Eurasian Economic Union', ko: '유라시아경제연합' },
  USMCA: { zh: '美墨加协定', en: 'USMCA', ko: '미국·멕시코·캐나다 협정' },
  ASEAN: { zh: '东盟', en: 'ASEAN', ko: '아세안' },
  RCEP: { zh: '区域全面经济伙伴关系', en: 'RCEP', ko: '역내포괄적경제동반자협정' },
  GCC: { zh: '海湾合作委员会', en: 'Gulf Cooperation Council', ko: '걸프협력회의' },
  MERCOSUR: { zh: '南方共同市场', en: 'Mercosur', ko: '메르코수르' },
  NONE: { zh: '无', en: 'None', ko: '없음' },
};

/** The dropdown's query types (spec 000 §7). */
export const CLEARANCE_DROPDOWN_TYPES = ['SELF_BOL_QUERY', 'PURCHASE_BOL_QUERY', 'ROLLOUT_ORDERED_QUERY', 'PLATFORM'] as const;
export const ClearanceDropdownType = z.enum(CLEARANCE_DROPDOWN_TYPES, { error: 'invalid' });
export type ClearanceDropdownType = z.infer<typeof ClearanceDropdownType>;

export const CLEARANCE_QUOTE_KINDS = ['COST', 'SALE'] as const;
export type ClearanceQuoteKind = (typeof CLEARANCE_QUOTE_KINDS)[number];

export const CLEARANCE_CODE_MAX = 40;
export const CLEARANCE_NAME_MAX = 100;
export const CLEARANCE_TEXT_MAX = 2000;
export const CLEARANCE_PORTS_MAX = 50;
/** Highest unit price or minimum a quote takes. */
export const CLEARANCE_PRICE_MAX = 99_999_999;
/** Users named in one allot or unallot. */
export const CLEARANCE_ALLOT_MAX = 500;

/** Product codes are what orders and sheets carry: letters, digits, '-', '_' and '.'. */
const codeField = requiredText(CLEARANCE_CODE_MAX).regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, { error: 'invalid' });
const currencyField = z
  .string({ error: 'required' })
  .trim()
  .regex(/^[A-Z]{3}$/, { error: 'invalid' });
const shortText = (max = CLEARANCE_NAME_MAX) => optionalText(max);

export const ClearanceParameter = z.object({ key: requiredText(100), value: optionalText(500) });

/** The clearance service the product sells (validated through the ports module's serviceConfig). */
export const ClearanceConfigInput = z.object({
  clearanceIndustryId: idField,
  clearanceServiceId: idField,
  clearanceCustomerRelevanceId: idField.nullable().optional(),
  parameters: z.object({ propsList: z.array(ClearanceParameter).max(50, { error: 'tooMany|max=50' }) }).optional(),
  describe: optionalText(CLEARANCE_TEXT_MAX, { multiLine: true }),
  repeat: z.boolean().optional().default(false),
  uploadMethodTypes: z.array(requiredText(40)).max(20, { error: 'tooMany|max=20' }).optional().default([]),
});

export const ClearanceConfig = z.object({
  clearanceCustomerRelevanceId: z.number().nullable(),
  clearanceIndustryId: z.number(),
  clearanceIndustryName: z.string(),
  clearanceServiceId: z.number(),
  clearanceServiceName: z.string(),
  parameters: z.object({ propsList: z.array(z.object({ key: z.string(), value: z.string() })) }),
  describe: z.string(),
  repeat: z.boolean(),
  uploadMethodTypes: z.array(z.string()),
});
export type ClearanceConfig = z.infer<typeof ClearanceConfig>;

export const SupplierConfig = z.object({
  referenceCustomerName: shortText(),
  customerDesc: optionalText(CLEARANCE_TEXT_MAX, { multiLine: true }),
  productDesc: optionalText(CLEARANCE_TEXT_MAX, { multiLine: true }),
});
export type SupplierConfig = z.output<typeof SupplierConfig>;

/** `saveAndUpdate`: a new product (no id) or a change of one; the platform's. */
export const ClearanceProductSave = z.object({
  id: idField.optional(),
  code: codeField,
  name: requiredText(CLEARANCE_NAME_MAX),
  apiName: shortText(),
  apiServiceName: shortText(),
  bubbleWay: BubbleWay.optional().default('NONE'),
  bubblePercentage: productDecimal({ places: 2, max: 100 }).optional().default('0'),
  cargoType: ProductCargoType.optional().default('GENERAL'),
  clearanceConfig: ClearanceConfigInput,
  clearanceModelList: z.array(requiredText(40)).max(20, { error: 'tooMany|max=20' }).optional().default([]),
  clearancePortCodes: z
    .array(z.string().trim().regex(/^[A-Z]{3}$/, { error: 'invalid' }))
    .min(1, { error: 'required' })
    .max(CLEARANCE_PORTS_MAX, { error: `tooMany|max=${CLEARANCE_PORTS_MAX}` }),
  country: z
    .string({ error: 'required' })
    .trim()
    .regex(/^[A-Z]{2}$/, { error: 'invalid' }),
  currencyNo: currencyField.optional().default('CNY'),
  introduction: optionalText(CLEARANCE_TEXT_MAX, { multiLine: true }),
  mainUrl: optionalText(500),
  preRecordedBagType: shortText(40),
  signingStatus: ClearanceSigningStatus.optional().default('UNSIGNED'),
  status: ClearanceProductStatus.optional().default('DISABLED'),
  supplierConfig: SupplierConfig.optional(),
  transportWayList: z.array(ClearanceTransportWay).min(1, { error: 'required' }).max(4, { error: 'tooMany|max=4' }),
  /** The supplier whose cost it is. */
  userId: idField,
  volumeWeightRatio: productInt(1, 100000).optional().default(6000),
});
export type ClearanceProductSave = z.input<typeof ClearanceProductSave>;

export const ClearanceProduct = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  apiName: z.string(),
  apiServiceName: z.string(),
  bubbleWay: BubbleWay,
  bubblePercentage: z.string(),
  cargoType: z.string(),
  clearanceConfig: ClearanceConfig,
  clearanceModelList: z.array(z.string()),
  clearancePortCodes: z.array(z.string()),
  country: z.string(),
  currencyNo: z.string(),
  introduction: z.string(),
  mainUrl: z.string(),
  preRecordedBagType: z.string(),
  signingStatus: ClearanceSigningStatus,
  status: ClearanceProductStatus,
  /** Who took it offline last (DISABLED): when the platform did, only the platform enables it again. */
  offlineBy: z.enum(['PLATFORM', 'SUPPLIER']).nullable(),
  supplierConfig: z.object({ referenceCustomerName: z.string(), customerDesc: z.string(), productDesc: z.string() }),
  transportWayList: z.array(ClearanceTransportWay),
  userId: z.number(),
  /** The supplier's name (not answered to a customer: empty). */
  userName: z.string(),
  volumeWeightRatio: z.number(),
  /** The sale quote assigned to the customer asking (customers only), else null. */
  clearanceQuotePrice: z.lazy(() => ClearanceQuote).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ClearanceProduct = z.infer<typeof ClearanceProduct>;

/** Public parameters: what a customer filing an order needs, nothing of the supplier or the cost. */
export const ClearancePublicParam = ClearanceProduct.pick({
  id: true,
  code: true,
  name: true,
  introduction: true,
  mainUrl: true,
  transportWayList: true,
  clearancePortCodes: true,
  country: true,
  currencyNo: true,
  cargoType: true,
  bubbleWay: true,
  bubblePercentage: true,
  volumeWeightRatio: true,
  preRecordedBagType: true,
  clearanceModelList: true,
}).extend({
  clearanceConfig: ClearanceConfig.omit({ clearanceCustomerRelevanceId: true }),
});
export type ClearancePublicParam = z.infer<typeof ClearancePublicParam>;

export const ClearanceProductQuery = PageQuery.extend({
  code: filterText(CLEARANCE_CODE_MAX),
  name: filterText(CLEARANCE_NAME_MAX),
  status: ClearanceProductStatus.optional(),
  portCode: filterText(3),
});
export type ClearanceProductQuery = z.input<typeof ClearanceProductQuery>;

export const ClearanceIdPath = z.object({ id: idParam });
export const ClearanceStatusPath = z.object({ productId: idParam, status: ClearanceProductStatus });
export const ClearanceDropdownPath = z.object({ type: ClearanceDropdownType });
export const ClearanceProductPath = z.object({ productId: idParam });
export const ClearanceQuotePath = z.object({ productId: idParam, quoteId: idParam });
export const ClearanceQuotePricePath = z.object({ productId: idParam, quotePriceId: idParam });

export const ClearanceSigningEdit = z.object({ id: idField, signingStatus: ClearanceSigningStatus });
export const ClearanceSigning = z.object({ id: idField });

export const ClearanceProductOption = z.object({
  label: z.string(),
  value: z.string(),
  id: z.number(),
  code: z.string(),
  currencyNo: z.string(),
});
export type ClearanceProductOption = z.infer<typeof ClearanceProductOption>;

const price = productDecimal({ places: 2, max: CLEARANCE_PRICE_MAX });

/** The prices of one quote (per bill, bag, kg, parcel; the minimum charge), in its currency. */
export const ClearancePrices = z.object({
  currencyNo: currencyField,
  billPrice: price,
  bagPrice: price,
  kgPrice: price,
  parcelPrice: price,
  minPrice: price,
});

/** A cost quote (no id: the product's one) or a sale quote (id: change it; no id: a new one) from the form. */
export const ClearanceQuoteSave = ClearancePrices.extend({
  productId: idField,
  kind: z.enum(CLEARANCE_QUOTE_KINDS, { error: 'invalid' }),
  id: idField.optional(),
  name: optionalText(CLEARANCE_NAME_MAX),
});
export type ClearanceQuoteSave = z.input<typeof ClearanceQuoteSave>;

export const ClearanceQuote = z.object({
  id: z.number(),
  productId: z.number(),
  kind: z.enum(CLEARANCE_QUOTE_KINDS),
  name: z.string(),
  currencyNo: z.string(),
  billPrice: z.string(),
  bagPrice: z.string(),
  kgPrice: z.string(),
  parcelPrice: z.string(),
  minPrice: z.string(),
  /** Customers the sale quote is assigned to (0 for a cost quote). */
  assignCount: z.number(),
  updatedAt: z.string(),
});
export type ClearanceQuote = z.infer<typeof ClearanceQuote>;

export const ClearanceAllot = z.object({
  productId: idField,
  quotePriceId: idField,
  userNames: z
    .array(requiredText(100))
    .min(1, { error: 'required' })
    .max(CLEARANCE_ALLOT_MAX, { error: `tooMany|max=${CLEARANCE_ALLOT_MAX}` }),
});
export type ClearanceAllot = z.input<typeof ClearanceAllot>;

export const ClearanceAllotResult = z.object({ done: z.number(), userNames: z.array(z.string()) });

export const ClearanceAssignedUser = z.object({ accountId: z.number(), userName: z.string(), nickName: z.string() });

export const ClearanceImportQuery = z.object({ productId: idParam.optional() });

export const ClearanceBagDels = z.object({
  ids: z.array(idField).min(1, { error: 'required' }).max(500, { error: 'tooMany|max=500' }),
});

/** `premium/mine`: one row per product the customer has a sale quote of. */
export const ClearancePremium = z.object({
  productId: z.number(),
  productCode: z.string(),
  productName: z.string(),
  quoteId: z.number(),
  currencyNo: z.string(),
  billPrice: z.string(),
  bagPrice: z.string(),
  kgPrice: z.string(),
  parcelPrice: z.string(),
  minPrice: z.string(),
  transportWayList: z.array(z.string()),
  clearancePortCodes: z.array(z.string()),
});
export type ClearancePremium = z.infer<typeof ClearancePremium>;
