import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../config';
import { buildApp, prepareDatabase } from '../../app';
import { PUBLIC } from '../auth/access';
import { openTestDatabase } from '../../../test/helpers/test-db';

let app: FastifyInstance;
let drop: () => Promise<void>;
const SECRET = 'password=hunter2 at /srv/parcelhub/secret.ts';

beforeAll(async () => {
  const opened = await openTestDatabase();
  drop = opened.drop;
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'off', WEB_DIST: '/nonexistent' });
  await prepareDatabase(config, opened.database);
  app = await buildApp({ config, database: opened.database, skipPrepare: true });
  // Routes that fail the way a defect does, registered before the app is sealed.
  app.get('/api/test/throws', { config: PUBLIC }, async () => {
    throw new Error(SECRET);
  });
  app.get('/api/test/throws-status', { config: PUBLIC }, async () => {
    throw Object.assign(new Error(SECRET), { statusCode: 503, code: 'ECONNREFUSED' });
  });
  app.get('/api/test/throws-string', { config: PUBLIC }, async () => {
    throw SECRET as unknown as Error;
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await drop();
});

describe('an unexpected error', () => {
  for (const url of ['/api/test/throws', '/api/test/throws-status', '/api/test/throws-string']) {
    it(`answers the INTERNAL envelope and nothing of the error (${url})`, async () => {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ flag: false, code: 50000, msg: expect.any(String), errorKey: 'INTERNAL' });
      expect(res.body).not.toContain('hunter2');
      expect(res.body).not.toMatch(/\bat \S+ \(|\.ts:\d+|ECONNREFUSED|stack/);
      expect(res.headers['x-request-id']).toBeTruthy();
    });
  }
});
