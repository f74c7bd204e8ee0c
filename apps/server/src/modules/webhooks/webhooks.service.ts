import type {
  Language,
  TraceSystemRow,
  WebhookMessageBody,
  WebhookRecordRow,
  WebhookRow,
  WebhookSecretAnswer,
} from '@parcelhub/contracts';
import type { z } from 'zod';
import type {
  CreateWebhookInput,
  TraceSystemQuery,
  TraceSystemSave,
  WebhookRecordQuery,
  WebhookRepushInput,
} from '@parcelhub/contracts';
import type { Actor } from '../../platform/auth/actor';
import { can } from '../../platform/auth/actor';
import { ALL_DATA, scopeOf, type DataScope } from '../../platform/auth/scope';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { afterFailure, forgetDueIn, recordFailureIn, scheduleDueIn } from '../../platform/jobs/due-work';
import type { MessageProvider } from '../../platform/messaging/provider';
import { AppError } from '../../platform/http/app-error';
import type { ParcelState, TrackingService } from '../tracking';
import type { UsersService } from '../users';
import { postMessage } from './delivery';
import { failedTooLong, retryPolicy, type RetryPolicy } from './retry-policy';
import { newMessageId, newSecret, secretPrefix, signedHeaders } from './signing';
import { checkUrl, type Lookup } from './url-guard';
import { webhookQueries, type EndpointRecord, type MessageRecord, type NewMessage } from './webhooks.repository';

export const DELIVERY_KIND = 'webhooks.delivery';
export const TRACKING_UPDATED = 'tracking.updated';
/** Endpoints one account may register. */
export const MAX_ENDPOINTS = 10;
/** A re-push by window covers at most this many days and this many messages. */
export const REPUSH_MAX_DAYS = 31;
export const REPUSH_MAX_MESSAGES = 10_000;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const DISABLED_FAILING = 'FAILING_5_DAYS';

const DISABLED_NOTICE: Record<Language, (url: string) => string> = {
  zh: (url) => `您的推送地址 ${url} 已连续 5 天推送失败，已被停用。请修复后在 API 对接中重新启用，并按时间段重推记录。`,
  en: (url) =>
    `Your webhook endpoint ${url} has failed every delivery for 5 days and was disabled. Fix it, enable it again under API access and re-push the missed messages by time window.`,
  ko: (url) =>
    `웹훅 엔드포인트 ${url}이(가) 5일 동안 전송에 실패하여 비활성화되었습니다. 수정 후 API 연동에서 다시 활성화하고 기간별로 재전송하세요.`,
};

export const toWebhookRow = (e: EndpointRecord): WebhookRow => ({
  id: e.id,
  url: e.url,
  events: e.events,
  enabled: e.enabled,
  disabledReason: e.disabledReason,
  failingSince: iso(e.failingSince),
  secretPrefix: secretPrefix(e.secret),
  createdAt: e.createdAt.toISOString(),
});

export const toTraceSystemRow = (e: EndpointRecord): TraceSystemRow => ({
  id: e.id,
  name: e.name,
  url: e.url,
  customerIds: e.customerIds,
  remark: e.remark,
  status: e.enabled ? 1 : 0,
  disabledReason: e.disabledReason,
  failingSince: iso(e.failingSince),
  secretPrefix: secretPrefix(e.secret),
  createdAt: e.createdAt.toISOString(),
});

const toRecordRow = (r: { message: MessageRecord; url: string; kind: EndpointRecord['kind'] }): WebhookRecordRow => ({
  id: r.message.id,
  endpointId: r.message.endpointId,
  endpointUrl: r.url,
  endpointKind: r.kind,
  event: r.message.event,
  orderId: r.message.orderId,
  trackingNo: r.message.trackingNo,
  sequence: r.message.sequence,
  status: r.message.status,
  attempts: r.message.attempts,
  lastStatusCode: r.message.lastStatusCode,
  lastError: r.message.lastError,
  createdAt: r.message.createdAt.toISOString(),
  lastAttemptAt: iso(r.message.lastAttemptAt),
  deliveredAt: iso(r.message.deliveredAt),
  payload: r.message.payload,
});

