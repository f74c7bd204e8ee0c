import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { AppError } from '../../platform/http/app-error';
import * as queries from './warehouses.repository';
import type { BayRow, WarehouseRow } from './warehouses.repository';

export type { BayRow, WarehouseRow };

/**
 * Warehouses and their bays. The bagging station and sort tasks read a warehouse and its bays through here and change
 * a bay's load only through `addToBay`, `takeFromBay` and `freeBay` (one statement each: exact under concurrency).
 */
export function createWarehousesService({ data }: { data: DataAccess }) {
  const repo = bindRepository(data, queries);

  async function get(id: number): Promise<WarehouseRow> {
    const row = await repo.warehouseById(id);
    if (!row) throw new AppError('WAREHOUSE_NOT_FOUND', { id });
    return row;
  }

  return {
    /** The warehouse, or WAREHOUSE_NOT_FOUND. */
    get,
    find: (id: number) => repo.warehouseById(id),
    byCode: (code: string) => repo.warehouseByCode(code),
    bays: (warehouseId: number) => repo.baysOf(warehouseId),
    /** The bay of this number in the warehouse, or BAY_NOT_FOUND. */
    async bay(warehouseId: number, number: number): Promise<BayRow> {
      const row = await repo.bayByNumber(warehouseId, number);
      if (!row) throw new AppError('BAY_NOT_FOUND', { warehouse: warehouseId, number });
      return row;
    },
    addToBay: (bayId: number, weightKg: string) => repo.addToBay(bayId, weightKg),
    takeFromBay: (bayId: number, pieces: number, weightKg: string) => repo.takeFromBay(bayId, pieces, weightKg),
    freeBay: (bayId: number) => repo.freeBay(bayId),
  };
}

export type WarehousesService = ReturnType<typeof createWarehousesService>;
