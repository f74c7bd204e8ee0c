import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { insertRows } from '../../../platform/db/insert-rows';
import { sandboxShipments } from '../carriers.tables';

export type SandboxShipment = typeof sandboxShipments.$inferSelect;
export type NewSandboxShipment = typeof sandboxShipments.$inferInsert;

/** The first serial of the next block of the tracking-number sequence (a bigint as text: pg and PGlite agree on that). */
export async function nextSerial(db: Db): Promise<string> {
  const result = (await db.execute(sql`select nextval('carriers_sandbox_tracking_seq')::text as n`)) as {
    rows: { n: string }[];
  };
  const n = result.rows[0]?.n;
  if (!n) throw new Error('nextval answered no row');
  return n;
}

/** Shipments booked together (the adapter groups concurrent bookings): one statement. */
export async function insertShipments(db: Db, rows: readonly NewSandboxShipment[]): Promise<void> {
  await insertRows(db, sandboxShipments, rows);
}

export async function findShipments(db: Db, trackingNos: readonly string[]): Promise<SandboxShipment[]> {
  if (trackingNos.length === 0) return [];
  return db
    .select()
    .from(sandboxShipments)
    .where(inArray(sandboxShipments.trackingNo, [...trackingNos]));
}

/** Marks it cancelled once; answers the row as it is afterwards, or undefined when unknown. */
export async function cancelShipment(db: Db, trackingNo: string, at: Date): Promise<SandboxShipment | undefined> {
  const [updated] = await db
    .update(sandboxShipments)
    .set({ cancelledAt: at })
    .where(and(eq(sandboxShipments.trackingNo, trackingNo), isNull(sandboxShipments.cancelledAt)))
    .returning();
  if (updated) return updated;
  const [existing] = await findShipments(db, [trackingNo]);
  return existing;
}
