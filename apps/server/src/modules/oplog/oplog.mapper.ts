import type { FieldChange, OplogEntry } from '@parcelhub/contracts';
import type { OplogRow } from './oplog.repository';

const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

type Image = Record<string, unknown> | null;

/** The fields a write touched, as the API spells them (camelCase), in name order, each with both values. */
export function toFieldChanges(before: Image, after: Image): FieldChange[] {
  const columns = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return columns
    .map((column) => ({ field: camel(column), before: before?.[column] ?? null, after: after?.[column] ?? null }))
    .sort((a, b) => (a.field < b.field ? -1 : a.field > b.field ? 1 : 0));
}

export const toEntry = (row: OplogRow): OplogEntry => ({
  id: row.id,
  resource: row.tableName,
  recordId: row.recordId,
  action: row.action,
  changes: toFieldChanges(row.before, row.after),
  userId: row.userId,
  username: row.username,
  requestId: row.requestId,
  createdDate: row.createdAt.toISOString(),
});
