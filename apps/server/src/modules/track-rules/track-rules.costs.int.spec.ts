import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/helpers/test-app';
import { demoTestApp } from '../../../test/helpers/demo-app';
import { createUser } from '../../../test/factories/users';
import { productCostAccounts } from '../product-costs';
import { products } from '../products';

/** `GET api/productCost/listTrackRuleGroupLogisticsServiceProduct/{id}`: what a rule group maps the events of. */
describe('a track rule group’s costs and products', () => {
  let t: TestApp;
  let usExp: number;
  const tokens: Record<string, string> = {};
  let stranger: string;

  beforeAll(async () => {
    ({ t, usExp } = await demoTestApp(['admin', 'supplier', 'customer'], tokens));
    stranger = await t.login((await createUser(t.db)).username);
  });
  afterAll(() => t.close());

  const group = async (carrierCode: string) => {
    // Disabled: the demo may keep an enabled group for the carrier; a disabled one is always allowed.
    const res = await t.call('POST', '/api/trackRuleGroup/saveAndUpdate', {
      token: tokens.admin,
      body: { name: `Group ${carrierCode}`, carrierCode, enabled: false },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.obj.id as number;
  };
  const costsOf = (id: number | string, token = tokens.admin, lang = 'en') =>
    t.call('GET', `/api/productCost/listTrackRuleGroupLogisticsServiceProduct/${id}`, { token, lang });

  it('answers the costs whose account reaches the carrier through its docking provider, with their products', async () => {
    const res = await costsOf(await group('SANDBOX'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [product] = await t.db
      .select({ costId: products.costId, code: products.code })
      .from(products)
      .where(eq(products.id, usExp));
    const row = res.body.rows.find((r: { costId: number }) => r.costId === product!.costId);
    expect(row).toMatchObject({
      matchedBy: 'DOCKING_PROVIDER',
      serviceCode: 'SANDBOX_STD',
      logisticsProviderName: 'Sandbox',
      ownerName: 'supplier',
    });
    expect(row.products).toContainEqual(expect.objectContaining({ id: usExp, code: 'US-EXP' }));
    // Every demo cost ships through the sandbox: each answers once, in cost order.
    const ids: number[] = res.body.rows.map((r: { costId: number }) => r.costId);
    expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
    expect(res.body.rows.every((r: { matchedBy: string }) => r.matchedBy === 'DOCKING_PROVIDER')).toBe(true);
  });

  it('answers a cost whose final carrier is the group’s, and nothing for a carrier no account uses', async () => {
    const [product] = await t.db.select({ costId: products.costId }).from(products).where(eq(products.id, usExp));
    await t.db
      .update(productCostAccounts)
      .set({ finalLogisticsName: 'USPS last mile', tracknetCode: 'usps-lm' })
      .where(eq(productCostAccounts.costId, product!.costId));
    const res = await costsOf(await group('USPS-LM'));
    expect(res.status).toBe(200);
    expect(res.body.rows).toHaveLength(1);
    expect(res.body.rows[0]).toMatchObject({
      costId: product!.costId,
      matchedBy: 'FINAL_CARRIER',
      finalLogisticsName: 'USPS last mile',
    });
    expect((await costsOf(await group('NOBODY-USES'))).body.rows).toEqual([]);
  });

  it('refuses an unknown group, a hostile id and a caller who is not tracking staff', async () => {
    const missing = await costsOf(999_999);
    expect(missing.status).toBe(404);
    expect(missing.body.errorKey).toBe('TRACK_RULE_GROUP_NOT_FOUND');
    for (const id of [2 ** 32, '1%00', 'abc', -1]) expect((await costsOf(id)).status, String(id)).toBe(400);
    const id = await group('SANDBOX');
    for (const [who, token] of Object.entries({ customer: tokens.customer, stranger }))
      expect((await costsOf(id, token)).status, who).toBe(403);
  });

  it('shows a supplier its own costs only (the rule group page is the suppliers’ too)', async () => {
    const id = await group('SANDBOX');
    const all = (await costsOf(id)).body.rows;
    const own = await costsOf(id, tokens.supplier);
    expect(own.status).toBe(200);
    expect(own.body.rows.length).toBeGreaterThan(0);
    expect(own.body.rows.every((r: { ownerName: string }) => r.ownerName === 'supplier')).toBe(true);
    expect(own.body.rows.length).toBe(all.filter((r: { ownerName: string }) => r.ownerName === 'supplier').length);
    const other = await t.login((await createUser(t.db, { privilegeType: 'SUPPLIER' })).username);
    const theirs = await costsOf(id, other);
    expect(theirs.status).toBe(200);
    expect(theirs.body.rows).toEqual([]);
  });
});
