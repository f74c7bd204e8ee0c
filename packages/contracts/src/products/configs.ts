import { z } from 'zod';
import { filterText, idField, idParam, optionalText, pageNoField, pageSizeField, requiredText } from '../common/fields';
import { PATTERNS } from '../common/rules';
import { amountField, productDecimal, productInt } from './product-fields';

/*
 * A product's configurations beside its catalogue record: what it supports, which consignee fields orders need,
 * what a customer may edit after placing an order, the pre-recording amount, API validation rules for orders,
 * logistics (last-mile service) rules, and label settings. None of them changes a price.
 */

export const ORDER_CHANNELS = ['WEB', 'BATCH', 'API'] as const;
export const OrderChannel = z.enum(ORDER_CHANNELS);

/** `POST api/product/addSupportConfig`: where orders may come from and what the product carries. */
export const SupportConfigInput = z.object({
  productId: idField,
  orderChannels: z
    .array(OrderChannel)
    .min(1, { error: 'required' })
    .max(3, { error: 'tooMany|max=3' })
    .refine((v) => new Set(v).size === v.length, { error: 'invalid' }),
  supportBattery: z.boolean().optional().default(false),
  supportLiquid: z.boolean().optional().default(false),
  supportMagnetic: z.boolean().optional().default(false),
  supportInsurance: z.boolean().optional().default(false),
  supportMultiBox: z.boolean().optional().default(true),
  /** Boxes per order; 0 = unlimited. */
  maxBoxes: productInt(0, 10_000).optional().default(0),
  remark: optionalText(500, { multiLine: true }),
});
export type SupportConfigInput = z.input<typeof SupportConfigInput>;
export const SupportConfig = z.object({
  productId: z.number(),
  orderChannels: z.array(OrderChannel),
  supportBattery: z.boolean(),
  supportLiquid: z.boolean(),
  supportMagnetic: z.boolean(),
  supportInsurance: z.boolean(),
  supportMultiBox: z.boolean(),
  maxBoxes: z.number(),
  remark: z.string(),
  updatedAt: z.string().nullable(),
});
export type SupportConfig = z.infer<typeof SupportConfig>;

/** `POST api/product/addConsigneeConfig`: the consignee fields an order of this product must carry. */
export const ConsigneeConfigInput = z.object({
  productId: idField,
  phoneRequired: z.boolean().optional().default(true),
  emailRequired: z.boolean().optional().default(false),
  provinceRequired: z.boolean().optional().default(true),
  zipCodeRequired: z.boolean().optional().default(true),
  /** Stored on the product itself (`requiresCustomsNo`): Korea-style customs clearance numbers. */
  customsNoRequired: z.boolean().optional().default(false),
  idCardRequired: z.boolean().optional().default(false),
  houseNumberRequired: z.boolean().optional().default(false),
  vatRequired: z.boolean().optional().default(false),
  eoriRequired: z.boolean().optional().default(false),
  nameMaxLength: productInt(1, 200).optional().default(35),
  addressMaxLength: productInt(1, 500).optional().default(100),
});
export type ConsigneeConfigInput = z.input<typeof ConsigneeConfigInput>;
export const ConsigneeConfig = z.object({
  productId: z.number(),
  phoneRequired: z.boolean(),
  emailRequired: z.boolean(),
  provinceRequired: z.boolean(),
  zipCodeRequired: z.boolean(),
  customsNoRequired: z.boolean(),
  idCardRequired: z.boolean(),
  houseNumberRequired: z.boolean(),
  vatRequired: z.boolean(),
  eoriRequired: z.boolean(),
  nameMaxLength: z.number(),
  addressMaxLength: z.number(),
  updatedAt: z.string().nullable(),
});
export type ConsigneeConfig = z.infer<typeof ConsigneeConfig>;

export const EDITABLE_ORDER_FIELDS = ['CONSIGNEE', 'SENDER', 'DECLARATION', 'BOXES', 'REFERENCE_NO', 'REMARK'] as const;
export const EditableOrderField = z.enum(EDITABLE_ORDER_FIELDS);
/** The last order status in which the customer may still edit. */
export const EDITABLE_UNTIL = ['CREATED', 'LABELED', 'RECEIVED'] as const;
export const EditableUntil = z.enum(EDITABLE_UNTIL);

