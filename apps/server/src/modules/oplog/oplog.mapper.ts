import type { FieldChange, Language, OplogEntry } from '@parcelhub/contracts';
import type { OplogRow } from './oplog.repository';
import { oplogRecordOf, wordsIn, type OplogRecord } from '../../platform/oplog/records';
import { readableValue } from './oplog.readable';

const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

type Image = Record<string, unknown> | null;

/** The fields a write touched, as the API spells them (camelCase), in name order, each with both values. */
export function toFieldChanges(before: Image, after: Image): FieldChange[] {
  const columns = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return columns
    .map((column) => ({ field: camel(column), before: before?.[column] ?? null, after: after?.[column] ?? null }))
    .sort((a, b) => (a.field < b.field ? -1 : a.field > b.field ? 1 : 0));
}

/** Each change with its label and both values in words, from what the table's module declared. */
function worded(changes: FieldChange[], record: OplogRecord | undefined, lang: Language): FieldChange[] {
  const byField = new Map(Object.entries(record?.fields ?? {}).map(([column, f]) => [camel(column), f]));
  return changes.map((c) => {
    const declared = byField.get(c.field);
    return {
      ...c,
      label: declared ? wordsIn(declared.label, lang) : c.field,
      beforeText: readableValue(c.before, declared?.kind, lang),
      afterText: readableValue(c.after, declared?.kind, lang),
    };
  });
}

/** The record's name, when the write's images hold its naming column. */
function nameOf(row: OplogRow, record: OplogRecord | undefined): string | null {
  if (!record?.nameColumn) return null;
  const value = row.after?.[record.nameColumn] ?? row.before?.[record.nameColumn];
  return typeof value === 'string' && value !== '' ? value : null;
}

export const toEntry = (row: OplogRow, lang: Language = 'zh'): OplogEntry => {
  const record = oplogRecordOf(row.tableName);
  return {
    id: row.id,
    resource: row.tableName,
    resourceLabel: record ? wordsIn(record.record, lang) : row.tableName,
    recordId: row.recordId,
    recordName: nameOf(row, record),
    action: row.action,
    changes: worded(toFieldChanges(row.before, row.after), record, lang),
    userId: row.userId,
    username: row.username,
    requestId: row.requestId,
    createdDate: row.createdAt.toISOString(),
  };
};
