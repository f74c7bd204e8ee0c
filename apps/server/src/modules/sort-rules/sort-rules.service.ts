import type { z } from 'zod';
import type {
  Language,
  SortRule as SortRuleDto,
  SortRuleAdd,
  SortRuleQuery,
  SortRuleTestInput,
  SortRuleTestResult,
  SortRuleUpdate,
  SortType,
} from '@parcelhub/contracts';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { uniqueViolation } from '../../platform/db/errors';
import { pageWindow } from '../../platform/db/paging';
import { stateReader } from '../../platform/db/state-reader';
import { AppError } from '../../platform/http/app-error';
import type { WarehousesService } from '../warehouses';
import { compileRules, decideCompiled, type CompiledRules } from './engine/compiled';
import { explainDecision } from './engine/explain';
import type { ParcelFacts, SortRule } from './engine/rule';
import { ruleOf } from './rule-of';
import * as queries from './sort-rules.repository';
import type { SortRuleListRow, SortRuleRow, SortRuleWrite } from './sort-rules.repository';
import { lossWords } from './sort-rules.words';

export type { ParcelFacts, SortRule };

type Out<S extends z.ZodType> = z.output<S>;

/** The bay a parcel goes to, and the rule that sent it there. */
export interface SortDecision {
  bayNumber: number;
  rule: queries.SortRuleRow;
}