/** The message body: the parcel's whole state now, and its sequence. */
export function messageBody(state: ParcelState, sequence: number, at: Date): string {
  const body: WebhookMessageBody = {
    type: TRACKING_UPDATED,
    timestamp: at.toISOString(),
    data: {
      sequence,
      orderNo: state.orderNo,
      insideNumber: state.insideNumber,
      trackingNo: state.trackingNo,
      carrierCode: state.carrierCode,
      status: state.status,
      subStatus: state.subStatus,
      latestEvent: state.latestEvent,
      events: state.events,
    },
  };
  return JSON.stringify(body);
}

function mainAccountOnly(actor: Actor) {
  if (actor.privilegeType !== 'USER' || actor.isSubAccount) throw new AppError('WEBHOOK_MAIN_ACCOUNT_ONLY');
}

/** Whose records a caller sees: the platform's staff all (tracking:manage), a customer its own (api:key). */
function recordsScope(actor: Actor): DataScope {
  if (actor.privilegeType === 'PLATFORM' && can(actor, 'tracking:manage')) return ALL_DATA;
  if (actor.privilegeType === 'USER' && can(actor, 'api:key')) return scopeOf(actor);
  throw new AppError('WEBHOOK_RECORDS_FORBIDDEN');
}

export interface WebhooksDeps {
  data: DataAccess;
  tracking: TrackingService;
  users: UsersService;
  messages: MessageProvider;
  config: { WEBHOOK_RETRY_BASE_SECONDS: number; WEBHOOK_ALLOW_PRIVATE: boolean };
  lookup?: Lookup;
}

/**
 * Webhooks: receivers (customers' endpoints and the platform's trace business systems), a message per receiver for
 * each parcel update (made in the event's transaction, due at once), delivered signed (Standard Webhooks) by the
 * platform's due work, retried with backoff for more than five days, the endpoint disabled after five days of
 * failures and its owner told.
 */
