import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { costActors, createCost, importZones, versionOf, zoneSheet } from './product-costs.fixtures';

let t: TestApp;
let who: Awaited<ReturnType<typeof costActors>>;
beforeAll(async () => {
  t = await createTestApp();
  who = await costActors(t);
});
afterAll(() => t.close());

async function zonesOf(token: string, costId: number, body: object = {}) {
  const res = await t.call('POST', `/api/productCost/zoneList/${costId}`, { token, body: { pageSize: 500, ...body } });
  expect(res.status).toBe(200);
  return res.body as { rows: Record<string, unknown>[]; total: number };
}

async function readBook(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
}

describe('zone template', () => {
  it('is an xlsx in the caller language: headers, an example row, drop-down lists and notes', async () => {
    const id = await createCost(t, who.supplier.token);
    for (const [lang, header, remote] of [
      ['zh', '邮编', '偏远'],
      ['en', 'Zip code', 'Remote'],
      ['ko', '우편번호', '도서산간'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/productCost/zoneTemplateDownload/${id}`,
        headers: { authorization: `Bearer ${who.supplier.token}`, 'accept-language': lang },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename=/);
      const book = await readBook(res.rawPayload);
      const sheet = book.worksheets[0]!;
      expect(sheet.getCell('A1').value).toBe(header);
      expect(String(sheet.getCell('D1').value).startsWith('*')).toBe(true);
      expect(sheet.getRow(2).getCell(1).value).toBe('995-999');
      expect(sheet.getRow(2).getCell(2).value).toBe(remote);
      expect(sheet.getRow(2).getCell(9).value).toBe('US');
      const typeList = sheet.getCell('B3').dataValidation;
      expect(typeList.type).toBe('list');
      expect(typeList.formulae?.[0]).toContain(remote);
      expect(sheet.getCell('H3').dataValidation.type).toBe('list');
      expect(book.worksheets[1]!.rowCount).toBeGreaterThan(3);
    }
    const de = await t.app.inject({
      method: 'GET',
      url: `/api/productCost/zoneTemplateDownload/${id}?countryCode=DE`,
      headers: { authorization: `Bearer ${who.supplier.token}` },
    });
    expect((await readBook(de.rawPayload)).worksheets[0]!.getRow(2).getCell(9).value).toBe('DE');
  });
});

describe('zone import', () => {
  it('keeps the good rows, reports the bad ones, and moves the version', async () => {
    const id = await createCost(t, who.supplier.token);
    const v0 = await versionOf(t, who.supplier.token, id);
    const sheet = await zoneSheet([
      ['995-999', 'Remote', 'Alaska', '8', '', '', '', 'Yes', 'US'],
      ['100 01', 'Delivery', 'New York', '2', '', '', 'note', '', ''],
      ['99500-99999', '偏远', '', '8', '', '', '', '是', 'US'],
      ['', 'No delivery', '', '9', '', '', '', 'No', 'PR'],
      ['SW1A 1AA', 'Delivery', 'London', '5', '', '', '', 'No', 'GB'],
      ['12A45', 'Delivery', '', '1', '', '', '', '', 'US'],
      ['999-995', 'Delivery', '', '1', '', '', '', '', 'US'],
      ['99-999', 'Delivery', '', '1', '', '', '', '', 'US'],
      ['10001', 'Somewhere', '', '1', '', '', '', '', 'US'],
      ['10002', 'Delivery', '', '', '', '', '', '', 'US'],
      ['10003', 'Delivery', '', '1', '', '', '', 'maybe', 'US'],
      ['10004', 'Delivery', '', '1', '', '', '', '', 'XX'],
      ['995-999', 'Delivery', '', '3', '', '', '', '', 'US'],
      ['10005', 'Delivery', '', '1', '', '', 'x'.repeat(10_240), '', 'US'],
    ]);
    const res = await importZones(t, who.supplier.token, sheet, { costId: String(id) });
    expect(res.status).toBe(200);
    const task = await t.taskEnded(who.supplier.token, res.body.obj.taskId);
    expect(task.taskStatus).toBe('PROCESSDINGCOMPLETED');
    expect(task.progress).toEqual({ done: 5, total: 14 });

    const { rows } = await zonesOf(who.supplier.token, id);
    expect(rows.map((r) => [r.countryCode, r.zipCode, r.zipCodeType, r.areaBelongs, r.isRemote])).toEqual([
      ['GB', 'SW1A1AA', 'DELIVERY', '5', false],
      ['PR', '', 'NO_DELIVERY', '9', false],
      ['US', '10001', 'DELIVERY', '2', false],
      ['US', '995-999', 'REMOTE', '8', true],
      ['US', '99500-99999', 'REMOTE', '8', true],
    ]);
    expect(await versionOf(t, who.supplier.token, id)).toBe(v0 + 1);

    const report = task.urlList.find((u: { url: string }) => u.url.includes('part=report'));
    expect(report).toBeDefined();
    const file = await t.app.inject({
      method: 'GET',
      url: report.url,
      headers: { authorization: `Bearer ${who.supplier.token}` },
    });
    const lines = (await readBook(file.rawPayload)).worksheets[0]!;
    const reasons = new Map<number, string>();
    lines.eachRow((row, n) => {
      if (n > 1) reasons.set(Number(row.getCell(1).value), String(row.getCell(2).value));
    });
    expect([...reasons.keys()]).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(reasons.get(7)).toBe(
      'Zip code: A US postcode is digits: a postcode or prefix of 1-5 digits, or a range such as 995-999',
    );
    expect(reasons.get(8)).toBe('Zip code: A range must not start above its end');
    expect(reasons.get(9)).toContain('Both ends of a range must have the same length');
    expect(reasons.get(10)).toContain('Zip code type: The zip code type is one of: Delivery / Remote / No delivery');
    expect(reasons.get(11)).toBe('Zone: This field cannot be empty');
    expect(reasons.get(12)).toBe('Is remote: Write Yes or No');
    expect(reasons.get(13)).toBe('Country code: Unknown country: XX');
    expect(reasons.get(14)).toBe('Zip code: Same zip code range as row 2');
    expect(reasons.get(15)).toBe('Remark: At most 500 characters');
  });

  it('overwrites the zone of a range imported again and adds a new range; fields may follow the file', async () => {
    const id = await createCost(t, who.supplier.token);
    const first = await importZones(
      t,
      who.supplier.token,
      await zoneSheet([['995-999', '', '', '8', '', '', '', '', '']]),
      {
        costId: String(id),
      },
    );
    await t.taskEnded(who.supplier.token, first.body.obj.taskId);
    const v1 = await versionOf(t, who.supplier.token, id);
    const second = await importZones(
      t,
      who.supplier.token,
      await zoneSheet(
        [
          ['995-999', '偏远', '阿拉斯加', '9', '', '', '', '', ''],
          ['996', '派送', '', '4', '', '', '', '', ''],
        ],
        'zh',
      ),
      { costId: String(id), countryCode: 'US' },
      { fieldsLast: true, lang: 'zh' },
    );
    expect(second.status).toBe(200);
    const task = await t.taskEnded(who.supplier.token, second.body.obj.taskId);
    expect(task.taskStatus).toBe('PROCESSDINGCOMPLETED');
    const { rows } = await zonesOf(who.supplier.token, id);
    expect(rows.map((r) => [r.zipCode, r.zipCodeType, r.areaBelongs, r.deliveryPlace, r.isRemote])).toEqual([
      ['995-999', 'REMOTE', '9', '阿拉斯加', true],
      ['996', 'DELIVERY', '4', '', false],
    ]);
    expect(await versionOf(t, who.supplier.token, id)).toBe(v1 + 1);
  });

  it("is refused before any task for another supplier's cost, a missing cost id or a file that is no xlsx", async () => {
    const id = await createCost(t, who.supplier.token);
    const sheet = await zoneSheet([['10001', '', '', '1', '', '', '', '', 'US']]);
    const foreign = await importZones(t, who.rival.token, sheet, { costId: String(id) });
    expect(foreign).toMatchObject({ status: 404, body: { errorKey: 'COST_NOT_FOUND' } });
    const noId = await importZones(t, who.supplier.token, sheet, {});
    expect(noId.status).toBe(400);
    expect(noId.body.fieldErrors).toEqual([{ field: 'costId', message: 'This field cannot be empty' }]);
    const badId = await importZones(t, who.supplier.token, sheet, { costId: '2147483648' });
    expect(badId.body.fieldErrors).toEqual([{ field: 'costId', message: 'Number too large: at most 2147483647' }]);
    const notXlsx = await importZones(t, who.supplier.token, Buffer.from('a,b,c\n'), { costId: String(id) });
    expect(notXlsx.body.errorKey).toBe('FILE_NOT_XLSX');
    const customer = await importZones(t, who.customer.token, sheet, { costId: String(id) });
    expect(customer.status).toBe(403);
  });

  it('fails the task for a sheet that is not the template', async () => {
    const id = await createCost(t, who.supplier.token);
    const book = new ExcelJS.Workbook();
    book.addWorksheet('x').addRow(['name', 'phone']);
    const res = await importZones(t, who.supplier.token, Buffer.from(await book.xlsx.writeBuffer()), {
      costId: String(id),
    });
    const task = await t.taskEnded(who.supplier.token, res.body.obj.taskId);
    expect(task.taskStatus).toBe('PROCESSDFAIL');
    expect(task.error).toBe('The headers do not match the template; download the template again');
  });
});

describe('zone rows on the page', () => {
  it('creates, edits, lists with filters and deletes one row, each moving the version', async () => {
    const id = await createCost(t, who.supplier.token);
    const tok = who.supplier.token;
    let v = await versionOf(t, tok, id);
    const created = await t.call('POST', '/api/productCost/zone/save', {
      token: tok,
      body: { costId: id, countryCode: 'US', zipCode: ' 995 - 999 ', zipCodeType: 'REMOTE', areaBelongs: '8' },
      lang: 'ko',
    });
    expect(created.body.obj).toMatchObject({
      zipCode: '995-999',
      zipFrom: '995',
      zipTo: '999',
      isRemote: true,
      zipCodeTypeI18n: '도서산간',
    });
    expect(await versionOf(t, tok, id)).toBe(++v);
    const dup = await t.call('POST', '/api/productCost/zone/save', {
      token: tok,
      body: { costId: id, countryCode: 'US', zipCode: '995-999', areaBelongs: '1' },
      lang: 'en',
    });
    expect(dup.body).toMatchObject({
      errorKey: 'PRODUCT_COST_ZONE_TAKEN',
      msg: 'This cost already has a zone row for US 995-999',
    });
    const edited = await t.call('POST', '/api/productCost/zone/save', {
      token: tok,
      body: {
        id: created.body.obj.id,
        costId: id,
        countryCode: 'US',
        zipCode: '995-998',
        zipCodeType: 'DELIVERY',
        areaBelongs: '7',
        isRemote: false,
      },
    });
    expect(edited.body.obj).toMatchObject({
      id: created.body.obj.id,
      zipCode: '995-998',
      areaBelongs: '7',
      isRemote: false,
    });
    expect(await versionOf(t, tok, id)).toBe(++v);
    await t.call('POST', '/api/productCost/zone/save', {
      token: tok,
      body: { costId: id, countryCode: 'CA', zipCode: 'K1A', areaBelongs: '3', remark: 'Ottawa' },
    });
    v++;
    expect((await zonesOf(tok, id, { countryCode: 'CA' })).rows.map((r) => r.zipCode)).toEqual(['K1A']);
    expect((await zonesOf(tok, id, { keyword: 'ottawa' })).total).toBe(1);
    expect((await zonesOf(tok, id, { areaBelongs: '7', pageSize: 1 })).total).toBe(1);

    for (const [zipCode, reason] of [
      ['12A', 'A US postcode is digits: a postcode or prefix of 1-5 digits, or a range such as 995-999'],
      ['999-995', 'A range must not start above its end'],
      ['1#2', "Postcode accepts letters, digits, space or '-'"],
    ] as const) {
      const bad = await t.call('POST', '/api/productCost/zone/save', {
        token: tok,
        body: { costId: id, countryCode: 'US', zipCode, areaBelongs: '1' },
        lang: 'en',
      });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ errorKey: 'ZONE_ZIP_INVALID', msg: `Postcode ${zipCode}: ${reason}` });
    }
    const unknownCountry = await t.call('POST', '/api/productCost/zone/save', {
      token: tok,
      body: { costId: id, countryCode: 'XX', zipCode: '1', areaBelongs: '1' },
    });
    expect(unknownCountry.body.errorKey).toBe('COUNTRY_UNKNOWN');

    const partly = await t.call('POST', '/api/productCost/zone/delete', {
      token: tok,
      body: { costId: id, ids: [created.body.obj.id, 2_147_483_000] },
    });
    expect(partly.body.errorKey).toBe('PRODUCT_COST_ZONE_NOT_FOUND');
    expect((await zonesOf(tok, id)).total).toBe(2);
    const deleted = await t.call('POST', '/api/productCost/zone/delete', {
      token: tok,
      body: { costId: id, ids: [created.body.obj.id] },
    });
    expect(deleted.body.obj).toEqual({ deleted: 1 });
    expect(await versionOf(t, tok, id)).toBe(v + 1);

    // Another supplier's cost: a zone of it can be neither edited through one's own cost nor deleted.
    const mine = await createCost(t, who.rival.token);
    const other = (await zonesOf(tok, id)).rows[0]!;
    const steal = await t.call('POST', '/api/productCost/zone/save', {
      token: who.rival.token,
      body: { id: other.id, costId: mine, countryCode: 'US', zipCode: '1', areaBelongs: '1' },
    });
    expect(steal.body.errorKey).toBe('PRODUCT_COST_ZONE_NOT_FOUND');
    expect((await zonesOf(tok, id)).rows[0]).toEqual(other);
  });
});
