import type { DataAccess } from '../../platform/db/data-access';
import { sortRules } from './sort-rules.tables';

const DAY = 86_400_000;

/** The demo warehouse's rules (issue 39's table), all DISTRIBUTION_CENTER. */
export function demoSortRules(warehouseId: number, now = new Date()): (typeof sortRules.$inferInsert)[] {
  const rule = (
    code: string,
    name: string,
    level: number,
    bayNumber: number,
    more: Partial<typeof sortRules.$inferInsert>,
  ) => ({ warehouseId, code, name, level, bayNumber, sortType: 'DISTRIBUTION_CENTER' as const, ...more });
  return [
    rule('US-E', '美东 US East', 10, 1, { destinations: 'US', postcodeFrom: '00000', postcodeTo: '39999' }),
    rule('US-W', '美西 US West', 10, 2, { destinations: 'US', postcodeFrom: '80000', postcodeTo: '99999' }),
    rule('US-H', '美国重货 US heavy', 20, 3, { destinations: 'US', weightMin: '5', weightMax: '30' }),
    rule('US-D', '美国其他 US default', 1, 4, { destinations: 'US' }),
    rule('EU', '欧洲经济 EU economy', 5, 5, { productCode: 'EU-ECO' }),
    rule('KR', '韩国 Korea', 5, 6, { destinations: 'KR' }),
    rule('US-NYC', '纽约 New York City', 10, 7, { destinations: 'US', postcodeFrom: '10000', postcodeTo: '10299' }),
    rule('OLD', '过期规则 Expired', 99, 8, {
      destinations: 'US',
      validFrom: new Date(now.getTime() - 30 * DAY),
      validTo: new Date(now.getTime() - DAY),
    }),
  ];
}

/** Idempotent: a rule is found by its code in the warehouse. */
export async function seedDemoSortRules(data: DataAccess, warehouseId: number): Promise<void> {
  await data.db.insert(sortRules).values(demoSortRules(warehouseId)).onConflictDoNothing();
}
