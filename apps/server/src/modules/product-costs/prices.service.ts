import {
  BAND_KIND_FIELDS,
  BAND_ORDER_WORDS,
  bandOrderProblem,
  type Language,
  type PriceBand,
  type PricesInput,
} from '@parcelhub/contracts';
import type { z } from 'zod';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { scopeOf } from '../../platform/auth/scope';
import type { Actor } from '../../platform/auth/actor';
import { AppError } from '../../platform/http/app-error';
import * as queries from './prices.repository';
import type { BandWrite } from './prices.repository';
import { checkViolation } from './cost-scope';
import { toBand } from './product-costs.mapper';
import type { CostsService } from './costs.service';

type Input = z.output<typeof PricesInput>;
type Band = Input['bands'][number];

/** A band as stored: the price fields of its kind, the others empty. */
function toWrite(costId: number, zone: string, band: Band): BandWrite {
  const kept = new Set<string>(BAND_KIND_FIELDS[band.kind]);
  const pick = (field: (typeof BAND_KIND_FIELDS)[Band['kind']][number]) =>
    kept.has(field) ? (band[field] ?? null) : null;
  return {
    costId,
    zone,
    weightUpTo: band.weightUpTo,
    kind: band.kind,
    firstWeight: pick('firstWeight'),
    firstPrice: pick('firstPrice'),
    stepWeight: pick('stepWeight'),
    stepPrice: pick('stepPrice'),
    unitPrice: pick('unitPrice'),
    fixedPrice: pick('fixedPrice'),
    minCharge: band.minCharge ?? null,
    perPieceRate: band.perPieceRate ?? null,
    perPieceLimit: band.perPieceRate != null ? (band.perPieceLimit ?? null) : null,
  };
}

export function createPricesService({ data, costs }: { data: DataAccess; costs: CostsService }) {
  const repo = bindRepository(data, queries);
  return {
    async prices(actor: Actor, costId: number, zone: string | undefined, lang: Language): Promise<PriceBand[]> {
      await costs.requireCost(scopeOf(actor), costId);
      return (await repo.findBands(costId, zone || undefined)).map((b) => toBand(b, lang));
    },

    /** Replaces one zone's bands in one transaction and moves the cost's version. */
    async savePrices(actor: Actor, costId: number, input: Input, lang: Language): Promise<PriceBand[]> {
      const problem = bandOrderProblem(input.bands);
      if (problem) {
        const reason = BAND_ORDER_WORDS[problem.kind][lang].replace('{row}', String(problem.row + 1));
        throw new AppError('PRICE_BANDS_INVALID', { reason, row: problem.row + 1 });
      }
      const scope = scopeOf(actor);
      try {
        await data.withTransaction(async () => {
          await costs.lockCost(scope, costId);
          await repo.replaceBands(
            costId,
            input.zone,
            input.bands.map((b) => toWrite(costId, input.zone, b)),
          );
          await costs.bumpVersion(costId);
        });
      } catch (e) {
        if (checkViolation(e) !== null)
          throw new AppError('PRICE_BANDS_INVALID', { reason: String(checkViolation(e)) });
        throw e;
      }
      return (await repo.findBands(costId, input.zone)).map((b) => toBand(b, lang));
    },
  };
}

export type PricesService = ReturnType<typeof createPricesService>;
