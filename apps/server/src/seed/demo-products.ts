import type { DataAccess } from '../platform/db/data-access';
import { eq } from 'drizzle-orm';
import {
  dockingProviders,
  productCostAccounts,
  productCostPrices,
  productCosts,
  productCostZones,
  surcharges,
} from '../modules/product-costs';
import { premiumPackageCustomers, premiumPackages, productCustomers, products } from '../modules/products';
import type { BandInput, LocalizedName, MarkupInput, RateCardInput } from '../modules/pricing/engine';
import { CUSTOMER_PACKAGE, DEFAULT_PACKAGE } from '../modules/pricing/engine/fixtures/us-express';
import { DEMO_PRODUCTS, type DemoProduct } from './demo-products.data';

const names = (n: LocalizedName) => (typeof n === 'string' ? { zh: n, en: n, ko: n } : n);

function carryColumns(card: RateCardInput) {
  const c = card.weight.carry;
  return c.kind === 'STEP'
    ? { weightCarryRule: c.step, customWeightRule: [] }
    : { weightCarryRule: 'CUSTOM', customWeightRule: c.bands };
}

function bandColumns(b: BandInput) {
  const common = {
    weightUpTo: b.upTo,
    kind: b.kind,
    minCharge: b.minCharge ?? null,
    perPieceRate: b.perPiece?.rate ?? null,
    perPieceLimit: b.perPiece?.limit ?? null,
  };
  switch (b.kind) {
    case 'FIRST_ADDITIONAL':
      return {
        ...common,
        firstWeight: b.firstWeight,
        firstPrice: b.firstPrice,
        stepWeight: b.stepWeight,
        stepPrice: b.stepPrice,
      };
    case 'PER_KG':
      return { ...common, unitPrice: b.unitPrice };
    case 'FIXED':
      return { ...common, fixedPrice: b.fixedPrice };
  }
}

const zipCode = (from: string, to: string) => (from === '' ? '*' : from === to ? from : `${from}-${to}`);
const limit = (v: string | null) => v ?? '0';

/** The cost side of a demo product: the supplier's cost with its zones, bands and surcharges. */
async function seedCost(data: DataAccess, p: DemoProduct, supplierId: number): Promise<number> {
  const { card } = p;
  const name = names(card.product.name);
  const [cost] = await data.db
    .insert(productCosts)
    .values({
      ownerId: supplierId,
      code: p.costCode,
      name: name.zh,
      mainName: name.en,
      currency: card.product.currency,
      ...carryColumns(card),
    })
    .returning({ id: productCosts.id });
  const costId = cost!.id;
  await data.db.insert(productCostZones).values(
    card.zones.map((z) => ({
      costId,
      countryCode: z.country,
      zipCode: zipCode(z.from, z.to),
      zipFrom: z.from,
      zipTo: z.to,
      zipCodeType: z.type,
      areaBelongs: z.zone ?? '',
      isRemote: z.type === 'REMOTE',
    })),
  );
  await data.db
    .insert(productCostPrices)
    .values(card.rates.flatMap((r) => r.bands.map((b) => ({ costId, zone: r.zone, ...bandColumns(b) }))));
  if (card.surcharges.length > 0)
    await data.db.insert(surcharges).values(
      card.surcharges.map((s) => {
        const n = names(s.name);
        return {
          costId,
          code: s.code,
          name: n.zh,
          enName: n.en,
          koName: n.ko,
          surchargeType: s.type,
          calSortNumber: s.order,
          calReferenceStatus: s.referencesEarlier ?? false,
          formula: s.refuse ?? s.formula,
          refuse: s.refuse != null,
          constants: Object.entries(s.constants ?? {}).map(([key, value]) => ({
            name: key,
            nameZh: key,
            nameEn: key,
            value,
          })),
        };
      }),
    );
  // The demo products ship through the built-in sandbox carrier: labels and tracking numbers work offline.
  const [sandbox] = await data.db
    .select({ id: dockingProviders.id })
    .from(dockingProviders)
    .where(eq(dockingProviders.code, 'SANDBOX'));
  if (sandbox)
    await data.db.insert(productCostAccounts).values({
      costId,
      ownerId: supplierId,
      serviceCode: 'SANDBOX_STD',
      logisticsProviderName: 'Sandbox',
      dockingProviderId: sandbox.id,
    });
  return costId;
}

