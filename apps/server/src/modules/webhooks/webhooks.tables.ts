import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ownedBy } from '../../platform/auth/scope';
import { users } from '../users';
import { orders } from '../orders';

/**
 * Receivers of tracking messages: a customer's endpoints (`customer`, owned by its account) and the platform's trace
 * business systems (`system`, no account, receiving the parcels of the customers it lists). Deleting one keeps its
 * row (its delivery records name it).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text({ enum: ['customer', 'system'] }).notNull(),
    accountId: integer().references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull().default(''),
    url: text().notNull(),
    events: text().array().notNull(),
    /** `whsec_…`: the operation log masks it by its name. */
    secret: text().notNull(),
    customerIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    remark: text().notNull().default(''),
    enabled: boolean().notNull().default(true),
    /** Why the platform disabled it (failing for five days), null when enabled or turned off by hand. */
    disabledReason: text(),
    failingSince: timestamp({ withTimezone: true }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('webhook_endpoints_account_idx').on(t.accountId, t.id.desc()),
    check('webhook_endpoints_kind_ck', sql`${t.kind} in ('customer', 'system')`),
    check('webhook_endpoints_owner_ck', sql`(${t.kind} = 'customer') = (${t.accountId} is not null)`),
  ],
);
export const webhookEndpointOwners = ownedBy({ account: webhookEndpoints.accountId });

/**
 * One message to one endpoint: its `webhook-id` (the key, stable across attempts and re-pushes), the body it sends
 * (the parcel's state when the event came) and how delivering it went. The delivery log; high volume, so no
 * integer id (the operation log leaves it out).
 */
export const webhookMessages = pgTable(
  'webhook_messages',
  {
    id: text().primaryKey(),
    endpointId: integer()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The endpoint's account (null for a trace business system): whose records these are. */
    accountId: integer().references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    trackingNo: text().notNull(),
    event: text().notNull(),
    sequence: integer().notNull(),
    payload: text().notNull(),
    status: text({ enum: ['PENDING', 'SUCCESS', 'FAILED', 'DROPPED'] })
      .notNull()
      .default('PENDING'),
    /** Attempts since it was made or last re-pushed. */
    attempts: integer().notNull().default(0),
    lastStatusCode: integer(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    lastAttemptAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('webhook_messages_created_idx').on(t.createdAt.desc()),
    index('webhook_messages_account_idx').on(t.accountId, t.createdAt.desc()),
    index('webhook_messages_endpoint_idx').on(t.endpointId, t.status),
    check('webhook_messages_status_ck', sql`${t.status} in ('PENDING', 'SUCCESS', 'FAILED', 'DROPPED')`),
  ],
);
export const webhookMessageOwners = ownedBy({ account: webhookMessages.accountId });

/** Each parcel's last message sequence: grows by one per update told to any receiver (under the order's lock). */
export const webhookSequences = pgTable('webhook_sequences', {
  orderId: integer()
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  sequence: integer().notNull(),
});
