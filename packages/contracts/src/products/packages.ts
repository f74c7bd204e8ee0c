import { z } from 'zod';
import { filterText, idField, idParam, pageNoField, pageSizeField, requiredText } from '../common/fields';
import { Option } from '../common/envelope';
import { PATTERNS, isWellFormedText } from '../common/rules';
import { MarkupKind, ReportPriceType, amountField, productDecimal } from './product-fields';

/** Percentages go up to 1000; fixed amounts up to this. */
export const MAX_PERCENT = 1000;
const markupValue = productDecimal({ places: 2, max: 99_999_999.99 });

/**
 * The three markups of a package (basic on freight, surcharge on each surcharge, handling per shipment), each a
 * percentage (0-1000, 2 decimals) or a fixed amount (0 or more, 2 decimals), and the minimum order amount.
 */
export const PremiumMarkups = z.object({
  basicKind: MarkupKind,
  basicValue: markupValue,
  surchargeKind: MarkupKind,
  surchargeValue: markupValue,
  handlingKind: MarkupKind,
  handlingValue: markupValue,
  minOrderAmount: amountField.optional().default('0'),
});
type Markups = z.output<typeof PremiumMarkups>;

/** A percentage above 1000 is refused on its field; a fixed amount keeps the wider bound. */
function checkPercents(v: Markups, ctx: z.core.$RefinementCtx<Markups>) {
  for (const part of ['basic', 'surcharge', 'handling'] as const) {
    const value = v[`${part}Value`];
    if (v[`${part}Kind`] === 'PERCENT' && Number(value) > MAX_PERCENT)
      ctx.addIssue({
        code: 'custom',
        path: [`${part}Value`],
        message: `numberTooLarge|max=${MAX_PERCENT}`,
        input: value,
      });
  }
}

export const PremiumMarkupsInput = PremiumMarkups.superRefine(checkPercents);

const PackageFields = PremiumMarkups.extend({
  id: idField.optional(),
  productId: idField,
  name: requiredText(50),
  reportPriceType: ReportPriceType.optional().default('INTERNAL_REPORT_PRICE'),
  /** The package of customers with none assigned, for its product and report price type (one per pair). */
  isDefault: z.boolean().optional().default(false),
  effective: z.boolean().optional().default(true),
});

/** `POST api/product/addOrUpdatePremiumPackages`: a package, created without an id and replaced with one. */
export const PremiumPackageInput = PackageFields.superRefine(checkPercents);
export type PremiumPackageInput = z.input<typeof PremiumPackageInput>;

/** `POST api/product/editPremiumPackages`: the list's switches and the name, without touching the markups. */
export const PremiumPackageEdit = z.object({
  id: idField,
  name: requiredText(50).optional(),
  isDefault: z.boolean().optional(),
  effective: z.boolean().optional(),
});
export type PremiumPackageEdit = z.input<typeof PremiumPackageEdit>;

/** `POST api/product/premiumPackagesList`: packages across products, paged from 0. */
export const PremiumPackageQuery = z.object({
  pageNo: pageNoField,
  pageSize: pageSizeField(100, 20),
  productId: idField.optional(),
  reportPriceType: ReportPriceType.optional(),
  name: filterText(50),
  effective: z.boolean().optional(),
});
export type PremiumPackageQuery = z.input<typeof PremiumPackageQuery>;

