import { defineEndpoint, needs } from '../common/endpoint';
import { okObj, okRows } from '../common/envelope';
import { ApiKeyCreated, ApiKeyIdParams, ApiKeyRow, CreateApiKeyInput } from './api-docking';

const tags = ['apiDocking'];

export const apiDockingEndpoints = {
  createKey: defineEndpoint({
    method: 'POST',
    path: '/api/apiDocking/keys',
    summary:
      'A new API key of a mode (test or live) for the caller’s main account: the key is answered once, only its ' +
      'hash is kept. One active key per mode (regenerate replaces it)',
    tags,
    access: needs('api:key'),
    body: CreateApiKeyInput,
    response: okObj(ApiKeyCreated),
  }),
  listKeys: defineEndpoint({
    method: 'GET',
    path: '/api/apiDocking/keys',
    summary:
      'The account’s API keys, newest first, revoked ones included (the history): who made and ended each, last use',
    tags,
    access: needs('api:key'),
    response: okRows(ApiKeyRow),
  }),
  regenerateKey: defineEndpoint({
    method: 'POST',
    path: '/api/apiDocking/keys/:id/regenerate',
    summary:
      'Replace an active key by a new one of its mode: the old key stops working at once; the new one is answered once',
    tags,
    access: needs('api:key'),
    params: ApiKeyIdParams,
    response: okObj(ApiKeyCreated),
  }),
  revokeKey: defineEndpoint({
    method: 'POST',
    path: '/api/apiDocking/keys/:id/revoke',
    summary: 'End an active key: it stops working at once and stays in the history',
    tags,
    access: needs('api:key'),
    params: ApiKeyIdParams,
    response: okObj(ApiKeyRow),
  }),
};
