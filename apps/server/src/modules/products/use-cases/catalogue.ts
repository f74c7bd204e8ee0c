import type { z } from 'zod';
import type {
  CostPriceInfo,
  Edition,
  Language,
  MultiCostProductInput,
  OwnProductInput,
  Product,
  ProductBrief,
  ProductInput,
  ProductListQuery,
  ProductStatus,
  ProductUpdate,
} from '@parcelhub/contracts';
import { scopeOf } from '../../../platform/auth/scope';
import { can, type Actor } from '../../../platform/auth/actor';
import { AppError } from '../../../platform/http/app-error';
import { uniqueViolation } from '../../../platform/db/errors';
import { pageWindow } from '../../../platform/db/paging';
import { assertManager, type ProductCore } from '../product-core';
import { toBrief } from '../products.mapper';
import type { CostRow, ProductRow, ProductWrite } from '../products.repository';

type Fields = Omit<z.output<typeof ProductInput>, never>;
type Update = z.output<typeof ProductUpdate>;
type MultiCost = z.output<typeof MultiCostProductInput>;
type Own = z.output<typeof OwnProductInput>;

/**
 * The own-account product cap of an edition (spec 001 §9): free 2, standard 5, professional unlimited. The one place
 * the cap is decided. The edition comes from the users service, which answers FREE for every customer until the
 * subscriptions module sells the others (so today every customer has the free edition's cap of 2).
 */
export function ownProductCap(edition: Edition): number {
  switch (edition) {
    case 'FREE':
      return 2;
    case 'STANDARD':
      return 5;
    case 'PROFESSIONAL':
      return Number.POSITIVE_INFINITY;
    default: {
      const never: never = edition;
      throw new Error(`unknown edition ${String(never)}`);
    }
  }
}

/** The table's columns from the form's fields (spec names on the wire, ours in the table). */
function toColumns(f: Omit<Fields, 'costId' | 'code' | 'name' | 'nameEn'>) {
  return {
    startCountry: f.startCountry,
    deliveryCountries: f.deliveryCountryList,
    minShippingCycle: f.minShippingCycle,
    maxShippingCycle: f.maxShippingCycle,
    trackType: f.trackType,
    sync: f.sync,
    productLabels: f.productLabels,
    supportMethod: f.supportMethod,
    cargoTypes: f.cargoType,
    businessType: f.businessType,
    calcModel: f.calcModel,
    bubbleWay: f.bubbleWay,
    bubblePercentage: f.bubbleWay === 'SPLIT' ? f.bubblePercentage : '0',
    volumeWeightRatio: f.volumeWeightRatio,
    calcType: f.calcType,
    weightCarryRule: f.weightCarryRule,
    customWeightRule: f.weightCarryRule === 'CUSTOM' ? (f.customWeightRule ?? []) : null,
    independentWeightLimit: f.independentWeightLimit,
    reportPriceLimit: f.reportPriceLimit,
    maxLongestSide: f.maxLongestSide,
    maxGirth: f.maxGirth,
    maxPieceWeight: f.maxPieceWeight,
    maxPieces: f.maxPieces,
    currency: f.currencyNo,
    usePreRecordedType: f.usePreRecordedType,
    checkPostCode: f.checkPostCode,
    checkPostByStreet: f.checkPostByStreet,
    requiresCustomsNo: f.requiresCustomsNo,
    confirm: f.confirm,
  } satisfies Partial<ProductWrite>;
}

