import type { DataAccess } from '../../platform/db/data-access';
import type { FileStorage } from '../../platform/files/storage';
import type { TasksService } from '../tasks';
import type { MediaService } from '../media';
import { createCostsService } from './costs.service';
import { createZonesService } from './zones.service';
import { createPricesService } from './prices.service';
import { createSurchargesService } from './surcharges.service';
import { createDockingService } from './docking.service';
import { costPriceData, costVersion, type CostPriceData } from './price-data';

interface Deps {
  data: DataAccess;
  files: FileStorage;
  tasks?: TasksService;
  media?: MediaService;
  /** The countries the platform knows (the regions module). */
  countryCodes: () => Promise<Set<string>>;
}

/**
 * The cost side of products: costs and their accounts, zones, weight bands, surcharges and formulas, and the
 * docking providers accounts attach to. Every call on a cost goes through the caller's scope (costs.service).
 */
export function createProductCostsService({ data, files, tasks, media, countryCodes }: Deps) {
  const costs = createCostsService({ data });
  return {
    ...costs,
    ...createZonesService({ data, costs, files, tasks, countryCodes }),
    ...createPricesService({ data, costs }),
    ...createSurchargesService({ data, costs, media }),
    docking: createDockingService({ data }),

    /** A cost's price data for the pricing engine (internal, no scope); null for no such cost. */
    costPriceData: (costId: number): Promise<CostPriceData | null> => costPriceData(data, costId),
    /** A cost's version, moved by every change of its price data; null for no such cost. */
    costVersion: (costId: number): Promise<number | null> => costVersion(data, costId),
  };
}

export type ProductCostsService = ReturnType<typeof createProductCostsService>;
