import { eq, ilike } from 'drizzle-orm';
import type { DataAccess } from '../../platform/db/data-access';
import { clearancePorts, clearanceServices, clearanceIndustries } from '../clearance-ports';
import { clearanceProducts, clearanceQuoteCustomers, clearanceQuotes } from './clearance-products.tables';

export const DEMO_CLEARANCE_PRODUCT = 'ICN-B2C';

/** The demo's sale quote (issue 40): 25.00 CNY a bill, 8.00 a bag, 1.20 a kg, 0.50 a parcel, minimum 100.00. */
export const DEMO_SALE_QUOTE = {
  currency: 'CNY',
  billPrice: '25.00',
  bagPrice: '8.00',
  kgPrice: '1.20',
  parcelPrice: '0.50',
  minPrice: '100.00',
} as const;

/** The supplier's cost under it. */
const DEMO_COST_QUOTE = {
  currency: 'CNY',
  billPrice: '15.00',
  bagPrice: '5.00',
  kgPrice: '0.80',
  parcelPrice: '0.30',
  minPrice: '60.00',
} as const;

/**
 * The demo clearance product ICN-B2C (port ICN, air, signed, enabled) on the demo supplier's cost, sold to the demo
 * customer. Runs after the ports module's demo (port ICN, the B2C service); without them it does nothing.
 * Idempotent: the product is found by code.
 */
export async function seedDemoClearanceProducts(
  data: DataAccess,
  ids: { supplierId: number; customerId: number },
): Promise<void> {
  const db = data.db;
  const [port] = await db.select({ code: clearancePorts.code }).from(clearancePorts).where(eq(clearancePorts.code, 'ICN'));
  const [service] = await db
    .select({
      id: clearanceServices.id,
      name: clearanceServices.name,
      industryId: clearanceIndustries.id,
      industryName: clearanceIndustries.name,
      describe: clearanceServices.describe,
      uploadMethodTypes: clearanceServices.uploadMethodTypes,
    })
    .from(clearanceServices)
    .innerJoin(clearanceIndustries, eq(clearanceIndustries.id, clearanceServices.industryId))
    .where(ilike(clearanceServices.nameEn, '%B2C%'))
    .orderBy(clearanceServices.id)
    .limit(1);
  if (!port || !service) return;
  const [existing] = await db
    .select({ id: clearanceProducts.id })
    .from(clearanceProducts)
    .where(eq(clearanceProducts.code, DEMO_CLEARANCE_PRODUCT));
  if (existing) return;
  const [product] = await db
    .insert(clearanceProducts)
    .values({
      code: DEMO_CLEARANCE_PRODUCT,
      name: '仁川 B2C 清关',
      apiName: 'ICN-B2C',
      country: 'KR',
      currency: 'CNY',
      portCodes: ['ICN'],
      transportWays: ['AIR'],
      cargoType: 'GENERAL',
      signingStatus: 'SIGNED',
      status: 'ENABLED',
      supplierId: ids.supplierId,
      introduction: '韩国仁川机场 B2C 跨境电商包裹清关 / B2C e-commerce clearance at Incheon airport',
      clearanceConfig: {
        clearanceCustomerRelevanceId: null,
        clearanceIndustryId: service.industryId,
        clearanceIndustryName: service.industryName,
        clearanceServiceId: service.id,
        clearanceServiceName: service.name,
        parameters: { propsList: [] },
        describe: service.describe,
        repeat: false,
        uploadMethodTypes: service.uploadMethodTypes,
      },
    })
    .returning({ id: clearanceProducts.id });
  const productId = product!.id;
  await db.insert(clearanceQuotes).values({ productId, kind: 'COST', name: '', ...DEMO_COST_QUOTE });
  const [sale] = await db
    .insert(clearanceQuotes)
    .values({ productId, kind: 'SALE', name: 'Standard', ...DEMO_SALE_QUOTE })
    .returning({ id: clearanceQuotes.id });
  await db
    .insert(clearanceQuoteCustomers)
    .values({ productId, quoteId: sale!.id, accountId: ids.customerId })
    .onConflictDoNothing();
}
