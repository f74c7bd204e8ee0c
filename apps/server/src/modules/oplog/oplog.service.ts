import type { Language, OplogHistoryQuery, OplogListQuery, Option } from '@parcelhub/contracts';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { pageWindow } from '../../platform/db/paging';
import { can, type Actor } from '../../platform/auth/actor';
import { AppError } from '../../platform/http/app-error';
import * as queries from './oplog.repository';
import { toEntry } from './oplog.mapper';
import { oplogRecordOf, wordsIn } from '../../platform/oplog/records';
import { attachOperationLog, loggedTables } from './oplog.attach';

/**
 * Whose records' history the caller may read: the platform with system:oplog every record; a customer or a
 * supplier its own account's, judged by the owner the trigger read from the record itself, never by the request.
 */
function ownerScope(actor: Actor): number | undefined {
  if (actor.privilegeType !== 'PLATFORM') return actor.accountId;
  if (!can(actor, 'system:oplog')) throw new AppError('FORBIDDEN');
  return undefined;
}

export function createOplogService({ data }: { data: DataAccess }) {
  const repo = bindRepository(data, queries);
  return {
    /** One record's history, newest first. Nothing visible answers 404, whether missing or another's. */
    async history(actor: Actor, recordId: number, query: OplogHistoryQuery, lang: Language = 'zh') {
      const ownerId = ownerScope(actor);
      const { offset, limit } = pageWindow(query);
      const { rows, total } = await repo.findEntries({ tableName: query.resource, recordId, ownerId }, offset, limit);
      if (total === 0 && ownerId !== undefined) throw new AppError('OPLOG_NOT_FOUND', { id: recordId });
      return { rows: rows.map((row) => toEntry(row, lang)), total };
    },

    async list(actor: Actor, query: OplogListQuery, lang: Language = 'zh') {
      const { offset, limit } = pageWindow(query);
      const { rows, total } = await repo.findEntries(
        {
          tableName: query.resource,
          recordId: query.recordId,
          username: query.username,
          from: query.from ? new Date(query.from) : undefined,
          to: query.to ? new Date(query.to) : undefined,
          ownerId: actor.privilegeType === 'PLATFORM' ? undefined : actor.accountId,
        },
        offset,
        limit,
      );
      return { rows: rows.map((row) => toEntry(row, lang)), total };
    },

    async resources(lang: Language = 'zh'): Promise<Option[]> {
      return (await loggedTables(data.db)).map((t) => {
        const record = oplogRecordOf(t);
        return { label: record ? `${wordsIn(record.record, lang)} (${t})` : t, value: t };
      });
    },

    /** Puts the capture triggers on every logged table (at each start, after migrations and other seeds). */
    attach: () => data.withTransaction(() => attachOperationLog(data.db)),
  };
}

export type OplogService = ReturnType<typeof createOplogService>;
