import type { z } from 'zod';
import type { Language, PostcodeExportQuery } from '@parcelhub/contracts';
import type { DataAccess, BoundRepository } from '../../platform/db/data-access';
import type { DataScope } from '../../platform/auth/scope';
import type { Actor } from '../../platform/auth/actor';
import type { TasksService } from '../tasks';
import type * as queries from './postcodes.repository';
import { writePostcodeTemplate } from './postcodes.sheet';
import { EXPORT_QUEUE, EXPORT_TASK_NAME, runPostcodeExport, type PostcodeExportData } from './postcodes.export';
import { IMPORT_QUEUE, IMPORT_TASK_NAME, runPostcodeImport, type PostcodeImportData } from './postcodes.import';

interface Deps {
  data: DataAccess;
  repo: BoundRepository<typeof queries>;
  tasks: TasksService;
  /** The caller's scope (a customer is refused). */
  readerScope: (actor: Actor) => DataScope;
  /** Fails with 404 unless the scope sees the group. */
  checkGroup: (scope: DataScope, id: number) => Promise<unknown>;
}

/** Postcodes by spreadsheet, through the task center: the template, the import and the export. */
export function createPostcodeTransfer({ data, repo, tasks, readerScope, checkGroup }: Deps) {
  return {
    /** The import template in the caller's language. */
    importTemplate: (lang: Language) => writePostcodeTemplate(lang),

    /**
     * Queues the import of an uploaded sheet into the caller's groups. The default group is checked before the file
     * is received (`receive` stores it), so a refused import leaves no file behind.
     */
    async import(actor: Actor, groupId: number | undefined, receive: () => Promise<string>, lang: Language) {
      const scope = readerScope(actor);
      if (groupId) await checkGroup(scope, groupId);
      const fileKey = await receive();
      const { id } = await tasks.submit<PostcodeImportData>(actor, {
        name: IMPORT_TASK_NAME,
        type: 'IMPORT',
        queue: IMPORT_QUEUE,
        access: ['product:manage'],
        data: { fileKey, lang, scope, ...(groupId ? { groupId } : {}) },
      });
      return { taskId: id };
    },

    /** The job behind `import`: the good rows land in one transaction; their groups' versions move. */
    importJob: tasks.job<PostcodeImportData>((task) =>
      runPostcodeImport(task, {
        groupOf: async (id) => {
          const row = await repo.findGroup(task.data.scope, id);
          return row ? { countryCode: row.countryCode } : null;
        },
        save: (rows) =>
          data.withTransaction(async () => {
            await repo.insertEntries(rows);
            await repo.bumpVersions([...new Set(rows.map((r) => r.groupId))]);
          }),
      }),
    ),

    /** Queues an export of one group's postcodes, or of every group the filters match. */
    async export(actor: Actor, filter: z.output<typeof PostcodeExportQuery>, lang: Language) {
      const scope = readerScope(actor);
      if (filter.groupId) await checkGroup(scope, filter.groupId);
      const { id } = await tasks.submit<PostcodeExportData>(actor, {
        name: EXPORT_TASK_NAME,
        type: 'EXPORT',
        queue: EXPORT_QUEUE,
        access: ['product:manage'],
        data: { scope, filter: { ...filter, name: filter.name || undefined }, lang },
      });
      return { taskId: id };
    },

    exportJob: tasks.job<PostcodeExportData>((task) =>
      runPostcodeExport(task, {
        count: () => repo.countExportRows(task.data.scope, task.data.filter),
        rows: () => repo.eachExportRow(task.data.scope, task.data.filter),
      }),
    ),
  };
}
