import type { SurchargeInput } from '@parcelhub/contracts';
import type { TestApp } from '../../../test/helpers/test-app';
import { defineTenancyCase, type CallOnRecord } from '../../../test/tenancy/tenancy';
import { costInput, createCost } from './product-costs.fixtures';

/*
 * A cost, with its zones, weight bands, surcharges, account and postcode rule, is its supplier's: another supplier,
 * its sub-account and a customer reach none of it. The supplier's sub-account with the cost pages does.
 */

const GRANTS = ['product.cost', 'product.surcharge'];
const MISSING_COST = 2_147_483_002;
const rowsIds = (body: { rows?: { id: number }[] }) => (body.rows ?? []).map((r) => r.id);

const surchargeInput = (costId: number, patch: Partial<SurchargeInput> = {}): SurchargeInput => ({
  costId,
  code: 'FUEL',
  name: '燃油附加费',
  enName: 'Fuel surcharge',
  calClassName: 'FormulaCalculator',
  surchargeType: 'SURCHARGE',
  calSortNumber: 1,
  formula: 'freight * rate',
  formulaImageUrl: '/api/files/1',
  productSurchargeFormulaConstants: [{ id: 'rate', value: '0.12', nameEn: 'Rate', nameZh: '费率' }],
  ...patch,
});
const zoneInput = (costId: number, patch: Record<string, unknown> = {}) => ({
  costId,
  countryCode: 'US',
  zipCode: '995-999',
  zipCodeType: 'REMOTE',
  areaBelongs: '8',
  ...patch,
});

/** What hangs from each cost made here: its zone and its surcharge, by their ids and the cost's. */
const made = new Map<number, { zoneId: number; surchargeId: number }>();
const costOfPart = new Map<number, number>();

