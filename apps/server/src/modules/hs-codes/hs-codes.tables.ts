import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { jsonText, timestamps } from '../../platform/db/columns';
import { ownedBy } from '../../platform/auth/scope';
import { users } from '../users';

export interface StoredMatchRow {
  goodsName: string;
  candidates: { hsCode: string; score: number; confirmed: boolean }[];
}

/**
 * Reference data (seeded from `data/` at start, decision 250): the HS sections, the nomenclature (chapters,
 * headings, subheadings) with our zh/ko names for sections and chapters, and the everyday goods terms. Text keys,
 * so the operation log leaves them alone.
 */
export const hsSections = pgTable('hs_sections', {
  code: text().primaryKey(),
  ord: smallint().notNull(),
  nameEn: text().notNull(),
  nameZh: text().notNull(),
  nameKo: text().notNull(),
});

export const hsNomenclature = pgTable(
  'hs_nomenclature',
  {
    code: text().primaryKey(),
    level: smallint().notNull(),
    section: text().notNull(),
    parent: text(),
    descriptionEn: text().notNull(),
    /** Ours, for sections' chapters only (the nomenclature is in English). */
    nameZh: text(),
    nameKo: text(),
  },
  (t) => [index('hs_nomenclature_parent_idx').on(t.parent)],
);

export const hsGoodsTerms = pgTable('hs_goods_terms', {
  term: text().primaryKey(),
  commodityCode: text().notNull(),
  hs6: text().notNull(),
});

/** Which version of the files the reference tables hold: the seed reads this one row when nothing changed. */
export const hsDataVersion = pgTable('hs_data_version', {
  key: text().primaryKey(),
  version: text().notNull(),
  loadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A customer's confirmed (or corrected) HS code for a goods name, keyed by the name normalised (`goodsKey`): the
 * same name from that customer then matches it first (decision 256).
 */
export const hsConfirmations = pgTable(
  'hs_confirmations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goodsKey: text().notNull(),
    goodsName: text().notNull(),
    hsCode: text().notNull(),
    confirmedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('hs_confirmations_account_key_uq').on(t.accountId, t.goodsKey)],
);
export const hsConfirmationOwners = ownedBy({ account: hsConfirmations.accountId });

/**
 * An uploaded goods list's matched rows, by the task that matched it (`match/{id}`, decision 255). Keyed by the task
 * (no `id` column: not an operation-log record, it is the task's output).
 */
export const hsMatchLists = pgTable(
  'hs_match_lists',
  {
    taskId: integer().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Each row's name and candidates (codes and scores); words are added when read, in the reader's language. */
    rows: jsonText<StoredMatchRow[]>().notNull(),
    skipped: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hs_match_lists_account_idx').on(t.accountId)],
);
export const hsMatchListOwners = ownedBy({ account: hsMatchLists.accountId });
