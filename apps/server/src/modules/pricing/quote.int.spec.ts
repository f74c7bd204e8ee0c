import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { demoTestApp } from '../../../test/helpers/demo-app';
import { dataAccessOf } from '../../platform/db/data-access';
import { openDatabase } from '../../platform/db/client';
import { seedDemo } from '../../seed/demo';
import { dockingProviders, productCostAccounts, productCostPrices, productCosts } from '../product-costs';
import { productLabelSettings, products } from '../products';
import { PUBLIC_QUOTES_PER_MINUTE } from './pricing.routes';

// The demo catalogue's US Express (US-EXP), worked by hand. One box 40 x 30 x 20 cm, 3 kg, to ZIP 10001:
// volumetric 24000 / 6000 = 4 kg; split at 40%: 3 + (4 - 3) x 0.6 = 3.6 -> 4.0 kg; zone 1; cost freight
// 45 + 7 x 12 = 129.00, FUEL 129 x 0.12 = 15.48, cost total 144.48.
const ONE_BOX = { countryCode: 'US', postcode: '10001', boxes: [{ length: 40, width: 30, height: 20, weight: 3 }] };

describe('POST api/quote/calc on the demo catalogue', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let usExp: number;

  beforeAll(async () => {
    ({ t, usExp } = await demoTestApp(['admin', 'supplier', 'customer', 'customer-sub', 'customer2'], tokens));
  });
  afterAll(() => t.close());

  const quote = (who: string, body: unknown, lang = 'en') =>
    t.call('POST', '/api/quote/calc', { token: tokens[who], body, lang });
  const usRow = async (who: string, body: unknown = ONE_BOX) => {
    const res = await quote(who, body);
    expect(res.status).toBe(200);
    return res.body.rows.find((r: { productCode: string }) => r.productCode === 'US-EXP');
  };

  it("prices the customer's own package: 141.90 + 16.25 + 8.00 = 166.15 CNY, with no cost", async () => {
    // freight 129 x 1.10 = 141.90; FUEL 15.48 x 1.05 = 16.254 -> 16.25; handling 8.00
    const row = await usRow('customer');
    expect(row).toMatchObject({
      productId: usExp,
      productName: 'US Express',
      currency: 'CNY',
      chargeableWeight: '4.000',
      total: '166.15',
      refused: null,
      shippingCycle: { min: 5, max: 8 },
      lines: [
        { code: 'FREIGHT', amount: '141.90' },
        { code: 'FUEL', name: 'Fuel surcharge', amount: '16.25' },
        { code: 'HANDLING', amount: '8.00' },
      ],
    });
    expect(row.cost).toBeUndefined();
    expect(row.margin).toBeUndefined();
    // The customer's explanation names the band and the zone but not the cost arithmetic.
    expect(row.explain.destination).toMatchObject({ zone: '1', remote: false });
    expect(row.explain.freight).toMatchObject({ zone: '1', upTo: '20.000', amount: '141.90' });
    expect(JSON.stringify(row.explain)).not.toMatch(/129\.00|15\.48|45\.00|12\.00/);
  });

  it('prices a sub-account as its main account', async () => {
    expect((await usRow('customer-sub')).total).toBe('166.15');
  });

  it('prices a customer without a package of its own with the default: 154.80 + 15.48 = 170.28', async () => {
    // freight 129 x 1.20 = 154.80; FUEL 15.48 x 1.00
    const row = await usRow('customer2');
    expect(row.total).toBe('170.28');
    expect(row.lines.map((l: { code: string }) => l.code)).toEqual(['FREIGHT', 'FUEL']);
  });

  it('shows the platform the cost, the margin and the full explanation', async () => {
    const row = await usRow('admin');
    expect(row).toMatchObject({ total: '170.28', margin: '25.80', cost: { total: '144.48' } });
    expect(row.cost.lines).toEqual([
      { code: 'FREIGHT', name: 'Freight', amount: '129.00' },
      { code: 'FUEL', name: 'Fuel surcharge', amount: '15.48' },
      { code: 'REMOTE', name: 'Remote area surcharge', amount: '0.00' },
      { code: 'OVERSIZE', name: 'Oversize surcharge', amount: '0.00' },
    ]);
    expect(row.explain.freight.arithmetic).toMatchObject({ kind: 'FIRST_ADDITIONAL', steps: 7 });
    const asCustomer = await usRow('admin', { ...ONE_BOX, customerId: await idOf('customer') });
    expect(asCustomer).toMatchObject({ total: '166.15', margin: '21.67' });
  });

  const idOf = async (username: string) => {
    const { users } = await import('../users');
    const [u] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    return u!.id;
  };

  it('refuses quoting as a customer to anyone but the platform, and an unknown customer', async () => {
    const res = await quote('customer', { ...ONE_BOX, customerId: await idOf('customer2') });
    expect(res.status).toBe(403);
    expect(res.body.errorKey).toBe('QUOTE_CUSTOMER_FORBIDDEN');
    expect((await quote('admin', { ...ONE_BOX, customerId: 2_000_000_000 })).body.errorKey).toBe(
      'QUOTE_CUSTOMER_NOT_FOUND',
    );
    expect((await quote('admin', { ...ONE_BOX, customerId: await idOf('supplier') })).status).toBe(404);
  });

  it("shows a supplier its own cost price only, and another supplier's costs to nobody else", async () => {
    const row = await usRow('supplier');
    expect(row).toMatchObject({ total: '144.48', lines: [{ code: 'FREIGHT', amount: '129.00' }, { code: 'FUEL' }] });
    expect(row.cost).toBeUndefined();
    // A second supplier owns no cost: it quotes nothing.
    const { users } = await import('../users');
    const [other] = await t.db
      .insert(users)
      .values({ username: 'supplier-b', passwordHash: '', privilegeType: 'SUPPLIER', isApproved: true })
      .returning({ id: users.id });
    await t.db.update(productCosts).set({ ownerId: other!.id }).where(eq(productCosts.code, 'SUP-KR-EXP'));
    const rows = (await quote('supplier', { ...ONE_BOX, countryCode: 'KR', postcode: '' })).body.rows;
    expect(rows).toEqual([]);
  });

  it('answers only the products a customer may use', async () => {
    // KR-EXP is assigned to customer, not to customer2.
    const kr = { countryCode: 'KR', postcode: '04524', boxes: [{ length: 10, width: 10, height: 10, weight: 1 }] };
    expect((await quote('customer', kr)).body.rows.map((r: { productCode: string }) => r.productCode)).toEqual([
      'KR-EXP',
    ]);
    expect((await quote('customer2', kr)).body.rows).toEqual([]);
    const [{ id: krId }] = (await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.code, 'KR-EXP'))) as [{ id: number }];
    expect((await quote('customer2', { ...kr, productIds: [krId] })).body.rows).toEqual([]);
    // A product taken offline is not quoted.
    await t.db.update(products).set({ status: 'OFFLINE' }).where(eq(products.id, krId));
    expect((await quote('customer', kr)).body.rows).toEqual([]);
    await t.db.update(products).set({ status: 'ONLINE' }).where(eq(products.id, krId));
  });

  it('refuses with the reason, in the caller language, and puts refused rows last without a total', async () => {
    const cases: [unknown, string][] = [
      [{ ...ONE_BOX, postcode: '96912' }, 'QUOTE_NO_DELIVERY'],
      [{ ...ONE_BOX, boxes: [{ length: 151, width: 10, height: 10, weight: 1 }] }, 'QUOTE_OVER_LONGEST_SIDE'],
      [{ ...ONE_BOX, boxes: [{ length: 10, width: 10, height: 10, weight: 30.001 }] }, 'QUOTE_OVER_PIECE_WEIGHT'],
      [{ ...ONE_BOX, declaredValue: '800.01' }, 'QUOTE_OVER_DECLARED_VALUE'],
      [{ ...ONE_BOX, postcode: '1234' }, 'QUOTE_POSTCODE_INVALID'],
      [{ ...ONE_BOX, postcode: '' }, 'QUOTE_POSTCODE_REQUIRED'],
    ];
    const second = await usRow('customer', {
      ...ONE_BOX,
      boxes: [ONE_BOX.boxes[0], { length: 10, width: 10, height: 10, weight: 31 }],
    });
    expect(second.refused.message).toContain('Box 2');
    for (const [body, key] of cases) {
      const row = await usRow('customer', body);
      expect(row, key).toMatchObject({ total: null, lines: [], refused: { errorKey: key } });
      expect(row.refused.message.length).toBeGreaterThan(3);
    }
    expect((await usRow('customer', { ...ONE_BOX, declaredValue: 800 })).total).toBe('166.15');
    // A postcode left out is asked for, not quoted back empty.
    expect((await usRow('customer', { ...ONE_BOX, postcode: '' })).refused.message).toBe(
      'Enter the receiver’s postcode: US needs one for a quote',
    );
    const zh = (await quote('customer', { ...ONE_BOX, postcode: '96912' }, 'zh')).body.rows[0];
    expect(zh.refused.message).toContain('不派送');
    const ko = (await quote('customer', { ...ONE_BOX, postcode: '96912' }, 'ko')).body.rows[0];
    expect(ko.refused.message).toMatch(/[\uac00-\ud7a3]/);
  });

  it('prices remote and oversize: REMOTE max(50, W x 5) and OVERSIZE 200 on cost', async () => {
    // 99501: zone 3, remote. One box 121 x 10 x 10 cm, 5 kg: volumetric 2.017 < 5 -> 5.0 kg.
    // cost freight 55 + 9 x 16 = 199.00; FUEL 23.88; REMOTE max(50, 25) = 50; OVERSIZE 200.
    // customer: 218.90 + 25.07 (23.88 x 1.05 = 25.074) + 52.50 + 210.00 + 8.00 = 514.47
    const row = await usRow('customer', {
      countryCode: 'US',
      postcode: '99501',
      boxes: [{ length: 121, width: 10, height: 10, weight: 5 }],
    });
    expect(row.lines).toEqual([
      { code: 'FREIGHT', name: 'Freight', amount: '218.90' },
      { code: 'FUEL', name: 'Fuel surcharge', amount: '25.07' },
      { code: 'REMOTE', name: 'Remote area surcharge', amount: '52.50' },
      { code: 'OVERSIZE', name: 'Oversize surcharge', amount: '210.00' },
      { code: 'HANDLING', name: 'Handling', amount: '8.00' },
    ]);
    expect(row.total).toBe('514.47');
  });

  /** Sets US-EXP's cost first-weight price (the demo's 45.00), through `db`: this server's or another's. */
  async function setFirstPrice(price: string, db: Pick<typeof t.db, 'select' | 'update'> = t.db) {
    const [cost] = await db
      .select({ id: productCosts.id })
      .from(productCosts)
      .where(eq(productCosts.code, 'SUP-US-EXP'));
    await db.update(productCostPrices).set({ firstPrice: price }).where(eq(productCostPrices.costId, cost!.id));
  }

  it('rebuilds the rate card when its prices change', async () => {
    expect((await usRow('customer2')).total).toBe('170.28');
    await setFirstPrice('46.00');
    // freight 46 + 84 = 130 -> 156.00; FUEL 15.60 -> 171.60
    expect((await usRow('customer2')).total).toBe('171.60');
    await setFirstPrice('45.00');
    expect((await usRow('customer2')).total).toBe('170.28');
  });

  it('answers 50 simultaneous quotes alike', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => usRow('customer')));
    expect(new Set(answers.map((r) => r.total))).toEqual(new Set(['166.15']));
  });

  it('50 quotes sent after a price change commits all see it, even while 50 sent before it are still running', async () => {
    expect((await usRow('customer2')).total).toBe('170.28');
    const before = Array.from({ length: 50 }, () => usRow('customer2'));
    await setFirstPrice('46.00');
    const after = await Promise.all(Array.from({ length: 50 }, () => usRow('customer2')));
    expect(new Set(after.map((r) => r.total))).toEqual(new Set(['171.60']));
    for (const r of await Promise.all(before)) expect(['170.28', '171.60']).toContain(r.total);
    await setFirstPrice('45.00');
    expect((await usRow('customer2')).total).toBe('170.28');
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'PostgreSQL: a price change another server process commits is quoted here within half a second (its announcement)',
    async () => {
      const other = await openDatabase({ databaseUrl: t.url!, poolSize: 1 });
      try {
        expect((await usRow('customer2')).total).toBe('170.28');
        for (const [price, total] of [
          ['46.00', '171.60'],
          ['45.00', '170.28'],
        ] as const) {
          await setFirstPrice(price, other.db);
          const since = Date.now();
          while ((await usRow('customer2')).total !== total) {
            expect(Date.now() - since, `quoted ${total} within half a second`).toBeLessThan(500);
            await new Promise((r) => setTimeout(r, 5));
          }
        }
      } finally {
        await other.close();
      }
    },
  );

  it('refuses hostile input with a field error, never a 5xx', async () => {
    const bad: unknown[] = [
      {},
      { ...ONE_BOX, countryCode: 'us' },
      { ...ONE_BOX, postcode: '100\u000001' },
      { ...ONE_BOX, postcode: 'x'.repeat(10_000) },
      { ...ONE_BOX, boxes: [] },
      { ...ONE_BOX, boxes: Array.from({ length: 201 }, () => ONE_BOX.boxes[0]) },
      { ...ONE_BOX, boxes: [{ length: -1, width: 1, height: 1, weight: 1 }] },
      { ...ONE_BOX, boxes: [{ length: 1e300, width: 1, height: 1, weight: 1 }] },
      { ...ONE_BOX, boxes: [{ length: '1e3', width: 1, height: 1, weight: 1 }] },
      { ...ONE_BOX, boxes: [{ length: 1, width: 1, height: 1, weight: 0.0001 }] },
      { ...ONE_BOX, boxes: [{ length: 1, width: 1, height: 1, weight: 'heavy' }] },
      { ...ONE_BOX, declaredValue: 'NaN' },
      { ...ONE_BOX, productIds: [2 ** 40] },
      { ...ONE_BOX, customerId: 'x' },
      [],
      'x',
    ];
    for (const body of bad) {
      const res = await quote('customer', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await t.call('POST', '/api/quote/calc', { body: ONE_BOX })).status).toBe(401);
  });

  const ORDER_BOX = {
    countryCode: 'US',
    postcode: '10001',
    boxes: [{ length: '40', width: '30', height: '20', weight: '3' }],
    declaredValue: '10',
  };
  it('an order reads its product’s label setting and carrier from the catalogue, which follows their changes at once', async () => {
    const { users } = await import('../users');
    const [customer] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'customer'));
    const facts = async () => (await t.app.services.pricing.forOrder(customer!.id, usExp, ORDER_BOX, 'en'))!.product;
    expect(await facts()).toMatchObject({ code: 'US-EXP', carrierCode: 'SANDBOX', labelRule: 'SYNC' });
    const [product] = await t.db.select({ costId: products.costId }).from(products).where(eq(products.id, usExp));
    const [account] = await t.db
      .select()
      .from(productCostAccounts)
      .where(eq(productCostAccounts.costId, product!.costId));
    const [other] = await t.db
      .insert(dockingProviders)
      .values({ code: 'FACTS_TEST', name: 'Facts test', interfaceName: 'facts' })
      .returning({ id: dockingProviders.id });
    try {
      await t.db.insert(productLabelSettings).values({
        productId: usExp,
        labelId: 'facts-test',
        customerPrintLabelType: 'PDF',
        reqDeliveryLabelRule: 'ASYNC',
      });
      expect((await facts()).labelRule).toBe('ASYNC');
      await t.db
        .update(productCostAccounts)
        .set({ dockingProviderId: other!.id })
        .where(eq(productCostAccounts.id, account!.id));
      expect((await facts()).carrierCode).toBe('FACTS_TEST');
      await t.db.update(dockingProviders).set({ code: 'FACTS_RENAMED' }).where(eq(dockingProviders.id, other!.id));
      expect((await facts()).carrierCode).toBe('FACTS_RENAMED');
    } finally {
      await t.db
        .update(productCostAccounts)
        .set({ dockingProviderId: account!.dockingProviderId })
        .where(eq(productCostAccounts.id, account!.id));
      await t.db.delete(dockingProviders).where(eq(dockingProviders.id, other!.id));
      await t.db.delete(productLabelSettings).where(eq(productLabelSettings.labelId, 'facts-test'));
    }
    expect(await facts()).toMatchObject({ carrierCode: 'SANDBOX', labelRule: 'SYNC' });
  });
});

