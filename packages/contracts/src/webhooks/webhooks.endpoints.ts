import { z } from 'zod';
import { defineEndpoint, needs, PUBLIC_ACCESS, SIGNED_IN_ACCESS } from '../common/endpoint';
import { okEmpty, okObj, okRows } from '../common/envelope';
import {
  CreateWebhookInput,
  DemoReceivedMessage,
  DemoReceiverParams,
  TraceSystemQuery,
  TraceSystemRow,
  TraceSystemSave,
  TraceSystemSaved,
  TraceSystemStatusParams,
  WebhookIdParams,
  WebhookRecordQuery,
  WebhookRecordRow,
  WebhookRepushAnswer,
  WebhookRepushInput,
  WebhookRow,
  WebhookSecretAnswer,
} from './webhooks';

const tags = ['webhooks'];
const CUSTOMER = needs('api:key');
const PLATFORM = needs('tracking:manage');

export const webhooksEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/api/apiDocking/webhooks',
    summary:
      'Register a receiver of the account’s tracking (customer main account): an http(s) address outside private ' +
      'networks; the signing secret (whsec_…) is answered once',
    tags,
    access: CUSTOMER,
    body: CreateWebhookInput,
    response: okObj(WebhookSecretAnswer),
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/apiDocking/webhooks',
    summary: 'The account’s webhook endpoints, newest first (never a secret)',
    tags,
    access: CUSTOMER,
    response: okRows(WebhookRow),
  }),
  disable: defineEndpoint({
    method: 'POST',
    path: '/api/apiDocking/webhooks/:id/disable',
    summary: 'Stop delivering to an endpoint (messages waiting for it are dropped)',
    tags,
    access: CUSTOMER,
    params: WebhookIdParams,
    response: okObj(WebhookRow),
  }),
  enable: defineEndpoint({
    method: 'POST',
    path: '/api/apiDocking/webhooks/:id/enable',
    summary: 'Deliver to an endpoint again (its address is checked again); its failure count starts afresh',
    tags,
    access: CUSTOMER,
    params: WebhookIdParams,
    response: okObj(WebhookRow),
  }),
  rotateSecret: defineEndpoint({
    method: 'POST',
    path: '/api/apiDocking/webhooks/:id/rotate-secret',
    summary: 'A new signing secret, answered once; the old one stops signing at once',
    tags,
    access: CUSTOMER,
    params: WebhookIdParams,
    response: okObj(WebhookSecretAnswer),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/apiDocking/webhooks/:id',
    summary: 'Delete an endpoint; its delivery records stay',
    tags,
    access: CUSTOMER,
    params: WebhookIdParams,
    response: okEmpty,
  }),
  recordPage: defineEndpoint({
    method: 'POST',
    path: '/api/trackWebhookRecord/page',
    summary:
      'Every message delivered or to deliver, newest first: the platform sees all (tracking:manage), a customer its ' +
      'own endpoints’ (api:key)',
    tags,
    access: SIGNED_IN_ACCESS,
    body: WebhookRecordQuery,
    response: okRows(WebhookRecordRow),
  }),
  repush: defineEndpoint({
    method: 'POST',
    path: '/api/trackWebhookRecord/repush',
    summary:
      'Deliver messages again, with the same webhook-id, by ids or every message created in a window (31 days at ' +
      'most); answers how many were made due',
    tags,
    access: SIGNED_IN_ACCESS,
    body: WebhookRepushInput,
    response: okObj(WebhookRepushAnswer),
  }),
  systemSave: defineEndpoint({
    method: 'POST',
    path: '/api/traceBusinessSystem/saveAndUpdate',
    summary:
      'Add (no id) or change a trace business system: a platform receiver of the tracking of chosen customers; a ' +
      'new one answers its secret once',
    tags,
    access: PLATFORM,
    body: TraceSystemSave,
    response: okObj(TraceSystemSaved),
  }),
  systemPage: defineEndpoint({
    method: 'POST',
    path: '/api/traceBusinessSystem/page',
    summary: 'The trace business systems, newest first, filtered by name',
    tags,
    access: PLATFORM,
    body: TraceSystemQuery,
    response: okRows(TraceSystemRow),
  }),
  systemStatus: defineEndpoint({
    method: 'GET',
    path: '/api/traceBusinessSystem/updateStatus/:id/:status',
    summary: 'Enable (1) or disable (0) a trace business system (a GET as the spec writes it; header auth only)',
    tags,
    access: PLATFORM,
    params: TraceSystemStatusParams,
    response: okObj(TraceSystemRow),
  }),
  systemRotateSecret: defineEndpoint({
    method: 'POST',
    path: '/api/traceBusinessSystem/rotateSecret/:id',
    summary: 'A new signing secret for a trace business system, answered once',
    tags,
    access: PLATFORM,
    params: WebhookIdParams,
    response: okObj(WebhookSecretAnswer),
  }),
  systemDelete: defineEndpoint({
    method: 'GET',
    path: '/api/traceBusinessSystem/delete/:id',
    summary: 'Delete a trace business system (a GET as the spec writes it; header auth only)',
    tags,
    access: PLATFORM,
    params: WebhookIdParams,
    response: okEmpty,
  }),
};

/**
 * The demo receiver (`npm start` only: demo data seeded and WEBHOOK_ALLOW_PRIVATE on; 404 otherwise): the demo
 * customer's webhook points at it on loopback, it verifies each message as any receiver would (decision 264).
 */
export const demoReceiverEndpoints = {
  receive: defineEndpoint({
    method: 'POST',
    path: '/api/demo/webhookReceiver/:id',
    summary:
      'Demo only: receives a webhook message for account `id`, verifies its signature with the standardwebhooks ' +
      'package (401 when it fails) and keeps it',
    tags,
    access: PUBLIC_ACCESS,
    params: DemoReceiverParams,
    body: z.string().max(1_000_000),
    response: okEmpty,
  }),
  messages: defineEndpoint({
    method: 'GET',
    path: '/api/demo/webhookReceiver/messages',
    summary:
      'Demo only: the last messages the demo receiver verified for the account’s endpoints, each parcel’s in order of sequence',
    tags,
    access: CUSTOMER,
    response: okRows(DemoReceivedMessage),
  }),
};
