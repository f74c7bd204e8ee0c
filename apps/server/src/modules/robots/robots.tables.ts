import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ROBOT_RUN_STATUSES } from '@parcelhub/contracts';
import { timestamps } from '../../platform/db/columns';
import { warehouses } from '../warehouses';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(','));

/** Sorting robots (spec 000 §3): what is configured of them. Their state lives in `robot_states`. */
export const robots = pgTable(
  'robots',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    warehouseId: integer()
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    identifier: text().notNull(),
    enabled: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('robots_identifier_uq').on(sql`lower(${t.identifier})`),
    index('robots_warehouse_idx').on(t.warehouseId),
  ],
);

/**
 * Each robot's last report from the robot fleet (`statusAt`), refreshed whenever robots are read (decision 176). A
 * table apart so that these frequent writes stay out of the operation log (keyed by the robot, no id of its own).
 * Battery in thousandths of a percent (0-100000).
 */
export const robotStates = pgTable(
  'robot_states',
  {
    robotId: integer()
      .primaryKey()
      .references(() => robots.id, { onDelete: 'cascade' }),
    runStatus: text({ enum: ROBOT_RUN_STATUSES }).notNull().default('IDLE'),
    batteryMilli: integer().notNull().default(100000),
    workSeconds: integer().notNull().default(0),
    statusAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('robot_states_status_ck', sql`${t.runStatus} in (${inList(ROBOT_RUN_STATUSES)})`),
    check('robot_states_battery_ck', sql`${t.batteryMilli} between 0 and 100000 and ${t.workSeconds} >= 0`),
  ],
);
