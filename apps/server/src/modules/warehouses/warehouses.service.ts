import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { AppError } from '../../platform/http/app-error';
import * as queries from './warehouses.repository';
import type { BayRow, ParcelPlaceRow, WarehouseRow } from './warehouses.repository';

export type { BayRow, ParcelPlaceRow, WarehouseRow };

/** A parcel sorted into a bay: by a scan at the bagging station or by a sort task's commit. */
export interface ParcelPlacement {
  orderId: number;
  warehouseId: number;
  bayId: number;
  weightKg: string;
  ruleId: number | null;
  source: ParcelPlaceRow['source'];
}

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
    /** Empties the bay (its bag taken away): counts to zero, its parcels no longer in it. */
    freeBay: (bayId: number) => data.withTransaction(() => repo.freeBay(bayId)),
    /**
     * Places a parcel in its bay and counts it there, once: a parcel already placed (scanned again, by two stations
     * at once, or sorted by a task) keeps its first place and counts nothing more. Answers the place and whether
     * this call made it.
     */
    placeParcel: (p: ParcelPlacement): Promise<{ placed: boolean; place: ParcelPlaceRow }> =>
      data.withTransaction(async () => {
        const inserted = await repo.insertPlace({
          orderId: p.orderId,
          warehouseId: p.warehouseId,
          bayId: p.bayId,
          ruleId: p.ruleId,
          weight: p.weightKg,
          source: p.source,
        });
        if (inserted) {
          await repo.addToBay(p.bayId, p.weightKg);
          return { placed: true, place: inserted };
        }
        return { placed: false, place: (await repo.placeOf(p.orderId))! };
      }),
    /** Where the parcel was sorted, if it was. */
    placeOf: (orderId: number) => repo.placeOf(orderId),
    placesOf: (orderIds: readonly number[]) => repo.placesOf(orderIds),
    /** The parcels lying in the bay now, first sorted first. */
    parcelsInBay: (bayId: number) => repo.parcelsInBay(bayId),
    /** Forgets where a parcel was sorted (a sort undone), taking it out of its bay's counts if it lies there. */
    unplaceParcel: (orderId: number) =>
      data.withTransaction(async () => {
        const row = await repo.deletePlace(orderId);
        if (row?.inBay && row.bayId !== null) await repo.takeFromBay(row.bayId, 1, row.weight);
        return row;
      }),
  };
}

export type WarehousesService = ReturnType<typeof createWarehousesService>;
