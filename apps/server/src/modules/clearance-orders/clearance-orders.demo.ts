import { eq } from 'drizzle-orm';
import type { DataAccess } from '../../platform/db/data-access';
import { clearanceProducts } from '../clearance-products';
import { clearanceOrderBags, clearanceOrderParcels, clearanceOrders } from './clearance-orders.tables';

export const DEMO_CLEARANCE_AWB = '180-20261205';

/**
 * The demo bill (decision 278): the customer's, at ICN on ICN-B2C, SUBMITTED
 * and not paid, two bags and five parcels; its check passed with one manifest line flagged for review (a code whose
 * heading is not among the goods name's candidates). Without the demo product it does nothing; twice is once.
 */
export async function seedDemoClearanceOrders(data: DataAccess, customerId: number | undefined): Promise<void> {
  if (!customerId) return;
  await data.withTransaction(async () => {
    const db = data.db;
    const [product] = await db
      .select({ id: clearanceProducts.id, code: clearanceProducts.code })
      .from(clearanceProducts)
      .where(eq(clearanceProducts.code, 'ICN-B2C'));
    if (!product) return;
    const [exists] = await db
      .select({ id: clearanceOrders.id })
      .from(clearanceOrders)
      .where(eq(clearanceOrders.awbNo, DEMO_CLEARANCE_AWB));
    if (exists) return;
    const [order] = await db
      .insert(clearanceOrders)
      .values({
        orderNo: 'CO261205000001',
        accountId: customerId,
        createdBy: customerId,
        productId: product.id,
        productCode: product.code,
        portCode: 'ICN',
        awbNo: DEMO_CLEARANCE_AWB,
        status: 'SUBMITTED',
        payStatus: 'WAIT_PAY',
        checkStatus: 'PASSED',
        findings: [
          {
            lineNo: 4,
            field: 'hsCode',
            code: 'HS_NAME_MISMATCH',
            severity: 'REVIEW',
            params: { hsCode: '847130', goodsName: 'Cotton T-shirt', expected: '6109' },
          },
        ],
        currency: 'CNY',
        description: 'Demo bill',
        bagCount: 2,
        parcelCount: 5,
        weight: '7.500',
      })
      .returning();
    const bags = await db
      .insert(clearanceOrderBags)
      .values([
        { clearanceOrderId: order!.id, bagNo: 'ICN-BAG-01', weight: '4.500', pieces: 3 },
        { clearanceOrderId: order!.id, bagNo: 'ICN-BAG-02', weight: '3.000', pieces: 2 },
      ])
      .returning();
    await db.insert(clearanceOrderParcels).values(
      ['PH26120500001', 'PH26120500002', 'PH26120500003', 'PH26120500004', 'PH26120500005'].map((parcelNo, i) => ({
        clearanceOrderId: order!.id,
        bagId: bags[i < 3 ? 0 : 1]!.id,
        parcelNo,
        weight: '1.500',
      })),
    );
  });
}
