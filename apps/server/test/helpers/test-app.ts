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
import { multipartFile } from './multipart';

/** Answers as tests read them: loosely typed, since the expectations check the shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LooseJson = any;

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** PostgreSQL: the test database's connection string (another process's way in); undefined on PGlite. */
  url?: string;
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
  /** A multipart upload of one file (field `file`, or `field`), as the web's dialogs send it. */
  upload(
    url: string,
    bytes: Buffer,
    opts: { name: string; token?: string; lang?: string; field?: string },
  ): Promise<{ status: number; body: LooseJson }>;
  /** Waits (60 s at most) until task `id`, as `token` sees it, has ended; answers its row of the task list. */
  taskEnded(token: string, id: number): Promise<LooseJson>;
  close(): Promise<void>;
}

/** A server on a database of this test file's own, migrated and holding reference data (no demo data). */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const { database, drop, url } = await openTestDatabase();
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
    url,
    config,
    db: database.db,
    enc,
    call,
    async login(username, password = 'Passw0rd1') {
      const res = await call('POST', '/auth/login', { body: { username, password: enc(password) } });
      if (res.status !== 200) throw new Error(`login ${username} failed: ${JSON.stringify(res.body)}`);
      return res.body.obj.token as string;
    },
    async upload(url, bytes, { name, token, lang = 'en', field = 'file' }) {
      const { payload, headers } = multipartFile(bytes, name, field);
      const res = await app.inject({
        method: 'POST',
        url,
        payload,
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-language': lang },
      });
      return { status: res.statusCode, body: res.json() };
    },
    async taskEnded(token, id) {
      for (let i = 0; i < 600; i++) {
        const rows = (await call('POST', '/api/downloadTask/list', { token, lang: 'en', body: {} })).body.rows;
        const row = rows.find((r: { id: number }) => r.id === id);
        if (row && row.taskStatus === 'PROCESSDFAIL') {
          // The reason the task center does not show (a generic TASK_FAILED's cause), for a failing test's output.
          const { rows: detail } = await database.executeSql(
            'select error_key, error_detail from download_tasks where id = $1',
            [id],
          );
          if ((detail[0] as { error_key?: string })?.error_key === 'TASK_FAILED')
            console.warn(`task ${id} failed: ${JSON.stringify(detail[0])}`);
          return { ...row, errorDetail: detail[0] };
        }
        if (row && row.taskStatus !== 'BEINGPROCESSD') return row;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`task ${id} still running after 60 s`);
    },
    async close() {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const uniqueName = (prefix = 'u') => `${prefix}${crypto.randomBytes(4).toString('hex')}`;
