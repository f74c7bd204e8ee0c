import type { z } from 'zod';
import {
  ORDER_RULE_NAME_MAX,
  ORDER_RULE_STATUSES,
  ORDER_RULE_STRATEGIES,
  orderRuleStatusName,
  orderRuleStrategyName,
  requiredFieldName,
  type Language,
  type Option,
  type OrderRule,
  type OrderRuleGroup,
  type OrderRuleGroupInput,
  type OrderRuleInput,
  type OrderRuleListQuery,
  type OrderRuleMoved,
  type OrderRuleStatusInput,
} from '@parcelhub/contracts';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { pageWindow } from '../../platform/db/paging';
import { can, type Actor } from '../../platform/auth/actor';
import { AppError } from '../../platform/http/app-error';
import type { PostcodesService } from '../postcodes';
import type { RegionsService } from '../regions';
import * as queries from './order-rules.repository';
import type { GroupView, RuleRow, RuleView, RuleWrite } from './order-rules.repository';
import { productLabel, toGroup, toRule } from './order-rules.mapper';
import { ruleReferences } from './order-rules.references';
import { createCompiledRules } from './compiled-rules';
import { evaluateRules, type OrderFacts, type RuleOutcome } from './evaluate';

type GroupInput = z.output<typeof OrderRuleGroupInput>;
type RuleInput = z.output<typeof OrderRuleInput>;
type StatusInput = z.output<typeof OrderRuleStatusInput>;
type ListQuery = z.output<typeof OrderRuleListQuery>;

export interface OrderRulesDeps {
  data: DataAccess;
  regions: Pick<RegionsService, 'countries'>;
  postcodes: Pick<PostcodesService, 'rangesOfGroups' | 'registerInUseCheck'>;
}

const COPY_SUFFIX: Record<Language, string> = { zh: '（副本）', en: ' (copy)', ko: ' (사본)' };

/** "<name> (copy)", the name cut so the whole stays within the name's length. */
export const copyName = (name: string, lang: Language) => {
  const suffix = COPY_SUFFIX[lang];
  return `${[...name].slice(0, ORDER_RULE_NAME_MAX - suffix.length).join('')}${suffix}`;
};

/** The screen is the platform's: a supplier holding product:manage (for postcode groups) is refused too. */
function assertPlatform(actor: Actor) {
  if (actor.privilegeType !== 'PLATFORM' || !can(actor, 'product:manage')) throw new AppError('FORBIDDEN');
}

/** A rule's stored fields from the form: the strategy's own parameter kept, the others' cleared. */
function ruleWrite(input: RuleInput): RuleWrite {
  const c = input.conditions;
  return {
    groupId: input.orderRuleGroupId,
    name: input.name,
    strategyType: input.strategyType,
    status: input.status,
    remark: input.remark,
    countries: c.countries,
    postcodeGroupIds: c.postcodeGroupIds,
    weightMin: c.weightMin,
    weightMax: c.weightMax,
    declaredValueMin: c.declaredValueMin,
    declaredValueMax: c.declaredValueMax,
    customerIds: c.customerIds,
    productIds: c.productIds,
    keywords: c.keywords,
    message: input.strategyType === 'REJECT' ? input.message : '',
    targetProductId: input.strategyType === 'ROUTE' ? (input.targetProductId ?? null) : null,
    requiredFields: input.strategyType === 'REQUIRE_FIELD' ? input.requiredFields : [],
  };
}

/** A stored rule as a new row (a copy): everything but its identity, order and authors. */
function copyOf(rule: RuleRow): RuleWrite {
  const { id: _id, sort: _sort, createdAt: _c, updatedAt: _u, createdBy: _cb, updatedBy: _ub, ...fields } = rule;
  return fields;
}

/**
 * Order rules (spec 001 §7 "Order rules"): the platform's groups of rules, and their evaluation at order placement
 * (`evaluate`, the pure evaluator in `evaluate/` over rules compiled per process).
 */
