import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { clearanceIndustries as ind, clearancePorts as port, clearanceServices as svc } from './clearance-ports.tables';

export type PortRow = typeof port.$inferSelect;
export type IndustryRow = typeof ind.$inferSelect;
export type ServiceRow = typeof svc.$inferSelect;

export async function portsByCodes(db: Db, codes: string[]): Promise<PortRow[]> {
  if (codes.length === 0) return [];
  return db.select().from(port).where(inArray(port.code, codes));
}

export async function serviceWithIndustry(
  db: Db,
  industryId: number,
  serviceId: number,
): Promise<{ service: ServiceRow; industry: IndustryRow } | undefined> {
  const [row] = await db
    .select({ service: svc, industry: ind })
    .from(svc)
    .innerJoin(ind, eq(ind.id, svc.industryId))
    .where(and(eq(svc.id, serviceId), eq(svc.industryId, industryId)));
  return row;
}
