import { and, eq } from 'drizzle-orm';
import type { DataAccess } from '../../platform/db/data-access';
import {
  clearanceIndustries,
  clearancePorts,
  clearanceServiceAssignments,
  clearanceServices,
} from './clearance-ports.tables';

/** The demo's ports (issue 40 item 7). */
export const DEMO_CLEARANCE_PORTS = [
  {
    code: 'ICN',
    nameZh: '仁川',
    nameEn: 'Incheon',
    country: 'Korea',
    countryCode: 'KR',
    province: 'Incheon',
    clearanceCity: 'Incheon',
    remark: '인천',
  },
  {
    code: 'LAX',
    nameZh: '洛杉矶',
    nameEn: 'Los Angeles',
    country: 'United States',
    countryCode: 'US',
    province: 'California',
    clearanceCity: 'Los Angeles',
  },
] as const;

export const DEMO_CLEARANCE_INDUSTRY = {
  name: '跨境电商',
  nameEn: 'Cross-border e-commerce',
  nameKo: '국경 간 전자상거래',
};
export const DEMO_CLEARANCE_SERVICE = {
  name: 'B2C 清关',
  nameEn: 'B2C clearance',
  nameKo: 'B2C 통관',
  parameters: [
    { key: 'declarationMode', value: '9610' },
    { key: 'maxValuePerParcel', value: '150 USD' },
  ],
  describe: '跨境电商 B2C 包裹在目的港的清关 / B2C parcels cleared at the destination port',
  repeat: false,
  uploadMethodTypes: ['MANIFEST', 'MAWB', 'PKG_LIST'],
};

/** Idempotent: ports by code, the industry and its service by name; the service assigned to `customerId`. */
export async function seedDemoClearancePorts(data: DataAccess, customerId: number | undefined): Promise<void> {
  await data.withTransaction(async () => {
    const db = data.db;
    await db
      .insert(clearancePorts)
      .values([...DEMO_CLEARANCE_PORTS])
      .onConflictDoNothing();
    await db.insert(clearanceIndustries).values(DEMO_CLEARANCE_INDUSTRY).onConflictDoNothing();
    const [industry] = await db
      .select({ id: clearanceIndustries.id })
      .from(clearanceIndustries)
      .where(eq(clearanceIndustries.name, DEMO_CLEARANCE_INDUSTRY.name));
    await db
      .insert(clearanceServices)
      .values({ ...DEMO_CLEARANCE_SERVICE, industryId: industry!.id })
      .onConflictDoNothing();
    const [service] = await db
      .select({ id: clearanceServices.id })
      .from(clearanceServices)
      .where(
        and(eq(clearanceServices.industryId, industry!.id), eq(clearanceServices.name, DEMO_CLEARANCE_SERVICE.name)),
      );
    if (customerId)
      await db
        .insert(clearanceServiceAssignments)
        .values({ accountId: customerId, serviceId: service!.id })
        .onConflictDoNothing();
  });
}
