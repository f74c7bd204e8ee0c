import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/columns';
import { ownedBy } from '../../platform/auth/scope';
import { users } from '../users';
import { countries } from '../regions';

/**
 * A postcode group (zip code group): named postcodes and ranges of one destination, for one purpose (remote or
 * not-remote library, no delivery, order rules). Kept by the platform (`supplier_id` null) or by the supplier
 * account that made it. `version` moves with every change of the group or its postcodes.
 */
export const postcodeGroups = pgTable(
  'postcode_groups',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The supplier account that keeps the group; null: the platform's. */
    supplierId: integer().references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    countryCode: text()
      .notNull()
      .references(() => countries.code),
    type: text({ enum: ['REMOTE', 'NO_REMOTE', 'NO_DELIVERY', 'ORDER_RULE'] }).notNull(),
    description: text().notNull().default(''),
    version: integer().notNull().default(1),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    // One name per owner, whatever its case: the platform's groups count as owner 0.
    uniqueIndex('postcode_groups_owner_name_uq').on(sql`coalesce(${t.supplierId}, 0)`, sql`lower(${t.name})`),
    index('postcode_groups_country_idx').on(t.countryCode, t.type),
    index('postcode_groups_supplier_idx').on(t.supplierId),
    check('postcode_groups_type_ck', sql`${t.type} in ('REMOTE','NO_REMOTE','NO_DELIVERY','ORDER_RULE')`),
    check('postcode_groups_version_ck', sql`${t.version} > 0`),
  ],
);

/** A supplier sees its own groups; the platform all of them; a customer none. */
export const postcodeGroupOwners = ownedBy({ supplier: postcodeGroups.supplierId });

/**
 * The postcodes of a group: a single postcode (`end_postcode` empty) or a range, as written, with the keys they are
 * compared by (upper case, no spaces or '-', both of one length: see contracts' postcode-keys). An entry covers the
 * postcodes whose leading characters fall between its keys; the same keys twice in a group are refused.
 */
export const postcodes = pgTable(
  'postcodes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer()
      .notNull()
      .references(() => postcodeGroups.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['SINGLE', 'RANGE'] }).notNull(),
    startPostcode: text().notNull(),
    endPostcode: text().notNull().default(''),
    fromKey: text().notNull(),
    toKey: text().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('postcodes_group_range_uq').on(t.groupId, t.fromKey, t.toKey),
    check('postcodes_kind_ck', sql`${t.kind} in ('SINGLE','RANGE')`),
    check('postcodes_end_ck', sql`(${t.kind} = 'SINGLE') = (${t.endPostcode} = '')`),
    // Byte order (collation C), as the service and the pricing engine compare keys.
    check(
      'postcodes_keys_ck',
      sql`length(${t.fromKey}) > 0 and length(${t.fromKey}) = length(${t.toKey}) and ${t.fromKey} <= ${t.toKey} collate "C"`,
    ),
  ],
);