export function createOrderRulesService({ data, regions, postcodes }: OrderRulesDeps) {
  const repo = bindRepository(data, queries);
  const references = ruleReferences({ repo, regions, postcodes });
  const compiled = createCompiledRules(data, postcodes);

  postcodes.registerInUseCheck(async (groupId) => {
    const rule = await repo.ruleUsingPostcodeGroup(groupId);
    return rule ? `order rule "${rule.name}"` : null;
  });

  async function rulesDto(rules: RuleView[], lang: Language): Promise<OrderRule[]> {
    const names = await references.names(rules, lang);
    return rules.map((r) => toRule(r, names, lang));
  }

  async function groupsDto(groups: GroupView[], lang: Language): Promise<OrderRuleGroup[]> {
    const rules = await repo.rulesOf(groups.map((g) => g.id));
    const dtos = await rulesDto(rules, lang);
    return groups.map((g) =>
      toGroup(
        g,
        dtos.filter((r) => r.orderRuleGroupId === g.id),
        lang,
      ),
    );
  }

  async function groupDto(id: number, lang: Language): Promise<OrderRuleGroup> {
    const group = await repo.findGroup(id);
    if (!group) throw new AppError('ORDER_RULE_GROUP_NOT_FOUND', { id });
    const [dto] = await groupsDto([group], lang);
    return dto!;
  }

  async function ruleDto(id: number, lang: Language): Promise<OrderRule> {
    const rule = (await repo.rulesOf([(await ruleRow(id)).groupId])).find((r) => r.id === id);
    if (!rule) throw new AppError('ORDER_RULE_NOT_FOUND', { id });
    const [dto] = await rulesDto([rule], lang);
    return dto!;
  }

  async function ruleRow(id: number): Promise<RuleRow> {
    const rule = await repo.findRule(id);
    if (!rule) throw new AppError('ORDER_RULE_NOT_FOUND', { id });
    return rule;
  }

  async function lockedGroup(id: number) {
    const group = await repo.lockGroup(id);
    if (!group) throw new AppError('ORDER_RULE_GROUP_NOT_FOUND', { id });
    return group;
  }

  /**
   * A rule read under its group's lock, so its place is the one the other writers of the group left. A rule that
   * moved to another group while this waited is followed there.
   */
  async function lockedRule(id: number): Promise<RuleRow> {
    let rule = await ruleRow(id);
    for (let tries = 0; tries < 3; tries++) {
      await repo.lockGroup(rule.groupId);
      const now = await ruleRow(id);
      if (now.groupId === rule.groupId) return now;
      rule = now;
    }
    return rule;
  }

  async function move(actor: Actor, id: number, direction: 'up' | 'down'): Promise<OrderRuleMoved> {
    assertPlatform(actor);
    return data.withTransaction(async () => {
      const rule = await lockedRule(id);
      const other = await repo.neighbour(rule.groupId, rule.sort, direction);
      if (!other) return { id, orderRuleGroupId: rule.groupId, sort: rule.sort, moved: false };
      await repo.swapSorts({ id: rule.id, sort: rule.sort }, other);
      return { id, orderRuleGroupId: rule.groupId, sort: other.sort, moved: true };
    });
  }

  const service = {
    /** `POST api/orderRules/list` (ours): groups in evaluation order with their rules, paged by group. */
    async list(actor: Actor, q: ListQuery, lang: Language) {
      assertPlatform(actor);
      const { offset, limit } = pageWindow(q);
      const { rows, total } = await repo.findGroups({ name: q.name || undefined, status: q.status }, offset, limit);
      return { rows: await groupsDto(rows, lang), total };
    },

    /** Creates a group (last unless a sort number is given) or edits one. */
    async saveGroup(actor: Actor, input: GroupInput, lang: Language): Promise<OrderRuleGroup> {
      assertPlatform(actor);
      const { id, sort, ...fields } = input;
      const saved = await data.withTransaction(async () => {
        if (id === undefined)
          return repo.insertGroup({ ...fields, sort: sort ?? (await repo.nextGroupSort()), createdBy: actor.userId });
        const changed = await repo.updateGroup(id, {
          ...fields,
          ...(sort === undefined ? {} : { sort }),
          updatedBy: actor.userId,
        });
        if (!changed) throw new AppError('ORDER_RULE_GROUP_NOT_FOUND', { id });
        return id;
      });
      return groupDto(saved, lang);
    },

    /**
     * Creates a rule at the end of its group, or edits one; a rule given another group moves to the end of that
     * one. What it points at must exist (400 naming the ids).
     */
    async saveRule(actor: Actor, input: RuleInput, lang: Language): Promise<OrderRule> {
      assertPlatform(actor);
      const write = ruleWrite(input);
      await references.check(input.conditions, write.targetProductId ?? null);
      const saved = await data.withTransaction(async () => {
        if (input.id === undefined) {
          await lockedGroup(write.groupId);
          return repo.insertRule({ ...write, sort: await repo.nextRuleSort(write.groupId), createdBy: actor.userId });
        }
        const id = input.id;
        let current = await ruleRow(id);
        if (current.groupId !== write.groupId) {
          // Both groups locked in id order (as every caller locking two does), then the rule read again.
          const locked = await repo.lockGroups([current.groupId, write.groupId]);
          if (!locked.some((g) => g.id === write.groupId))
            throw new AppError('ORDER_RULE_GROUP_NOT_FOUND', { id: write.groupId });
          current = await ruleRow(id);
        }
        // Within its group a rule keeps its place; moved to another, it goes last there.
        const sort = current.groupId === write.groupId ? {} : { sort: await repo.nextRuleSort(write.groupId) };
        if (!(await repo.updateRule(id, { ...write, ...sort, updatedBy: actor.userId })))
          throw new AppError('ORDER_RULE_NOT_FOUND', { id });
        return id;
      });
      return ruleDto(saved, lang);
    },

    /** Swaps a rule with the one before it in its group; nothing at the top. */
    moveUp: (actor: Actor, id: number) => move(actor, id, 'up'),
    /** Swaps a rule with the one after it in its group; nothing at the bottom. */
    moveDown: (actor: Actor, id: number) => move(actor, id, 'down'),

    async deleteRule(actor: Actor, groupId: number, id: number) {
      assertPlatform(actor);
      return data.withTransaction(async () => {
        await lockedGroup(groupId);
        if (!(await repo.deleteRule(groupId, id))) throw new AppError('ORDER_RULE_NOT_FOUND', { id });
        return { id, orderRuleGroupId: groupId };
      });
    },

    async deleteGroup(actor: Actor, id: number) {
      assertPlatform(actor);
      return data.withTransaction(async () => {
        await lockedGroup(id);
        return { id, rules: await repo.deleteGroups([id]) };
      });
    },

    /** Deletes every group named, with their rules, or none when one of them does not exist. */
    async batchDeleteGroups(actor: Actor, ids: number[]) {
      assertPlatform(actor);
      return data.withTransaction(async () => {
        const found = await repo.lockGroups(ids);
        const have = new Set(found.map((g) => g.id));
        const missing = ids.filter((id) => !have.has(id));
        if (missing.length) throw new AppError('ORDER_RULE_GROUP_NOT_FOUND', { id: missing.join(', ') });
        return { ids, rules: await repo.deleteGroups(ids) };
      });
    },

    async changeStatus(actor: Actor, input: StatusInput) {
      assertPlatform(actor);
      const { id, status, type } = input;
      if (type === 'GROUP') {
        if (!(await repo.setGroupStatus(id, status, actor.userId)))
          throw new AppError('ORDER_RULE_GROUP_NOT_FOUND', { id });
      } else if (!(await repo.setRuleStatus(id, status, actor.userId)))
        throw new AppError('ORDER_RULE_NOT_FOUND', { id });
      return { id, type, status };
    },

    /** A copy of a rule at the end of its group, named "<name> (copy)" and disabled. */
    async copyRule(actor: Actor, id: number, lang: Language): Promise<OrderRule> {
      assertPlatform(actor);
      const copy = await data.withTransaction(async () => {
        const rule = await lockedRule(id);
        return repo.insertRule({
          ...copyOf(rule),
          name: copyName(rule.name, lang),
          status: 'DISABLED',
          sort: await repo.nextRuleSort(rule.groupId),
          createdBy: actor.userId,
        });
      });
      return ruleDto(copy, lang);
    },

    /** A copy of a group and its rules (same order, names and statuses) at the end, named "(copy)" and disabled. */
    async copyGroup(actor: Actor, id: number, lang: Language): Promise<OrderRuleGroup> {
      assertPlatform(actor);
      const copy = await data.withTransaction(async () => {
        const group = await lockedGroup(id);
        const newId = await repo.insertGroup({
          name: copyName(group.name, lang),
          status: 'DISABLED',
          sort: await repo.nextGroupSort(),
          remark: group.remark,
          createdBy: actor.userId,
        });
        for (const rule of await repo.rulesOf([id]))
          await repo.insertRule({ ...copyOf(rule), groupId: newId, sort: rule.sort, createdBy: actor.userId });
        return newId;
      });
      return groupDto(copy, lang);
    },

    /** `productEnum/orderRulesStatus`. */
    statuses(actor: Actor, lang: Language): Option[] {
      assertPlatform(actor);
      return ORDER_RULE_STATUSES.map((v) => ({ label: orderRuleStatusName(v, lang), value: v }));
    },

    /** `productEnum/orderRuleStrategyType`. */
    strategies(actor: Actor, lang: Language): Option[] {
      assertPlatform(actor);
      return ORDER_RULE_STRATEGIES.map((v) => ({ label: orderRuleStrategyName(v, lang), value: v }));
    },

    /** `dropdownData/productSelects`: every product, by code. */
    async productSelects(actor: Actor, lang: Language): Promise<Option[]> {
      assertPlatform(actor);
      return (await repo.productOptions()).map((p) => ({ label: productLabel(p, lang), value: String(p.id) }));
    },

    /**
     * What the enabled rules do to an order (see `evaluateRules` for the semantics). Joins the transaction open in
     * the call chain; the compiled rules are rebuilt when a rule or a postcode group changed.
     */
    async evaluate(facts: OrderFacts): Promise<RuleOutcome> {
      return evaluateRules(await compiled.groups(), facts);
    },

    /** How many times this process compiled the rules (tests and benchmarks read it). */
    get compilations() {
      return compiled.compilations;
    },

    /** `POST api/orderRules/evaluate` (ours): the platform tries the rules on an order's facts. */
    async trial(actor: Actor, facts: OrderFacts): Promise<RuleOutcome> {
      assertPlatform(actor);
      return service.evaluate(facts);
    },

    /**
     * The error a refusing outcome answers at placement (REJECT: the rule's message; MISSING_FIELD: the field named
     * in `lang`), or null when the order may go on (PASS, INTERCEPT, ROUTE).
     */
    refusalOf(outcome: RuleOutcome, lang: Language): AppError | null {
      if (outcome.kind === 'REJECT')
        return new AppError('ORDER_RULE_REJECTED', { rule: outcome.rule.ruleName, message: outcome.message });
      if (outcome.kind === 'MISSING_FIELD')
        return new AppError('ORDER_RULE_FIELD_MISSING', {
          rule: outcome.rule.ruleName,
          field: requiredFieldName(outcome.field, lang),
          fieldKey: outcome.field,
        });
      return null;
    },
  };
  return service;
}

export type OrderRulesService = ReturnType<typeof createOrderRulesService>;