const markup = (m: MarkupInput, prefix: 'basic' | 'surcharge' | 'handling') => ({
  [`${prefix}Kind`]: m.kind,
  [`${prefix}Value`]: m.value,
});

/**
 * The demo catalogue: US Express (the issue's hand-checkable product), an EU economy line and a Korea line, each on a
 * cost of the demo supplier, shelved online by the platform and assigned to demo customers. Packages: the default
 * (freight +20%), a public price (+30%) for the calculator, and `customer`'s own on US Express (+10%, +5%, 8.00).
 */
export async function seedDemoProducts(data: DataAccess, ids: ReadonlyMap<string, number>): Promise<void> {
  for (const p of DEMO_PRODUCTS) {
    const productId = await seedProduct(data, p, {
      supplierId: ids.get('supplier')!,
      adminId: ids.get('admin')!,
      customerIds: p.customers.map((u) => ids.get(u)!),
    });
    if (p.card.product.code === 'US-EXP') {
      const [own] = await data.db
        .insert(premiumPackages)
        .values({ productId, name: 'VIP customer', ...plainPackage(CUSTOMER_PACKAGE) })
        .returning({ id: premiumPackages.id });
      await data.db
        .insert(premiumPackageCustomers)
        .values({ packageId: own!.id, productId, customerId: ids.get('customer')! });
    }
  }
}

const plainPackage = (m: typeof DEFAULT_PACKAGE) =>
  ({
    ...markup(m.basic, 'basic'),
    ...markup(m.surcharge, 'surcharge'),
    ...markup(m.handling, 'handling'),
    minOrderAmount: m.minOrderAmount ?? '0',
  }) as Omit<typeof premiumPackages.$inferInsert, 'productId' | 'name'>;

/**
 * One demo product on a cost of `supplierId`, shelved online by `adminId` for `customerIds`, with the default and
 * public packages; `codes` replace the product's and the cost's codes (tests seed a product per supplier).
 */
export async function seedProduct(
  data: DataAccess,
  p: DemoProduct,
  who: { supplierId: number; adminId: number; customerIds: number[] },
  codes: { product: string; cost: string } = { product: p.card.product.code, cost: p.costCode },
): Promise<number> {
  const { supplierId, adminId, customerIds } = who;
  const { card } = p;
  const name = names(card.product.name);
  const costId = await seedCost(data, { ...p, costCode: codes.cost }, supplierId);
  const [product] = await data.db
    .insert(products)
    .values({
      code: codes.product,
      name: name.zh,
      nameEn: name.en,
      costId,
      ownerId: adminId,
      source: 'SUPPLIER',
      startCountry: p.startCountry,
      deliveryCountries: p.deliveryCountries,
      minShippingCycle: p.cycle[0],
      maxShippingCycle: p.cycle[1],
      bubbleWay: card.weight.bubbleWay,
      bubblePercentage: card.weight.bubblePercentage,
      volumeWeightRatio: Number(card.weight.volumeWeightRatio),
      calcType: card.weight.calcType,
      independentWeightLimit: card.weight.independentWeightLimit,
      reportPriceLimit: limit(card.limits.maxDeclaredValue),
      maxLongestSide: limit(card.limits.maxLongestSide),
      maxGirth: limit(card.limits.maxGirth),
      maxPieceWeight: limit(card.limits.maxPieceWeight),
      maxPieces: Number(limit(card.limits.maxPieces)),
      currency: card.product.currency,
      requiresCustomsNo: p.requiresCustomsNo ?? false,
      status: 'ONLINE',
    })
    .returning({ id: products.id });
  const productId = product!.id;
  await data.db.insert(productCustomers).values(customerIds.map((customerId) => ({ productId, customerId })));
  const pkg = (values: Record<string, unknown>) =>
    data.db.insert(premiumPackages).values({ productId, ...values } as typeof premiumPackages.$inferInsert);
  await pkg({ name: '标准价 Standard', isDefault: true, ...plainPackage(DEFAULT_PACKAGE) });
  await pkg({
    name: '公开价 Public',
    isDefault: true,
    reportPriceType: 'PUBLIC_REPORT_PRICE',
    ...plainPackage({ ...DEFAULT_PACKAGE, basic: { kind: 'PERCENT', value: '30' } }),
  });
  return productId;
}
