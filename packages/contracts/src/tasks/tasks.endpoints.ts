import { z } from 'zod';
import { defineEndpoint, SIGNED_IN_ACCESS } from '../common/endpoint';
import { okEmpty, okRows } from '../common/envelope';
import { idParam } from '../common/fields';
import { DownloadTask, TaskListQuery } from './tasks';

const tags = ['tasks'];

export const TASK_FILE_PARTS = ['result', 'report'] as const;

export const tasksEndpoints = {
  list: defineEndpoint({
    method: 'POST',
    path: '/api/downloadTask/list',
    summary: "The caller's account's import and export tasks, newest first (the platform sees all)",
    tags,
    access: SIGNED_IN_ACCESS,
    body: TaskListQuery,
    response: okRows(DownloadTask),
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/downloadTask/cancel/:id',
    summary: 'Cancels a task still in progress: it ends failed as cancelled, its partial file is not offered',
    tags,
    access: SIGNED_IN_ACCESS,
    params: z.object({ id: idParam }),
    response: okEmpty,
  }),
  file: defineEndpoint({
    method: 'GET',
    path: '/api/downloadTask/file/:id',
    summary: "A task's result file, or its error report (part=report), as an attachment",
    tags,
    access: SIGNED_IN_ACCESS,
    params: z.object({ id: idParam }),
    query: z.object({ part: z.enum(TASK_FILE_PARTS).default('result') }),
    response: z.unknown(),
    raw: true,
  }),
};
