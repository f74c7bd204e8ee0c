import { z } from 'zod';
import { PageQuery } from '../common/paging';

/** Spec 000 §4 (the server's spelling, kept): in progress, done, failed. */
export const TASK_STATUSES = ['BEINGPROCESSD', 'PROCESSDINGCOMPLETED', 'PROCESSDFAIL'] as const;
export const TaskStatus = z.enum(TASK_STATUSES);
export type TaskStatus = z.infer<typeof TaskStatus>;

export const TASK_TYPES = ['EXPORT', 'IMPORT'] as const;
export const TaskType = z.enum(TASK_TYPES);
export type TaskType = z.infer<typeof TaskType>;

/** A download (export) or import task of the task center (spec 000 §3), with its progress and its error. */
export const DownloadTask = z.object({
  id: z.number(),
  taskName: z.string(),
  taskType: TaskType,
  taskStatus: TaskStatus,
  /** The status in the caller's language. */
  taskStatusI18n: z.string(),
  /** The result file, when there is one: a link the signed-in owner can download. */
  url: z.string().nullable(),
  /** Every file of the task (an import's error report beside its result). */
  urlList: z.array(z.object({ name: z.string(), url: z.string() })),
  progress: z.object({ done: z.number(), total: z.number() }),
  /** Why it failed, in the caller's language. */
  error: z.string().nullable(),
  createdDate: z.string(),
  lastUpdatedDate: z.string(),
});
export type DownloadTask = z.infer<typeof DownloadTask>;

export const TaskListQuery = PageQuery.extend({
  pageSize: PageQuery.shape.pageSize.default(30),
});
export type TaskListQuery = z.infer<typeof TaskListQuery>;

/** The answer to a call that starts an import or an export: the task to follow in the task center. */
export const TaskSubmitted = z.object({ taskId: z.number() });
export type TaskSubmitted = z.infer<typeof TaskSubmitted>;
