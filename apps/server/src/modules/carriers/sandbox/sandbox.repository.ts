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

/**
 * Reveals the next step of each live shipment's script (one statement: concurrent pulls each reveal one, in turn),
 * `lengthOf` giving each postcode's script length; answers every named shipment as it is afterwards.
 */
export async function revealNext(
  db: Db,
  trackingNos: readonly string[],
  at: Date,
  lengths: { returned: number; delivered: number; postcodes: { returned: string; silent: string } },
): Promise<SandboxShipment[]> {
  if (trackingNos.length === 0) return [];
  const s = sandboxShipments;
  const scriptLength = sql`case ${s.receiverPostcode} when ${lengths.postcodes.silent} then 0
    when ${lengths.postcodes.returned} then ${lengths.returned}::int else ${lengths.delivered}::int end`;
  await db
    .update(s)
    .set({ trackRevealed: sql`${s.trackRevealed} || jsonb_build_array(${at.toISOString()}::text)` })
    .where(
      and(
        inArray(s.trackingNo, [...trackingNos]),
        isNull(s.cancelledAt),
        sql`jsonb_array_length(${s.trackRevealed}) < ${scriptLength}`,
      ),
    );
  return findShipments(db, trackingNos);
}
