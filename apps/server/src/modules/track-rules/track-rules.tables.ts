import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { TRACK_RULE_MATCH_KINDS } from '@parcelhub/contracts';
import { timestamps } from '../../platform/db/columns';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(','));

/**
 * Rule groups: the rules of one carrier code (a docking provider's, or a last-mile carrier's). Platform reference
 * data, owned by no account. At most one enabled group per carrier code: that group maps the carrier's raw events.
 * `version` moves with every change of the group's rules, so every process knows its compiled rules are stale.
 */
export const trackRuleGroups = pgTable(
  'track_rule_groups',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    /** Upper case, as the carriers' registry keeps codes. */
    carrierCode: text().notNull(),
    enabled: boolean().notNull().default(true),
    remark: text().notNull().default(''),
    version: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('track_rule_groups_enabled_carrier_uq')
      .on(t.carrierCode)
      .where(sql`${t.enabled}`),
  ],
);

/** A group's rules; deleted with their group. One rule per (group, kind, text): an import of the same row changes it. */
export const trackRules = pgTable(
  'track_rules',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer()
      .notNull()
      .references(() => trackRuleGroups.id, { onDelete: 'cascade' }),
    priority: integer().notNull().default(100),
    matchKind: text({ enum: TRACK_RULE_MATCH_KINDS }).notNull(),
    matchText: text().notNull(),
    status: text().notNull(),
    subStatus: text(),
    enabled: boolean().notNull().default(true),
    remark: text().notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('track_rules_group_text_uq').on(t.groupId, t.matchKind, t.matchText),
    index('track_rules_group_order_idx').on(t.groupId, t.priority, t.id),
    check('track_rules_match_kind_ck', sql`${t.matchKind} in (${inList(TRACK_RULE_MATCH_KINDS)})`),
  ],
);
