/**
 * The operation log's words for each logged table, declared by the module owning it. In the platform, not the oplog
 * module: the oplog module reads users, so users could not declare through it without a cycle.
 */
import type { Language } from '@parcelhub/contracts';

/** Words in the three languages, in this order. */
export type Words = readonly [zh: string, en: string, ko: string];

/** How a field's value reads: as is, an amount, an instant, yes or no, or one of a set of words. */
export type FieldKind = 'text' | 'money' | 'time' | 'flag' | { words: Readonly<Record<string, Words>> };

export interface FieldLabel {
  label: Words;
  kind?: FieldKind;
}

/** What a module says about one of its logged tables: the record's name, the column naming one, its fields. */
export interface OplogRecord {
  record: Words;
  /** The column whose value names a record (an address's `name`). */
  nameColumn?: string;
  /** By database column name (`zip_code`). Columns left out show their API name and their value as is. */
  fields: Readonly<Record<string, FieldLabel>>;
}

const records = new Map<string, OplogRecord>();

/**
 * A module declares its logged tables once, beside its tables (`<module>.oplog.ts`, imported by its descriptor);
 * the operation log reads them to word entries, so it knows no table itself.
 */
export function declareOplogRecord(table: string, record: OplogRecord): void {
  records.set(table, record);
}

export const oplogRecordOf = (table: string): OplogRecord | undefined => records.get(table);

const INDEX: Record<Language, 0 | 1 | 2> = { zh: 0, en: 1, ko: 2 };
export const wordsIn = (words: Words, lang: Language): string => words[INDEX[lang]];
