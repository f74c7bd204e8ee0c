import { z } from 'zod';
import type { Language } from '../common/language';
import { filterText, idField, idParam, optionalText, requiredText } from '../common/fields';
import { PATTERNS } from '../common/rules';
import { PageQuery } from '../common/paging';

type Words = Record<Language, string>;

export const CLEARANCE_PORT_NAME_MAX = 100;
export const CLEARANCE_PORT_TEXT_MAX = 100;
export const CLEARANCE_PORT_ADDRESS_MAX = 200;
export const CLEARANCE_PORT_REMARK_MAX = 500;
export const CLEARANCE_PORT_POSTCODE_MAX = 20;
export const CLEARANCE_INDUSTRY_NAME_MAX = 100;
export const CLEARANCE_SERVICE_NAME_MAX = 100;
export const CLEARANCE_SERVICE_DESCRIBE_MAX = 2000;
/** A service holds at most this many parameters; keys and values are bounded. */
export const CLEARANCE_PARAMETERS_MAX = 50;
export const CLEARANCE_PARAMETER_KEY_MAX = 50;
export const CLEARANCE_PARAMETER_VALUE_MAX = 500;
/** One assignment names at most this many customers. */
export const CLEARANCE_ASSIGN_MAX = 500;

/**
 * The ways a clearance service's documents are uploaded: the clearance attachment types of spec 000 §3 (MANIFEST and
 * PKG_LIST as xlsx, the others as pdf or images). A service lists those its customers must or may upload.
 */
export const CLEARANCE_UPLOAD_METHOD_TYPES = [
  'MANIFEST',
  'MAWB',
  'HAWB',
  'SHIP_BILL',
  'POD',
  'OTHER',
  'SORT_GOODS',
  'PKG_LIST',
] as const;
export type ClearanceUploadMethodType = (typeof CLEARANCE_UPLOAD_METHOD_TYPES)[number];

export const CLEARANCE_UPLOAD_METHOD_WORDS: Record<ClearanceUploadMethodType, Words> = {
  MANIFEST: { zh: '舱单', en: 'Manifest', ko: '적하목록' },
  MAWB: { zh: '主运单', en: 'Master air waybill', ko: '마스터 항공화물운송장' },
  HAWB: { zh: '分运单', en: 'House air waybill', ko: '하우스 항공화물운송장' },
  SHIP_BILL: { zh: '提单', en: 'Bill of lading', ko: '선하증권' },
  POD: { zh: '签收证明', en: 'Proof of delivery', ko: '배송 증명' },
  OTHER: { zh: '其他', en: 'Other', ko: '기타' },
  SORT_GOODS: { zh: '分拣货物清单', en: 'Sorted goods list', ko: '분류 화물 목록' },
  PKG_LIST: { zh: '装箱单', en: 'Packing list', ko: '포장 명세서' },
};

/** A port code: three uppercase letters (ICN, LAX). */
export const clearancePortCodeField = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .regex(PATTERNS.upper3, { error: 'upper3' });

/** A country code: two uppercase letters (KR, US). */
const countryCode = z.string().trim().min(1, { error: 'required' }).regex(PATTERNS.upper2, { error: 'upper2' });

