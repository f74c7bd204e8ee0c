import type { SortType } from '@parcelhub/contracts';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { AppError } from '../../platform/http/app-error';
import type { WarehousesService } from '../warehouses';
import { decideNaive } from './engine/naive';
import type { ParcelFacts, SortRule } from './engine/rule';
import { ruleOf } from './rule-of';
import * as queries from './sort-rules.repository';

export type { ParcelFacts, SortRule };

/** The bay a parcel goes to, and the rule that sent it there. */
export interface SortDecision {
  bayNumber: number;
  rule: queries.SortRuleRow;
}

/** Sorting rules and the decision of a parcel's bay (decision 170). */
export function createSortRulesService({ data, warehouses }: { data: DataAccess; warehouses: WarehousesService }) {
  const repo = bindRepository(data, queries);

  /** The winning rule among a warehouse's rules of the type for the parcel, or null when none takes it. */
  async function decideOrNull(
    warehouseId: number,
    type: SortType,
    parcel: ParcelFacts,
    now = new Date(),
  ): Promise<SortDecision | null> {
    const rows = await repo.rulesOfWarehouse(warehouseId);
    const best = decideNaive(rows.map(ruleOf), type, parcel, now);
    if (!best) return null;
    const rule = rows.find((r) => r.id === best.id)!;
    return { bayNumber: rule.bayNumber, rule };
  }

  return {
    decideOrNull,
    /** As `decideOrNull`, refusing a parcel no rule takes ("Unable to match the rule", naming `number`). */
    async decide(
      warehouseId: number,
      type: SortType,
      parcel: ParcelFacts,
      number: string,
      now = new Date(),
    ): Promise<SortDecision> {
      await warehouses.get(warehouseId);
      const decision = await decideOrNull(warehouseId, type, parcel, now);
      if (!decision) throw new AppError('SORT_RULE_UNMATCHED', { number });
      return decision;
    },
    /** What the decision knows of these orders (their customer, destination, postcode, weight, product, carrier). */
    parcelFacts: (orderIds: readonly number[]) => repo.parcelFacts(orderIds),
    rules: (warehouseId: number) => repo.rulesOfWarehouse(warehouseId),
  };
}

export type SortRulesService = ReturnType<typeof createSortRulesService>;
