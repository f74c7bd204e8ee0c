import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/columns';
import { ownedBy } from '../../platform/auth/scope';
import { users } from '../users';
import { countries } from '../regions';

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The owning account (a main account; sub-accounts act for it). */
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text({ enum: ['RECIPIENT', 'SENDER', 'RETURN'] }).notNull(),
    name: text().notNull(),
    countryCode: text()
      .notNull()
      .references(() => countries.code),
    province: text().notNull(),
    city: text().notNull(),
    zipCode: text().notNull(),
    address1: text().notNull(),
    address2: text().notNull().default(''),
    customsNo: text().notNull().default(''),
    phone: text().notNull(),
    email: text().notNull().default(''),
    isDefault: boolean().notNull().default(false),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('customer_addresses_owner_idx').on(t.ownerId, t.type, t.id),
    // One default per owner and type, held by the database.
    uniqueIndex('customer_addresses_one_default_uq')
      .on(t.ownerId, t.type)
      .where(sql`${t.isDefault}`),
    check('customer_addresses_type_ck', sql`${t.type} in ('RECIPIENT','SENDER','RETURN')`),
  ],
);

/** Addresses belong to an account (a customer, or a supplier's own book); sub-accounts act for their main account. */
export const addressOwners = ownedBy({ account: customerAddresses.ownerId });