export function catalogueUseCases(core: ProductCore) {
  const { data, repo, visible, writable, toDtos, toDto, reread } = core;
  const { regions, users } = core.deps;

  async function checkCountries(f: Pick<Fields, 'startCountry' | 'deliveryCountryList'>) {
    for (const code of [f.startCountry, ...f.deliveryCountryList])
      if (!(await regions.exists(code))) throw new AppError('PRODUCT_COUNTRY_UNKNOWN', { code });
  }

  /**
   * The cost a product goes on: it must exist and be enabled; an own-account product's cost must be its owner's
   * (`ownerId`; null for signing products, which go on any cost).
   */
  async function usableCost(costId: number, ownerId: number | null): Promise<CostRow> {
    const cost = await repo.findCost(costId);
    if (!cost || (ownerId !== null && cost.ownerId !== ownerId))
      throw new AppError('PRODUCT_COST_NOT_FOUND', { id: costId });
    if (cost.status !== 'ENABLED') throw new AppError('PRODUCT_COST_DISABLED', { code: cost.code });
    return cost;
  }

  /** Runs a write that may collide on the product code, answering PRODUCT_CODE_TAKEN for the collision. */
  async function codeGuard<T>(code: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (e) {
      if (uniqueViolation(e) === 'products_code_uq') throw new AppError('PRODUCT_CODE_TAKEN', { code });
      throw e;
    }
  }

  /** A signing product's source follows its cost's owner: a supplier's cost, or the platform's own. */
  async function sourceOf(cost: CostRow): Promise<'PLATFORM' | 'SUPPLIER'> {
    const owner = await repo.privilegeOf(cost.ownerId);
    return owner?.privilegeType === 'SUPPLIER' ? 'SUPPLIER' : 'PLATFORM';
  }

  async function insertSigning(actor: Actor, f: Fields): Promise<number> {
    const cost = await usableCost(f.costId, null);
    return codeGuard(f.code, async () =>
      repo.insertProduct({
        code: f.code,
        name: f.name,
        nameEn: f.nameEn,
        costId: cost.id,
        ownerId: actor.accountId,
        source: await sourceOf(cost),
        status: 'OFFLINE',
        ...toColumns(f),
      }),
    );
  }

  /** Edits a product: the start country never changes after creation; a new cost must be usable. */
  async function edit(current: ProductRow, input: Update) {
    if (input.startCountry !== current.startCountry) throw new AppError('PRODUCT_ORIGIN_FIXED');
    await checkCountries(input);
    if (input.costId !== current.costId)
      await usableCost(input.costId, current.source === 'OWN' ? current.ownerId : null);
    await codeGuard(input.code, () =>
      repo.updateProduct(input.id, {
        code: input.code,
        name: input.name,
        nameEn: input.nameEn,
        costId: input.costId,
        ...toColumns(input),
      }),
    );
  }

  const useCases = {
    async list(actor: Actor, q: z.output<typeof ProductListQuery>, lang: Language) {
      const { offset, limit } = pageWindow(q);
      const { rows, total } = await repo.findProducts(
        scopeOf(actor),
        {
          queryType: q.queryType,
          code: q.code || undefined,
          name: q.name || undefined,
          status: q.status,
          source: q.source,
          destination: q.destination || undefined,
          startCountry: q.startCountry || undefined,
          costId: q.costId,
        },
        offset,
        limit,
      );
      return { rows: await toDtos(actor, rows, lang), total };
    },

    /** A signing product (shelved by the platform) the caller sees; own-account products are not signing ones. */
    async signingInfo(actor: Actor, id: number, lang: Language): Promise<Product> {
      const row = await visible(actor, id);
      if (row.source === 'OWN') throw new AppError('PRODUCT_NOT_FOUND', { id });
      return toDto(actor, row, lang);
    },

    async notSigningInfo(actor: Actor, id: number, lang: Language): Promise<Product> {
      const row = await visible(actor, id);
      if (row.source !== 'OWN') throw new AppError('PRODUCT_NOT_FOUND', { id });
      return toDto(actor, row, lang);
    },

    async info(actor: Actor, id: number, lang: Language): Promise<ProductBrief> {
      return toBrief(await toDto(actor, await visible(actor, id), lang));
    },

    /** A cost's summary: the platform any; a supplier or a customer only a cost of its own account (else 404). */
    async costPriceInfo(actor: Actor, costId: number): Promise<CostPriceInfo> {
      const cost = await repo.findCost(costId);
      if (!cost || (actor.privilegeType !== 'PLATFORM' && cost.ownerId !== actor.accountId))
        throw new AppError('PRODUCT_COST_NOT_FOUND', { id: costId });
      return {
        id: cost.id,
        code: cost.code,
        name: cost.name,
        mainName: cost.mainName,
        description: cost.description,
        businessType: cost.businessType,
        currency: cost.currency,
        status: cost.status,
        ownerId: cost.ownerId,
        ownerName: cost.ownerName,
        weightCarryRule: cost.weightCarryRule,
        customWeightRule: cost.customWeightRule,
        productCount: await repo.countProductsOnCost(cost.id),
      };
    },

    /** Shelves a signing product, offline until someone puts it online. */
    async create(actor: Actor, input: Fields, lang: Language): Promise<Product> {
      assertManager(actor);
      await checkCountries(input);
      const id = await data.withTransaction(() => insertSigning(actor, input));
      return reread(actor, id, lang);
    },

    /** One signing product per cost with the same other fields: all are created, or none. */
    async createMultiCost(actor: Actor, input: MultiCost, lang: Language): Promise<Product[]> {
      assertManager(actor);
      await checkCountries(input.base);
      const seen = new Set<string>();
      for (const item of input.items) {
        if (seen.has(item.code)) throw new AppError('PRODUCT_CODE_TAKEN', { code: item.code });
        seen.add(item.code);
      }
      const ids = await data.withTransaction(async () => {
        const out: number[] = [];
        for (const item of input.items) out.push(await insertSigning(actor, { ...input.base, ...item }));
        return out;
      });
      return toDtos(actor, await Promise.all(ids.map((id) => visible(actor, id))), lang);
    },

    async editSigning(actor: Actor, input: Update, lang: Language): Promise<Product> {
      assertManager(actor);
      await data.withTransaction(async () => {
        const row = await writable(actor, input.id);
        if (row.source === 'OWN') throw new AppError('PRODUCT_NOT_FOUND', { id: input.id });
        await edit(row, input);
      });
      return reread(actor, input.id, lang);
    },

    /** An own-account product: its owner customer or the platform edits it. */
    async editNotSigning(actor: Actor, input: Update, lang: Language): Promise<Product> {
      await data.withTransaction(async () => {
        const row = await writable(actor, input.id);
        if (row.source !== 'OWN') throw new AppError('PRODUCT_NOT_FOUND', { id: input.id });
        await edit(row, input);
      });
      return reread(actor, input.id, lang);
    },

    /**
     * A customer's own-account product on a cost of its own account: created (offline) within the edition's cap,
     * or edited when an id is given.
     */
    async saveOwn(actor: Actor, input: Own, lang: Language): Promise<Product> {
      if (actor.privilegeType !== 'USER') throw new AppError('FORBIDDEN');
      const { id, ...fields } = input;
      if (id !== undefined) return useCases.editNotSigning(actor, { ...fields, id }, lang);
      if (!can(actor, 'product:list')) throw new AppError('FORBIDDEN');
      await checkCountries(fields);
      const created = await data.withTransaction(async () => {
        // One account's creations in a line: the cap is counted and kept under the account's row lock.
        await repo.lockAccount(actor.accountId);
        const cap = ownProductCap(users.edition(await users.byId(actor.accountId)).edition);
        if ((await repo.countOwnProducts(actor.accountId)) >= cap)
          throw new AppError('OWN_PRODUCT_CAP_REACHED', { cap });
        const cost = await usableCost(fields.costId, actor.accountId);
        return codeGuard(fields.code, () =>
          repo.insertProduct({
            code: fields.code,
            name: fields.name,
            nameEn: fields.nameEn,
            costId: cost.id,
            ownerId: actor.accountId,
            source: 'OWN',
            status: 'OFFLINE',
            ...toColumns(fields),
          }),
        );
      });
      return reread(actor, created, lang);
    },

    /**
     * Online or offline (spec 001 §4). The platform changes any product, a customer its own ones. A product the
     * platform took offline goes online again only by the platform; `offline_by` records who took it offline.
     */
    async changeStatus(actor: Actor, id: number, status: z.output<typeof ProductStatus>, lang: Language) {
      await data.withTransaction(async () => {
        const row = await writable(actor, id);
        if (status === 'ONLINE' && row.costStatus !== 'ENABLED')
          throw new AppError('PRODUCT_COST_DISABLED', { code: row.costCode });
        const changed = await repo.setStatus(id, status, actor.privilegeType);
        if (!changed) {
          const now = await visible(actor, id);
          if (now.status !== status) throw new AppError('PRODUCT_OFFLINE_BY_PLATFORM');
        }
      });
      return reread(actor, id, lang);
    },
  };
  return useCases;
}
