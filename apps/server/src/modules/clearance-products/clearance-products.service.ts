import type { z } from 'zod';
import {
  CLEARANCE_ALLIANCES,
  CLEARANCE_ALLIANCE_WORDS,
  CLEARANCE_TRANSPORT_WAYS,
  CLEARANCE_TRANSPORT_WAY_WORDS,
  type ClearanceAllot,
  type ClearanceDropdownType,
  type ClearancePremium,
  type ClearanceProduct,
  type ClearanceProductOption,
  type ClearanceProductQuery,
  type ClearanceProductSave,
  type ClearanceProductStatus,
  type ClearancePublicParam,
  type ClearanceQuote,
  type ClearanceQuoteSave,
  type ClearanceSigningStatus,
  type Language,
  type Option,
  type SupplierConfig,
} from '@parcelhub/contracts';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { AppError } from '../../platform/http/app-error';
import { uniqueViolation } from '../../platform/db/errors';
import { pageWindow } from '../../platform/db/paging';
import { can, type Actor } from '../../platform/auth/actor';
import { ALL_DATA, scopeOf, type DataScope } from '../../platform/auth/scope';
import type { TasksService } from '../tasks';
import * as queries from './clearance-products.repository';
import type { ProductRow, QuotePrices, QuoteRow } from './clearance-products.repository';
import { dropdownFilter, shelving, unusablePorts } from './clearance-products.logic';
import { clearancePrice, type ClearanceQuantities } from './clearance-price';
import { writeQuoteTemplate, QUOTE_WORDS } from './clearance-quotes.sheet';
import {
  COST_IMPORT_QUEUE,
  SALE_IMPORT_QUEUE,
  runQuoteImport,
  type QuoteImportData,
} from './clearance-quotes.import';

/** What this module needs of the ports module (`services.clearancePorts`). */
export interface ClearancePortsLink {
  portsByCodes(
    codes: string[],
  ): Promise<Array<{ id: number; code: string; nameZh: string; nameEn: string; countryCode: string; enabled: boolean }>>;
  serviceConfig(
    industryId: number,
    serviceId: number,
  ): Promise<null | {
    industryId: number;
    industryName: string;
    serviceId: number;
    serviceName: string;
    parameters: { key: string; value: string }[];
    describe: string;
    repeat: boolean;
    uploadMethodTypes: string[];
  }>;
  useProductUsage(reader: (portCodes: string[]) => Promise<Map<string, { count: number; products: string[] }>>): void;
}

interface Deps {
  data: DataAccess;
  tasks: TasksService;
  ports: ClearancePortsLink;
}

type Save = z.output<typeof ClearanceProductSave>;
type QuoteSave = z.output<typeof ClearanceQuoteSave>;
type Query = z.output<typeof ClearanceProductQuery>;
type Allot = z.output<typeof ClearanceAllot>;

const iso = (d: Date) => d.toISOString();

function toQuote(row: QuoteRow & { assignCount?: number }): ClearanceQuote {
  return {
    id: row.id,
    productId: row.productId,
    kind: row.kind,
    name: row.name,
    currencyNo: row.currency,
    billPrice: row.billPrice,
    bagPrice: row.bagPrice,
    kgPrice: row.kgPrice,
    parcelPrice: row.parcelPrice,
    minPrice: row.minPrice,
    assignCount: row.assignCount ?? 0,
    updatedAt: iso(row.updatedAt),
  };
}

const pricesOf = (q: Pick<QuoteSave, 'currencyNo' | 'billPrice' | 'bagPrice' | 'kgPrice' | 'parcelPrice' | 'minPrice'>): QuotePrices => ({
  currency: q.currencyNo,
  billPrice: q.billPrice,
  bagPrice: q.bagPrice,
  kgPrice: q.kgPrice,
  parcelPrice: q.parcelPrice,
  minPrice: q.minPrice,
});

/** The platform's clearance data work needs clearance:manage. */
function assertPlatform(actor: Actor) {
  if (actor.privilegeType !== 'PLATFORM' || !can(actor, 'clearance:manage')) throw new AppError('FORBIDDEN');
}

/** The calls a supplier shares with the platform: the platform (clearance:manage) or a supplier (product:cost). */
function assertPlatformOrSupplier(actor: Actor) {
  if (actor.privilegeType === 'PLATFORM' && can(actor, 'clearance:manage')) return;
  if (actor.privilegeType === 'SUPPLIER' && can(actor, 'product:cost')) return;
  throw new AppError('FORBIDDEN');
}

