import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { robots as r, robotStates as st } from './robots.tables';
import type { RobotState } from './fleet';

export type RobotRow = typeof r.$inferSelect & Omit<typeof st.$inferSelect, 'robotId'>;

const columns = {
  robot: r,
  runStatus: st.runStatus,
  batteryMilli: st.batteryMilli,
  workSeconds: st.workSeconds,
  statusAt: st.statusAt,
};
const flatten = (x: { robot: typeof r.$inferSelect } & Omit<typeof st.$inferSelect, 'robotId'>): RobotRow => ({
  ...x.robot,
  runStatus: x.runStatus,
  batteryMilli: x.batteryMilli,
  workSeconds: x.workSeconds,
  statusAt: x.statusAt,
});
const selectRobots = (db: Db) => db.select(columns).from(r).innerJoin(st, eq(st.robotId, r.id));

export async function robotsOf(db: Db, warehouseId: number): Promise<RobotRow[]> {
  const rows = await selectRobots(db).where(eq(r.warehouseId, warehouseId)).orderBy(asc(r.identifier), asc(r.id));
  return rows.map(flatten);
}

export async function robotById(db: Db, id: number): Promise<RobotRow | undefined> {
  const [row] = await selectRobots(db).where(eq(r.id, id));
  return row && flatten(row);
}

export async function robotsByIdentifier(db: Db, identifiers: readonly string[]): Promise<RobotRow[]> {
  if (identifiers.length === 0) return [];
  const rows = await selectRobots(db).where(
    inArray(
      sql`lower(${r.identifier})`,
      identifiers.map((i) => i.toLowerCase()),
    ),
  );
  return rows.map(flatten);
}

/** A new robot, full and idle as of `statusAt`. */
export async function insertRobot(
  db: Db,
  robot: { warehouseId: number; identifier: string; enabled: boolean; statusAt: Date },
): Promise<number> {
  const { statusAt, ...fields } = robot;
  const [row] = await db.insert(r).values(fields).returning({ id: r.id });
  await db.insert(st).values({ robotId: row!.id, statusAt });
  return row!.id;
}

export async function updateRobot(
  db: Db,
  id: number,
  fields: Partial<{ warehouseId: number; identifier: string; enabled: boolean }>,
): Promise<boolean> {
  const rows = await db
    .update(r)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(r.id, id))
    .returning({ id: r.id });
  return rows.length > 0;
}

/** Stores a fleet's report of a robot, unless a later one is already stored. */
export async function recordState(db: Db, id: number, state: RobotState, at: Date): Promise<void> {
  await db
    .update(st)
    .set({ runStatus: state.runStatus, batteryMilli: state.batteryMilli, workSeconds: state.workSeconds, statusAt: at })
    .where(and(eq(st.robotId, id), sql`${st.statusAt} <= ${at.toISOString()}::timestamptz`));
}

export async function deleteRobot(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(r).where(eq(r.id, id)).returning({ id: r.id });
  return rows.length > 0;
}

export async function countByWarehouse(db: Db, warehouseIds: readonly number[]): Promise<Map<number, number>> {
  if (warehouseIds.length === 0) return new Map();
  const rows = await db
    .select({ warehouseId: r.warehouseId, n: count() })
    .from(r)
    .where(inArray(r.warehouseId, [...warehouseIds]))
    .groupBy(r.warehouseId);
  return new Map(rows.map((x) => [x.warehouseId, x.n]));
}
