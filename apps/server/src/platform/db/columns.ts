import { customType, timestamp } from 'drizzle-orm/pg-core';

/** created_at / updated_at as every table keeps them. */
export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

/**
 * A JSON document kept as text: the app writes it whole and reads it whole, the database never looks inside (an
 * order's copies of its addresses, boxes, fee lines and explanation). Written in bulk, jsonb costs a parse into its
 * binary form per document; text is stored as given (docs/decisions.md: half the order insert on PGlite).
 */
export const jsonText = <T>() =>
  customType<{ data: T; driverData: string }>({
    dataType: () => 'text',
    toDriver: (value) => JSON.stringify(value),
    fromDriver: (value) => JSON.parse(value) as T,
  })();
