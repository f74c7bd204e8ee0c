import { and, count, desc, eq, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/paging';
import { users } from '../users';
import { operationLog } from './oplog.tables';

export interface OplogFilter {
  tableName?: string;
  recordId?: number;
  /** Only records of this account (the owner the trigger read from the record); undefined: every record. */
  ownerId?: number;
  username?: string;
  from?: Date;
  to?: Date;
}

const columns = {
  id: operationLog.id,
  tableName: operationLog.tableName,
  recordId: operationLog.recordId,
  action: operationLog.action,
  before: operationLog.before,
  after: operationLog.after,
  userId: operationLog.userId,
  username: users.username,
  requestId: operationLog.requestId,
  createdAt: operationLog.createdAt,
};

function whereOf(f: OplogFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [
    f.tableName !== undefined ? eq(operationLog.tableName, f.tableName) : undefined,
    f.recordId !== undefined ? eq(operationLog.recordId, f.recordId) : undefined,
    f.ownerId !== undefined ? eq(operationLog.ownerId, f.ownerId) : undefined,
    f.username ? ilike(users.username, containsPattern(f.username)) : undefined,
    f.from ? gte(operationLog.createdAt, f.from) : undefined,
    f.to ? lte(operationLog.createdAt, f.to) : undefined,
  ];
  return and(...where.filter((w): w is SQL => w !== undefined));
}

/** Log rows, newest first, with the author's user name, and how many match. */
export async function findEntries(db: Db, f: OplogFilter, offset: number, limit: number) {
  const where = whereOf(f);
  const rows = await db
    .select(columns)
    .from(operationLog)
    .leftJoin(users, eq(users.id, operationLog.userId))
    .where(where)
    .orderBy(desc(operationLog.id))
    .offset(offset)
    .limit(limit);
  // A page within the first rows knows its total without counting the whole log.
  if (offset === 0 && rows.length < limit) return { rows, total: rows.length };
  const [counted] = await db
    .select({ n: count() })
    .from(operationLog)
    .leftJoin(users, eq(users.id, operationLog.userId))
    .where(where ?? sql`true`);
  return { rows, total: counted?.n ?? 0 };
}

export type OplogRow = Awaited<ReturnType<typeof findEntries>>['rows'][number];
