import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ROBOT_RUN_STATUSES } from '@parcelhub/contracts';
import { timestamps } from '../../platform/db/columns';
import { warehouses } from '../warehouses';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(','));

/**
 * Sorting robots (spec 000 §3). The state columns are the fleet's last report (`statusAt`): refreshed from the
 * robot fleet whenever the robots are read (decision 176). Battery in thousandths of a percent (0-100000).
 */
export const robots = pgTable(
  'robots',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    warehouseId: integer()
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    identifier: text().notNull(),
    enabled: boolean().notNull().default(true),
    runStatus: text({ enum: ROBOT_RUN_STATUSES }).notNull().default('IDLE'),
    batteryMilli: integer().notNull().default(100000),
    workSeconds: integer().notNull().default(0),
    statusAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('robots_identifier_uq').on(sql`lower(${t.identifier})`),
    index('robots_warehouse_idx').on(t.warehouseId),
    check('robots_status_ck', sql`${t.runStatus} in (${inList(ROBOT_RUN_STATUSES)})`),
    check('robots_battery_ck', sql`${t.batteryMilli} between 0 and 100000 and ${t.workSeconds} >= 0`),
  ],
);
