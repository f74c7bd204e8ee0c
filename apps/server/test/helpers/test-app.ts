import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { loadConfig, type Config } from '../../src/config';
import { buildApp, prepareDatabase } from '../../src/app';
import type { Database } from '../../src/platform/db/client';
import { encryptWithPublicKey } from '../../src/platform/auth/rsa';
import { openTestDatabase } from './test-db';

/** Answers as tests read them: loosely typed, since the expectations check the shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LooseJson = any;

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  db: Database['db'];
  /** Encrypts a password field as the web client does. */
  enc(plain: string): string;
  /** app.inject with JSON in and out, a token and a language. Bodies are loose: the expectations check them. */
  call(
    method: InjectOptions['method'],
    url: string,
    opts?: { body?: unknown; token?: string; lang?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: LooseJson; headers: Record<string, unknown> }>;
  login(username: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** A server on a database of this test file's own, migrated and holding reference data (no demo data). */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  // Files (exports, uploads) go to a folder of the test file's own.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ph-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_CAPTCHA: 'off',
    SEED_DEMO: 'off',
    LOGIN_SLOWDOWN_MS: '5',
    DATA_DIR: dataDir,
    JOBS_POLL_SECONDS: '0.5',
    WEB_DIST: '/nonexistent',
    ...env,
  });
  await prepareDatabase(config, database);
  const app = await buildApp({ config, database, skipPrepare: true });
  await app.ready();
  const pem = (await app.inject({ method: 'GET', url: '/auth/publicKey' })).json().obj as string;
  const enc = (plain: string) => encryptWithPublicKey(pem, plain);

  const call: TestApp['call'] = async (method, url, opts = {}) => {
    const headers: Record<string, string> = { 'accept-language': opts.lang ?? 'zh', ...(opts.headers ?? {}) };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const res = await app.inject({
      method,
      url,
      headers,
      ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
    });
    let body: unknown = res.body;
    try {
      body = res.json();
    } catch {
      /* not JSON */
    }
    return { status: res.statusCode, body, headers: res.headers };
  };

  return {
    app,
    database,
    config,
    db: database.db,
    enc,
    call,
    async login(username, password = 'Passw0rd1') {
      const res = await call('POST', '/auth/login', { body: { username, password: enc(password) } });
      if (res.status !== 200) throw new Error(`login ${username} failed: ${JSON.stringify(res.body)}`);
      return res.body.obj.token as string;
    },
    async close() {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const uniqueName = (prefix = 'u') => `${prefix}${crypto.randomBytes(4).toString('hex')}`;
