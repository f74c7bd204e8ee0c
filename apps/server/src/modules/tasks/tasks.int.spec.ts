import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, prepareDatabase } from '../../app';
import { loadConfig, type Config } from '../../config';
import type { Database } from '../../platform/db/client';
import { encryptWithPublicKey } from '../../platform/auth/rsa';
import { openTestDatabase } from '../../../test/helpers/test-db';
import { createUser, TEST_PASSWORD } from '../../../test/factories/users';
import { addressInput } from '../../../test/factories/addresses';

/** Servers started and stopped on one database, as a restart does. */
let database: Database;
let drop: () => Promise<void>;
let config: Config;
let dataDir: string;
let username: string;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ph-tasks-'));
  config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_CAPTCHA: 'off',
    SEED_DEMO: 'off',
    DATA_DIR: dataDir,
    WEB_DIST: '/nonexistent',
    JOBS_POLL_SECONDS: '0.5',
  });
  await prepareDatabase(config, database);
  username = (await createUser(database.db)).username;
});
afterAll(async () => {
  await drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(overrides: Partial<Config> = {}) {
  const app = await buildApp({ config: { ...config, ...overrides }, database, skipPrepare: true });
  await app.ready();
  const pem = (await app.inject({ method: 'GET', url: '/auth/publicKey' })).json().obj as string;
  const login = await app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { username, password: encryptWithPublicKey(pem, TEST_PASSWORD) },
  });
  const token = login.json().obj.token as string;
  const call = async (method: 'GET' | 'POST', url: string, body?: object) => {
    const res = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      ...(body ? { payload: body } : {}),
    });
    return { status: res.statusCode, body: String(res.headers['content-type']).includes('json') ? res.json() : null };
  };
  return { app, call };
}

async function taskOf(call: Awaited<ReturnType<typeof start>>['call'], id: number, until: (s: string) => boolean) {
  for (let i = 0; i < 150; i++) {
    const row = (await call('POST', '/api/downloadTask/list', {})).body.rows.find((r: { id: number }) => r.id === id);
    if (row && until(row.taskStatus)) return row;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`task ${id} never reached the expected state`);
}

const done = (s: string) => s !== 'BEINGPROCESSD';

/** Makes a finished task look as it did mid-run when the server stopped: in progress, its job taken. */
async function cutOff(taskId: number) {
  const { rows } = await database.executeSql(
    `update download_tasks set task_status = 'BEINGPROCESSD', result_key = null, result_name = null,
       progress_done = 3 where id = $1 returning job_id`,
    [taskId],
  );
  const jobId = (rows[0] as { job_id: string }).job_id;
  await database.executeSql(
    `update pgboss.job set state = 'active', completed_on = null, output = null where id = $1::uuid`,
    [jobId],
  );
  return jobId;
}

describe('tasks across a restart', () => {
  it('ends failed with a reason a task whose job vanished, at the next start', async () => {
    const first = await start();
    const { taskId } = (await first.call('POST', '/api/customerAddress/export', {})).body.obj;
    await taskOf(first.call, taskId, done);
    await first.app.close();
    await database.executeSql(`update download_tasks set task_status = 'BEINGPROCESSD' where id = $1`, [taskId]);
    await database.executeSql(
      `delete from pgboss.job where id = (select job_id::uuid from download_tasks where id = $1)`,
      [taskId],
    );

    const second = await start();
    const task = await taskOf(second.call, taskId, done);
    expect(task).toMatchObject({
      taskStatus: 'PROCESSDFAIL',
      error: 'The task was interrupted by a server restart; submit it again',
    });
    await second.app.close();
  });

  it.runIf(!process.env.DATABASE_URL)(
    'on the embedded database, runs again a task cut off mid-way, to the end',
    async () => {
      const first = await start();
      await first.call('POST', '/api/customerAddress/saveAddress', addressInput());
      const { taskId } = (await first.call('POST', '/api/customerAddress/export', {})).body.obj;
      await taskOf(first.call, taskId, done);
      await first.app.close();
      await cutOff(taskId);

      const second = await start();
      const task = await taskOf(second.call, taskId, done);
      expect(task).toMatchObject({ taskStatus: 'PROCESSDINGCOMPLETED', progress: { done: 1, total: 1 } });
      expect((await second.call('GET', task.url)).status).toBe(200);
      await second.app.close();
    },
  );

  it.runIf(!process.env.DATABASE_URL)(
    'on the embedded database, with its workers polling once a minute, a task cut off resumes within seconds',
    async () => {
      const minute = { JOBS_POLL_SECONDS: 60 };
      const first = await start(minute);
      const started = Date.now();
      const { taskId } = (await first.call('POST', '/api/customerAddress/export', {})).body.obj;
      // A job this process sends wakes its worker: no poll is waited for.
      await taskOf(first.call, taskId, done);
      expect(Date.now() - started).toBeLessThan(10_000);
      await first.app.close();
      await cutOff(taskId);

      const second = await start(minute);
      const restarted = Date.now();
      const task = await taskOf(second.call, taskId, done);
      expect(task).toMatchObject({ taskStatus: 'PROCESSDINGCOMPLETED' });
      // The retry comes due a second after the restart put it back; the worker looks then, not a minute later.
      expect(Date.now() - restarted).toBeLessThan(10_000);
      await second.app.close();
    },
  );

  it('shares the queue between servers: tasks one server accepted, another runs once the first stops', async () => {
    const a = await start();
    const b = await start();
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push((await a.call('POST', '/api/customerAddress/export', {})).body.obj.taskId);
    await a.app.close(); // it finishes the job it holds, if any; the rest wait in the shared queue
    for (const id of ids) expect(await taskOf(b.call, id, done)).toMatchObject({ taskStatus: 'PROCESSDINGCOMPLETED' });
    await b.app.close();
  });

  it('on PostgreSQL leaves a job another server may be running alone: it is not failed at start', async () => {
    const first = await start();
    const { taskId } = (await first.call('POST', '/api/customerAddress/export', {})).body.obj;
    await taskOf(first.call, taskId, done);
    await first.app.close();
    await cutOff(taskId);
    const second = await start();
    const listed = (await second.call('POST', '/api/downloadTask/list', {})).body.rows.find(
      (r: { id: number }) => r.id === taskId,
    );
    // Embedded: the one server takes it again at once; PostgreSQL: pg-boss expires it if its server is gone.
    expect(['BEINGPROCESSD', 'PROCESSDINGCOMPLETED']).toContain(listed.taskStatus);
    if (process.env.DATABASE_URL) expect(listed.taskStatus).toBe('BEINGPROCESSD');
    await second.app.close();
  });
});