describe('POST api/quote/public', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(dataAccessOf(t.database));
  });
  afterAll(() => t.close());

  it('prices with the public package without sign-in, and limits each address', async () => {
    // public package: freight +30%: 129 x 1.3 = 167.70; FUEL 15.48 -> 183.18
    const first = await t.call('POST', '/api/quote/public', { body: ONE_BOX, lang: 'en' });
    expect(first.status).toBe(200);
    expect(first.body.rows).toEqual([
      expect.objectContaining({ productCode: 'US-EXP', total: '183.18', refused: null }),
    ]);
    expect(first.body.rows[0].cost).toBeUndefined();
    const more = await Promise.all(
      Array.from({ length: PUBLIC_QUOTES_PER_MINUTE + 5 }, () =>
        t.call('POST', '/api/quote/public', { body: ONE_BOX }),
      ),
    );
    const limited = more.filter((r) => r.status === 429);
    expect(limited).toHaveLength(6);
    expect(limited[0]!.body.errorKey).toBe('TOO_MANY_REQUESTS');
  });

  it('lists the destinations a public price serves, in the caller language', async () => {
    const res = await t.call('GET', '/api/quote/publicCountries', { lang: 'en' });
    expect(res.status).toBe(200);
    const values = res.body.rows.map((o: { value: string }) => o.value).sort();
    expect(values).toEqual(['AT', 'BE', 'DE', 'ES', 'FR', 'IT', 'KR', 'NL', 'PL', 'US']);
    expect(res.body.rows.find((o: { value: string }) => o.value === 'US').label).toMatch(/United States/);
  });
});
