import type { FastifyBaseLogger } from 'fastify';
import { interpolate } from '../../platform/i18n/language';
import type { Readable } from 'node:stream';
import type { DownloadTask, Language, TaskListQuery, TaskStatus, TaskType } from '@parcelhub/contracts';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { pageWindow } from '../../platform/db/paging';
import { scopeOf } from '../../platform/auth/scope';
import type { Actor } from '../../platform/auth/actor';
import { AppError, isAppError } from '../../platform/http/app-error';
import { errorDef, type ErrorKey } from '../../platform/http/errors';
import type { FileStorage } from '../../platform/files/storage';
import { viewerOf, type OwningAccess } from '../../platform/files/visibility';
import type { JobHandler, JobQueue } from '../../platform/jobs/queue';
import { actingAs } from '../../platform/db/actor-context';
import * as queries from './tasks.repository';
import type { TaskRow } from './tasks.repository';

const STATUS_WORDS: Record<TaskStatus, Record<Language, string>> = {
  BEINGPROCESSD: { zh: '处理中', en: 'In progress', ko: '처리 중' },
  PROCESSDINGCOMPLETED: { zh: '已完成', en: 'Completed', ko: '완료' },
  PROCESSDFAIL: { zh: '失败', en: 'Failed', ko: '실패' },
};

/** A file a task made: its download name and its storage key. */
export interface TaskFile {
  name: string;
  key: string;
}

/** What a task's work gets: its own data, a way to report progress, and the file store. */
export interface RunningTask<D> {
  taskId: number;
  accountId: number;
  userId: number | null;
  data: D;
  /**
   * Progress for the task center; cheap to call often (it writes at most every 250 ms). Throws TASK_CANCELLED once
   * the task has been cancelled, so the work stops at its next report.
   */
  progress(done: number, total: number): Promise<void>;
  files: FileStorage;
  /**
   * Runs `write` and ends the task completed with `outcome` in one transaction: the work's writes and the task's end
   * land together or not at all, so a task that failed or was cancelled keeps nothing, and a retried job (it finds
   * the task ended) writes nothing twice. Throws TASK_CANCELLED, writing nothing, once the task has ended.
   */
  commit(outcome: TaskOutcome, write: () => Promise<void>): Promise<void>;
}

/** How the work ended: files to offer, and for an import the rows it could not take. */
export interface TaskOutcome {
  result?: TaskFile;
  report?: TaskFile;
  done?: number;
  total?: number;
}

export interface TaskRequest<D> {
  name: Record<Language, string>;
  type: TaskType;
  queue: string;
  /** The permissions of what the task belongs to: others of the account need one to see it and its files. */
  access: OwningAccess;
  data: D;
}

interface TaskJobData<D> {
  taskId: number;
  data: D;
}

const PROGRESS_EVERY_MS = 250;

/** A task's row as it ends completed with `outcome`. */
const completed = (outcome: TaskOutcome) => ({
  taskStatus: 'PROCESSDINGCOMPLETED' as const,
  resultName: outcome.result?.name ?? null,
  resultKey: outcome.result?.key ?? null,
  reportName: outcome.report?.name ?? null,
  reportKey: outcome.report?.key ?? null,
  ...(outcome.total !== undefined ? { progressDone: outcome.done ?? outcome.total, progressTotal: outcome.total } : {}),
});

