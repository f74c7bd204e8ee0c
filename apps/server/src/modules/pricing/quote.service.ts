import Decimal from 'decimal.js';
import type { z } from 'zod';
import type { Language, Option, PublicQuoteInput, QuoteInput, QuoteRow } from '@parcelhub/contracts';
import type { Actor } from '../../platform/auth/actor';
import { AppError } from '../../platform/http/app-error';
import type { UsersService } from '../users';
import { quote } from './engine';
import type { PremiumPackageInput, QuoteRequest } from './engine/types';
import type { CatalogueProduct, RateCards, ReportPriceType } from './rate-cards';
import { nameIn, quoteRow, refusedRow, type Audience } from './quote.view';
import { packageInput } from './rate-card.mapper';
import type { PriceSnapshots } from './price-snapshots';
import { LINE_NAMES } from './engine';

/** What an order keeps of its product beside its price: names, supplier, carrier and label setting. */
export interface ProductForOrder {
  id: number;
  code: string;
  name: string;
  nameEn: string | null;
  supplierId: number;
  carrierCode: string | null;
  /** SYNC when the product has no label setting. */
  labelRule: 'SYNC' | 'ASYNC';
}

const productForOrder = (p: CatalogueProduct): ProductForOrder => ({
  id: p.id,
  code: p.code,
  name: p.name,
  nameEn: p.nameEn,
  supplierId: p.costOwnerId,
  carrierCode: p.carrierCode,
  labelRule: p.labelRule ?? 'SYNC',
});

type Input = z.output<typeof QuoteInput>;

/** One product priced for an order: the customer's row, the supplier's cost behind it and the prices' key. */
export interface OrderPrice {
  row: QuoteRow;
  costTotal: string | null;
  /** The cost as lines (freight, then each surcharge), in the language asked. */
  costLines: QuoteRow['lines'] | null;
  /** The key of the prices used (`price_snapshots`), for a re-weigh on them; null when refused. */
  priceKey: string | null;
  product: ProductForOrder;
}

function costOf(result: ReturnType<typeof quote>, lang: Language) {
  if (!result.ok) return { costTotal: null, costLines: null };
  const freight = { code: 'FREIGHT', name: nameIn(LINE_NAMES.FREIGHT, lang), amount: result.cost.freight };
  const surcharges = result.cost.surcharges.map((l) => ({
    code: l.code,
    name: nameIn(l.name, lang),
    amount: l.amount,
  }));
  return { costTotal: result.cost.total, costLines: [freight, ...surcharges] };
}
type PublicInput = z.output<typeof PublicQuoteInput>;

/** Who the quote is for: the products it may use and the premium package each is priced with. */
interface Quoter {
  audience: Audience;
  may(p: CatalogueProduct): boolean;
  /** undefined: no package applies (the supplier's cost); null: none is set (the row is refused). */
  packageOf(p: CatalogueProduct): PremiumPackageInput | null | undefined;
}

const usable = (p: CatalogueProduct) => p.status === 'ONLINE' && p.costStatus === 'ENABLED';

/** A customer (main account): its signed products and own-account products, each with its package or the default. */
function customerQuoter(customerId: number, audience: Audience): Quoter {
  return {
    audience,
    may: (p) => usable(p) && (p.customers.has(customerId) || (p.source === 'OWN' && p.ownerId === customerId)),
    packageOf: (p) => {
      const pkg = p.packageOf.get(customerId) ?? p.defaults.get('INTERNAL_REPORT_PRICE');
      return pkg ? packageInput(pkg) : null;
    },
  };
}

const byDefault = (type: ReportPriceType) => (p: CatalogueProduct) => {
  const pkg = p.defaults.get(type);
  return pkg ? packageInput(pkg) : null;
};

const toCents = (total: string | null) => (total == null ? null : new Decimal(total));

/** Cheapest first, refused rows last; ties by product code. */
export function sortRows(rows: QuoteRow[]): QuoteRow[] {
  return [...rows].sort((a, b) => {
    const x = toCents(a.total);
    const y = toCents(b.total);
    if (x && y) return x.comparedTo(y) || a.productCode.localeCompare(b.productCode);
    if (x) return -1;
    if (y) return 1;
    return a.productCode.localeCompare(b.productCode);
  });
}

