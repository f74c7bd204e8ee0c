import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SurchargeInput } from '@parcelhub/contracts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { costActors, createCost, versionOf } from './product-costs.fixtures';

let t: TestApp;
let who: Awaited<ReturnType<typeof costActors>>;
beforeAll(async () => {
  t = await createTestApp();
  who = await costActors(t);
});
afterAll(() => t.close());

const rule = (costId: number, patch: Partial<SurchargeInput> = {}): SurchargeInput => ({
  costId,
  code: 'FUEL',
  name: '燃油附加费',
  enName: 'Fuel surcharge',
  koName: '유류할증료',
  calClassName: 'FormulaCalculator',
  surchargeType: 'SURCHARGE',
  formula: 'freight * rate',
  formulaImageUrl: '/api/files/1',
  productSurchargeFormulaConstants: [{ id: 'rate', value: '0.12', nameEn: 'Rate', nameZh: '费率' }],
  ...patch,
});

const save = (token: string, body: unknown, lang = 'en') =>
  t.call('POST', '/api/surcharge/save', { token, body, lang });

describe('surcharges', () => {
  it('saves a rule, lists it by type in calculation order, answers its formula, and moves the version', async () => {
    const id = await createCost(t, who.supplier.token);
    const v0 = await versionOf(t, who.supplier.token, id);
    const fuel = await save(who.supplier.token, rule(id, { calSortNumber: 1 }), 'ko');
    expect(fuel.status).toBe(200);
    expect(fuel.body.obj).toMatchObject({
      code: 'FUEL',
      label: '유류할증료',
      surchargeTypeI18n: '부가요금',
      formulaOriginal: 'freight * rate',
      productSurchargeFormulaConstants: [{ id: 'rate', value: '0.12', nameEn: 'Rate', nameZh: '费率' }],
      refuse: false,
    });
    expect(await versionOf(t, who.supplier.token, id)).toBe(v0 + 1);
    // A later rule reads the fuel surcharge's result by its code.
    const peak = await save(
      who.supplier.token,
      rule(id, {
        code: 'PEAK',
        calSortNumber: 2,
        calReferenceStatus: true,
        formula: '(freight + FUEL) * 0.05 + value',
        productSurchargeFormulaConstants: [{ id: 'value', nameEn: 'Fixed value', nameZh: '固定值' }],
      }),
    );
    expect(peak.status).toBe(200);
    expect(peak.body.obj.productSurchargeFormulaConstants).toEqual([
      { id: 'value', value: '0', nameEn: 'Fixed value', nameZh: '固定值' },
    ]);
    const oversize = await save(
      who.supplier.token,
      rule(id, {
        code: 'OVERSIZE',
        surchargeType: 'SIZELIMIT',
        refuse: true,
        formula: 'longestSide > 120 || girth > 300',
        productSurchargeFormulaConstants: [],
      }),
    );
    expect(oversize.body.obj).toMatchObject({ surchargeType: 'SIZELIMIT', refuse: true });

    const all = await t.call('GET', `/api/surcharge/findSurchargeByType?costId=${id}`, { token: who.supplier.token });
    expect(all.body.rows.map((r: { code: string }) => r.code)).toEqual(['OVERSIZE', 'FUEL', 'PEAK']);
    const limits = await t.call('GET', `/api/surcharge/findSurchargeByType?costId=${id}&type=SIZELIMIT`, {
      token: who.supplier.token,
    });
    expect(limits.body.rows.map((r: { code: string }) => r.code)).toEqual(['OVERSIZE']);

    const formula = await t.call('GET', `/api/surcharge/${peak.body.obj.id}/surchargeFormulas`, {
      token: who.supplier.token,
      lang: 'en',
    });
    expect(formula.body.obj).toMatchObject({
      surchargeId: peak.body.obj.id,
      formulaId: peak.body.obj.id,
      formula: '(freight + FUEL) * 0.05 + value',
    });
    const vars = formula.body.obj.variables as { name: string; source: string; sample: string; label: string }[];
    expect(vars.find((v) => v.name === 'freight')).toEqual({
      name: 'freight',
      label: 'Freight',
      sample: '100',
      source: 'BASE',
    });
    expect(vars.find((v) => v.name === 'value')).toMatchObject({
      source: 'CONSTANT',
      sample: '0',
      label: 'Fixed value',
    });
    expect(vars.filter((v) => v.source === 'SURCHARGE').map((v) => [v.name, v.label])).toEqual([
      ['OVERSIZE', 'Fuel surcharge'],
      ['FUEL', 'Fuel surcharge'],
    ]);

    const other = await t.call('GET', `/api/surcharge/${peak.body.obj.id}/surchargeFormulas`, {
      token: who.rival.token,
    });
    expect(other.body.errorKey).toBe('SURCHARGE_NOT_FOUND');
    const foreignDelete = await t.call('DELETE', `/api/surcharge/${peak.body.obj.id}`, { token: who.rival.token });
    expect(foreignDelete.status).toBe(404);
  });

  it('refuses a formula that does not compile, with the reason in the caller language', async () => {
    const id = await createCost(t, who.supplier.token);
    const v0 = await versionOf(t, who.supplier.token, id);
    const words = {
      zh: '公式无效：未知变量：weight',
      en: 'Invalid formula: Unknown variable: weight',
      ko: '수식이 올바르지 않습니다: 알 수 없는 변수: weight',
    };
    for (const lang of ['zh', 'en', 'ko'] as const) {
      const res = await save(who.supplier.token, rule(id, { formula: 'weight * 2' }), lang);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        errorKey: 'FORMULA_INVALID',
        code: 4001612,
        msg: words[lang],
        params: { kind: 'UNKNOWN_VARIABLE', name: 'weight', position: 0 },
      });
    }
    const syntax = await save(who.supplier.token, rule(id, { formula: 'freight * (rate + ' }));
    expect(syntax.body).toMatchObject({ errorKey: 'FORMULA_INVALID', params: { kind: 'SYNTAX' } });
    expect(syntax.body.msg).toMatch(/^Invalid formula: Syntax error at character \d+$/);
    const fn = await save(who.supplier.token, rule(id, { formula: 'eval(freight)' }));
    expect(fn.body.msg).toBe('Invalid formula: Unknown function: eval');
    // Without calReferenceStatus, another surcharge's result is unknown; with it, only an earlier one is readable.
    await save(
      who.supplier.token,
      rule(id, {
        code: 'BASE_FEE',
        calSortNumber: 5,
        formula: 'value',
        productSurchargeFormulaConstants: [{ id: 'value', value: '3' }],
      }),
    );
    const unreferenced = await save(
      who.supplier.token,
      rule(id, { code: 'LATER', calSortNumber: 9, formula: 'BASE_FEE * 2' }),
    );
    expect(unreferenced.body.params).toMatchObject({ kind: 'UNKNOWN_VARIABLE', name: 'BASE_FEE' });
    const earlier = await save(
      who.supplier.token,
      rule(id, { code: 'EARLIER', calSortNumber: 1, calReferenceStatus: true, formula: 'BASE_FEE * 2' }),
    );
    expect(earlier.body.params).toMatchObject({ kind: 'UNKNOWN_VARIABLE', name: 'BASE_FEE' });
    expect(await versionOf(t, who.supplier.token, id)).toBe(v0 + 1);

    const required = await save(
      who.supplier.token,
      { ...rule(id), formula: '', formulaImageUrl: '', calClassName: '', enName: '' },
      'en',
    );
    expect(required.status).toBe(400);
    for (const field of ['formula', 'formulaImageUrl', 'calClassName', 'enName'])
      expect(required.body.fieldErrors).toContainEqual({ field, message: 'This field cannot be empty' });
    const code = await save(who.supplier.token, rule(id, { code: 'fuel' }));
    expect(code.body.fieldErrors).toContainEqual({ field: 'code', message: 'Invalid value' });
    for (const code of ['W', 'FREIGHT', 'HANDLING', 'MINIMUM']) {
      const reserved = await save(who.supplier.token, rule(id, { code, formula: '1' }));
      expect(reserved.body.errorKey).toBe('SURCHARGE_CODE_RESERVED');
    }
    // `value` is every formula's fixed amount, there without being declared (0 unless given).
    const fixed = await save(
      who.supplier.token,
      rule(id, { code: 'FIXED_FEE', formula: 'value + 1', productSurchargeFormulaConstants: [] }),
    );
    expect(fixed.status).toBe(200);
    const clash = await save(who.supplier.token, rule(id, { productSurchargeFormulaConstants: [{ id: 'freight' }] }));
    expect(clash.status).toBe(400);
  });

  it('keeps formulas that read other surcharges working: a code or order they need cannot go', async () => {
    const id = await createCost(t, who.supplier.token);
    const base = await save(
      who.supplier.token,
      rule(id, { code: 'BASE_FEE', calSortNumber: 1, formula: '5', productSurchargeFormulaConstants: [] }),
    );
    await save(
      who.supplier.token,
      rule(id, {
        code: 'TOTAL',
        calSortNumber: 2,
        calReferenceStatus: true,
        formula: 'BASE_FEE + 1',
        productSurchargeFormulaConstants: [],
      }),
    );
    const dup = await save(
      who.supplier.token,
      rule(id, { code: 'BASE_FEE', formula: '1', productSurchargeFormulaConstants: [] }),
      'en',
    );
    expect(dup.body).toMatchObject({
      errorKey: 'SURCHARGE_CODE_TAKEN',
      msg: 'This cost already has a surcharge with code BASE_FEE',
    });
    const renamed = await save(
      who.supplier.token,
      rule(id, {
        surchargeId: base.body.obj.id,
        code: 'BASIC',
        calSortNumber: 1,
        formula: '5',
        productSurchargeFormulaConstants: [],
      }),
    );
    expect(renamed.status).toBe(409);
    expect(renamed.body).toMatchObject({
      errorKey: 'SURCHARGE_REFERENCED',
      msg: 'The formula of surcharge TOTAL would stop working: Unknown variable: BASE_FEE',
    });
    const moved = await save(
      who.supplier.token,
      rule(id, {
        surchargeId: base.body.obj.id,
        code: 'BASE_FEE',
        calSortNumber: 3,
        formula: '5',
        productSurchargeFormulaConstants: [],
      }),
    );
    expect(moved.body.errorKey).toBe('SURCHARGE_REFERENCED');
    const removed = await t.call('DELETE', `/api/surcharge/${base.body.obj.id}`, { token: who.supplier.token });
    expect(removed.body.errorKey).toBe('SURCHARGE_REFERENCED');
    const list = await t.call('GET', `/api/surcharge/findSurchargeByType?costId=${id}`, { token: who.supplier.token });
    expect(list.body.rows.map((r: { code: string }) => r.code)).toEqual(['BASE_FEE', 'TOTAL']);
    // Another cost's surcharge cannot be edited through this cost.
    const other = await createCost(t, who.supplier.token);
    const cross = await save(who.supplier.token, rule(other, { surchargeId: base.body.obj.id, code: 'X' }));
    expect(cross.body.errorKey).toBe('SURCHARGE_NOT_FOUND');
  });
});

