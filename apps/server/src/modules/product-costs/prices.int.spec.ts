import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { costActors, createCost, versionOf } from './product-costs.fixtures';

let t: TestApp;
let who: Awaited<ReturnType<typeof costActors>>;
beforeAll(async () => {
  t = await createTestApp();
  who = await costActors(t);
});
afterAll(() => t.close());

const put = (token: string, costId: number, body: unknown, lang = 'en') =>
  t.call('POST', `/api/productCost/prices/${costId}`, { token, body, lang });

describe('weight bands', () => {
  it("replaces a zone's bands at once, keeps only each kind's price fields, and moves the version", async () => {
    const id = await createCost(t, who.supplier.token);
    const v0 = await versionOf(t, who.supplier.token, id);
    const res = await put(who.supplier.token, id, {
      zone: '1',
      bands: [
        {
          weightUpTo: '0.5',
          kind: 'FIXED',
          fixedPrice: '8',
          unitPrice: '99',
          minCharge: '5',
          perPieceRate: 2,
          perPieceLimit: '0.5',
        },
        {
          weightUpTo: 20,
          kind: 'FIRST_ADDITIONAL',
          firstWeight: '0.5',
          firstPrice: '8.5',
          stepWeight: '0.5',
          stepPrice: '2.25',
        },
        { weightUpTo: null, kind: 'PER_KG', unitPrice: '4.10', fixedPrice: '1' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.rows).toEqual([
      expect.objectContaining({
        zone: '1',
        weightUpTo: '0.500',
        kind: 'FIXED',
        fixedPrice: '8.00',
        unitPrice: null,
        minCharge: '5.00',
        perPieceRate: '2.00',
        perPieceLimit: '0.500',
      }),
      expect.objectContaining({
        weightUpTo: '20.000',
        kind: 'FIRST_ADDITIONAL',
        kindI18n: 'First + additional',
        firstWeight: '0.500',
        firstPrice: '8.50',
        stepWeight: '0.500',
        stepPrice: '2.25',
      }),
      expect.objectContaining({ weightUpTo: null, kind: 'PER_KG', unitPrice: '4.10', fixedPrice: null }),
    ]);
    expect(await versionOf(t, who.supplier.token, id)).toBe(v0 + 1);
    await put(who.supplier.token, id, { zone: '2', bands: [{ weightUpTo: null, kind: 'FIXED', fixedPrice: '30' }] });
    const replaced = await put(who.supplier.token, id, {
      zone: '1',
      bands: [{ weightUpTo: null, kind: 'PER_KG', unitPrice: '5' }],
    });
    expect(replaced.body.rows).toHaveLength(1);
    const all = await t.call('GET', `/api/productCost/prices/${id}`, { token: who.supplier.token });
    expect(all.body.rows.map((r: { zone: string; kind: string }) => [r.zone, r.kind])).toEqual([
      ['1', 'PER_KG'],
      ['2', 'FIXED'],
    ]);
    const one = await t.call('GET', `/api/productCost/prices/${id}?zone=2`, { token: who.supplier.token });
    expect(one.body.rows).toHaveLength(1);
    expect((await put(who.supplier.token, id, { zone: '2', bands: [] })).body.rows).toEqual([]);
    expect(await versionOf(t, who.supplier.token, id)).toBe(v0 + 4);
  });

  it('refuses bad bands with the spec messages, and leaves the card as it was', async () => {
    const id = await createCost(t, who.supplier.token);
    await put(who.supplier.token, id, { zone: '1', bands: [{ weightUpTo: null, kind: 'PER_KG', unitPrice: '5' }] });
    const v = await versionOf(t, who.supplier.token, id);
    const fields = await put(who.supplier.token, id, {
      zone: '1',
      bands: [
        { weightUpTo: '0.0001', kind: 'PER_KG', unitPrice: '1.234' },
        { weightUpTo: '2', kind: 'FIXED', fixedPrice: '-1' },
        {
          weightUpTo: '3',
          kind: 'FIRST_ADDITIONAL',
          firstWeight: '4',
          firstPrice: '1',
          stepWeight: '0',
          stepPrice: '1',
        },
        { weightUpTo: '4', kind: 'PER_KG' },
        { weightUpTo: '5', kind: 'PER_KG', unitPrice: 'abc', perPieceRate: '1' },
      ],
    });
    expect(fields.status).toBe(400);
    expect(fields.body.fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'bands.0.weightUpTo', message: 'At most 3 decimals' },
        { field: 'bands.0.unitPrice', message: 'At most 2 decimals' },
        { field: 'bands.1.fixedPrice', message: 'Cannot be less than 0' },
        { field: 'bands.2.stepWeight', message: 'Must be greater than 0' },
        { field: 'bands.4.unitPrice', message: 'Must be a number' },
      ]),
    );
    const zh = await put(who.supplier.token, id, { zone: '1', bands: [{ weightUpTo: '4', kind: 'PER_KG' }] }, 'zh');
    expect(zh.body.fieldErrors).toEqual([{ field: 'bands.0.unitPrice', message: '请输入数字' }]);
    const minMax = await put(who.supplier.token, id, {
      zone: '1',
      bands: [
        {
          weightUpTo: '3',
          kind: 'FIRST_ADDITIONAL',
          firstWeight: '4',
          firstPrice: '1',
          stepWeight: '1',
          stepPrice: '1',
        },
      ],
    });
    expect(minMax.body.fieldErrors).toEqual([
      { field: 'bands.0.firstWeight', message: 'Minimum cannot exceed maximum' },
    ]);
    const limit = await put(who.supplier.token, id, {
      zone: '1',
      bands: [{ weightUpTo: null, kind: 'PER_KG', unitPrice: '1', perPieceRate: '1' }],
    });
    expect(limit.body.fieldErrors).toEqual([{ field: 'bands.0.perPieceLimit', message: 'Required number' }]);

    for (const [bands, words] of [
      [[{ weightUpTo: '5' }, { weightUpTo: '2' }], 'Weight bands invalid: Row 2: weight bands must ascend'],
      [
        [{ weightUpTo: '2' }, { weightUpTo: '2.000' }],
        'Weight bands invalid: Row 2: the same weight bound as the row above',
      ],
      [
        [{ weightUpTo: null }, { weightUpTo: '2' }],
        'Weight bands invalid: Row 1: only the last band may have no upper bound',
      ],
    ] as const) {
      const res = await put(who.supplier.token, id, {
        zone: '1',
        bands: bands.map((b) => ({ ...b, kind: 'PER_KG', unitPrice: '1' })),
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ errorKey: 'PRICE_BANDS_INVALID', msg: words });
    }
    const card = await t.call('GET', `/api/productCost/prices/${id}`, { token: who.supplier.token });
    expect(card.body.rows).toEqual([expect.objectContaining({ kind: 'PER_KG', unitPrice: '5.00' })]);
    expect(await versionOf(t, who.supplier.token, id)).toBe(v);
  });
});

