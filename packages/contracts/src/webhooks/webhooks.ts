import { z } from 'zod';
import { filterText, idField, idParam, pageNoField, pageSizeField, requiredText, tokenText } from '../common/fields';

/** The events a receiver may subscribe to (Standard Webhooks `type`). */
export const WEBHOOK_EVENTS = ['tracking.updated'] as const;
export const WebhookEvent = z.enum(WEBHOOK_EVENTS);
export type WebhookEvent = z.infer<typeof WebhookEvent>;

/** Standard Webhooks headers (https://www.standardwebhooks.com). */
export const WEBHOOK_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;

const isHttpUrl = (v: string) => {
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !u.username && !u.password && u.hostname !== '';
  } catch {
    return false;
  }
};

/** An http(s) address without credentials; whether its host is inside a private network the server checks. */
export const webhookUrlField = requiredText(2000).refine(isHttpUrl, { error: 'invalid' });

export const CreateWebhookInput = z.object({
  url: webhookUrlField,
  events: z.array(WebhookEvent).min(1, { error: 'required' }).max(WEBHOOK_EVENTS.length).default(['tracking.updated']),
});
export type CreateWebhookInput = z.input<typeof CreateWebhookInput>;

export const WebhookIdParams = z.object({ id: idParam });

/** A new endpoint or a rotated secret: the only answer that carries the secret (`whsec_<base64>`). */
export const WebhookSecretAnswer = z.object({ id: z.number(), secret: z.string() });
export type WebhookSecretAnswer = z.infer<typeof WebhookSecretAnswer>;

export const WebhookRow = z.object({
  id: z.number(),
  url: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  /** Why the platform turned it off (failing for 5 days), or null. */
  disabledReason: z.string().nullable(),
  /** Since when every delivery has failed, or null while it answers. */
  failingSince: z.string().nullable(),
  /** The first characters of the secret, to tell which one a receiver holds. */
  secretPrefix: z.string(),
  createdAt: z.string(),
});
export type WebhookRow = z.infer<typeof WebhookRow>;

/** Delivery states of a message. */
export const WEBHOOK_RECORD_STATUSES = ['PENDING', 'SUCCESS', 'FAILED', 'DROPPED'] as const;
export const WebhookRecordStatus = z.enum(WEBHOOK_RECORD_STATUSES);
export type WebhookRecordStatus = z.infer<typeof WebhookRecordStatus>;

const isoTime = z.iso.datetime({ offset: true, error: 'invalid' });

export const WebhookRecordQuery = z.object({
  pageNo: pageNoField,
  pageSize: pageSizeField(200, 20),
  status: WebhookRecordStatus.optional(),
  /** An order's tracking or inside number. */
  number: filterText(64),
  endpointId: idField.optional(),
  from: isoTime.optional(),
  to: isoTime.optional(),
});
export type WebhookRecordQuery = z.input<typeof WebhookRecordQuery>;

export const WebhookRecordRow = z.object({
  /** The message's `webhook-id`, the same on every attempt and re-push. */
  id: z.string(),
  endpointId: z.number(),
  endpointUrl: z.string(),
  /** `customer` endpoints belong to an account; `system` ones are the platform's trace business systems. */
  endpointKind: z.enum(['customer', 'system']),
  event: z.string(),
  orderId: z.number(),
  trackingNo: z.string(),
  sequence: z.number(),
  status: WebhookRecordStatus,
  attempts: z.number(),
  lastStatusCode: z.number().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  payload: z.string(),
});
export type WebhookRecordRow = z.infer<typeof WebhookRecordRow>;

/** By ids, or every message of the caller's created in a window (at most 31 days). */
export const WebhookRepushInput = z.union([
  z.object({
    ids: z
      .array(tokenText(64).min(1, { error: 'required' }))
      .min(1, { error: 'required' })
      .max(500),
  }),
  z.object({ from: isoTime, to: isoTime }),
]);
export type WebhookRepushInput = z.input<typeof WebhookRepushInput>;

export const WebhookRepushAnswer = z.object({ repushed: z.number() });

export const TraceSystemSave = z.object({
  id: idField.optional(),
  name: requiredText(64),
  url: webhookUrlField,
  /** The customers whose parcels it receives. */
  customerIds: z.array(idField).min(1, { error: 'required' }).max(1000),
  remark: filterText(200),
});
export type TraceSystemSave = z.input<typeof TraceSystemSave>;

/** `updateStatus/{id}/{status}`: 1 enabled, 0 disabled. */
export const TraceSystemStatusParams = z.object({ id: idParam, status: z.enum(['0', '1']) });

export const TraceSystemQuery = z.object({
  pageNo: pageNoField,
  pageSize: pageSizeField(200, 20),
  name: filterText(64),
});
export type TraceSystemQuery = z.input<typeof TraceSystemQuery>;

export const TraceSystemRow = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  customerIds: z.array(z.number()),
  remark: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
  disabledReason: z.string().nullable(),
  failingSince: z.string().nullable(),
  secretPrefix: z.string(),
  createdAt: z.string(),
});
export type TraceSystemRow = z.infer<typeof TraceSystemRow>;

/** Saving answers the row, and the secret when one was made (a new system). */
export const TraceSystemSaved = z.object({ id: z.number(), secret: z.string().nullable() });

/** What a `tracking.updated` message carries in `data`: the parcel's whole current state and its sequence. */
export interface ParcelUpdatedData {
  /** Grows by one with each message about this parcel: a receiver drops one lower than the last it kept. */
  sequence: number;
  orderNo: string;
  insideNumber: string;
  trackingNo: string | null;
  carrierCode: string | null;
  status: string;
  subStatus: string | null;
  latestEvent: ParcelEventData | null;
  events: ParcelEventData[];
}
export interface ParcelEventData {
  status: string;
  subStatus: string | null;
  eventTime: string;
  location: string;
  description: string;
}
/** The body of every message (Standard Webhooks: type, timestamp, data). */
export interface WebhookMessageBody {
  type: WebhookEvent;
  timestamp: string;
  data: ParcelUpdatedData;
}

/**
 * A message the demo receiver got (`npm start` only, decision 264): verified with the standardwebhooks package, and
 * `stale` when its parcel's sequence was already passed (a receiver keeping the highest drops it).
 */
export const DemoReceivedMessage = z.object({
  webhookId: z.string(),
  endpointId: z.number(),
  sequence: z.number(),
  trackingNo: z.string().nullable(),
  status: z.string(),
  subStatus: z.string().nullable(),
  receivedAt: z.string(),
  verified: z.boolean(),
  stale: z.boolean(),
});
export type DemoReceivedMessage = z.infer<typeof DemoReceivedMessage>;
export const DemoReceiverParams = z.object({ id: idParam });