export function createClearanceProductsService({ data, tasks, ports }: Deps) {
  const repo = bindRepository(data, queries);

  async function visible(scope: DataScope, id: number): Promise<ProductRow> {
    const row = await repo.findProduct(scope, id);
    if (!row) throw new AppError('CLEARANCE_PRODUCT_NOT_FOUND', { id });
    return row;
  }

  function toDto(actor: Actor, row: ProductRow, quote: QuoteRow | null = null): ClearanceProduct {
    const customer = actor.privilegeType === 'USER';
    return {
      id: row.id,
      code: row.code,
      name: row.name,
      apiName: row.apiName,
      apiServiceName: row.apiServiceName,
      bubbleWay: row.bubbleWay,
      bubblePercentage: row.bubblePercentage,
      cargoType: row.cargoType,
      clearanceConfig: row.clearanceConfig,
      clearanceModelList: row.clearanceModels,
      clearancePortCodes: row.portCodes,
      country: row.country,
      currencyNo: row.currency,
      introduction: row.introduction,
      mainUrl: row.mainUrl,
      preRecordedBagType: row.preRecordedBagType,
      signingStatus: row.signingStatus,
      status: row.status,
      offlineBy: row.offlineBy,
      supplierConfig: customer ? { referenceCustomerName: '', customerDesc: '', productDesc: '' } : row.supplierConfig,
      transportWayList: row.transportWays as ClearanceProduct['transportWayList'],
      userId: customer ? 0 : row.supplierId,
      userName: customer ? '' : row.supplierName,
      volumeWeightRatio: row.volumeWeightRatio,
      clearanceQuotePrice: quote ? toQuote(quote) : null,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    };
  }

  async function toDtos(actor: Actor, rows: ProductRow[]): Promise<ClearanceProduct[]> {
    if (actor.privilegeType !== 'USER') return rows.map((r) => toDto(actor, r));
    const quotes = await repo.saleQuotesFor(actor.accountId, rows.map((r) => r.id));
    return rows.map((r) => toDto(actor, r, quotes.get(r.id) ?? null));
  }

  async function reread(actor: Actor, id: number) {
    const [dto] = await toDtos(actor, [await visible(scopeOf(actor), id)]);
    return dto!;
  }

  /** A product the caller may work on as the platform or as its supplier (a stranger: 404). */
  async function ownProduct(actor: Actor, id: number): Promise<ProductRow> {
    assertPlatformOrSupplier(actor);
    return visible(scopeOf(actor), id);
  }

  /** Ports must exist and be enabled; the service must be the industry's. Answers the config to keep. */
  async function checkedFields(input: Save) {
    const codes = [...new Set(input.clearancePortCodes)];
    const bad = unusablePorts(codes, await ports.portsByCodes(codes));
    if (bad.length) throw new AppError('CLEARANCE_PORT_UNUSABLE', { codes: bad.join(', ') });
    const c = input.clearanceConfig;
    const service = await ports.serviceConfig(c.clearanceIndustryId, c.clearanceServiceId);
    if (!service)
      throw new AppError('CLEARANCE_SERVICE_UNKNOWN', {
        industryId: c.clearanceIndustryId,
        serviceId: c.clearanceServiceId,
      });
    if (!(await repo.isSupplier(input.userId))) throw new AppError('CLEARANCE_SUPPLIER_NOT_FOUND', { id: input.userId });
    return {
      code: input.code,
      name: input.name,
      apiName: input.apiName,
      apiServiceName: input.apiServiceName,
      bubbleWay: input.bubbleWay,
      bubblePercentage: input.bubbleWay === 'SPLIT' ? input.bubblePercentage : '0',
      cargoType: input.cargoType,
      clearanceConfig: {
        clearanceCustomerRelevanceId: c.clearanceCustomerRelevanceId ?? null,
        clearanceIndustryId: service.industryId,
        clearanceIndustryName: service.industryName,
        clearanceServiceId: service.serviceId,
        clearanceServiceName: service.serviceName,
        // The product's own parameters when given, else the service's.
        parameters: { propsList: c.parameters?.propsList ?? service.parameters },
        describe: c.describe || service.describe,
        repeat: c.repeat,
        uploadMethodTypes: c.uploadMethodTypes.length ? c.uploadMethodTypes : service.uploadMethodTypes,
      },
      clearanceModels: input.clearanceModelList,
      portCodes: codes,
      country: input.country,
      currency: input.currencyNo,
      introduction: input.introduction,
      mainUrl: input.mainUrl,
      preRecordedBagType: input.preRecordedBagType,
      signingStatus: input.signingStatus,
      transportWays: [...new Set(input.transportWayList)],
      supplierId: input.userId,
      volumeWeightRatio: input.volumeWeightRatio,
      ...(input.supplierConfig ? { supplierConfig: input.supplierConfig } : {}),
    };
  }

  async function codeGuard<T>(code: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (e) {
      if (uniqueViolation(e) === 'clearance_products_code_uq') throw new AppError('CLEARANCE_PRODUCT_CODE_TAKEN', { code });
      throw e;
    }
  }

  async function saleQuoteOf(productId: number, quoteId: number) {
    const quote = await repo.findQuote(productId, quoteId, 'SALE');
    if (!quote) throw new AppError('CLEARANCE_QUOTE_NOT_FOUND', { id: quoteId });
    return quote;
  }

  /** Customer main accounts by user name; unknown names refuse the whole call. */
  async function customersNamed(names: string[]) {
    const unique = [...new Set(names)];
    const found = await repo.customersByNames(unique);
    const known = new Set(found.map((u) => u.username));
    const missing = unique.filter((n) => !known.has(n));
    if (missing.length) throw new AppError('CLEARANCE_USERS_UNKNOWN', { names: missing.slice(0, 20).join(', ') });
    return found;
  }

  function submitImport(actor: Actor, kind: 'SALE' | 'COST', fileKey: string, lang: Language) {
    return tasks.submit<QuoteImportData>(actor, {
      name: kind === 'SALE' ? QUOTE_WORDS.saleTask : QUOTE_WORDS.costTask,
      type: 'IMPORT',
      queue: kind === 'SALE' ? SALE_IMPORT_QUEUE : COST_IMPORT_QUEUE,
      access: kind === 'SALE' ? ['clearance:manage'] : ['clearance:manage', 'product:cost'],
      data: { kind, fileKey, lang, scope: scopeOf(actor) },
    });
  }

  const importJob = tasks.job<QuoteImportData>((task) =>
    runQuoteImport(task, {
      productByCode: async (code) => {
        const { rows } = await repo.findProducts(task.data.scope, { code }, 0, 50);
        const hit = rows.find((r) => r.code.toLowerCase() === code.toLowerCase());
        return hit ? { id: hit.id } : null;
      },
      save: async (rows) => {
        for (const r of rows) {
          if (task.data.kind === 'COST') await repo.upsertCost(r.productId, r.prices, '');
          else {
            const id = await repo.findSaleByName(r.productId, r.name);
            if (id) await repo.updateSale(id, r.name, r.prices);
            else await repo.insertSale(r.productId, r.name, r.prices);
          }
        }
      },
    }),
  );

  const service = {
    async list(actor: Actor, q: Query) {
      const { offset, limit } = pageWindow(q);
      const { rows, total } = await repo.findProducts(
        scopeOf(actor),
        { code: q.code || undefined, name: q.name || undefined, status: q.status, portCode: q.portCode || undefined },
        offset,
        limit,
      );
      return { rows: await toDtos(actor, rows), total };
    },

    async dropdown(actor: Actor, type: ClearanceDropdownType): Promise<ClearanceProductOption[]> {
      const f = dropdownFilter(type);
      if (f.platformOnly && actor.privilegeType !== 'PLATFORM') throw new AppError('CLEARANCE_DROPDOWN_PLATFORM_ONLY');
      const rows = await repo.productOptions(scopeOf(actor), f);
      return rows.map((r) => ({
        label: `${r.code} ${r.name}`,
        value: String(r.id),
        id: r.id,
        code: r.code,
        currencyNo: r.currency,
      }));
    },

    async publicParam(actor: Actor, id: number): Promise<ClearancePublicParam> {
      const dto = toDto(actor, await visible(scopeOf(actor), id));
      const { clearanceCustomerRelevanceId: _relevance, ...config } = dto.clearanceConfig;
      return {
        id: dto.id,
        code: dto.code,
        name: dto.name,
        introduction: dto.introduction,
        mainUrl: dto.mainUrl,
        transportWayList: dto.transportWayList,
        clearancePortCodes: dto.clearancePortCodes,
        country: dto.country,
        currencyNo: dto.currencyNo,
        cargoType: dto.cargoType,
        bubbleWay: dto.bubbleWay,
        bubblePercentage: dto.bubblePercentage,
        volumeWeightRatio: dto.volumeWeightRatio,
        preRecordedBagType: dto.preRecordedBagType,
        clearanceModelList: dto.clearanceModelList,
        clearanceConfig: config,
      };
    },

    byId: (actor: Actor, id: number) => reread(actor, id),

    async save(actor: Actor, input: Save): Promise<ClearanceProduct> {
      assertPlatform(actor);
      const fields = await checkedFields(input);
      const id = await data.withTransaction(async () => {
        if (input.id === undefined)
          return codeGuard(input.code, () => repo.insertProduct({ ...fields, status: input.status }));
        await visible(ALL_DATA, input.id);
        await codeGuard(input.code, () => repo.updateProduct(input.id!, fields));
        return input.id;
      });
      return reread(actor, id);
    },

    async remove(actor: Actor, id: number) {
      assertPlatform(actor);
      await data.withTransaction(async () => {
        await visible(ALL_DATA, id);
        await repo.deleteProduct(id);
      });
    },

    async setSigning(actor: Actor, id: number, signingStatus: ClearanceSigningStatus) {
      assertPlatform(actor);
      await data.withTransaction(async () => {
        await visible(ALL_DATA, id);
        await repo.updateProduct(id, { signingStatus });
      });
      return reread(actor, id);
    },

    async setStatus(actor: Actor, id: number, status: ClearanceProductStatus) {
      await data.withTransaction(async () => {
        await ownProduct(actor, id);
        await repo.lockProduct(id);
        const row = await visible(scopeOf(actor), id);
        const by = actor.privilegeType === 'PLATFORM' ? 'PLATFORM' : 'SUPPLIER';
        const next = shelving(row, status, by);
        if (next === 'refused') throw new AppError('CLEARANCE_DISABLED_BY_PLATFORM');
        if (next !== 'same') await repo.updateProduct(id, { status, offlineBy: next.offlineBy });
      });
      return reread(actor, id);
    },

    async editSupplierConfig(actor: Actor, id: number, config: z.output<typeof SupplierConfig>) {
      await data.withTransaction(async () => {
        await ownProduct(actor, id);
        await repo.updateProduct(id, { supplierConfig: config });
      });
      return reread(actor, id);
    },

    template: (kind: 'SALE' | 'COST', lang: Language) => writeQuoteTemplate(kind, lang),

    /** Checks who asks before the file is received (`receive` stores it), so a refused import leaves nothing. */
    async importQuotes(actor: Actor, kind: 'SALE' | 'COST', receive: () => Promise<string>, lang: Language) {
      if (kind === 'SALE') assertPlatform(actor);
      else assertPlatformOrSupplier(actor);
      const { id } = await submitImport(actor, kind, await receive(), lang);
      return { taskId: id };
    },
    importJob,

    async saveQuote(actor: Actor, input: QuoteSave): Promise<ClearanceQuote> {
      if (input.kind === 'SALE') assertPlatform(actor);
      const id = await data.withTransaction(async () => {
        await ownProduct(actor, input.productId);
        await repo.lockProduct(input.productId);
        const prices = pricesOf(input);
        if (input.kind === 'COST') return repo.upsertCost(input.productId, prices, input.name);
        const name = input.name || 'default';
        const same = await repo.findSaleByName(input.productId, name);
        if (same !== undefined && same !== input.id) throw new AppError('CLEARANCE_QUOTE_NAME_TAKEN', { name });
        if (input.id === undefined) return repo.insertSale(input.productId, name, prices);
        await saleQuoteOf(input.productId, input.id);
        await repo.updateSale(input.id, name, prices);
        return input.id;
      });
      const rows = await repo.quotesOf(input.productId, input.kind);
      return toQuote(rows.find((r) => r.id === id)!);
    },

    async saleQuotes(actor: Actor, productId: number): Promise<ClearanceQuote[]> {
      assertPlatform(actor);
      await visible(ALL_DATA, productId);
      return (await repo.quotesOf(productId, 'SALE')).map(toQuote);
    },

    async saleQuote(actor: Actor, productId: number, quoteId: number): Promise<ClearanceQuote> {
      assertPlatform(actor);
      await visible(ALL_DATA, productId);
      return toQuote(await saleQuoteOf(productId, quoteId));
    },

    async costQuote(actor: Actor, productId: number): Promise<ClearanceQuote | null> {
      await ownProduct(actor, productId);
      const [row] = await repo.quotesOf(productId, 'COST');
      return row ? toQuote(row) : null;
    },

    async assignedUsers(actor: Actor, productId: number, quoteId: number) {
      assertPlatform(actor);
      await visible(ALL_DATA, productId);
      await saleQuoteOf(productId, quoteId);
      return repo.assignedUsers(quoteId);
    },

    async allot(actor: Actor, input: Allot) {
      assertPlatform(actor);
      return data.withTransaction(async () => {
        await visible(ALL_DATA, input.productId);
        await repo.lockProduct(input.productId);
        await saleQuoteOf(input.productId, input.quotePriceId);
        const found = await customersNamed(input.userNames);
        await repo.allot(
          input.productId,
          input.quotePriceId,
          found.map((u) => u.id),
        );
        return { done: found.length, userNames: found.map((u) => u.username).sort() };
      });
    },

    async unallot(actor: Actor, input: Allot) {
      assertPlatform(actor);
      return data.withTransaction(async () => {
        await visible(ALL_DATA, input.productId);
        await saleQuoteOf(input.productId, input.quotePriceId);
        const found = await repo.customersByNames([...new Set(input.userNames)]);
        const done = await repo.unallot(
          input.quotePriceId,
          found.map((u) => u.id),
        );
        return { done, userNames: found.map((u) => u.username).sort() };
      });
    },

    async deleteQuote(actor: Actor, productId: number, quoteId: number) {
      assertPlatform(actor);
      await data.withTransaction(async () => {
        await visible(ALL_DATA, productId);
        await saleQuoteOf(productId, quoteId);
        await repo.deleteQuote(quoteId);
      });
    },

    async deleteBags(actor: Actor, ids: number[]) {
      return { deleted: await repo.deleteBags(scopeOf(actor), [...new Set(ids)]) };
    },

    alliances: (lang: Language): Option[] =>
      CLEARANCE_ALLIANCES.map((v) => ({ label: CLEARANCE_ALLIANCE_WORDS[v][lang], value: v })),

    transportTypes: (lang: Language): Option[] =>
      CLEARANCE_TRANSPORT_WAYS.map((v) => ({ label: CLEARANCE_TRANSPORT_WAY_WORDS[v][lang], value: v })),

    /** The signed-in customer's price list (a sub-account: its main account's); others have none of their own. */
    async premiumMine(actor: Actor): Promise<ClearancePremium[]> {
      if (actor.privilegeType !== 'USER') return [];
      const rows = await repo.premiumOf(actor.accountId);
      return rows.map(({ product, quote }) => ({
        productId: product.id,
        productCode: product.code,
        productName: product.name,
        quoteId: quote.id,
        currencyNo: quote.currency,
        billPrice: quote.billPrice,
        bagPrice: quote.bagPrice,
        kgPrice: quote.kgPrice,
        parcelPrice: quote.parcelPrice,
        minPrice: quote.minPrice,
        transportWayList: product.transportWays,
        clearancePortCodes: product.portCodes,
      }));
    },

    /** For part 2 (clearance orders): the sale quote assigned to a customer (main account) for a product, or null. */
    async priceFor(accountId: number, productId: number): Promise<ClearanceQuote | null> {
      const quote = await repo.saleQuoteFor(accountId, productId);
      return quote ? toQuote(quote) : null;
    },

    /** For part 2: the charge of one clearance on the customer's sale quote, or null without one. */
    async chargeFor(accountId: number, productId: number, quantities: ClearanceQuantities) {
      const quote = await repo.saleQuoteFor(accountId, productId);
      return quote ? { quoteId: quote.id, currency: quote.currency, ...clearancePrice(quote, quantities) } : null;
    },

    /** Counts products per port code (installed into the ports module). */
    usageByPorts: (codes: string[]) => repo.usageByPorts(codes),
  };
  ports.useProductUsage((codes) => repo.usageByPorts(codes));
  return service;
}

export type ClearanceProductsService = ReturnType<typeof createClearanceProductsService>;
