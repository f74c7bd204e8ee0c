import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { installGuard } from '../auth/guard';
import { createUser } from '../../../test/factories/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform: health, documents, envelope', () => {
  it('answers /healthz once the database is migrated', async () => {
    const res = await t.call('GET', '/healthz');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
  });

  it('serves an OpenAPI document generated from the contracts, and a readable page', async () => {
    const doc = await t.call('GET', '/openapi.json');
    expect(doc.body.openapi).toMatch(/^3\./);
    const save = doc.body.paths['/api/customerAddress/saveAddress'].post;
    expect(save.requestBody.content['application/json'].schema.properties.zipCode).toBeDefined();
    expect(doc.body.paths['/auth/login']).toBeDefined();
    expect(doc.body.paths['/api/users/updatePass/']).toBeDefined();
    const page = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
  });

  it('carries a request id on every answer, echoing a sane given one', async () => {
    const mine = await t.call('GET', '/healthz', { headers: { 'x-request-id': 'trace-123' } });
    expect(mine.headers['x-request-id']).toBe('trace-123');
    const generated = await t.call('GET', '/healthz', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown API paths with the envelope, in the caller language', async () => {
    const res = await t.call('GET', '/api/nothing-here', { lang: 'en' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ flag: false, errorKey: 'ROUTE_NOT_FOUND', msg: 'No such interface' });
  });

  it('answers malformed JSON with a clear 400, not a crash', async () => {
    const user = await createUser(t.db);
    const token = await t.login(user.username);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customerAddress/saveAddress',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ flag: false, errorKey: 'BAD_REQUEST', msg: 'Request error' });
  });

  it('refuses a body that is too large', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x', password: 'y'.repeat(3 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().errorKey).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('platform: access is denied by default', () => {
  it('refuses to start with an API route that declares no access', async () => {
    const app = Fastify();
    installGuard(app, { resolve: async () => null });
    expect(() => app.get('/api/forgotten', async () => 'open')).toThrow(/declares no access/);
    await app.close();
  });

  it('checks the permission a route declares', async () => {
    const supplier = await createUser(t.db, { privilegeType: 'SUPPLIER' });
    const token = await t.login(supplier.username);
    const res = await t.call('POST', '/api/users/list', { token, body: {}, lang: 'en' });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ errorKey: 'FORBIDDEN', msg: 'No permission; contact the administrator' });
  });
});