export const PremiumPackage = z.object({
  id: z.number(),
  productId: z.number(),
  productCode: z.string(),
  productName: z.string(),
  currencyNo: z.string(),
  name: z.string(),
  reportPriceType: ReportPriceType,
  basicKind: MarkupKind,
  basicValue: z.string(),
  surchargeKind: MarkupKind,
  surchargeValue: z.string(),
  handlingKind: MarkupKind,
  handlingValue: z.string(),
  minOrderAmount: z.string(),
  isDefault: z.boolean(),
  effective: z.boolean(),
  customerCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PremiumPackage = z.infer<typeof PremiumPackage>;

/** `POST api/product/multiCostPremiumPackagesSelectEffective`: a product's effective packages. */
export const ProductIdBody = z.object({ productId: idField });
export const PremiumPackageOption = Option.extend({ reportPriceType: ReportPriceType, isDefault: z.boolean() });
export type PremiumPackageOption = z.infer<typeof PremiumPackageOption>;

const phoneText = z
  .string()
  .trim()
  .min(1, { error: 'noEmptyEntries' })
  .max(32, { error: 'tooLong|max=32' })
  .regex(PATTERNS.singleLine, { error: 'controlChars' })
  .refine(isWellFormedText, { error: 'brokenText' });
const userNameText = z
  .string()
  .trim()
  .min(1, { error: 'noEmptyEntries' })
  .max(64, { error: 'tooLong|max=64' })
  .regex(PATTERNS.singleLine, { error: 'controlChars' })
  .refine(isWellFormedText, { error: 'brokenText' });

/** `POST api/product/allotPhoneToPremiumPackages`: customers by phone; one unknown refuses all. */
export const AllotPhonesInput = z.object({
  id: idField,
  phones: z.array(phoneText).min(1, { error: 'required' }).max(100, { error: 'tooMany|max=100' }),
});
export type AllotPhonesInput = z.input<typeof AllotPhonesInput>;

/** `POST api/product/allotUserNameToPremiumPackages`: customers by user name; one unknown refuses all. */
export const AllotUserNamesInput = z.object({
  id: idField,
  userNames: z.array(userNameText).min(1, { error: 'required' }).max(100, { error: 'tooMany|max=100' }),
});
export type AllotUserNamesInput = z.input<typeof AllotUserNamesInput>;

/** A customer a package is assigned to. */
export const PackageCustomer = z.object({
  customerId: z.number(),
  userName: z.string(),
  nickName: z.string(),
  phone: z.string(),
  assignedAt: z.string(),
});
export type PackageCustomer = z.infer<typeof PackageCustomer>;

export const RemovePhoneParams = z.object({ id: idParam, phone: phoneText });
export const RemoveUserNameParams = z.object({ id: idParam, userName: userNameText });
export const PackageDeleteParams = z.object({ productId: idParam, id: idParam });
export const ZoneExportParams = z.object({ productId: idParam, premiumPackagesId: idParam });

/** `POST api/product/calcPremiumPackages`: a saved package (`id`) or the form's markups, over sample costs. */
export const PremiumCalcInput = z
  .object({
    id: idField.optional(),
    markups: PremiumMarkupsInput.optional(),
    freight: amountField,
    surcharges: z
      .array(z.object({ name: requiredText(50), amount: amountField }))
      .max(50, { error: 'tooMany|max=50' })
      .optional()
      .default([]),
  })
  .superRefine((v, ctx) => {
    if ((v.id === undefined) === (v.markups === undefined))
      ctx.addIssue({ code: 'custom', path: ['id'], message: 'required', input: v.id });
  });
export type PremiumCalcInput = z.input<typeof PremiumCalcInput>;

export const PREMIUM_LINE_TYPES = ['FREIGHT', 'SURCHARGE', 'HANDLING', 'MINIMUM'] as const;
export const PremiumLineType = z.enum(PREMIUM_LINE_TYPES);

/** One line of the preview: what it cost and what the customer pays (money, 2 places, half-up). */
export const PremiumCalcLine = z.object({
  type: PremiumLineType,
  name: z.string(),
  cost: z.string(),
  sale: z.string(),
});
export type PremiumCalcLine = z.infer<typeof PremiumCalcLine>;

export const PremiumCalcResult = z.object({
  lines: z.array(PremiumCalcLine),
  costTotal: z.string(),
  saleTotal: z.string(),
});
export type PremiumCalcResult = z.infer<typeof PremiumCalcResult>;