/** A clearance port as the lists answer it (spec 000 §3), with how many clearance products use it. */
export const ClearancePort = z.object({
  id: z.number(),
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  country: z.string(),
  countryCode: z.string(),
  district: z.string(),
  clearanceCity: z.string(),
  attribute: z.string(),
  enabled: z.boolean(),
  remark: z.string(),
  alliance: z.string(),
  province: z.string(),
  address: z.string(),
  postcode: z.string(),
  clearanceProductCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ClearancePort = z.infer<typeof ClearancePort>;

/** `addOrUpdate`: without an id a new port, with one the port's new fields (all of them). */
export const ClearancePortSave = z.object({
  id: idField.optional(),
  code: clearancePortCodeField,
  nameZh: requiredText(CLEARANCE_PORT_NAME_MAX),
  nameEn: optionalText(CLEARANCE_PORT_NAME_MAX),
  country: optionalText(CLEARANCE_PORT_TEXT_MAX),
  countryCode,
  district: optionalText(CLEARANCE_PORT_TEXT_MAX),
  clearanceCity: optionalText(CLEARANCE_PORT_TEXT_MAX),
  attribute: optionalText(CLEARANCE_PORT_TEXT_MAX),
  enabled: z.boolean().optional().default(true),
  remark: optionalText(CLEARANCE_PORT_REMARK_MAX, { multiLine: true }),
  alliance: optionalText(CLEARANCE_PORT_TEXT_MAX),
  province: optionalText(CLEARANCE_PORT_TEXT_MAX),
  address: optionalText(CLEARANCE_PORT_ADDRESS_MAX),
  postcode: optionalText(CLEARANCE_PORT_POSTCODE_MAX),
});
export type ClearancePortSave = z.input<typeof ClearancePortSave>;

export const ClearancePortStatus = z.object({ id: idField, enabled: z.boolean() });
export type ClearancePortStatus = z.input<typeof ClearancePortStatus>;

export const ClearancePortIdPath = z.object({ id: idParam });

/** Our paged port list and the export's filter: code, names or city contains; enabled or not. */
export const ClearancePortFilter = z.object({
  blurry: filterText(CLEARANCE_PORT_NAME_MAX),
  countryCode: filterText(2),
  enabled: z.enum(['true', 'false']).optional(),
});
export const ClearancePortQuery = PageQuery.extend(ClearancePortFilter.shape);
export type ClearancePortQuery = z.input<typeof ClearancePortQuery>;
export type ClearancePortFilter = z.input<typeof ClearancePortFilter>;

/** A key/value parameter of a clearance service (spec: parameters.propsList). */
export const ServiceParameterInput = z.object({
  key: requiredText(CLEARANCE_PARAMETER_KEY_MAX),
  value: optionalText(CLEARANCE_PARAMETER_VALUE_MAX),
});

export const ClearanceService = z.object({
  id: z.number(),
  industryId: z.number(),
  industryName: z.string(),
  name: z.string(),
  nameEn: z.string(),
  nameKo: z.string(),
  /** The name in the caller's language (the name when none is written). */
  label: z.string(),
  parameters: z.array(z.object({ key: z.string(), value: z.string() })),
  describe: z.string(),
  repeat: z.boolean(),
  uploadMethodTypes: z.array(z.string()),
  /** How many customers the service is assigned to. */
  customerCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ClearanceService = z.infer<typeof ClearanceService>;

export const ClearanceIndustry = z.object({
  id: z.number(),
  name: z.string(),
  nameEn: z.string(),
  nameKo: z.string(),
  label: z.string(),
  remark: z.string(),
  enabled: z.boolean(),
  serviceCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ClearanceIndustry = z.infer<typeof ClearanceIndustry>;

export const ClearanceIndustryDetail = ClearanceIndustry.extend({ services: z.array(ClearanceService) });
export type ClearanceIndustryDetail = z.infer<typeof ClearanceIndustryDetail>;

export const ClearanceIndustrySave = z.object({
  id: idField.optional(),
  name: requiredText(CLEARANCE_INDUSTRY_NAME_MAX),
  nameEn: optionalText(CLEARANCE_INDUSTRY_NAME_MAX),
  nameKo: optionalText(CLEARANCE_INDUSTRY_NAME_MAX),
  remark: optionalText(CLEARANCE_PORT_REMARK_MAX, { multiLine: true }),
  enabled: z.boolean().optional().default(true),
});
export type ClearanceIndustrySave = z.input<typeof ClearanceIndustrySave>;

export const ClearanceIndustryQuery = PageQuery.extend({ blurry: filterText(CLEARANCE_INDUSTRY_NAME_MAX) });
export type ClearanceIndustryQuery = z.input<typeof ClearanceIndustryQuery>;

export const ClearanceServiceSave = z.object({
  id: idField.optional(),
  industryId: idField,
  name: requiredText(CLEARANCE_SERVICE_NAME_MAX),
  nameEn: optionalText(CLEARANCE_SERVICE_NAME_MAX),
  nameKo: optionalText(CLEARANCE_SERVICE_NAME_MAX),
  parameters: z
    .array(ServiceParameterInput)
    .max(CLEARANCE_PARAMETERS_MAX, { error: `tooMany|max=${CLEARANCE_PARAMETERS_MAX}` })
    .optional()
    .default([]),
  describe: optionalText(CLEARANCE_SERVICE_DESCRIBE_MAX, { multiLine: true }),
  repeat: z.boolean().optional().default(false),
  uploadMethodTypes: z
    .array(z.enum(CLEARANCE_UPLOAD_METHOD_TYPES))
    .max(CLEARANCE_UPLOAD_METHOD_TYPES.length)
    .optional()
    .default([]),
});
export type ClearanceServiceSave = z.input<typeof ClearanceServiceSave>;

export const ClearanceServicePath = z.object({ industryId: idParam, serviceId: idParam });

/** Assign a service to customers, named by their main account's id or user name (either list, or both). */
export const ClearanceAssign = z.object({
  serviceId: idField,
  accountIds: z
    .array(idField)
    .max(CLEARANCE_ASSIGN_MAX, { error: `tooMany|max=${CLEARANCE_ASSIGN_MAX}` })
    .optional()
    .default([]),
  usernames: z
    .array(requiredText(100))
    .max(CLEARANCE_ASSIGN_MAX, { error: `tooMany|max=${CLEARANCE_ASSIGN_MAX}` })
    .optional()
    .default([]),
});
export type ClearanceAssign = z.input<typeof ClearanceAssign>;

export const ClearanceAssignResult = z.object({ assigned: z.number(), already: z.number() });

/** A customer relevance record: a customer may use a service. */
export const ClearanceAssignment = z.object({
  id: z.number(),
  accountId: z.number(),
  username: z.string(),
  nickName: z.string(),
  industryId: z.number(),
  industryName: z.string(),
  serviceId: z.number(),
  serviceName: z.string(),
  parameters: z.array(z.object({ key: z.string(), value: z.string() })),
  describe: z.string(),
  repeat: z.boolean(),
  uploadMethodTypes: z.array(z.string()),
  createdAt: z.string(),
});
export type ClearanceAssignment = z.infer<typeof ClearanceAssignment>;

/** `listCustomerClearanceService` (GET query or POST body): a customer's own; the platform may filter. */
export const ClearanceAssignmentQuery = PageQuery.extend({
  industryId: idParam.optional(),
  serviceId: idParam.optional(),
  accountId: idParam.optional(),
  /** The customer's user name or nickname contains (the platform's filter). */
  customer: filterText(100),
});
export type ClearanceAssignmentQuery = z.input<typeof ClearanceAssignmentQuery>;

export const ClearanceUnassignedQuery = PageQuery.extend({
  serviceId: idField,
  blurry: filterText(100),
});
export type ClearanceUnassignedQuery = z.input<typeof ClearanceUnassignedQuery>;

export const ClearanceCustomer = z.object({ id: z.number(), username: z.string(), nickName: z.string() });
export type ClearanceCustomer = z.infer<typeof ClearanceCustomer>;
