import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers/test-db';
import { createUser } from '../../../test/factories/users';
import { runMigrations } from '../../platform/db/migrate';
import { dataAccessOf } from '../../platform/db/data-access';
import type { Actor } from '../../platform/auth/actor';
import type { JobQueue } from '../../platform/jobs/queue';
import type { FileStorage } from '../../platform/files/storage';
import { isAppError } from '../../platform/http/app-error';
import { createTasksService, type TasksService } from './tasks.service';

let tasks: TasksService;
let drop: () => Promise<void>;
let owner: Actor;
let stranger: Actor;
const cancelled: string[] = [];

const actorOf = (id: number): Actor => ({
  userId: id,
  accountId: id,
  username: `u${id}`,
  privilegeType: 'USER',
  roles: [],
  permissions: new Set(),
  isSubAccount: false,
  grantedMenuIds: null,
  language: 'en',
  sessionId: 1,
});

beforeAll(async () => {
  const t = await openTestDatabase();
  drop = t.drop;
  await runMigrations(t.database);
  let n = 0;
  // Jobs are run by hand below: the queue only hands out ids and records cancellations.
  const jobs: JobQueue = {
    send: async () => `job-${++n}`,
    state: async () => 'created',
    cancel: async (_queue, id) => void cancelled.push(id),
  };
  tasks = createTasksService({ data: dataAccessOf(t.database), jobs, files: {} as FileStorage });
  owner = actorOf((await createUser(t.database.db)).id);
  stranger = actorOf((await createUser(t.database.db)).id);
});
afterAll(() => drop());

const request = {
  name: { zh: '导出', en: 'Export', ko: '내보내기' },
  type: 'EXPORT' as const,
  queue: 'test.slow',
  access: ['address:list'] as const,
  data: {},
};
const statusOf = (id: number) => tasks.get(owner, id, 'en');

describe('cancelling a task', () => {
  it('stops running work at its next progress report and never marks it completed', async () => {
    const { id } = await tasks.submit(owner, request);
    let reported = 0;
    let stoppedWith: unknown;
    const handler = tasks.job<object>(async (task) => {
      try {
        for (let i = 1; i <= 1000; i++) {
          await new Promise((r) => setTimeout(r, 5));
          await task.progress(i, 1000);
          reported = i;
        }
      } catch (err) {
        stoppedWith = err;
        throw err;
      }
      return { total: 1000 };
    });
    const running = handler({ id: 'job-x', data: { taskId: id, data: {} } } as never);
    while ((await statusOf(id)).progress.done === 0) await new Promise((r) => setTimeout(r, 20));
    await tasks.cancel(owner, id);
    await running;

    expect(isAppError(stoppedWith) && stoppedWith.errorKey).toBe('TASK_CANCELLED');
    expect(reported).toBeLessThan(1000);
    const task = await statusOf(id);
    expect(task).toMatchObject({ taskStatus: 'PROCESSDFAIL', error: 'The task was cancelled', url: null, urlList: [] });
    expect(cancelled).toEqual(['job-1']); // its job too, so a worker that has not taken it yet never will
  });

  it("answers that an ended task cannot be cancelled, and hides other accounts' tasks", async () => {
    const { id } = await tasks.submit(owner, request);
    await expect(tasks.cancel(stranger, id)).rejects.toMatchObject({ errorKey: 'TASK_NOT_FOUND' });
    await tasks.cancel(owner, id);
    await expect(tasks.cancel(owner, id)).rejects.toMatchObject({ errorKey: 'TASK_NOT_RUNNING' });
    // The queued job, started after the cancel, does nothing.
    let ran = false;
    await tasks.job(async () => {
      ran = true;
      return {};
    })({ id: 'j', data: { taskId: id, data: {} } } as never);
    expect(ran).toBe(false);
    expect((await statusOf(id)).error).toBe('The task was cancelled');
  });

  it('lets exactly one of 50 simultaneous cancels win', async () => {
    const { id } = await tasks.submit(owner, request);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => tasks.cancel(owner, id)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results)
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ errorKey: 'TASK_NOT_RUNNING' });
  });
});