describe('postcode rule', () => {
  it('stores the group libraries the caller may use and moves the version; unknown groups are refused', async () => {
    const id = await createCost(t, who.supplier.token);
    const group = await t.call('POST', '/api/postcode/group/save', {
      token: who.supplier.token,
      body: { name: 'Alaska remote', countryCode: 'US', type: 'REMOTE' },
    });
    expect(group.status).toBe(200);
    const gid = group.body.obj.id as number;
    const v = await versionOf(t, who.supplier.token, id);
    const res = await t.call('POST', `/api/productCost/postcodeRule/${id}`, {
      token: who.supplier.token,
      body: { remotePostcodeLib: [gid, gid], noRemotePostcodeLib: [] },
    });
    expect(res.body.obj).toEqual({ remotePostcodeLib: [gid], noRemotePostcodeLib: [], version: v + 1 });
    const detail = await t.call('GET', `/api/productCost/${id}`, { token: who.supplier.token });
    expect(detail.body.obj).toMatchObject({ remotePostcodeLib: [gid], noRemotePostcodeLib: [] });

    const unknown = await t.call('POST', `/api/productCost/postcodeRule/${id}`, {
      token: who.supplier.token,
      body: { remotePostcodeLib: [2_147_483_000], noRemotePostcodeLib: [] },
      lang: 'en',
    });
    expect(unknown.body).toMatchObject({
      errorKey: 'POSTCODE_GROUP_UNKNOWN',
      msg: 'Unknown postcode groups: 2147483000',
    });
    // Another supplier's group is as unknown as a missing one.
    const rivalCost = await createCost(t, who.rival.token);
    const foreign = await t.call('POST', `/api/productCost/postcodeRule/${rivalCost}`, {
      token: who.rival.token,
      body: { remotePostcodeLib: [], noRemotePostcodeLib: [gid] },
    });
    expect(foreign.body.errorKey).toBe('POSTCODE_GROUP_UNKNOWN');
    // A group a cost's rule uses cannot be deleted.
    const del = await t.call('GET', `/api/postcode/group/delete/${gid}`, { token: who.supplier.token, lang: 'en' });
    expect(del.status).toBe(409);
    expect(JSON.stringify(del.body)).toContain(`product cost ${detail.body.obj.code}`);
  });
});