export function createWebhooksService(deps: WebhooksDeps) {
  const { data, tracking, users, messages, config } = deps;
  const repo = bindRepository(data, webhookQueries);
  const allowPrivate = config.WEBHOOK_ALLOW_PRIVATE;
  const policy: RetryPolicy = retryPolicy(config.WEBHOOK_RETRY_BASE_SECONDS);
  let now = () => Date.now();
  let random = Math.random;
  let clockInstalled = false;

  async function checkedUrl(url: string): Promise<string> {
    const verdict = await checkUrl(url, { allowPrivate, lookup: deps.lookup });
    if (!verdict.ok)
      throw new AppError(verdict.reason === 'private' ? 'WEBHOOK_URL_PRIVATE' : 'WEBHOOK_URL_UNRESOLVED', {
        host: verdict.host,
      });
    return url;
  }

  /** Inside the events' transaction, under the orders' locks: one message per parcel and receiver, due now. */
  async function parcelsUpdated({ orderIds }: { orderIds: readonly number[] }) {
    // Who listens first, for all the parcels in one query: most have no receiver, and then that is all it costs.
    const receiving = await repo.receiversOfOrders(orderIds, TRACKING_UPDATED);
    if (receiving.length === 0) return;
    const at = new Date(now());
    const rows: NewMessage[] = [];
    for (const orderId of orderIds) {
      const receivers = receiving.filter((r) => r.orderId === orderId);
      if (receivers.length === 0) continue;
      const state = await tracking.parcelState(orderId, at);
      if (!state) continue;
      const sequence = await repo.nextSequence(orderId);
      const payload = messageBody(state, sequence, at);
      for (const r of receivers)
        rows.push({
          id: newMessageId(),
          endpointId: r.id,
          accountId: r.accountId,
          orderId,
          trackingNo: state.trackingNo ?? state.insideNumber,
          event: TRACKING_UPDATED,
          sequence,
          payload,
          createdAt: at,
        });
    }
    if (rows.length === 0) return;
    await repo.insertMessages(rows);
    await scheduleDueIn(
      data.db,
      DELIVERY_KIND,
      rows.map((r) => r.id),
      at,
    );
  }
  tracking.onParcelUpdated(parcelsUpdated);

  async function tellOwner(endpoint: EndpointRecord) {
    if (!endpoint.accountId) return;
    const owner = await users.findById(endpoint.accountId);
    if (!owner?.email) return;
    const lang: Language = owner.language ?? 'zh';
    await messages.send({
      channel: 'EMAIL',
      recipient: owner.email,
      purpose: 'webhook-disabled',
      body: DISABLED_NOTICE[lang](endpoint.url),
    });
  }

  /** After a failed attempt: the message's next try (or its end), and the endpoint's watch. */
  async function failed(
    message: MessageRecord,
    endpoint: EndpointRecord,
    result: { statusCode: number | null; error: string | null },
  ) {
    const at = now();
    const attempts = message.attempts + 1;
    const next = afterFailure(attempts, at, policy, random());
    const error = result.error ?? `HTTP ${result.statusCode}`;
    const tooLong = failedTooLong(endpoint.failingSince, at);
    const disabled = await data.withTransaction(async () => {
      await repo.recordFailedAttempt(message.id, {
        attempts,
        status: 'dueAt' in next ? 'PENDING' : 'FAILED',
        lastStatusCode: result.statusCode,
        lastError: error.slice(0, 500),
        lastAttemptAt: new Date(at),
      });
      await recordFailureIn(data.db, DELIVERY_KIND, message.id, {
        attempts,
        error,
        dueAt: 'dueAt' in next ? new Date(next.dueAt) : null,
      });
      if (tooLong && (await repo.disableFailing(endpoint.id, DISABLED_FAILING))) {
        await forgetDueIn(data.db, DELIVERY_KIND, await repo.dropPending(endpoint.id));
        return true;
      }
      if (!endpoint.failingSince) await repo.markFailing(endpoint.id, new Date(at));
      return false;
    });
    if (disabled) await tellOwner(endpoint);
  }

  /** The due work's run: one attempt at one message. A failure is recorded here (never thrown). */
  async function deliver(id: string) {
    const found = await repo.messageForDelivery(id);
    if (!found || found.message.status === 'SUCCESS' || found.message.status === 'DROPPED') return;
    const { message, endpoint } = found;
    if (!endpoint.enabled || endpoint.deletedAt) {
      await repo.updateMessage(id, { status: 'DROPPED' });
      return;
    }
    const sentAt = now();
    const result = await postMessage(
      endpoint.url,
      signedHeaders(endpoint.secret, id, sentAt, message.payload),
      message.payload,
      {
        allowPrivate,
        lookup: deps.lookup,
      },
    );
    if (result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300) {
      // One statement on the common path; the endpoint's watch ends only when it was on.
      await repo.updateMessage(id, {
        status: 'SUCCESS',
        attempts: message.attempts + 1,
        lastStatusCode: result.statusCode,
        lastError: null,
        lastAttemptAt: new Date(sentAt),
        deliveredAt: new Date(now()),
      });
      if (endpoint.failingSince) await repo.updateEndpoint(endpoint.id, { failingSince: null });
      return;
    }
    await failed(message, endpoint, result);
  }

  async function ownEndpoint(actor: Actor, id: number) {
    const found = await repo.findEndpoint(scopeOf(actor), 'customer', id);
    if (!found) throw new AppError('WEBHOOK_NOT_FOUND');
    return found;
  }
  async function system(id: number) {
    const found = await repo.findEndpoint(ALL_DATA, 'system', id);
    if (!found) throw new AppError('TRACE_SYSTEM_NOT_FOUND');
    return found;
  }
  async function setEnabled(endpoint: EndpointRecord, enabled: boolean) {
    if (enabled) await checkedUrl(endpoint.url);
    return data.withTransaction(async () => {
      const row = await repo.updateEndpoint(endpoint.id, { enabled, disabledReason: null, failingSince: null });
      if (!enabled) await forgetDueIn(data.db, DELIVERY_KIND, await repo.dropPending(endpoint.id));
      return row!;
    });
  }
  async function rotate(endpoint: EndpointRecord): Promise<WebhookSecretAnswer> {
    const secret = newSecret();
    await repo.updateEndpoint(endpoint.id, { secret });
    return { id: endpoint.id, secret };
  }
  async function remove(endpoint: EndpointRecord) {
    await data.withTransaction(async () => {
      await repo.updateEndpoint(endpoint.id, { deletedAt: new Date(), enabled: false });
      await forgetDueIn(data.db, DELIVERY_KIND, await repo.dropPending(endpoint.id));
    });
  }

  return {
    deliver,
    /** The retry policy in force (the due work kind's, and the docs'). */
    policy,
    /**
     * Tests: a fake clock (and jitter) for messages, signatures and backoff. While one is installed this process's
     * own due work runner leaves webhook deliveries alone: the test drives them with a runner on the same clock.
     */
    useClock(clock: () => number, jitter: () => number = () => 0.5) {
      now = clock;
      random = jitter;
      clockInstalled = true;
    },
    runnerPaused: () => clockInstalled,

    async create(actor: Actor, input: z.output<typeof CreateWebhookInput>): Promise<WebhookSecretAnswer> {
      mainAccountOnly(actor);
      const url = await checkedUrl(input.url);
      if ((await repo.countEndpoints(actor.accountId)) >= MAX_ENDPOINTS)
        throw new AppError('WEBHOOK_LIMIT', { max: MAX_ENDPOINTS });
      const secret = newSecret();
      const row = await repo.insertEndpoint({
        kind: 'customer',
        accountId: actor.accountId,
        url,
        events: [...new Set(input.events)],
        secret,
        createdBy: actor.userId,
      });
      return { id: row.id, secret };
    },
    async list(actor: Actor): Promise<WebhookRow[]> {
      return (await repo.listEndpoints(scopeOf(actor), 'customer')).map(toWebhookRow);
    },
    async setCustomerEnabled(actor: Actor, id: number, enabled: boolean): Promise<WebhookRow> {
      mainAccountOnly(actor);
      return toWebhookRow(await setEnabled(await ownEndpoint(actor, id), enabled));
    },
    async rotateCustomer(actor: Actor, id: number) {
      mainAccountOnly(actor);
      return rotate(await ownEndpoint(actor, id));
    },
    async removeCustomer(actor: Actor, id: number) {
      mainAccountOnly(actor);
      await remove(await ownEndpoint(actor, id));
    },

    async saveSystem(actor: Actor, input: z.output<typeof TraceSystemSave>) {
      const url = await checkedUrl(input.url);
      const customerIds = [...new Set(input.customerIds)];
      const known = new Set(await repo.customerIdsKnown(customerIds));
      const unknown = customerIds.find((id) => !known.has(id));
      if (unknown !== undefined) throw new AppError('TRACE_SYSTEM_CUSTOMER_UNKNOWN', { id: unknown });
      const fields = { name: input.name, url, customerIds, remark: input.remark ?? '' };
      if (input.id) {
        await system(input.id);
        await repo.updateEndpoint(input.id, fields);
        return { id: input.id, secret: null };
      }
      const secret = newSecret();
      const row = await repo.insertEndpoint({
        kind: 'system',
        accountId: null,
        events: [TRACKING_UPDATED],
        secret,
        createdBy: actor.userId,
        ...fields,
      });
      return { id: row.id, secret };
    },
    async pageSystems(q: z.output<typeof TraceSystemQuery>) {
      const { rows, total } = await repo.pageSystems(q.name, { offset: q.pageNo * q.pageSize, limit: q.pageSize });
      return { rows: rows.map(toTraceSystemRow), total };
    },
    async setSystemStatus(id: number, status: '0' | '1'): Promise<TraceSystemRow> {
      return toTraceSystemRow(await setEnabled(await system(id), status === '1'));
    },
    rotateSystem: async (id: number) => rotate(await system(id)),
    removeSystem: async (id: number) => remove(await system(id)),

    async recordPage(actor: Actor, q: z.output<typeof WebhookRecordQuery>) {
      const { rows, total } = await repo.pageMessages(
        recordsScope(actor),
        {
          status: q.status,
          number: q.number,
          endpointId: q.endpointId,
          from: q.from ? new Date(q.from) : undefined,
          to: q.to ? new Date(q.to) : undefined,
        },
        { offset: q.pageNo * q.pageSize, limit: q.pageSize },
      );
      return { rows: rows.map(toRecordRow), total };
    },

    /** Due again now, same webhook-id, attempts afresh: by ids or by a window of creation. */
    async repush(actor: Actor, input: z.output<typeof WebhookRepushInput>) {
      const scope = recordsScope(actor);
      let which: { ids: string[] } | { from: Date; to: Date };
      if ('ids' in input) which = { ids: [...new Set(input.ids)] };
      else {
        const from = new Date(input.from);
        const to = new Date(input.to);
        if (to <= from || to.getTime() - from.getTime() > REPUSH_MAX_DAYS * 24 * 3600 * 1000)
          throw new AppError('WEBHOOK_REPUSH_WINDOW', { days: REPUSH_MAX_DAYS });
        which = { from, to };
      }
      const ids = await data.withTransaction(async () => {
        const reopened = await repo.reopen(scope, which, REPUSH_MAX_MESSAGES);
        await scheduleDueIn(data.db, DELIVERY_KIND, reopened, new Date(now()));
        return reopened;
      });
      return { repushed: ids.length };
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
