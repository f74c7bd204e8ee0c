import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { dataAccessOf } from '../../platform/db/data-access';
import { costPriceData } from './index';
import { costActors, createCost } from './product-costs.fixtures';

// A cost's account with its docking provider and dock model, the providers themselves, and the price data the
// pricing module reads. Scope, basic info, weight rule and deletion are in product-costs.int.spec.ts.

let t: TestApp;
let who: Awaited<ReturnType<typeof costActors>>;
beforeAll(async () => {
  t = await createTestApp();
  who = await costActors(t);
});
afterAll(() => t.close());

const MISSING = 2_147_483_000;

describe('account and docking providers', () => {
  it('saves the account with a provider and one of its models, and shows it in the detail', async () => {
    const id = await createCost(t, who.supplier.token);
    const providers = (
      await t.call('GET', '/api/dockingProvider/selectedDockingProviders', { token: who.supplier.token })
    ).body.rows as { id: number; code: string }[];
    expect(providers.map((p) => p.code)).toEqual(expect.arrayContaining(['SANDBOX', 'USPS', 'DHL']));
    const sandbox = providers.find((p) => p.code === 'SANDBOX')!;
    const usps = providers.find((p) => p.code === 'USPS')!;
    const models = await t.call('GET', `/api/dockModel/dpService/${sandbox.id}`, {
      token: who.supplier.token,
      lang: 'zh',
    });
    expect(models.body.rows).toEqual([
      expect.objectContaining({
        serviceCode: 'SANDBOX_STD',
        attribute: 'STANDARD',
        attributeI18n: '标准',
        logisticsNames: ['Sandbox Express'],
      }),
    ]);
    const model = models.body.rows[0];

    const body = {
      serviceCode: 'SBX-1',
      logisticsProviderName: 'Sandbox',
      dockingProviderId: sandbox.id,
      dockModelId: model.id,
      includeClearance: true,
      trackType: 'API',
      finalLogisticsName: 'Sandbox Last Mile',
      tracknetCode: 'SBXLM',
      countryCode: 'US',
      dpSupplementProps: [{ key: 'facility', value: 'LAX1' }],
    };
    const saved = await t.call('POST', `/api/productCost/account/${id}`, { token: who.supplier.token, body });
    expect(saved.status).toBe(200);
    expect(saved.body.obj).toMatchObject({
      ...body,
      sync: true,
      dockingProviderName: 'Sandbox carrier',
      dockModelName: 'Sandbox Standard',
      propsList: [{ key: 'facility', value: 'LAX1' }],
      dockModel: { id: model.id, serviceCode: 'SANDBOX_STD' },
    });
    const detail = await t.call('GET', `/api/productCost/${id}`, { token: who.supplier.token });
    expect(detail.body.obj.account).toMatchObject({ serviceCode: 'SBX-1', dockModelId: model.id });

    const mismatch = await t.call('POST', `/api/productCost/account/${id}`, {
      token: who.supplier.token,
      body: { ...body, dockingProviderId: usps.id },
      lang: 'en',
    });
    expect(mismatch.body).toMatchObject({ errorKey: 'DOCK_MODEL_PROVIDER_MISMATCH' });
    const unknown = await t.call('POST', `/api/productCost/account/${id}`, {
      token: who.supplier.token,
      body: { dockingProviderId: MISSING },
    });
    expect(unknown.status).toBe(404);
    const dupKeys = await t.call('POST', `/api/productCost/account/${id}`, {
      token: who.supplier.token,
      body: { dpSupplementProps: [{ key: 'a' }, { key: 'a' }] },
    });
    expect(dupKeys.status).toBe(400);

    // The provider and model in use cannot be deleted.
    const delProvider = await t.call('DELETE', `/api/dockingProvider/${sandbox.id}`, { token: who.platform.token });
    expect(delProvider.body.errorKey).toBe('DOCKING_PROVIDER_IN_USE');
    const delModel = await t.call('DELETE', `/api/dockModel/${model.id}`, { token: who.platform.token });
    expect(delModel.body.errorKey).toBe('DOCK_MODEL_IN_USE');
  });

  it('is the platform to manage providers and models; a deleted seeded provider stays deleted', async () => {
    const input = { code: 'ACME_POST', name: 'Acme Post', interfaceName: 'acme-post', syncLabel: false };
    const refused = await t.call('POST', '/api/dockingProvider/save', { token: who.supplier.token, body: input });
    expect(refused.status).toBe(403);
    const created = await t.call('POST', '/api/dockingProvider/save', { token: who.platform.token, body: input });
    expect(created.body.obj).toMatchObject({ ...input, enabled: true, modelCount: 0 });
    const id = created.body.obj.id as number;
    const again = await t.call('POST', '/api/dockingProvider/save', {
      token: who.platform.token,
      body: input,
      lang: 'en',
    });
    expect(again.body).toMatchObject({
      errorKey: 'DOCKING_PROVIDER_CODE_TAKEN',
      msg: 'The docking provider code ACME_POST is already taken',
    });

    const model = {
      providerId: id,
      name: 'Acme Parcel',
      serviceCode: 'ACME_PARCEL',
      attribute: 'ECONOMY',
      attributeZh: '经济',
      attributeEn: 'Economy',
      attributeKo: '이코노미',
      logistics: 'ACME',
      logisticsNames: ['Acme', 'Acme Last Mile'],
    };
    const savedModel = await t.call('POST', '/api/dockModel/save', {
      token: who.platform.token,
      body: model,
      lang: 'ko',
    });
    expect(savedModel.body.obj).toMatchObject({ serviceCode: 'ACME_PARCEL', attributeI18n: '이코노미', enabled: true });
    const dupModel = await t.call('POST', '/api/dockModel/save', { token: who.platform.token, body: model });
    expect(dupModel.body.errorKey).toBe('DOCK_MODEL_CODE_TAKEN');
    const disabled = await t.call('POST', '/api/dockModel/save', {
      token: who.platform.token,
      body: { ...model, id: savedModel.body.obj.id, enabled: false },
    });
    expect(disabled.body.obj.enabled).toBe(false);
    expect((await t.call('GET', `/api/dockModel/dpService/${id}`, { token: who.supplier.token })).body.rows).toEqual(
      [],
    );
    expect(
      (await t.call('GET', `/api/dockModel/dpService/${id}?all=true`, { token: who.platform.token })).body.rows,
    ).toHaveLength(1);
    const listed = await t.call('POST', '/api/dockModel/list', { token: who.platform.token, body: { providerId: id } });
    expect(listed.body.rows).toHaveLength(1);
    const page = await t.call('POST', '/api/dockingProvider/list', {
      token: who.platform.token,
      body: { keyword: 'acme' },
    });
    expect(page.body.rows).toEqual([expect.objectContaining({ code: 'ACME_POST', modelCount: 1 })]);
    expect((await t.call('POST', '/api/dockingProvider/list', { token: who.supplier.token, body: {} })).status).toBe(
      403,
    );

    expect(
      (await t.call('DELETE', `/api/dockModel/${savedModel.body.obj.id}`, { token: who.platform.token })).status,
    ).toBe(200);
    expect((await t.call('DELETE', `/api/dockingProvider/${id}`, { token: who.platform.token })).status).toBe(200);
    expect((await t.call('GET', `/api/dockModel/dpService/${id}`, { token: who.platform.token })).status).toBe(404);
    // Its code can be taken again.
    expect(
      (await t.call('POST', '/api/dockingProvider/save', { token: who.platform.token, body: input })).body.obj.id,
    ).toBe(id);

    const dhl = (
      await t.call('POST', '/api/dockingProvider/list', { token: who.platform.token, body: { keyword: 'DHL' } })
    ).body.rows[0];
    expect((await t.call('DELETE', `/api/dockingProvider/${dhl.id}`, { token: who.platform.token })).status).toBe(200);
    const { seedDocking } = await import('./product-costs.seed');
    await seedDocking(dataAccessOf(t.database));
    await seedDocking(dataAccessOf(t.database));
    const codes = (
      await t.call('GET', '/api/dockingProvider/selectedDockingProviders', { token: who.platform.token })
    ).body.rows.map((r: { code: string }) => r.code);
    expect(codes).not.toContain('DHL');
    expect(codes.filter((c: string) => c === 'SANDBOX')).toHaveLength(1);
  });
});

