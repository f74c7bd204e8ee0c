import {
  CARRY_BAND_PROBLEM_WORDS,
  carryBandsProblem,
  type CarryBand,
  type Language,
  type Option,
  type PostcodeRule,
  type ProductCalcInfo,
  type ProductCost,
  type ProductCostAccount,
  type ProductCostAccountInput,
  type ProductCostDetail,
  type ProductCostInput,
  type ProductCostQuery,
  type PostcodeRuleInput,
} from '@parcelhub/contracts';
import type { z } from 'zod';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { pageWindow } from '../../platform/db/paging';
import { uniqueViolation } from '../../platform/db/errors';
import { scopeOf, type DataScope } from '../../platform/auth/scope';
import type { Actor } from '../../platform/auth/actor';
import { AppError } from '../../platform/http/app-error';
import * as costs from './product-costs.repository';
import * as zones from './zones.repository';
import * as prices from './prices.repository';
import * as surcharges from './surcharges.repository';
import * as docking from './docking.repository';
import { foreignKeyViolation } from './cost-scope';
import { toAccount, toBand, toCost, toSurcharge } from './product-costs.mapper';

type EditInput = z.output<typeof ProductCostInput>;
type Query = z.output<typeof ProductCostQuery>;
type AccountInput = z.output<typeof ProductCostAccountInput>;
type RuleInput = z.output<typeof PostcodeRuleInput>;

/**
 * Answers the products (codes or names) that use a cost; registered by the products module so that a cost in use is
 * never deleted. The database's foreign key refuses it too, whatever registered.
 */
export type CostUsageCheck = (costId: number) => Promise<string[]>;

/**
 * Answers which of the given postcode group ids the caller cannot use (unknown, or another supplier's); registered by
 * the postcodes module. Without one, the ids are stored as given.
 */
export type PostcodeGroupCheck = (actor: Actor, ids: number[]) => Promise<number[]>;

const MAX_OPTIONS = 2000;
const USED_BY: Record<Language, string> = { zh: '成本价', en: 'product cost', ko: '원가' };

/** Carry bands as stored: canonical numbers ('0.50' is '0.5'). */
const canonicalBands = (bands: { upTo: string | null; step: string }[]): CarryBand[] =>
  bands.map((b) => ({ upTo: b.upTo === null ? null : String(Number(b.upTo)), step: String(Number(b.step)) }));

