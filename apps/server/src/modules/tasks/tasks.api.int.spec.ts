import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { signedInUser } from '../../../test/factories/accounts';
import { addressInput } from '../../../test/factories/addresses';

let t: TestApp;
let owner: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await signedInUser(t)).token;
  other = (await signedInUser(t)).token;
  for (let i = 0; i < 3; i++)
    await t.call('POST', '/api/customerAddress/saveAddress', { token: owner, body: addressInput({ name: `A ${i}` }) });
});
afterAll(() => t.close());

const list = (token: string) =>
  t.call('POST', '/api/downloadTask/list', { token, lang: 'en', body: { pageNo: 0, pageSize: 100 } });
const exportBook = (token: string) => t.call('POST', '/api/customerAddress/export', { token, lang: 'en', body: {} });

async function allSettled(token: string, ids: number[]) {
  for (let i = 0; i < 300; i++) {
    const rows = (await list(token)).body.rows as { id: number; taskStatus: string }[];
    const mine = rows.filter((r) => ids.includes(r.id));
    if (mine.length === ids.length && mine.every((r) => r.taskStatus !== 'BEINGPROCESSD')) return mine;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('tasks still in progress after 60 s');
}

describe('the task center under load and cancellation', () => {
  it('takes 50 exports submitted at once: 50 tasks, each completed with every row', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => exportBook(owner)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const ids = answers.map((a) => a.body.obj.taskId as number);
    expect(new Set(ids).size).toBe(50);
    const tasks = (await allSettled(owner, ids)) as unknown as {
      taskStatus: string;
      progress: { done: number; total: number };
    }[];
    expect(tasks.filter((x) => x.taskStatus === 'PROCESSDINGCOMPLETED')).toHaveLength(50);
    for (const x of tasks) expect(x.progress).toEqual({ done: 3, total: 3 });
    expect((await list(other)).body.total).toBe(0);
  }, 90_000);

  it('cancels a task through the API: failed as cancelled, no file; twice is refused; others see no such task', async () => {
    const id = (await exportBook(owner)).body.obj.taskId as number;
    expect((await t.call('POST', `/api/downloadTask/cancel/${id}`, { token: other, lang: 'en' })).status).toBe(404);
    const cancel = await t.call('POST', `/api/downloadTask/cancel/${id}`, { token: owner, lang: 'en' });
    // The export of three rows may have finished before the cancel arrived.
    if (cancel.status === 409) {
      expect(cancel.body.msg).toBe('The task has already ended and cannot be cancelled');
      return;
    }
    expect(cancel.status).toBe(200);
    const [task] = (await allSettled(owner, [id])) as unknown as {
      taskStatus: string;
      error: string;
      urlList: unknown[];
    }[];
    expect(task).toMatchObject({ taskStatus: 'PROCESSDFAIL', error: 'The task was cancelled', urlList: [] });
    const again = await t.call('POST', `/api/downloadTask/cancel/${id}`, { token: owner, lang: 'ko' });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('작업이 이미 끝나 취소할 수 없습니다');
  });

  it('refuses hostile task ids with a 400 and an anonymous caller with a 401', async () => {
    for (const id of ['2147483648', '0', '-1', 'abc'])
      expect((await t.call('POST', `/api/downloadTask/cancel/${id}`, { token: owner })).status).toBe(400);
    expect((await t.call('POST', '/api/downloadTask/cancel/1')).status).toBe(401);
  });
});
