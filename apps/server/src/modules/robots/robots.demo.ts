import { sql } from 'drizzle-orm';
import type { DataAccess } from '../../platform/db/data-access';
import { warehouses } from '../warehouses';
import { robots, robotStates } from './robots.tables';

/** The demo's two robots in SZX1: one at work, one charging (issue 39). */
export const DEMO_ROBOTS = [
  { identifier: 'SZX1-R01', runStatus: 'RUNNING', batteryMilli: 86_000, workSeconds: 1_800 },
  { identifier: 'SZX1-R02', runStatus: 'CHARGING', batteryMilli: 35_000, workSeconds: 0 },
] as const;

/** Idempotent: needs the demo warehouse SZX1 (seeded first); each robot is found by its identifier. */
export async function seedDemoRobots(data: DataAccess, warehouseCode = 'SZX1'): Promise<void> {
  await data.withTransaction(async () => {
    const [wh] = await data.db
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(sql`lower(${warehouses.code}) = lower(${warehouseCode})`);
    if (!wh) return;
    const added = await data.db
      .insert(robots)
      .values(DEMO_ROBOTS.map((r) => ({ identifier: r.identifier, warehouseId: wh.id })))
      .onConflictDoNothing()
      .returning({ id: robots.id, identifier: robots.identifier });
    if (added.length === 0) return;
    await data.db.insert(robotStates).values(
      added.map((a) => {
        const { identifier: _, ...state } = DEMO_ROBOTS.find((r) => r.identifier === a.identifier)!;
        return { robotId: a.id, ...state };
      }),
    );
  });
}