export function createCostsService({ data }: { data: DataAccess }) {
  const repo = bindRepository(data, { ...costs, ...zones, ...prices, ...surcharges, ...docking });
  const usageChecks: CostUsageCheck[] = [];
  const groupChecks: PostcodeGroupCheck[] = [];

  /** A cost the caller sees, else 404 (whether missing or another supplier's). */
  async function requireCost(scope: DataScope, id: number) {
    const row = await repo.findCost(scope, id);
    if (!row) throw new AppError('COST_NOT_FOUND', { id });
    return row;
  }

  /** Locks a cost the caller sees for a write to its price data (inside the caller's transaction). */
  async function lockCost(scope: DataScope, id: number) {
    const row = await repo.lockCost(scope, id);
    if (!row) throw new AppError('COST_NOT_FOUND', { id });
    return row;
  }

  /** The owner a cost gets: a supplier its own account; the platform its own or a supplier main account's. */
  async function ownerFor(actor: Actor, asked: number | undefined, current?: number): Promise<number> {
    switch (actor.privilegeType) {
      case 'SUPPLIER':
        return actor.accountId;
      case 'USER':
        throw new AppError('FORBIDDEN');
      case 'PLATFORM': {
        const id = asked ?? current ?? actor.accountId;
        if (id === actor.accountId || id === current) return id;
        const holder = await repo.findAccountHolder(id);
        const fits = holder && holder.parentId === null && holder.privilegeType !== 'USER';
        if (!fits) throw new AppError('PRODUCT_COST_OWNER_INVALID', { ownerId: id });
        return id;
      }
      default: {
        const never: never = actor.privilegeType;
        throw new Error(`unknown privilege type ${String(never)}`);
      }
    }
  }

  function carryRule(input: EditInput, lang: Language): CarryBand[] {
    if (input.weightCarryRule !== 'CUSTOM') return [];
    const problem = carryBandsProblem(input.customWeightRule);
    if (problem) {
      const reason = CARRY_BAND_PROBLEM_WORDS[problem.kind][lang].replace('{row}', String(problem.row + 1));
      throw new AppError('CARRY_RULE_INVALID', { reason, row: problem.row + 1 });
    }
    return canonicalBands(input.customWeightRule);
  }

  async function account(costId: number, lang: Language): Promise<ProductCostAccount | null> {
    const row = await repo.findAccount(costId);
    return row ? toAccount(row, lang) : null;
  }

  const service = {
    requireCost,
    lockCost,
    bumpVersion: (costId: number) => repo.bumpVersion(costId),

    /** The products module registers here what tells whether a cost is in use. */
    registerUsageCheck(check: CostUsageCheck) {
      usageChecks.push(check);
    },
    /** The postcodes module registers here what tells whether postcode groups may be used. */
    registerPostcodeGroupCheck(check: PostcodeGroupCheck) {
      groupChecks.push(check);
    },

    /** For the postcodes module: what keeps a postcode group from being deleted ("product cost PC001"). */
    async costUsingPostcodeGroup(groupId: number, lang: Language = 'en'): Promise<string | null> {
      const row = await repo.costUsingGroup(groupId);
      return row ? `${USED_BY[lang]} ${row.code}` : null;
    },

    async list(actor: Actor, q: Query, lang: Language) {
      const scope = scopeOf(actor);
      const { rows, total } = await repo.findCosts(scope, {
        code: q.code || undefined,
        name: q.name || undefined,
        status: q.status,
        ownerId: actor.privilegeType === 'PLATFORM' ? q.ownerId : undefined,
        ...pageWindow(q),
      });
      return { rows: rows.map((r) => toCost(r, lang)), total };
    },

    async get(actor: Actor, id: number, lang: Language): Promise<ProductCostDetail> {
      const row = await requireCost(scopeOf(actor), id);
      return { ...toCost(row, lang), account: await account(id, lang) };
    },

    /** Creates (no id) or updates; the weight rule or currency changing moves the version. */
    async edit(actor: Actor, input: EditInput, lang: Language): Promise<ProductCost> {
      const scope = scopeOf(actor);
      const customWeightRule = carryRule(input, lang);
      const fields = {
        code: input.code,
        name: input.name,
        mainName: input.mainName,
        description: input.description,
        businessType: input.businessType,
        currency: input.currency,
        weightCarryRule: input.weightCarryRule,
        customWeightRule,
      };
      let id = input.id;
      try {
        if (id === undefined) {
          const ownerId = await ownerFor(actor, input.ownerId);
          const created = await repo.insertCost({ ...fields, ownerId });
          if (created === null) throw new AppError('PRODUCT_COST_CODE_TAKEN', { code: input.code });
          id = created;
        } else {
          const costId = id;
          await data.withTransaction(async () => {
            const current = await requireCost(scope, costId);
            const ownerId = await ownerFor(actor, input.ownerId, current.ownerId);
            const priced =
              current.weightCarryRule !== fields.weightCarryRule ||
              current.currency !== fields.currency ||
              JSON.stringify(current.customWeightRule) !== JSON.stringify(customWeightRule);
            await repo.updateCost(scope, costId, { ...fields, ownerId }, priced);
            if (ownerId !== current.ownerId) await repo.setAccountOwner(costId, ownerId);
          });
        }
      } catch (e) {
        if (uniqueViolation(e) !== null) throw new AppError('PRODUCT_COST_CODE_TAKEN', { code: input.code });
        if (foreignKeyViolation(e) !== null)
          throw new AppError('PRODUCT_COST_OWNER_INVALID', { ownerId: input.ownerId });
        throw e;
      }
      return toCost(await requireCost(scope, id), lang);
    },

    /** Deletes a cost with its zones, bands, surcharges and account; refused while a product uses it. */
    async remove(actor: Actor, id: number): Promise<{ id: number }> {
      const scope = scopeOf(actor);
      try {
        await data.withTransaction(async () => {
          await lockCost(scope, id);
          const users = (await Promise.all(usageChecks.map((check) => check(id)))).flat();
          if (users.length > 0)
            throw new AppError('PRODUCT_COST_IN_USE', { products: ` (${users.slice(0, 10).join(', ')})` });
          if (!(await repo.deleteCost(scope, id))) throw new AppError('COST_NOT_FOUND', { id });
        });
      } catch (e) {
        if (foreignKeyViolation(e) !== null) throw new AppError('PRODUCT_COST_IN_USE', { products: '' });
        throw e;
      }
      return { id };
    },

    async setStatus(actor: Actor, id: number, status: 'ENABLED' | 'DISABLED', lang: Language): Promise<ProductCost> {
      const scope = scopeOf(actor);
      if (!(await repo.setStatus(scope, id, status))) throw new AppError('COST_NOT_FOUND', { id });
      return toCost(await requireCost(scope, id), lang);
    },

    async calcInfo(actor: Actor, id: number, lang: Language): Promise<ProductCalcInfo> {
      const row = await requireCost(scopeOf(actor), id);
      const [acct, summary, bands, rules] = [
        await account(id, lang),
        await repo.zoneSummary(id),
        await repo.findBands(id),
        await repo.findSurcharges(id),
      ];
      return {
        cost: toCost(row, lang),
        account: acct,
        zones: summary.map((s) => ({ ...s, countries: s.countries ?? [] })),
        bands: bands.map((b) => toBand(b, lang)),
        surcharges: rules.map((s) => toSurcharge(s, lang)),
      };
    },

    async options(actor: Actor): Promise<Option[]> {
      const rows = await repo.costOptions(scopeOf(actor), MAX_OPTIONS);
      return rows.map((r) => ({ label: `${r.name} (${r.code})`, value: String(r.id) }));
    },

    /** Who may own a cost, for the platform's picker; a supplier only itself. */
    async ownerOptions(actor: Actor): Promise<Option[]> {
      const self = await repo.findAccountHolder(actor.accountId);
      const mine: Option[] = self ? [{ label: self.nickName || self.username, value: String(self.id) }] : [];
      if (actor.privilegeType !== 'PLATFORM') return actor.privilegeType === 'SUPPLIER' ? mine : [];
      const suppliers = await repo.supplierAccounts(MAX_OPTIONS);
      return [
        ...mine,
        ...suppliers.map((s) => ({
          label: s.nickName ? `${s.nickName} (${s.username})` : s.username,
          value: String(s.id),
        })),
      ];
    },

    async saveAccount(actor: Actor, costId: number, input: AccountInput, lang: Language): Promise<ProductCostAccount> {
      const cost = await requireCost(scopeOf(actor), costId);
      const providerId = input.dockingProviderId ?? null;
      const modelId = input.dockModelId ?? null;
      if (providerId !== null && !(await repo.findProvider(providerId)))
        throw new AppError('DOCKING_PROVIDER_NOT_FOUND', { id: providerId });
      if (modelId !== null) {
        const model = await repo.findModel(modelId);
        if (!model) throw new AppError('DOCK_MODEL_NOT_FOUND', { id: modelId });
        if (model.providerId !== providerId) throw new AppError('DOCK_MODEL_PROVIDER_MISMATCH');
      }
      try {
        await repo.upsertAccount({
          costId,
          ownerId: cost.ownerId,
          serviceCode: input.serviceCode,
          logisticsProviderName: input.logisticsProviderName,
          dockingProviderId: providerId,
          dockModelId: modelId,
          includeClearance: input.includeClearance,
          trackType: input.trackType,
          sync: input.sync,
          finalLogisticsName: input.finalLogisticsName,
          tracknetCode: input.tracknetCode,
          countryCode: input.countryCode,
          dpSupplementProps: input.dpSupplementProps,
        });
      } catch (e) {
        // A provider or model deleted between the check and the write.
        if (foreignKeyViolation(e) !== null) throw new AppError('DOCK_MODEL_NOT_FOUND', { id: modelId });
        throw e;
      }
      const saved = await account(costId, lang);
      if (!saved) throw new Error('the account just saved is missing');
      return saved;
    },

    /** The postcode rule: remote and never-remote postcode group libraries; moves the version. */
    async setPostcodeRule(actor: Actor, costId: number, input: RuleInput): Promise<PostcodeRule> {
      const scope = scopeOf(actor);
      await requireCost(scope, costId);
      const ids = [...new Set([...input.remotePostcodeLib, ...input.noRemotePostcodeLib])];
      const unknown = [...new Set((await Promise.all(groupChecks.map((check) => check(actor, ids)))).flat())];
      if (unknown.length > 0) throw new AppError('POSTCODE_GROUP_UNKNOWN', { ids: unknown.join(', ') });
      const out = await repo.setPostcodeRule(scope, costId, input.remotePostcodeLib, input.noRemotePostcodeLib);
      if (!out) throw new AppError('COST_NOT_FOUND', { id: costId });
      return {
        remotePostcodeLib: input.remotePostcodeLib,
        noRemotePostcodeLib: input.noRemotePostcodeLib,
        version: out.version,
      };
    },
  };
  return service;
}

export type CostsService = ReturnType<typeof createCostsService>;
