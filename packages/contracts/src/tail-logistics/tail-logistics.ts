import { z } from 'zod';
import { filterText, idField, idParam, optionalText, requiredText } from '../common/fields';
import { PageQuery } from '../common/paging';

export const TAIL_CODE_MAX = 30;
export const TAIL_NAME_MAX = 100;
export const TAIL_CONTACT_MAX = 50;
export const TAIL_PHONE_MAX = 30;
export const TAIL_URL_MAX = 300;
export const TAIL_REMARK_MAX = 200;
/** Where a carrier's tracking page takes the tracking number. */
export const TRACKING_NO_PLACEHOLDER = '{trackingNo}';
/** Dropdown lists searched by name answer at most this many options. */
export const TAIL_SEARCH_LIMIT = 50;

/** Codes are what integrations and sheets carry: letters, digits, '-', '_' and '.', from a letter or digit. */
export const TAIL_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const HTTP_URL = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i;

const codeField = requiredText(TAIL_CODE_MAX).regex(TAIL_CODE_PATTERN, { error: 'codeChars' });
const urlField = optionalText(TAIL_URL_MAX).refine((v) => v === '' || HTTP_URL.test(v), { error: 'httpUrl' });
const trackingUrlField = optionalText(TAIL_URL_MAX).refine(
  (v) => v === '' || (HTTP_URL.test(v) && v.includes(TRACKING_NO_PLACEHOLDER)),
  { error: 'trackingUrlTemplate' },
);
const phoneField = optionalText(TAIL_PHONE_MAX).refine((v) => v === '' || /^\+?[0-9][0-9 ()-]{3,28}$/.test(v), {
  error: 'phone',
});

/** A last-mile carrier as the tail logistics screen lists it. */
export const TailLogistics = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  contact: z.string(),
  phone: z.string(),
  website: z.string(),
  /** The carrier's tracking page with `{trackingNo}` where the number goes; empty when it has none. */
  trackingUrl: z.string(),
  enabled: z.boolean(),
  remark: z.string(),
  serviceCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TailLogistics = z.infer<typeof TailLogistics>;

/** One delivery service of a carrier (ground, express, parcel locker…). */
export const DeliveryService = z.object({
  id: z.number(),
  tailLogisticsId: z.number(),
  code: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  remark: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DeliveryService = z.infer<typeof DeliveryService>;

/** `findById`: the carrier with every service. */
export const TailLogisticsDetail = TailLogistics.extend({ services: z.array(DeliveryService) });
export type TailLogisticsDetail = z.infer<typeof TailLogisticsDetail>;

export const TailLogisticsQuery = PageQuery.extend({
  /** Code or name contains. */
  blurry: filterText(TAIL_NAME_MAX),
  enabled: z.enum(['true', 'false']).optional(),
});
export type TailLogisticsQuery = z.infer<typeof TailLogisticsQuery>;

/** `saveAndUpdate`: without `id` it adds a carrier, with it it changes that one. */
export const TailLogisticsSave = z.object({
  id: idField.optional(),
  code: codeField,
  name: requiredText(TAIL_NAME_MAX),
  contact: optionalText(TAIL_CONTACT_MAX),
  phone: phoneField,
  website: urlField,
  trackingUrl: trackingUrlField,
  enabled: z.boolean().default(true),
  remark: optionalText(TAIL_REMARK_MAX, { multiLine: true }),
});
export type TailLogisticsSave = z.infer<typeof TailLogisticsSave>;

/** `saveAndUpdateDeliveryService`: without `id` it adds a service to the carrier, with it it changes that one. */
export const DeliveryServiceSave = z.object({
  id: idField.optional(),
  tailLogisticsId: idField,
  code: codeField,
  name: requiredText(TAIL_NAME_MAX),
  enabled: z.boolean().default(true),
  remark: optionalText(TAIL_REMARK_MAX, { multiLine: true }),
});
export type DeliveryServiceSave = z.infer<typeof DeliveryServiceSave>;

export const TailLogisticsIdPath = z.object({ id: idParam });
/** `deleteServiceInfo/{id}/{id2}`: the carrier, then its service. */
export const ServiceInfoPath = z.object({ id: idParam, id2: idParam });
/** Spec 001: `tailLogisticsService/{id}/{PLATFORM|USER}`; USER lists enabled services only. */
export const TailServicePath = z.object({ id: idParam, privilegeType: z.enum(['PLATFORM', 'USER']) });
export const RemoteTailQuery = z.object({ name: filterText(TAIL_NAME_MAX) });
