import {
  PRODUCT_QUERY_TYPES,
  REPORT_PRICE_TYPES,
  REPORT_PRICE_TYPE_VIEWERS,
  productQueryTypeName,
  reportPriceTypeName,
  type Language,
  type Option,
  type ReportPriceTypeLimit,
} from '@parcelhub/contracts';
import type { Actor } from '../../platform/auth/actor';
import { assertManager, createProductCore, type ProductDeps } from './product-core';
import { catalogueUseCases } from './use-cases/catalogue';
import { customerUseCases } from './use-cases/customers';
import { packageUseCases } from './use-cases/packages';
import { configUseCases } from './use-cases/configs';
import { zoneExportUseCases } from './use-cases/zone-export';

/**
 * The product catalogue: signing products (shelved by the platform on a cost, signed by customers) and customers'
 * own-account products; their customers, premium packages and configurations. Built from its dependencies; each
 * group of use cases lives in `use-cases/`.
 */
export function createProductsService(deps: ProductDeps) {
  const core = createProductCore(deps);
  return {
    ...catalogueUseCases(core),
    ...customerUseCases(core),
    ...packageUseCases(core),
    ...configUseCases(core),
    ...zoneExportUseCases(core),

    /**
     * A product's zone quote is its cost's (several products may share one cost): the import goes to the cost
     * module's import of the product's cost, a task of the task center (same zone overwrites, a new one is added).
     */
    async zoneImport(
      actor: Actor,
      productId: number,
      receive: () => Promise<{ bytes: Buffer; countryCode?: string }>,
      lang: Language,
    ): Promise<{ taskId: number }> {
      assertManager(actor);
      const row = await core.visible(actor, productId);
      const upload = await receive();
      return deps.costs.importZones(actor, { ...upload, costId: row.costId }, lang);
    },

    queryTypes(lang: Language): Option[] {
      return PRODUCT_QUERY_TYPES.map((v) => ({ label: productQueryTypeName(v, lang), value: v }));
    },

    /** The report price types the caller may see, with who may see each. */
    reportPriceTypes(actor: Actor, lang: Language): ReportPriceTypeLimit[] {
      return REPORT_PRICE_TYPES.filter((v) => REPORT_PRICE_TYPE_VIEWERS[v].includes(actor.privilegeType)).map((v) => ({
        label: reportPriceTypeName(v, lang),
        value: v,
        privilegeTypes: [...REPORT_PRICE_TYPE_VIEWERS[v]],
      }));
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
