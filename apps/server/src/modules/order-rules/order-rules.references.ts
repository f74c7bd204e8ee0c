import type { Language, OrderRuleConditions } from '@parcelhub/contracts';
import type { BoundRepository } from '../../platform/db/data-access';
import { AppError } from '../../platform/http/app-error';
import type { PostcodesService } from '../postcodes';
import type { RegionsService } from '../regions';
import type * as queries from './order-rules.repository';
import type { RuleRow } from './order-rules.repository';
import { productLabel, type RuleNames } from './order-rules.mapper';

type Repo = BoundRepository<typeof queries>;

interface Deps {
  repo: Repo;
  regions: Pick<RegionsService, 'countries'>;
  postcodes: Pick<PostcodesService, 'rangesOfGroups'>;
}

const missingOf = <T>(asked: readonly T[], found: Iterable<T>) => {
  const have = new Set(found);
  return asked.filter((x) => !have.has(x));
};

/**
 * What a rule points at (countries, postcode groups, customers, products, the route's target): checked to exist
 * when a rule is saved, and named when rules are shown.
 */
export function ruleReferences({ repo, regions, postcodes }: Deps) {
  return {
    /** Refuses (400) a rule naming what does not exist, saying which ids. */
    async check(conditions: OrderRuleConditions, targetProductId: number | null) {
      if (targetProductId !== null && (await repo.existingProducts([targetProductId])).length === 0)
        throw new AppError('ORDER_RULE_TARGET_PRODUCT_UNKNOWN', { id: targetProductId });
      if (conditions.countries.length) {
        const known = (await regions.countries('en')).map((c) => c.value);
        const unknown = missingOf(conditions.countries, known);
        if (unknown.length) throw new AppError('ORDER_RULE_COUNTRIES_UNKNOWN', { codes: unknown.join(', ') });
      }
      const products = missingOf(conditions.productIds, await repo.existingProducts(conditions.productIds));
      if (products.length) throw new AppError('ORDER_RULE_PRODUCTS_UNKNOWN', { ids: products.join(', ') });
      const customers = missingOf(conditions.customerIds, await repo.existingCustomers(conditions.customerIds));
      if (customers.length) throw new AppError('ORDER_RULE_CUSTOMERS_UNKNOWN', { ids: customers.join(', ') });
      if (conditions.postcodeGroupIds.length) {
        const found = (await postcodes.rangesOfGroups(conditions.postcodeGroupIds)).map((g) => g.id);
        const groups = missingOf(conditions.postcodeGroupIds, found);
        if (groups.length) throw new AppError('ORDER_RULE_POSTCODE_GROUPS_UNKNOWN', { ids: groups.join(', ') });
      }
    },

    /** The names of everything these rules point at, in the caller's language. */
    async names(rules: readonly RuleRow[], lang: Language): Promise<RuleNames> {
      const productIds = new Set<number>();
      const customerIds = new Set<number>();
      const groupIds = new Set<number>();
      for (const r of rules) {
        for (const id of r.productIds) productIds.add(id);
        if (r.targetProductId !== null) productIds.add(r.targetProductId);
        for (const id of r.customerIds) customerIds.add(id);
        for (const id of r.postcodeGroupIds) groupIds.add(id);
      }
      const needCountries = rules.some((r) => r.countries.length > 0);
      const [products, customers, groups, countries] = await Promise.all([
        repo.productNames([...productIds]),
        repo.customerNames([...customerIds]),
        repo.postcodeGroupNames([...groupIds]),
        needCountries ? regions.countries(lang) : Promise.resolve([]),
      ]);
      return {
        countries: new Map(countries.map((c) => [c.value, c.label])),
        products: new Map(products.map((p) => [p.id, productLabel(p, lang)])),
        customers: new Map(customers.map((c) => [c.id, c.username])),
        postcodeGroups: new Map(groups.map((g) => [g.id, `${g.name} (${g.countryCode})`])),
      };
    },
  };
}
