import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { z } from 'zod';
import * as contracts from '@parcelhub/contracts';
import { defineEndpoint, SIGNED_IN_ACCESS, type EndpointDef } from '@parcelhub/contracts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { signedInUser } from '../../../test/factories/accounts';
import { encodePng } from '../files/png';
import { mountEndpoint } from '../http/endpoint-route';
import { TOKEN_COOKIE } from './guard';

let t: TestApp;
let admin: string;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInUser(t, { privilegeType: 'PLATFORM', roles: ['admin'] })).token;
  owner = (await signedInUser(t)).token;
});
afterAll(() => t.close());

/** What a browser sends on a link from another site: the session cookie, no Authorization header. */
const byCookie = (token: string) => ({
  headers: { cookie: `theme=dark; ${TOKEN_COOKIE}=${encodeURIComponent(token)}` },
});

const created = async (res: Promise<{ status: number; body: { obj?: { id?: number } } }>) => {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.obj!.id!;
};

describe('the session cookie (a link from another site carries it)', () => {
  it('does not sign in a GET that changes state: postcode group delete answers 401 and deletes nothing', async () => {
    const body = { name: 'Cookie group', countryCode: 'US', type: 'REMOTE' };
    const id = await created(t.call('POST', '/api/postcode/group/save', { token: admin, body }));
    const entry = await created(
      t.call('POST', '/api/postcode/save', { token: admin, body: { groupId: id, start: '99501' } }),
    );

    for (const url of [`/api/postcode/delete/${entry}`, `/api/postcode/group/delete/${id}`]) {
      const res = await t.call('GET', url, { ...byCookie(admin), lang: 'en' });
      expect(res.status, url).toBe(401);
      expect(res.body).toMatchObject({ flag: false, errorKey: 'UNAUTHORIZED' });
    }
    const group = await t.call('GET', `/api/postcode/getGroup2/${id}`, { token: admin });
    expect(group.status).toBe(200);
    expect(JSON.stringify(group.body)).toContain('99501');
  });

  it('does not sign in the order rules moves and copies: 401, the order and the count unchanged', async () => {
    const rules = (url: string, body?: unknown) => t.call('POST', `/api/orderRules/${url}`, { token: admin, body });
    const groupId = await created(rules('addOrUpdateOrderRuleGroup', { name: 'Cookie rules' }));
    const rule = { orderRuleGroupId: groupId, strategyType: 'INTERCEPT' };
    const first = await created(rules('addOrUpdateOrderRule', { ...rule, name: 'Cookie first' }));
    const second = await created(rules('addOrUpdateOrderRule', { ...rule, name: 'Cookie second' }));
    const snapshot = async () => JSON.stringify((await rules('list', { pageSize: 100 })).body);
    const before = await snapshot();

    for (const url of [
      `moveUp/${second}`,
      `moveDown/${first}`,
      `copyOrderRule/${first}`,
      `copyOrderRuleGroup/${groupId}`,
    ]) {
      expect((await t.call('GET', `/api/orderRules/${url}`, byCookie(admin))).status, url).toBe(401);
    }
    expect(await snapshot()).toBe(before);
    // The same call with the header works: the refusal above is the cookie's, not the call's.
    expect((await t.call('GET', `/api/orderRules/moveUp/${second}`, { token: admin })).status).toBe(200);
    expect(await snapshot()).not.toBe(before);
  });

  it('does not sign in a JSON read either', async () => {
    expect((await t.call('GET', '/auth/info', byCookie(owner))).status).toBe(401);
  });

  it('still opens a file declared cookieAuth (a plain link to an uploaded file), for GET only', async () => {
    const png = encodePng(2, 2, new Uint8Array(16).fill(200));
    const stored = await t.upload('/api/advertisingManage/uploadImg', png, { name: 'logo.png', token: owner });
    const url = stored.body.obj.url as string;
    const res = await t.app.inject({ method: 'GET', url, headers: byCookie(owner).headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect((await t.call('GET', url, byCookie('not-a-session'))).status).toBe(401);
  });
});

describe('cookieAuth is for file answers only', () => {
  const jsonEndpoint = {
    method: 'GET',
    path: '/api/cookieJson',
    summary: 'a JSON answer',
    tags: ['test'],
    access: SIGNED_IN_ACCESS,
    response: z.object({ flag: z.boolean() }),
    cookieAuth: true,
  } as unknown as EndpointDef;

  it('stops the server at start when a JSON endpoint declares it', () => {
    const app = Fastify();
    expect(() => mountEndpoint(app, jsonEndpoint, () => undefined)).toThrow(/cookieAuth is only for GET endpoints/);
    const post = { ...jsonEndpoint, method: 'POST', raw: true } as EndpointDef;
    expect(() => mountEndpoint(app, post, () => undefined)).toThrow(/cookieAuth is only for GET endpoints/);
    void app.close();
  });

  it('is a type error on a JSON endpoint', () => {
    const declare = () =>
      // @ts-expect-error cookieAuth needs raw: true
      defineEndpoint({ ...jsonEndpoint, method: 'GET', path: '/api/x', raw: false, cookieAuth: true });
    expect(declare).toBeTypeOf('function');
  });

  it('every contract endpoint that declares it answers a file to a GET', () => {
    const declared: string[] = [];
    for (const group of Object.values(contracts)) {
      if (!group || typeof group !== 'object') continue;
      for (const e of Object.values(group as Record<string, unknown>)) {
        const endpoint = e as Partial<EndpointDef> | null;
        if (!endpoint || typeof endpoint !== 'object' || !endpoint.cookieAuth) continue;
        expect(endpoint, String(endpoint.path)).toMatchObject({ method: 'GET', raw: true });
        declared.push(String(endpoint.path));
      }
    }
    // Each is a file a link opens (an <a href> or an <img>), reviewed when it was added: a stored upload, and a
    // clearance attachment's template or file (decision 272).
    expect(declared.sort()).toEqual([
      '/api/clearance/order/attachment/file/:id',
      '/api/clearance/order/attachment/template/:type',
      '/api/files/:id',
    ]);
  });
});