export function createQuoteService({
  cards,
  users,
  countryOptions,
  snapshots,
}: {
  cards: RateCards;
  /** Where an order's prices are kept for its re-weigh. */
  snapshots: PriceSnapshots;
  users: UsersService;
  /** Every country as a label/value option in a language (the regions module). */
  countryOptions: (lang: Language) => Promise<Option[]>;
}) {
  const publicPrice = byDefault('PUBLIC_REPORT_PRICE');
  const publicQuoter: Quoter = {
    audience: 'customer',
    may: (p) => usable(p) && publicPrice(p) !== null,
    packageOf: publicPrice,
  };

  async function run(quoter: Quoter, input: Input | PublicInput, productIds: number[] | undefined, lang: Language) {
    const { catalogue, card } = await cards.snapshot();
    const asked = productIds ? new Set(productIds) : null;
    const candidates = [...catalogue.values()].filter((p) => quoter.may(p) && (!asked || asked.has(p.id)));
    const request: QuoteRequest = {
      country: input.countryCode,
      postcode: input.postcode,
      boxes: input.boxes,
      declaredValue: input.declaredValue,
    };
    const rows = await Promise.all(
      candidates.map(async (p): Promise<QuoteRow | null> => {
        if (!p.deliveryCountries.includes(input.countryCode))
          return asked ? refusedRow(p, 'QUOTE_NOT_SERVED', { country: input.countryCode }, lang) : null;
        const premium = quoter.packageOf(p);
        if (premium === null) return refusedRow(p, 'QUOTE_NO_PACKAGE', {}, lang);
        const compiled = await card(p.id);
        if (!compiled.ok) return refusedRow(p, 'QUOTE_PRICE_DATA_INVALID', {}, lang);
        const result = quote(compiled.card, { ...request, premium: premium ?? null });
        return quoteRow(p, result, quoter.audience, lang);
      }),
    );
    return sortRows(rows.filter((r): r is QuoteRow => r !== null));
  }

  async function quoterFor(actor: Actor, customerId: number | undefined): Promise<Quoter> {
    if (customerId !== undefined) {
      if (actor.privilegeType !== 'PLATFORM') throw new AppError('QUOTE_CUSTOMER_FORBIDDEN');
      const customer = await users.findById(customerId);
      if (!customer || customer.privilegeType !== 'USER') throw new AppError('QUOTE_CUSTOMER_NOT_FOUND');
      return customerQuoter(customer.parentId ?? customer.id, 'platform');
    }
    switch (actor.privilegeType) {
      case 'USER':
        return customerQuoter(actor.accountId, 'customer');
      case 'SUPPLIER':
        return { audience: 'supplier', may: (p) => p.costOwnerId === actor.accountId, packageOf: () => undefined };
      case 'PLATFORM':
        return { audience: 'platform', may: usable, packageOf: byDefault('INTERNAL_REPORT_PRICE') };
    }
  }

  return {
    /** `POST api/quote/calc`: every product the caller may use (or those asked), priced for it. */
    async calc(actor: Actor, input: Input, lang: Language): Promise<QuoteRow[]> {
      return run(await quoterFor(actor, input.customerId), input, input.productIds, lang);
    },
    /**
     * One product priced for a customer's order: what the customer sees (its row) and the cost behind it; null when
     * the customer may not use the product. Orders call it before they open their transaction.
     */
    async forOrder(
      customerId: number,
      productId: number,
      input: Pick<Input, 'countryCode' | 'postcode' | 'boxes' | 'declaredValue'>,
      lang: Language,
    ): Promise<OrderPrice | null> {
      const quoter = customerQuoter(customerId, 'customer');
      const { catalogue, card } = await cards.snapshot();
      const p = catalogue.get(productId);
      if (!p || !quoter.may(p)) return null;
      const product = productForOrder(p);
      const refused = (key: Parameters<typeof refusedRow>[1], params: Parameters<typeof refusedRow>[2] = {}) => ({
        row: refusedRow(p, key, params, lang),
        costTotal: null,
        costLines: null,
        priceKey: null,
        product,
      });
      if (!p.deliveryCountries.includes(input.countryCode))
        return refused('QUOTE_NOT_SERVED', { country: input.countryCode });
      const premium = quoter.packageOf(p);
      if (premium === null) return refused('QUOTE_NO_PACKAGE');
      const compiled = await card(p.id);
      if (!compiled.ok) return refused('QUOTE_PRICE_DATA_INVALID');
      const request: QuoteRequest = { ...input, country: input.countryCode, premium: premium ?? null };
      const result = quote(compiled.card, request);
      const priced = { row: quoteRow(p, result, 'customer', lang), ...costOf(result, lang), product };
      if (!result.ok) return { ...priced, priceKey: null };
      return {
        ...priced,
        priceKey: await snapshots.keep(compiled.inputKey, { card: compiled.input, premium: premium ?? null }),
      };
    },
    /**
     * One order's boxes priced on the prices it was placed under (`priceKey`, answered by `forOrder`), whatever
     * changed since: a re-weigh. Null when the key or the product is unknown (the caller prices on today's).
     */
    async forOrderAt(
      priceKey: string,
      productId: number,
      input: Pick<Input, 'countryCode' | 'postcode' | 'boxes' | 'declaredValue'>,
      lang: Language,
    ): Promise<OrderPrice | null> {
      const [kept, { catalogue }] = await Promise.all([snapshots.read(priceKey), cards.snapshot()]);
      const p = catalogue.get(productId);
      if (!kept || !p) return null;
      const request: QuoteRequest = { ...input, country: input.countryCode, premium: kept.premium };
      const result = quote(kept.card, request);
      return {
        row: quoteRow(p, result, 'customer', lang),
        ...costOf(result, lang),
        priceKey,
        product: productForOrder(p),
      };
    },
    /** A product's facts for its orders (labels requested later), whoever may quote it now; null: no such product. */
    async productFacts(productId: number): Promise<ProductForOrder | null> {
      const p = (await cards.snapshot()).catalogue.get(productId);
      return p ? productForOrder(p) : null;
    },
    /** The public calculator: online products with a public price (their default PUBLIC_REPORT_PRICE package). */
    async publicCalc(input: PublicInput, lang: Language): Promise<QuoteRow[]> {
      return run(publicQuoter, input, undefined, lang);
    },
    /** The countries the public calculator can price: served by an online product with a public price. */
    async publicCountries(lang: Language): Promise<Option[]> {
      const { catalogue } = await cards.snapshot();
      const served = new Set([...catalogue.values()].filter(publicQuoter.may).flatMap((p) => p.deliveryCountries));
      return (await countryOptions(lang)).filter((o) => served.has(o.value));
    },
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;
