import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { robots as r } from './robots.tables';
import type { RobotState } from './fleet';

export type RobotRow = typeof r.$inferSelect;

export async function robotsOf(db: Db, warehouseId: number): Promise<RobotRow[]> {
  return db.select().from(r).where(eq(r.warehouseId, warehouseId)).orderBy(asc(r.identifier), asc(r.id));
}

export async function robotById(db: Db, id: number): Promise<RobotRow | undefined> {
  const [row] = await db.select().from(r).where(eq(r.id, id));
  return row;
}

export async function robotsByIdentifier(db: Db, identifiers: readonly string[]): Promise<RobotRow[]> {
  if (identifiers.length === 0) return [];
  return db
    .select()
    .from(r)
    .where(inArray(sql`lower(${r.identifier})`, identifiers.map((i) => i.toLowerCase())));
}

export async function insertRobot(
  db: Db,
  robot: { warehouseId: number; identifier: string; enabled: boolean; statusAt: Date },
): Promise<number> {
  const [row] = await db.insert(r).values(robot).returning({ id: r.id });
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
    .update(r)
    .set({ runStatus: state.runStatus, batteryMilli: state.batteryMilli, workSeconds: state.workSeconds, statusAt: at })
    .where(and(eq(r.id, id), sql`${r.statusAt} <= ${at.toISOString()}::timestamptz`));
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