describe('price data', () => {
  it('answers the calculation info and the pricing engine input of a cost', async () => {
    const id = await createCost(t, who.supplier.token, { weightCarryRule: '0.1' });
    await t.call('POST', '/api/productCost/zone/save', {
      token: who.supplier.token,
      body: { costId: id, countryCode: 'US', zipCode: '995-999', zipCodeType: 'REMOTE', areaBelongs: '8' },
    });
    await t.call('POST', '/api/productCost/zone/save', {
      token: who.supplier.token,
      body: { costId: id, countryCode: 'US', zipCode: '', areaBelongs: '2' },
    });
    await t.call('POST', `/api/productCost/prices/${id}`, {
      token: who.supplier.token,
      body: { zone: '2', bands: [{ weightUpTo: null, kind: 'PER_KG', unitPrice: '12.5' }] },
    });
    const info = await t.call('GET', `/api/productCost/productCalcInfo/${id}`, { token: who.supplier.token });
    expect(info.body.obj.zones).toEqual([
      { areaBelongs: '2', countries: ['US'], rows: 1, remote: 0, noDelivery: 0 },
      { areaBelongs: '8', countries: ['US'], rows: 1, remote: 1, noDelivery: 0 },
    ]);
    expect(info.body.obj.bands).toEqual([expect.objectContaining({ zone: '2', kind: 'PER_KG', unitPrice: '12.50' })]);
    const data = await costPriceData(dataAccessOf(t.database), id);
    expect(data).toMatchObject({
      cost: { id, weightCarryRule: '0.1', currency: 'USD', remotePostcodeGroups: [], version: 4 },
      zones: [
        { countryCode: 'US', zipFrom: '', zipTo: '', areaBelongs: '2', isRemote: false },
        { countryCode: 'US', zipFrom: '995', zipTo: '999', zipCodeType: 'REMOTE', isRemote: true },
      ],
      bands: [{ zone: '2', weightUpTo: null, kind: 'PER_KG', unitPrice: '12.50' }],
      surcharges: [],
    });
    expect(await costPriceData(dataAccessOf(t.database), MISSING)).toBeNull();
  });
});