export function createTasksService({
  data,
  jobs,
  files,
  log,
}: {
  data: DataAccess;
  jobs: JobQueue;
  files: FileStorage;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const repo = bindRepository(data, queries);
  const find = (actor: Actor, id: number) => repo.findTask(scopeOf(actor), viewerOf(actor), id);

  const url = (row: TaskRow, part: 'result' | 'report') =>
    `/api/downloadTask/file/${row.id}${part === 'report' ? '?part=report' : ''}`;

  function toDto(row: TaskRow, lang: Language): DownloadTask {
    const urlList = [
      ...(row.resultKey ? [{ name: row.resultName ?? 'result.xlsx', url: url(row, 'result') }] : []),
      ...(row.reportKey ? [{ name: row.reportName ?? 'report.xlsx', url: url(row, 'report') }] : []),
    ];
    return {
      id: row.id,
      taskName: row.name[lang],
      taskType: row.taskType,
      taskStatus: row.taskStatus,
      taskStatusI18n: STATUS_WORDS[row.taskStatus][lang],
      url: row.resultKey ? url(row, 'result') : null,
      urlList,
      progress: { done: row.progressDone, total: row.progressTotal },
      error: row.errorKey ? errorWords(row.errorKey, row.errorParams ?? {}, lang) : null,
      createdDate: row.createdAt.toISOString(),
      lastUpdatedDate: row.updatedAt.toISOString(),
    };
  }

  function errorWords(key: string, params: Record<string, unknown>, lang: Language): string {
    try {
      return interpolate(errorDef(key as ErrorKey).message[lang], params);
    } catch {
      return errorDef('TASK_FAILED').message[lang];
    }
  }

  async function fail(taskId: number, err: unknown) {
    const key: ErrorKey = isAppError(err) ? err.errorKey : 'TASK_FAILED';
    const detail = err instanceof Error ? err.message.slice(0, 2000) : String(err).slice(0, 2000);
    const errorParams = isAppError(err) ? err.params : null;
    log?.warn({ taskId, errorKey: key, err: detail }, 'task failed');
    await repo.finishTask(taskId, { taskStatus: 'PROCESSDFAIL', errorKey: key, errorParams, errorDetail: detail });
  }

  return {
    /** Records the task for the caller's account and queues its work; answers the task's id. */
    async submit<D extends object>(actor: Actor, req: TaskRequest<D>): Promise<{ id: number }> {
      const id = await repo.insertTask({
        accountId: actor.accountId,
        userId: actor.userId,
        name: req.name,
        taskType: req.type,
        queue: req.queue,
        access: [...req.access],
      });
      try {
        const jobId = await jobs.send(req.queue, { taskId: id, data: req.data } satisfies TaskJobData<D>);
        await repo.setJob(id, jobId);
      } catch (err) {
        await fail(id, err);
        throw err;
      }
      return { id };
    },

    /**
     * The job handler for a queue of tasks: runs `work` with progress reporting and records how it ended. An
     * error the work throws ends the task failed with that error's words (an AppError) or a generic one.
     */
    job<D>(work: (task: RunningTask<D>) => Promise<TaskOutcome>): JobHandler<TaskJobData<D>> {
      return async ({ data: job }) => {
        const row = await repo.findTask({ kind: 'all' }, null, job.taskId);
        if (!row || row.taskStatus !== 'BEINGPROCESSD') return; // ended meanwhile (failed by a restart check)
        let lastWrite = 0;
        const task: RunningTask<D> = {
          taskId: row.id,
          accountId: row.accountId,
          userId: row.userId,
          data: job.data,
          files,
          async progress(done, total) {
            const now = Date.now();
            if (now - lastWrite < PROGRESS_EVERY_MS && done < total) return;
            lastWrite = now;
            if (!(await repo.setProgress(row.id, done, total))) throw new AppError('TASK_CANCELLED');
          },
          commit: (outcome, write) =>
            data.withTransaction(async () => {
              await write();
              if (!(await repo.finishTask(row.id, completed(outcome)))) throw new AppError('TASK_CANCELLED');
            }),
        };
        try {
          // Writes the work makes are logged as the task's owner's (the operation log), not as the system's.
          const actor = { userId: row.userId ?? row.accountId, accountId: row.accountId, requestId: `task:${row.id}` };
          const outcome = await actingAs(actor, () => work(task));
          await repo.finishTask(row.id, completed(outcome)); // a no-op after task.commit: the task ended there
        } catch (err) {
          await fail(row.id, err);
        }
      };
    },

    /** Ends a task in progress as cancelled; its job is cancelled, or stops at its next progress report. */
    async cancel(actor: Actor, id: number): Promise<void> {
      const row = await find(actor, id);
      if (!row) throw new AppError('TASK_NOT_FOUND', { id });
      const ended = await repo.finishTask(row.id, {
        taskStatus: 'PROCESSDFAIL',
        errorKey: 'TASK_CANCELLED',
        errorDetail: `cancelled by user ${actor.userId}`,
      });
      if (!ended) throw new AppError('TASK_NOT_RUNNING', { id });
      if (row.jobId) await jobs.cancel(row.queue, row.jobId).catch(() => undefined); // already running: it stops itself
    },

    async list(actor: Actor, query: TaskListQuery, lang: Language) {
      const { offset, limit } = pageWindow(query);
      const { rows, total } = await repo.findTasks(scopeOf(actor), viewerOf(actor), offset, limit);
      return { rows: rows.map((r) => toDto(r, lang)), total };
    },

    async get(actor: Actor, id: number, lang: Language): Promise<DownloadTask> {
      const row = await find(actor, id);
      if (!row) throw new AppError('TASK_NOT_FOUND', { id });
      return toDto(row, lang);
    },

    /** A task's file for its owner (or the platform): its name and its bytes. */
    async openFile(actor: Actor, id: number, part: 'result' | 'report'): Promise<{ name: string; stream: Readable }> {
      const row = await find(actor, id);
      if (!row) throw new AppError('TASK_NOT_FOUND', { id });
      const key = part === 'result' ? row.resultKey : row.reportKey;
      const name = part === 'result' ? row.resultName : row.reportName;
      if (!key || !name) throw new AppError('TASK_FILE_MISSING', { id });
      return { name, stream: files.read(key) };
    },

    /**
     * Tasks still in progress whose job has ended or vanished (the server stopped between the two, or the job
     * ran out of retries) end failed with the reason; none stays in progress forever. Run at start and every minute.
     */
    async settleOrphans(): Promise<number> {
      let settled = 0;
      for (const task of await repo.runningTasks()) {
        const state = task.jobId ? await jobs.state(task.queue, task.jobId) : null;
        if (state === 'created' || state === 'retry' || state === 'active') continue;
        if (!task.jobId && Date.now() - task.createdAt.getTime() < 60_000) continue; // being submitted now
        const key = state === 'failed' || state === 'cancelled' ? 'TASK_FAILED' : 'TASK_INTERRUPTED';
        if (
          await repo.finishTask(task.id, {
            taskStatus: 'PROCESSDFAIL',
            errorKey: key,
            errorDetail: `job ${state ?? 'missing'}`,
          })
        )
          settled++;
      }
      return settled;
    },
  };
}

export type TasksService = ReturnType<typeof createTasksService>;