interface Compiled {
  version: number;
  compiled: CompiledRules;
  rows: Map<number, SortRuleRow>;
}

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/** A stored rule as the API answers it. */
export const toSortRule = (row: SortRuleListRow): SortRuleDto => ({
  id: row.id,
  warehouseId: row.warehouseId,
  warehouseCity: row.warehouseCity,
  code: row.code,
  name: row.name,
  customerId: row.customerId,
  customerName: row.customerName,
  endDistributionCenter: row.endDistributionCenter,
  executionWeight: row.executionWeight,
  sortType: row.sortType,
  destinations: row.destinations ? row.destinations.split(',') : [],
  productCode: row.productCode,
  machinable: row.machinable,
  sortLevel: row.sortLevel,
  cin: row.cin,
  cinrReadable: row.cinrReadable,
  weightMin: row.weightMin,
  weightMax: row.weightMax,
  postcodeFrom: row.postcodeFrom,
  postcodeTo: row.postcodeTo,
  postcodeLength: row.postcodeLength,
  carrierCode: row.carrierCode,
  level: row.level,
  baggingRequirement: row.baggingRequirement,
  validFrom: iso(row.validFrom),
  validTo: iso(row.validTo),
  enabled: row.enabled,
  bayNumber: row.bayNumber,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Sorting rules and the decision of a parcel's bay (decision 170). Decisions use each warehouse's rules compiled in
 * memory (engine/compiled.ts), compiled again when the warehouse's rule version moved (decision 181): every write
 * moves it in its own transaction, so every process sees a change at its next decision.
 */
export function createSortRulesService({ data, warehouses }: { data: DataAccess; warehouses: WarehousesService }) {
  const repo = bindRepository(data, queries);
  const cache = new Map<number, Compiled>();
  const versionReaders = new Map<number, () => Promise<number>>();

  /**
   * The warehouse's rule version, read again only when the database's change count moved (`stateReader`): a write
   * of this process, or on PostgreSQL a change another process announced (`bumpVersion`; decision 181).
   */
  function versionOf(warehouseId: number): Promise<number> {
    let reader = versionReaders.get(warehouseId);
    if (!reader) {
      reader = stateReader(data, () => repo.versionOf(warehouseId));
      versionReaders.set(warehouseId, reader);
    }
    return reader();
  }

  async function compiledOf(warehouseId: number): Promise<Compiled> {
    const version = await versionOf(warehouseId);
    const hit = cache.get(warehouseId);
    if (hit && hit.version === version) return hit;
    const rows = await repo.rulesOfWarehouse(warehouseId);
    // Read under the version seen before: a change in between moves it again and the next decision compiles again.
    const entry = { version, compiled: compileRules(rows.map(ruleOf)), rows: new Map(rows.map((r) => [r.id, r])) };
    cache.set(warehouseId, entry);
    return entry;
  }

  /** The winning rule among a warehouse's rules of the type for the parcel, or null when none takes it. */
  async function decideOrNull(
    warehouseId: number,
    type: SortType,
    parcel: ParcelFacts,
    now = new Date(),
  ): Promise<SortDecision | null> {
    const { compiled, rows } = await compiledOf(warehouseId);
    const best = decideCompiled(compiled, type, parcel, now);
    if (!best) return null;
    const rule = rows.get(best.id)!;
    return { bayNumber: rule.bayNumber, rule };
  }

  async function found(id: number): Promise<SortRuleListRow> {
    const row = await repo.listRow(id);
    if (!row) throw new AppError('SORT_RULE_NOT_FOUND', { id });
    return row;
  }

  /** The row to write, the warehouse and bay and customer checked. */
  async function writable(input: Out<typeof SortRuleAdd>): Promise<SortRuleWrite> {
    const warehouse = await warehouses.get(input.warehouseId);
    const bays = await warehouses.bays(input.warehouseId);
    if (!bays.some((b) => b.number === input.bayNumber))
      throw new AppError('SORT_RULE_BAY_UNKNOWN', { bayNumber: input.bayNumber, warehouse: warehouse.code });
    if (input.customerId !== null && !(await repo.customerExists(input.customerId)))
      throw new AppError('SORT_RULE_CUSTOMER_UNKNOWN', { id: input.customerId });
    return {
      warehouseId: input.warehouseId,
      warehouseCity: warehouse.city,
      code: input.code,
      name: input.name,
      customerId: input.customerId,
      endDistributionCenter: input.endDistributionCenter,
      executionWeight: input.executionWeight,
      sortType: input.sortType,
      destinations: input.destinations.join(','),
      productCode: input.productCode,
      machinable: input.machinable,
      sortLevel: input.sortLevel,
      cin: input.cin,
      cinrReadable: input.cinrReadable,
      weightMin: input.weightMin,
      weightMax: input.weightMax,
      postcodeFrom: input.postcodeFrom,
      postcodeTo: input.postcodeTo,
      postcodeLength: input.postcodeLength,
      carrierCode: input.carrierCode,
      level: input.level,
      baggingRequirement: input.baggingRequirement,
      validFrom: input.validFrom === null ? null : new Date(input.validFrom),
      validTo: input.validTo === null ? null : new Date(input.validTo),
      enabled: input.enabled,
      bayNumber: input.bayNumber,
    };
  }

  /** Runs a write of the warehouses' rules with their versions moved, a taken code worded. */
  async function changing<T>(warehouseIds: readonly number[], code: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await data.withTransaction(async () => {
        const out = await fn();
        for (const w of new Set(warehouseIds)) await repo.bumpVersion(w);
        return out;
      });
    } catch (e) {
      if (uniqueViolation(e) !== null) throw new AppError('SORT_RULE_CODE_TAKEN', { code });
      throw e;
    }
  }

  async function setEnabled(id: number, enabled: boolean): Promise<SortRuleDto> {
    const row = await found(id);
    await changing([row.warehouseId], row.code, () => repo.updateRule(id, { enabled }));
    return toSortRule(await found(id));
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

    async list(q: Out<typeof SortRuleQuery>): Promise<{ rows: SortRuleDto[]; total: number }> {
      const { rows, total } = await repo.listRules({
        ...(q.warehouseId !== undefined ? { warehouseId: q.warehouseId } : {}),
        ...(q.blurry ? { blurry: q.blurry } : {}),
        ...(q.sortType !== undefined ? { sortType: q.sortType } : {}),
        ...(q.enabled !== undefined ? { enabled: q.enabled } : {}),
        ...pageWindow(q),
      });
      return { rows: rows.map(toSortRule), total };
    },
    async add(input: Out<typeof SortRuleAdd>): Promise<SortRuleDto> {
      const row = await writable(input);
      const id = await changing([row.warehouseId], row.code, () => repo.insertRule(row));
      return toSortRule(await found(id));
    },
    async update(input: Out<typeof SortRuleUpdate>): Promise<SortRuleDto> {
      const before = await found(input.id);
      const row = await writable(input);
      await changing([before.warehouseId, row.warehouseId], row.code, () => repo.updateRule(input.id, row));
      return toSortRule(await found(input.id));
    },
    async remove(id: number): Promise<void> {
      const row = await found(id);
      await changing([row.warehouseId], row.code, () => repo.deleteRule(id));
    },
    enable: (id: number) => setEnabled(id, true),
    disable: (id: number) => setEnabled(id, false),

    /** The rule test: the bay and rule for the parcel's facts, and why every other rule of the type lost. */
    async test(input: Out<typeof SortRuleTestInput>, lang: Language): Promise<SortRuleTestResult> {
      await warehouses.get(input.warehouseId);
      const { rows } = await repo.listRules({ warehouseId: input.warehouseId, offset: 0, limit: 100_000 });
      const byId = new Map(rows.map((r) => [r.id, r]));
      const parcel: ParcelFacts = {
        customerId: input.customerId ?? 0,
        destination: input.destination,
        postcode: input.postcode,
        weightKg: input.weightKg,
        productCode: input.productCode,
        carrierCode: input.carrierCode,
        machinable: input.machinable,
      };
      const now = input.at === null ? new Date() : new Date(input.at);
      const { winner, others } = explainDecision(rows.map(ruleOf), input.sortType, parcel, now);
      return {
        bayNumber: winner?.bayNumber ?? null,
        rule: winner ? toSortRule(byId.get(winner.id)!) : null,
        others: others.map((o) => ({
          rule: toSortRule(byId.get(o.rule.id)!),
          loss: o.loss,
          reason: lossWords(o.loss, lang),
        })),
      };
    },
  };
}

export type SortRulesService = ReturnType<typeof createSortRulesService>;