async function ok(t: TestApp, token: string, method: 'GET' | 'POST', url: string, body?: unknown) {
  const res = await t.call(method, url, { token, body, lang: 'en' });
  if (res.status !== 200) throw new Error(`${method} ${url}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A cost with a zone row, a zone's bands, a surcharge, an account and a postcode rule. */
async function fullCost(t: TestApp, token: string): Promise<number> {
  const id = await createCost(t, token);
  const zone = await ok(t, token, 'POST', '/api/productCost/zone/save', zoneInput(id));
  await ok(t, token, 'POST', `/api/productCost/prices/${id}`, {
    zone: '8',
    bands: [{ weightUpTo: null, kind: 'PER_KG', unitPrice: '5' }],
  });
  const surcharge = await ok(t, token, 'POST', '/api/surcharge/save', surchargeInput(id));
  await ok(t, token, 'POST', `/api/productCost/account/${id}`, { serviceCode: 'STD', logisticsProviderName: 'Own' });
  made.set(id, { zoneId: zone.obj.id, surchargeId: surcharge.obj.id });
  costOfPart.set(zone.obj.id, id);
  costOfPart.set(surcharge.obj.id, id);
  return id;
}

/** Everything of the cost its owner reads: strangers' calls must leave all of it as it was. */
async function costSnapshot(t: TestApp, token: string, id: number) {
  const read = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
    const res = await t.call(method, url, { token, body });
    return res.status === 200 ? (res.body.obj ?? res.body.rows) : null;
  };
  return {
    cost: await read('GET', `/api/productCost/${id}`),
    calc: await read('GET', `/api/productCost/productCalcInfo/${id}`),
    zones: await read('POST', `/api/productCost/zoneList/${id}`, {}),
    prices: await read('GET', `/api/productCost/prices/${id}`),
    surcharges: await read('GET', `/api/surcharge/findSurchargeByType?costId=${id}`),
  };
}

const onCost: CallOnRecord[] = [
  { name: 'get', request: (id) => ({ method: 'GET', url: `/api/productCost/${id}` }) },
  { name: 'productCalcInfo', request: (id) => ({ method: 'GET', url: `/api/productCost/productCalcInfo/${id}` }) },
  {
    name: 'zoneTemplateDownload',
    request: (id) => ({ method: 'GET', url: `/api/productCost/zoneTemplateDownload/${id}` }),
  },
  { name: 'zoneList', request: (id) => ({ method: 'POST', url: `/api/productCost/zoneList/${id}`, body: {} }) },
  { name: 'prices', request: (id) => ({ method: 'GET', url: `/api/productCost/prices/${id}` }) },
  {
    name: 'findSurchargeByType',
    request: (id) => ({ method: 'GET', url: `/api/surcharge/findSurchargeByType?costId=${id}` }),
  },
  {
    name: 'testFormula (the cost’s earlier surcharges as variables)',
    request: (id) => ({
      method: 'POST',
      url: '/api/surcharge/testFormula',
      body: { formula: 'FUEL + 1', costId: id, calSortNumber: 99, variables: { freight: '10' } },
    }),
  },
  {
    name: 'edit (update)',
    request: (id) => ({ method: 'POST', url: '/api/productCost/edit', body: { ...costInput(), id } }),
  },
  {
    name: 'editStatus',
    request: (id) => ({ method: 'POST', url: `/api/productCost/editStatus/${id}/DISABLED` }),
  },
  {
    name: 'account',
    request: (id) => ({ method: 'POST', url: `/api/productCost/account/${id}`, body: { serviceCode: 'TAKEN' } }),
  },
  {
    name: 'postcodeRule',
    request: (id) => ({
      method: 'POST',
      url: `/api/productCost/postcodeRule/${id}`,
      body: { remotePostcodeLib: [], noRemotePostcodeLib: [] },
    }),
  },
  {
    name: 'prices (replace)',
    request: (id) => ({ method: 'POST', url: `/api/productCost/prices/${id}`, body: { zone: '8', bands: [] } }),
  },
  {
    name: 'zone/save (a new zone row)',
    request: (id) => ({ method: 'POST', url: '/api/productCost/zone/save', body: zoneInput(id, { zipCode: '10001' }) }),
  },
  {
    name: 'zone/delete (its zone row)',
    request: (id) => ({
      method: 'POST',
      url: '/api/productCost/zone/delete',
      body: { costId: id, ids: [made.get(id)?.zoneId ?? MISSING_COST] },
    }),
  },
  {
    name: 'surcharge/save (a new surcharge)',
    request: (id) => ({ method: 'POST', url: '/api/surcharge/save', body: surchargeInput(id, { code: 'PEAK' }) }),
  },
  { name: 'delete', request: (id) => ({ method: 'DELETE', url: `/api/productCost/${id}` }) },
];

export const productCostTenancy = defineTenancyCase({
  module: 'product-costs (costs)',
  owner: 'supplier',
  subAccountGrants: GRANTS,
  create: fullCost,
  onRecord: onCost,
  lists: [
    {
      name: 'productCost/list',
      request: { method: 'POST', url: '/api/productCost/list', body: { pageSize: 500 } },
      ids: rowsIds,
    },
    {
      name: 'dropdownData/productCostSelects',
      request: { method: 'GET', url: '/api/dropdownData/productCostSelects' },
      ids: (body) => ((body.rows ?? []) as unknown as { value: string | number }[]).map((r) => Number(r.value)),
    },
  ],
  snapshot: costSnapshot,
});

/** The cost a zone row or surcharge made here hangs from; a missing one's is missing too. */
const costOf = (partId: number) => costOfPart.get(partId) ?? MISSING_COST;

export const zoneTenancy = defineTenancyCase({
  module: 'product-costs (zone rows)',
  owner: 'supplier',
  subAccountGrants: GRANTS,
  create: async (t, token) => made.get(await fullCost(t, token))!.zoneId,
  onRecord: [
    {
      name: 'zone/save (update)',
      request: (id) => ({
        method: 'POST',
        url: '/api/productCost/zone/save',
        body: zoneInput(costOf(id), { id, areaBelongs: '1' }),
      }),
    },
    {
      name: 'zone/delete',
      request: (id) => ({
        method: 'POST',
        url: '/api/productCost/zone/delete',
        body: { costId: costOf(id), ids: [id] },
      }),
    },
    {
      name: 'zone/save (update, through its own cost)',
      throughOwn: true,
      request: (id, own) => ({
        method: 'POST',
        url: '/api/productCost/zone/save',
        body: zoneInput(costOf(own), { id, areaBelongs: '1' }),
      }),
    },
    {
      name: 'zone/delete (through its own cost)',
      throughOwn: true,
      request: (id, own) => ({
        method: 'POST',
        url: '/api/productCost/zone/delete',
        body: { costId: costOf(own), ids: [id] },
      }),
    },
  ],
  lists: [],
  async snapshot(t, token, id) {
    return (await costSnapshot(t, token, costOf(id))).zones;
  },
});

export const surchargeTenancy = defineTenancyCase({
  module: 'product-costs (surcharges)',
  owner: 'supplier',
  subAccountGrants: GRANTS,
  create: async (t, token) => made.get(await fullCost(t, token))!.surchargeId,
  onRecord: [
    {
      name: 'surchargeFormulas',
      request: (id) => ({ method: 'GET', url: `/api/surcharge/${id}/surchargeFormulas` }),
    },
    {
      name: 'surcharge/save (update)',
      request: (id) => ({
        method: 'POST',
        url: '/api/surcharge/save',
        body: surchargeInput(costOf(id), { surchargeId: id, formula: 'freight * 99' }),
      }),
    },
    {
      name: 'testFormula (as the surcharge)',
      request: (id) => ({
        method: 'POST',
        url: '/api/surcharge/testFormula',
        body: { formula: 'freight', surchargeId: id, costId: costOf(id), variables: { freight: '10' } },
      }),
    },
    {
      name: 'surcharge/save (update, through its own cost)',
      throughOwn: true,
      request: (id, own) => ({
        method: 'POST',
        url: '/api/surcharge/save',
        body: surchargeInput(costOf(own), { surchargeId: id, formula: 'freight * 99' }),
      }),
    },
    {
      name: 'testFormula (as the surcharge, through its own cost)',
      throughOwn: true,
      notAnError: true,
      request: (id, own) => ({
        method: 'POST',
        url: '/api/surcharge/testFormula',
        body: { formula: 'freight', surchargeId: id, costId: costOf(own), variables: { freight: '10' } },
      }),
    },
    { name: 'delete', request: (id) => ({ method: 'DELETE', url: `/api/surcharge/${id}` }) },
  ],
  lists: [],
  async snapshot(t, token, id) {
    return (await costSnapshot(t, token, costOf(id))).surcharges;
  },
});

/** Postcode groups made here, each with a cost of the same supplier's. */
const costOfGroup = new Map<number, number>();

/** A postcode group is its supplier's: another supplier cannot name it in its own cost's postcode rule. */
export const ruleGroupTenancy = defineTenancyCase({
  module: 'product-costs (postcode groups a rule names)',
  owner: 'supplier',
  subAccountGrants: ['product.cost', 'product.postcode'],
  async create(t, token) {
    const group = await ok(t, token, 'POST', '/api/postcode/group/save', {
      name: `Remote ${Math.random().toString(36).slice(2, 10)}`,
      countryCode: 'US',
      type: 'REMOTE',
    });
    costOfGroup.set(group.obj.id, await createCost(t, token));
    return group.obj.id as number;
  },
  onRecord: [
    {
      name: 'postcodeRule (its own cost, naming the group)',
      throughOwn: true,
      request: (id, own) => ({
        method: 'POST',
        url: `/api/productCost/postcodeRule/${costOfGroup.get(own) ?? MISSING_COST}`,
        body: { remotePostcodeLib: [id], noRemotePostcodeLib: [] },
      }),
    },
    {
      name: 'postcodeRule (its own cost, naming the group as no-remote)',
      throughOwn: true,
      request: (id, own) => ({
        method: 'POST',
        url: `/api/productCost/postcodeRule/${costOfGroup.get(own) ?? MISSING_COST}`,
        body: { remotePostcodeLib: [], noRemotePostcodeLib: [id] },
      }),
    },
  ],
  lists: [],
  async snapshot(t, token, id) {
    const res = await t.call('GET', `/api/postcode/getGroup2/${id}`, { token });
    return res.status === 200 ? res.body.obj : null;
  },
});