/** `POST api/product/updateOrderEditParam`. */
export const OrderEditParamInput = z.object({
  productId: idField,
  editableFields: z
    .array(EditableOrderField)
    .max(EDITABLE_ORDER_FIELDS.length, { error: `tooMany|max=${EDITABLE_ORDER_FIELDS.length}` })
    .refine((v) => new Set(v).size === v.length, { error: 'invalid' }),
  editableUntil: EditableUntil.optional().default('CREATED'),
  allowCancel: z.boolean().optional().default(true),
});
export type OrderEditParamInput = z.input<typeof OrderEditParamInput>;
export const OrderEditParam = z.object({
  productId: z.number(),
  editableFields: z.array(EditableOrderField),
  editableUntil: EditableUntil,
  allowCancel: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type OrderEditParam = z.infer<typeof OrderEditParam>;

/** `POST api/product/updatePreRecordingAmount`: the amount held per pre-recorded order (0 = none). */
export const PreRecordingAmountInput = z.object({ productId: idField, preRecordingAmount: amountField });
export type PreRecordingAmountInput = z.input<typeof PreRecordingAmountInput>;

/** The order fields an API validation rule may check. */
export const API_VALIDATE_FIELDS = [
  'referenceNo',
  'consignee.name',
  'consignee.phone',
  'consignee.email',
  'consignee.province',
  'consignee.city',
  'consignee.zipCode',
  'consignee.address1',
  'consignee.address2',
  'consignee.customsNo',
  'sender.name',
  'sender.phone',
  'declaration.nameEn',
  'declaration.nameZh',
  'declaration.hsCode',
] as const;
export const ApiValidateField = z.enum(API_VALIDATE_FIELDS);
export const API_VALIDATE_RULES = ['REQUIRED', 'REGEX', 'LENGTH'] as const;
export const ApiValidateRule = z.enum(API_VALIDATE_RULES);

/**
 * `POST api/productApiValidate/addOrUpdate`: one rule an order sent through the API must pass, with the message
 * answered when it does not. REGEX needs a pattern (checked to compile); LENGTH a minimum and/or maximum.
 */
export const ApiValidateInput = z
  .object({
    id: idField.optional(),
    productId: idField,
    field: ApiValidateField,
    rule: ApiValidateRule,
    pattern: optionalText(200),
    minLength: productInt(0, 1000).nullable().optional().default(null),
    maxLength: productInt(1, 1000).nullable().optional().default(null),
    message: requiredText(200),
    enabled: z.boolean().optional().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.rule === 'REGEX') {
      if (v.pattern === '') ctx.addIssue({ code: 'custom', path: ['pattern'], message: 'required', input: v.pattern });
      else if (!compiles(v.pattern))
        ctx.addIssue({ code: 'custom', path: ['pattern'], message: 'invalid', input: v.pattern });
    }
    if (v.rule === 'LENGTH') {
      if (v.minLength === null && v.maxLength === null)
        ctx.addIssue({ code: 'custom', path: ['maxLength'], message: 'required', input: v.maxLength });
      if (v.minLength !== null && v.maxLength !== null && v.minLength > v.maxLength)
        ctx.addIssue({ code: 'custom', path: ['minLength'], message: 'minAboveMax', input: v.minLength });
    }
  });
export type ApiValidateInput = z.input<typeof ApiValidateInput>;

/** A pattern JavaScript can compile (the server checks orders with it). */
export function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

export const ApiValidate = z.object({
  id: z.number(),
  productId: z.number(),
  field: ApiValidateField,
  rule: ApiValidateRule,
  pattern: z.string(),
  minLength: z.number().nullable(),
  maxLength: z.number().nullable(),
  message: z.string(),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export type ApiValidate = z.infer<typeof ApiValidate>;

/** The last-mile services a logistics rule can hand a parcel to (`api/product/logisticsRules/rulesServices`). */
export const LOGISTICS_SERVICES = [
  'USPS',
  'UPS',
  'FEDEX',
  'DHL',
  'DPD',
  'GLS',
  'ROYAL_MAIL',
  'CANADA_POST',
  'AUSTRALIA_POST',
  'YAMATO',
  'CJ_LOGISTICS',
  'LOCAL_COURIER',
] as const;
export const LogisticsService = z.enum(LOGISTICS_SERVICES);
export type LogisticsService = z.infer<typeof LogisticsService>;

const zipPrefix = z
  .string()
  .trim()
  .min(1, { error: 'noEmptyEntries' })
  .max(10, { error: 'tooLong|max=10' })
  .regex(PATTERNS.postcode, { error: 'postcode' });

/**
 * `POST api/product/logisticsRules/addOrUpdateLogisticsRules`: parcels of this product matching the countries,
 * postcode prefixes and weight range (0 = no bound) go to `serviceCode`; the highest priority matching rule wins.
 */
export const LogisticsRuleInput = z
  .object({
    id: idField.optional(),
    productId: idField,
    name: requiredText(50),
    countryCodes: z
      .array(z.string().trim().regex(PATTERNS.upper2, { error: 'upper2' }))
      .max(300, { error: 'tooMany|max=300' })
      .optional()
      .default([]),
    zipPrefixes: z.array(zipPrefix).max(200, { error: 'tooMany|max=200' }).optional().default([]),
    weightMin: productDecimal({ places: 3, max: 100_000 }).optional().default('0'),
    weightMax: productDecimal({ places: 3, max: 100_000 }).optional().default('0'),
    serviceCode: LogisticsService,
    priority: productInt(0, 9999).optional().default(0),
    enabled: z.boolean().optional().default(true),
  })
  .superRefine((v, ctx) => {
    if (Number(v.weightMax) > 0 && Number(v.weightMin) > Number(v.weightMax))
      ctx.addIssue({ code: 'custom', path: ['weightMin'], message: 'minAboveMax', input: v.weightMin });
  });
export type LogisticsRuleInput = z.input<typeof LogisticsRuleInput>;

export const LogisticsRule = z.object({
  id: z.number(),
  productId: z.number(),
  name: z.string(),
  countryCodes: z.array(z.string()),
  zipPrefixes: z.array(z.string()),
  weightMin: z.string(),
  weightMax: z.string(),
  serviceCode: LogisticsService,
  priority: z.number(),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export type LogisticsRule = z.infer<typeof LogisticsRule>;
export const LogisticsRuleDeleteParams = z.object({ productId: idParam, logisticsRulesId: idParam });

/** How the customer prints labels, and whether label requests wait for the carrier (SYNC) or run later (ASYNC). */
export const PRINT_LABEL_TYPES = ['PDF_10x10', 'PDF_10x15', 'PDF_A4', 'ZPL_10x15'] as const;
export const PrintLabelType = z.enum(PRINT_LABEL_TYPES);
export const LABEL_REQUEST_RULES = ['SYNC', 'ASYNC'] as const;
export const LabelRequestRule = z.enum(LABEL_REQUEST_RULES);

/**
 * `POST api/product/labelSetting`: a label setting of a product, one per label (`labelId`, the label template's
 * code); the same product and label again replaces it.
 */
export const LabelSettingInput = z.object({
  productId: idField,
  labelId: z
    .string()
    .trim()
    .min(1, { error: 'required' })
    .max(64, { error: 'tooLong|max=64' })
    .regex(/^[A-Za-z0-9_.-]+$/, { error: 'invalid' }),
  customerPrintLabelType: PrintLabelType,
  reqDeliveryLabelRule: LabelRequestRule,
});
export type LabelSettingInput = z.input<typeof LabelSettingInput>;

export const LabelSetting = z.object({
  id: z.number(),
  productId: z.number(),
  labelId: z.string(),
  customerPrintLabelType: PrintLabelType,
  reqDeliveryLabelRule: LabelRequestRule,
  updatedAt: z.string(),
});
export type LabelSetting = z.infer<typeof LabelSetting>;

/** `POST api/shortBargeServiceProvider/list`: the shuttle (short barge) providers, as name and id. */
export const ShuttleProviderQuery = z.object({
  pageNo: pageNoField,
  pageSize: pageSizeField(500, 100),
  name: filterText(100),
  enabled: z.boolean().optional(),
});
export type ShuttleProviderQuery = z.input<typeof ShuttleProviderQuery>;

export const ShuttleProvider = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  contact: z.string(),
  phone: z.string(),
  enabled: z.boolean(),
});
export type ShuttleProvider = z.infer<typeof ShuttleProvider>;

/** `POST api/shortBargeServiceProvider/save`: the platform keeps the list (ours: the spec names only the list). */
export const ShuttleProviderInput = z.object({
  id: idField.optional(),
  name: requiredText(100),
  code: z
    .string()
    .trim()
    .max(32, { error: 'tooLong|max=32' })
    .regex(/^[A-Z0-9_-]*$/, { error: 'invalid' })
    .optional()
    .default(''),
  contact: optionalText(50),
  phone: z
    .string()
    .trim()
    .max(32, { error: 'tooLong|max=32' })
    .refine((v) => v === '' || PATTERNS.phone.test(v), { error: 'phone' })
    .optional()
    .default(''),
  enabled: z.boolean().optional().default(true),
});
export type ShuttleProviderInput = z.input<typeof ShuttleProviderInput>;

export const RuleIdParams = z.object({ id: idParam });