describe('formula test', () => {
  const test = (body: object, lang = 'en') =>
    t.call('POST', '/api/surcharge/testFormula', { token: who.platform.token, body, lang });

  it('answers the value and the inputs read, with the default samples for what is not given', async () => {
    const res = await test({
      formula: 'max(freight * rate, minimum) + (remote ? 10 : 0)',
      productSurchargeFormulaConstants: [
        { id: 'rate', value: '0.1' },
        { id: 'minimum', value: '15' },
      ],
      variables: { freight: '120.5', remote: 1 },
    });
    expect(res.body.obj).toEqual({
      ok: true,
      value: '25',
      inputs: { freight: '120.5', rate: '0.1', minimum: '15', remote: '1' },
    });
    const defaults = await test({ formula: 'W * 2 + pieces' });
    expect(defaults.body.obj).toMatchObject({ ok: true, value: '6', inputs: { W: '2.5', pieces: '1' } });
  });

  it('answers the exact reason: unknown variable, syntax error position, division by zero', async () => {
    expect((await test({ formula: 'freight * weight' }, 'zh')).body.obj).toEqual({
      ok: false,
      error: { kind: 'UNKNOWN_VARIABLE', name: 'weight', position: 10, message: '未知变量：weight' },
    });
    const syntax = (await test({ formula: 'freight *' })).body.obj;
    expect(syntax).toMatchObject({ ok: false, error: { kind: 'SYNTAX', position: expect.any(Number) } });
    expect(syntax.error.message).toBe(`Syntax error at character ${syntax.error.position + 1}`);
    expect((await test({ formula: 'freight / remote' }, 'ko')).body.obj).toEqual({
      ok: false,
      error: { kind: 'DIVISION_BY_ZERO', message: '0으로 나눌 수 없습니다' },
    });
    expect((await test({ formula: 'freight', variables: { freight: 'abc' } })).body.obj).toMatchObject({
      ok: false,
      error: { kind: 'BAD_VALUE', name: 'freight' },
    });
    // A sample for a name the rule cannot read does not make it readable.
    expect((await test({ formula: 'foo + 1', variables: { foo: 1 } })).body.obj.error).toMatchObject({
      kind: 'UNKNOWN_VARIABLE',
    });
  });

  it("reads earlier surcharges of the cost by code, and refuses another supplier's cost", async () => {
    const id = await createCost(t, who.supplier.token);
    await save(who.supplier.token, rule(id, { code: 'FUEL', calSortNumber: 1 }));
    const res = await t.call('POST', '/api/surcharge/testFormula', {
      token: who.supplier.token,
      body: { formula: 'FUEL * 2', costId: id, calReferenceStatus: true, calSortNumber: 2, variables: { FUEL: '7' } },
    });
    expect(res.body.obj).toEqual({ ok: true, value: '14', inputs: { FUEL: '7' } });
    const foreign = await t.call('POST', '/api/surcharge/testFormula', {
      token: who.rival.token,
      body: { formula: '1', costId: id },
    });
    expect(foreign.status).toBe(404);
  });
});

describe('formula image', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );

  it('keeps a png or svg of at most 2 MB, refuses anything else', async () => {
    const ok = await t.upload('/api/surcharge/uploadFormulaImg', PNG, {
      name: 'formula.png',
      token: who.platform.token,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.obj).toMatchObject({ contentType: 'image/png', url: `/api/files/${ok.body.obj.id}` });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="5" height="5"/></svg>',
    );
    expect(
      (await t.upload('/api/surcharge/uploadFormulaImg', svg, { name: 'f.svg', token: who.platform.token })).status,
    ).toBe(200);
    const pdf = await t.upload('/api/surcharge/uploadFormulaImg', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n'), {
      name: 'f.pdf',
      token: who.platform.token,
    });
    expect(pdf.body.errorKey).toBe('FILE_TYPE_NOT_ALLOWED');
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await t.upload('/api/surcharge/uploadFormulaImg', big, { name: 'f.png', token: who.platform.token });
    expect(tooBig.status).toBe(413);
    const customer = await t.upload('/api/surcharge/uploadFormulaImg', PNG, {
      name: 'f.png',
      token: who.customer.token,
    });
    expect(customer.status).toBe(403);
  });
});
