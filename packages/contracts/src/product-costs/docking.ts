import { z } from 'zod';
import { filterText, idField, idParam, optionalText, pageNoField, pageSizeField, requiredText } from '../common/fields';
import { UPPER_CODE } from './fields';

/**
 * Docking providers: the carriers' interfaces a cost's account is attached to (the adapters themselves come with a
 * later issue), and their dock models (the services each interface offers). No credentials are kept here.
 */
export const DockingProviderInput = z.object({
  id: idField.optional(),
  code: z.string().trim().min(1, { error: 'required' }).regex(UPPER_CODE, { error: 'invalid' }),
  name: requiredText(100),
  /** The adapter's name in code (`sandbox`, `usps`). */
  interfaceName: z
    .string()
    .trim()
    .min(1, { error: 'required' })
    .max(64, { error: 'tooLong|max=64' })
    .regex(/^[a-z][a-z0-9_.-]*$/, { error: 'invalid' }),
  /** Labels come back in the same call (synchronous) or later (asynchronous). */
  syncLabel: z.boolean().default(true),
  enabled: z.boolean().default(true),
  remark: optionalText(500, { multiLine: true }),
});
export type DockingProviderInput = z.input<typeof DockingProviderInput>;

export const DockingProvider = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  interfaceName: z.string(),
  syncLabel: z.boolean(),
  enabled: z.boolean(),
  remark: z.string(),
  modelCount: z.number(),
  updatedAt: z.string(),
});
export type DockingProvider = z.infer<typeof DockingProvider>;

export const DockingProviderQuery = z.object({
  pageNo: pageNoField,
  pageSize: pageSizeField(500, 20),
  /** Matches the code, the name or the interface name. */
  keyword: filterText(100),
  enabled: z.boolean().optional(),
});
export type DockingProviderQuery = z.input<typeof DockingProviderQuery>;

/** The dropdown of enabled providers: value is the id. */
export const DockingProviderOption = z.object({
  label: z.string(),
  value: z.string(),
  id: z.number(),
  code: z.string(),
  syncLabel: z.boolean(),
});
export type DockingProviderOption = z.infer<typeof DockingProviderOption>;

export const PRE_RECORDED_TYPES = ['NONE', 'PRE_RECORD', 'PRE_RECORD_AND_LABEL'] as const;
export const PreRecordedType = z.enum(PRE_RECORDED_TYPES);

const nameList = z.array(requiredText(100)).max(20, { error: 'tooMany|max=20' }).default([]);

export const DockModelInput = z.object({
  id: idField.optional(),
  providerId: idField,
  name: requiredText(100),
  serviceCode: z
    .string()
    .trim()
    .min(1, { error: 'required' })
    .max(64, { error: 'tooLong|max=64' })
    .regex(/^[A-Za-z0-9_.-]+$/, { error: 'invalid' }),
  usePreRecordedType: PreRecordedType.default('NONE'),
  attribute: optionalText(32),
  attributeZh: optionalText(100),
  attributeEn: optionalText(100),
  attributeKo: optionalText(100),
  logistics: optionalText(64),
  logisticsNames: nameList,
  enabled: z.boolean().default(true),
});
export type DockModelInput = z.input<typeof DockModelInput>;

/** `GET api/dockModel/dpService/{id}`: a provider's dock models (services); attribute worded in the caller's language. */
export const DockModel = z.object({
  id: z.number(),
  providerId: z.number(),
  name: z.string(),
  serviceCode: z.string(),
  usePreRecordedType: z.string(),
  attribute: z.string(),
  attributeI18n: z.string(),
  attributeZh: z.string(),
  attributeEn: z.string(),
  attributeKo: z.string(),
  logistics: z.string(),
  logisticsNames: z.array(z.string()),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export type DockModel = z.infer<typeof DockModel>;

export const DockModelQuery = z.object({ providerId: idField });
export const DpServiceQuery = z.object({
  /** Disabled models too (the provider screen); the account form asks for enabled ones. */
  all: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export const ProviderIdParams = z.object({ id: idParam });
