import { z } from 'zod';
import { PageQuery } from '../common/paging';
import { countryCodeField, filterText, idField, optionalText, requiredText } from '../common/fields';
import { PATTERNS, zipCodeProblem } from '../common/rules';

export const ADDRESS_TYPES = ['RECIPIENT', 'SENDER', 'RETURN'] as const;
export const AddressType = z.enum(ADDRESS_TYPES);
export type AddressType = z.infer<typeof AddressType>;

const addressFields = z.object({
  id: idField.optional(),
  type: AddressType,
  name: requiredText(100),
  countryCode: countryCodeField,
  province: requiredText(100),
  city: requiredText(100),
  zipCode: requiredText(20),
  address1: requiredText(200),
  address2: optionalText(200),
  customsNo: optionalText(50),
  phone: requiredText(30).regex(PATTERNS.phone, { error: 'phone' }),
  email: optionalText(254).refine((v) => v === '' || PATTERNS.email.test(v), { error: 'email' }),
  isDefault: z.boolean().optional().default(false),
});

/** Create (no id) or update (with id). Destination-dependent rules: US ZIP format, Korean customs code. */
export const AddressInput = addressFields.superRefine((v, ctx) => {
  const zip = zipCodeProblem(v.countryCode, v.zipCode);
  if (zip) ctx.addIssue({ code: 'custom', path: ['zipCode'], message: zip });
  if (v.countryCode === 'KR' && v.type === 'RECIPIENT' && !PATTERNS.krCustomsNo.test(v.customsNo)) {
    ctx.addIssue({ code: 'custom', path: ['customsNo'], message: 'krCustomsNo' });
  }
});
export type AddressInput = z.input<typeof AddressInput>;

export const Address = z.object({
  id: z.number(),
  ownerId: z.number(),
  ownerName: z.string(),
  type: AddressType,
  name: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  province: z.string(),
  city: z.string(),
  zipCode: z.string(),
  address1: z.string(),
  address2: z.string(),
  customsNo: z.string(),
  phone: z.string(),
  email: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Address = z.infer<typeof Address>;

export const AddressQuery = PageQuery.extend({
  type: AddressType.optional(),
  countryCode: z.string().trim().regex(PATTERNS.upper2, { error: 'upper2' }).optional(),
  /** Matches name, phone, city, zip code or address line. */
  keyword: filterText(100),
  isDefault: z.boolean().optional(),
});
export type AddressQuery = z.input<typeof AddressQuery>;

/** The address book's filters, for an export of everything they match. */
export const AddressExportQuery = AddressQuery.omit({ pageNo: true, pageSize: true });
export type AddressExportQuery = z.input<typeof AddressExportQuery>;

export const AddressIdsInput = z.object({
  ids: z.array(idField).min(1, { error: 'required' }).max(500, { error: 'tooMany|max=500' }),
});
export const AddressIdInput = z.object({ id: idField });
export const AddressListByUserQuery = z.object({ type: AddressType.optional() });
