import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, numeric, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/columns';
import { users } from '../users';
import { products } from '../products';

/*
 * Order rules (spec 001 §3, §7): the platform's groups of rules, evaluated at order placement. Platform data: no
 * owner columns, only the platform reads or writes them (no tenancy case).
 */

/** A group of rules. Groups are evaluated by ascending `sort`, then id; equal sort numbers are allowed. */
export const orderRuleGroups = pgTable(
  'order_rule_groups',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    status: text({ enum: ['ENABLED', 'DISABLED'] })
      .notNull()
      .default('ENABLED'),
    sort: integer().notNull().default(0),
    remark: text().notNull().default(''),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('order_rule_groups_sort_idx').on(t.sort, t.id),
    check('order_rule_groups_status_ck', sql`${t.status} in ('ENABLED','DISABLED')`),
    check('order_rule_groups_sort_ck', sql`${t.sort} >= 0`),
  ],
);

/**
 * A rule of a group: a strategy, its parameters and its conditions (empty list or null bound: no condition). `sort`
 * is unique within the group (the migration makes the constraint DEFERRABLE, so a move swaps two rules in one
 * statement).
 */
export const orderRules = pgTable(
  'order_rules',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer()
      .notNull()
      .references(() => orderRuleGroups.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    strategyType: text({ enum: ['INTERCEPT', 'REJECT', 'ROUTE', 'REQUIRE_FIELD'] }).notNull(),
    status: text({ enum: ['ENABLED', 'DISABLED'] })
      .notNull()
      .default('ENABLED'),
    sort: integer().notNull(),
    remark: text().notNull().default(''),
    countries: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    postcodeGroupIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    weightMin: numeric({ precision: 12, scale: 3 }),
    weightMax: numeric({ precision: 12, scale: 3 }),
    declaredValueMin: numeric({ precision: 14, scale: 2 }),
    declaredValueMax: numeric({ precision: 14, scale: 2 }),
    customerIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    productIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    keywords: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** REJECT: the words the customer reads. */
    message: text().notNull().default(''),
    /** ROUTE: the product the order moves to. */
    targetProductId: integer().references(() => products.id),
    /** REQUIRE_FIELD: the fields the order must carry. */
    requiredFields: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    unique('order_rules_group_sort_uq').on(t.groupId, t.sort),
    index('order_rules_target_idx').on(t.targetProductId),
    // The postcodes module asks whether a group is in use before deleting it.
    index('order_rules_postcode_groups_idx').using('gin', t.postcodeGroupIds),
    check('order_rules_strategy_ck', sql`${t.strategyType} in ('INTERCEPT','REJECT','ROUTE','REQUIRE_FIELD')`),
    check('order_rules_status_ck', sql`${t.status} in ('ENABLED','DISABLED')`),
    check('order_rules_sort_ck', sql`${t.sort} > 0`),
    check(
      'order_rules_params_ck',
      sql`(${t.strategyType} <> 'ROUTE' or ${t.targetProductId} is not null)
        and (${t.strategyType} <> 'REJECT' or ${t.message} <> '')
        and (${t.strategyType} <> 'REQUIRE_FIELD' or cardinality(${t.requiredFields}) > 0)`,
    ),
    check(
      'order_rules_ranges_ck',
      sql`(${t.weightMin} is null or ${t.weightMax} is null or ${t.weightMin} <= ${t.weightMax})
        and (${t.declaredValueMin} is null or ${t.declaredValueMax} is null or ${t.declaredValueMin} <= ${t.declaredValueMax})`,
    ),
  ],
);

/**
 * One row: the version of everything the compiled rules read (groups, rules, postcode groups and their postcodes),
 * moved by statement triggers (migration 0016). No integer `id`, so the operation log leaves it alone.
 */
export const orderRulesState = pgTable(
  'order_rules_state',
  {
    one: boolean().primaryKey().default(true),
    version: bigint({ mode: 'number' }).notNull().default(1),
  },
  (t) => [check('order_rules_state_one_row_ck', sql`${t.one}`)],
);
