import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { PRICES, cast, createProduct, insertPort, insertService, productInput, saleQuoteFor, type Cast } from './test-support';

let t: TestApp;
let c: Cast;
beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
});
afterAll(() => t.close());

const P = '/api/clearanceProduct';

describe('clearance products', () => {
  it('the platform creates a product with every field and reads it back; the code is unique', async () => {
    const port = await insertPort(t);
    const svc = await insertService(t);
    const input = productInput({
      userId: c.supplier.id,
      port,
      ...svc,
      apiName: 'api-x',
      apiServiceName: 'svc-x',
      bubbleWay: 'SPLIT',
      bubblePercentage: '30',
      cargoType: 'BATTERY',
      clearanceModelList: ['9610', '9710'],
      currencyNo: 'USD',
      introduction: 'Intro',
      mainUrl: 'https://example.test/a.png',
      preRecordedBagType: 'BAG',
      supplierConfig: { referenceCustomerName: 'ref', customerDesc: 'cd', productDesc: 'pd' },
      transportWayList: ['AIR', 'SEA'],
      volumeWeightRatio: 5000,
      clearanceConfig: {
        clearanceIndustryId: svc.industryId,
        clearanceServiceId: svc.serviceId,
        clearanceCustomerRelevanceId: 7,
        parameters: { propsList: [{ key: 'k', value: 'v' }] },
        describe: 'd',
        repeat: true,
        uploadMethodTypes: ['EXCEL'],
      },
    });
    const res = await t.call('POST', `${P}/saveAndUpdate`, { token: c.admin.token, body: input });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ flag: true, code: 10200 });
    const id = res.body.obj.id;
    const read = await t.call('GET', `${P}/byId/${id}`, { token: c.admin.token });
    expect(read.body.obj).toMatchObject({
      code: input.code,
      apiName: 'api-x',
      bubbleWay: 'SPLIT',
      bubblePercentage: '30.00',
      cargoType: 'BATTERY',
      clearanceModelList: ['9610', '9710'],
      clearancePortCodes: [port],
      currencyNo: 'USD',
      transportWayList: ['AIR', 'SEA'],
      userId: c.supplier.id,
      volumeWeightRatio: 5000,
      status: 'DISABLED',
      signingStatus: 'UNSIGNED',
      supplierConfig: { referenceCustomerName: 'ref', customerDesc: 'cd', productDesc: 'pd' },
      clearanceConfig: {
        clearanceIndustryId: svc.industryId,
        clearanceServiceName: 'B2C 清关',
        clearanceCustomerRelevanceId: 7,
        parameters: { propsList: [{ key: 'k', value: 'v' }] },
        repeat: true,
        uploadMethodTypes: ['EXCEL'],
      },
    });
    const again = await t.call('POST', `${P}/saveAndUpdate`, { token: c.admin.token, body: input, lang: 'en' });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(`A clearance product with the code ${input.code} already exists`);
    const edit = await t.call('POST', `${P}/saveAndUpdate`, {
      token: c.admin.token,
      body: { ...input, id, name: 'Renamed' },
    });
    expect(edit.body.obj.name).toBe('Renamed');
  });

  it('refuses missing or disabled ports, an unknown service and a non-supplier, in the caller language', async () => {
    const port = await insertPort(t);
    const off = await insertPort(t, false);
    const svc = await insertService(t);
    const body = productInput({ userId: c.supplier.id, port, ...svc, clearancePortCodes: [port, off, 'ZZZ'] });
    const en = await t.call('POST', `${P}/saveAndUpdate`, { token: c.admin.token, body, lang: 'en' });
    expect(en.status).toBe(400);
    expect(en.body.msg).toBe(`Clearance ports missing or disabled: ${off}, ZZZ`);
    const ko = await t.call('POST', `${P}/saveAndUpdate`, { token: c.admin.token, body, lang: 'ko' });
    expect(ko.body.msg).toBe(`통관 항구가 없거나 사용 중지되었습니다: ${off}, ZZZ`);
    const wrongService = productInput({ userId: c.supplier.id, port, industryId: svc.industryId, serviceId: 999999 });
    const s = await t.call('POST', `${P}/saveAndUpdate`, { token: c.admin.token, body: wrongService, lang: 'en' });
    expect(s.body.msg).toBe(`Industry ${svc.industryId} has no clearance service 999999`);
    const notSupplier = productInput({ userId: c.customer.id, port, ...svc });
    expect((await t.call('POST', `${P}/saveAndUpdate`, { token: c.admin.token, body: notSupplier })).status).toBe(400);
  });

  it('answers hostile input with a 400 and field errors, never a 5xx', async () => {
    const port = await insertPort(t);
    const svc = await insertService(t);
    const base = productInput({ userId: c.supplier.id, port, ...svc });
    for (const body of [
      { ...base, name: 'a\u0000b' },
      { ...base, userId: 2 ** 40 },
      { ...base, code: 'x'.repeat(100_000) },
      { ...base, volumeWeightRatio: 1e308 },
      { ...base, transportWayList: ['BOAT'] },
      { ...base, clearancePortCodes: ['ic'] },
    ]) {
      const res = await t.call('POST', `${P}/saveAndUpdate`, { token: c.admin.token, body, lang: 'en' });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.fieldErrors?.length).toBeGreaterThan(0);
    }
    expect((await t.call('GET', `${P}/byId/99999999999`, { token: c.admin.token })).status).toBe(400);
    const ko = await t.call('POST', `${P}/saveQuote`, {
      token: c.admin.token,
      lang: 'ko',
      body: { productId: 1, kind: 'SALE', ...PRICES, billPrice: '-1' },
    });
    expect(ko.status).toBe(400);
    expect(ko.body.fieldErrors).toEqual([{ field: 'billPrice', message: '0보다 작을 수 없습니다' }]);
  });

  it('signs, shelves and keeps a platform-disabled product off for the supplier', async () => {
    const { id } = await createProduct(t, c.admin.token, c.supplier.id);
    const signed = await t.call('POST', `${P}/signingProduct`, { token: c.admin.token, body: { id } });
    expect(signed.body.obj.signingStatus).toBe('SIGNED');
    const released = await t.call('POST', `${P}/editSigningStatus`, {
      token: c.admin.token,
      body: { id, signingStatus: 'TERMINATED' },
    });
    expect(released.body.obj.signingStatus).toBe('TERMINATED');
    const on = await t.call('POST', `${P}/editStatus/${id}/ENABLED`, { token: c.supplier.token });
    expect(on.body.obj).toMatchObject({ status: 'ENABLED', offlineBy: null });
    const off = await t.call('POST', `${P}/editStatus/${id}/DISABLED`, { token: c.admin.token });
    expect(off.body.obj).toMatchObject({ status: 'DISABLED', offlineBy: 'PLATFORM' });
    const back = await t.call('POST', `${P}/editStatus/${id}/ENABLED`, { token: c.supplier.token, lang: 'en' });
    expect(back.status).toBe(409);
    expect(back.body.errorKey).toBe('CLEARANCE_DISABLED_BY_PLATFORM');
    expect((await t.call('POST', `${P}/editStatus/${id}/ENABLED`, { token: c.admin.token })).body.obj.status).toBe(
      'ENABLED',
    );
    expect((await t.call('POST', `${P}/editStatus/${id}/DISABLED`, { token: c.supplier2.token })).status).toBe(404);
    expect((await t.call('POST', `${P}/editStatus/${id}/DISABLED`, { token: c.customer.token })).status).toBe(403);
    expect((await t.call('POST', `${P}/signingProduct`, { token: c.supplier.token, body: { id } })).status).toBe(403);
  });

  it('lets the supplier edit its supplier config and cost quote, and nothing of another supplier', async () => {
    const { id } = await createProduct(t, c.admin.token, c.supplier.id);
    const cfg = { referenceCustomerName: 'R', customerDesc: 'C', productDesc: 'P' };
    const ok = await t.call('POST', `${P}/editSupplierConfig/${id}`, { token: c.supplier.token, body: cfg });
    expect(ok.body.obj.supplierConfig).toEqual(cfg);
    expect(
      (await t.call('POST', `${P}/editSupplierConfig/${id}`, { token: c.supplier2.token, body: cfg })).status,
    ).toBe(404);
    expect((await t.call('GET', `${P}/getClearanceCostQuote/${id}`, { token: c.supplier.token })).body.obj).toBeNull();
    const cost = await t.call('POST', `${P}/saveQuote`, {
      token: c.supplier.token,
      body: { productId: id, kind: 'COST', ...PRICES, billPrice: '15' },
    });
    expect(cost.status, JSON.stringify(cost.body)).toBe(200);
    const again = await t.call('POST', `${P}/saveQuote`, {
      token: c.supplier.token,
      body: { productId: id, kind: 'COST', ...PRICES, billPrice: '16.5' },
    });
    expect(again.body.obj.id).toBe(cost.body.obj.id);
    expect((await t.call('GET', `${P}/getClearanceCostQuote/${id}`, { token: c.supplier.token })).body.obj).toMatchObject(
      { billPrice: '16.50', minPrice: '100.00', kind: 'COST' },
    );
    const sale = await t.call('POST', `${P}/saveQuote`, {
      token: c.supplier.token,
      body: { productId: id, kind: 'SALE', ...PRICES },
    });
    expect(sale.status).toBe(403);
    expect((await t.call('GET', `${P}/getClearanceCostQuote/${id}`, { token: c.supplier2.token })).status).toBe(404);
    expect((await t.call('GET', `${P}/getClearanceCostQuote/${id}`, { token: c.customer.token })).status).toBe(403);
    const saveByStranger = await t.call('POST', `${P}/saveAndUpdate`, {
      token: c.supplier.token,
      body: { code: 'X' },
    });
    expect(saveByStranger.status).toBe(403);
  });

  it('assigns sale quotes by user name, one per customer per product, counted, listed, unassigned and deleted', async () => {
    const { id } = await createProduct(t, c.admin.token, c.supplier.id);
    const q1 = await saleQuoteFor(t, c.admin.token, id, c.customer.username);
    const q2 = (
      await t.call('POST', `${P}/saveQuote`, { token: c.admin.token, body: { productId: id, kind: 'SALE', name: 'VIP', ...PRICES, billPrice: '20' } })
    ).body.obj.id;
    const dup = await t.call('POST', `${P}/saveQuote`, {
      token: c.admin.token,
      lang: 'en',
      body: { productId: id, kind: 'SALE', name: 'VIP', ...PRICES },
    });
    expect(dup.status).toBe(409);
    const moved = await t.call('POST', `${P}/allotQuotePrice`, {
      token: c.admin.token,
      body: { productId: id, quotePriceId: q2, userNames: [c.customer.username, c.customer2.username] },
    });
    expect(moved.body.obj.done).toBe(2);
    const counts = await t.call('GET', `${P}/reportPriceAssignCount/${id}`, { token: c.admin.token });
    expect(counts.body.rows.map((r: { id: number; assignCount: number }) => [r.id, r.assignCount])).toEqual([
      [q1, 0],
      [q2, 2],
    ]);
    const names = await t.call('GET', `${P}/assignQuotePriceUserNames/${id}/${q2}`, { token: c.admin.token });
    expect(names.body.rows.map((r: { userName: string }) => r.userName).sort()).toEqual(
      [c.customer.username, c.customer2.username].sort(),
    );
    const unknown = await t.call('POST', `${P}/allotQuotePrice`, {
      token: c.admin.token,
      lang: 'en',
      body: { productId: id, quotePriceId: q2, userNames: ['nobody-here', c.supplier.username] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toContain('nobody-here');
    const un = await t.call('POST', `${P}/unAllotQuotePrice`, {
      token: c.admin.token,
      body: { productId: id, quotePriceId: q2, userNames: [c.customer2.username] },
    });
    expect(un.body.obj.done).toBe(1);
    expect((await t.call('GET', `${P}/getClearanceQuote/${id}/${q2}`, { token: c.admin.token })).body.obj).toMatchObject({
      billPrice: '20.00',
      assignCount: 1,
    });
    const del = await t.call('DELETE', `${P}/delQuotePrice/${id}/${q2}`, { token: c.admin.token });
    expect(del.status).toBe(200);
    expect((await t.call('GET', `${P}/getClearanceQuote/${id}/${q2}`, { token: c.admin.token })).status).toBe(404);
    const mine = await t.call('GET', '/api/clearance/product/price/premium/mine', { token: c.customer.token });
    expect(mine.body.rows.find((r: { productId: number }) => r.productId === id)).toBeUndefined();
  });

  it('shows a customer only the products quoted to it, with its own price, in premium/mine', async () => {
    const { id, code } = await createProduct(t, c.admin.token, c.supplier.id);
    const hidden = await createProduct(t, c.admin.token, c.supplier.id);
    await saleQuoteFor(t, c.admin.token, id, c.customer.username);
    await t.call('POST', `${P}/signingProduct`, { token: c.admin.token, body: { id } });
    await t.call('POST', `${P}/editStatus/${id}/ENABLED`, { token: c.admin.token });
    const mine = await t.call('GET', '/api/clearance/product/price/premium/mine', { token: c.customer.token });
    expect(mine.body).toMatchObject({ flag: true, code: 10200 });
    expect(mine.body.rows.find((r: { productId: number }) => r.productId === id)).toEqual(
      expect.objectContaining({
        productId: id,
        productCode: code,
        productName: 'ICN B2C clearance',
        currencyNo: 'CNY',
        billPrice: '25.00',
        bagPrice: '8.00',
        kgPrice: '1.20',
        parcelPrice: '0.50',
        minPrice: '100.00',
      }),
    );
    const viaSub = await t.call('GET', '/api/clearance/product/price/premium/mine', { token: c.sub.token });
    expect(viaSub.body.rows.map((r: { productId: number }) => r.productId)).toContain(id);
    const other = await t.call('GET', '/api/clearance/product/price/premium/mine', { token: c.customer2.token });
    expect(other.body.rows.map((r: { productId: number }) => r.productId)).not.toContain(id);
    const list = await t.call('POST', `${P}/list`, { token: c.customer.token, body: {} });
    const ids = list.body.rows.map((r: { id: number }) => r.id);
    expect(ids).toContain(id);
    expect(ids).not.toContain(hidden.id);
    const seen = list.body.rows.find((r: { id: number }) => r.id === id);
    expect(seen).toMatchObject({ userId: 0, userName: '', clearanceQuotePrice: { billPrice: '25.00' } });
    expect((await t.call('GET', `${P}/byId/${hidden.id}`, { token: c.customer.token })).status).toBe(404);
    expect((await t.call('GET', `${P}/getPublicParam/${id}`, { token: c.customer.token })).body.obj).not.toHaveProperty(
      'supplierConfig',
    );
    const dd = await t.call('GET', `${P}/dropdown/SELF_BOL_QUERY`, { token: c.customer.token });
    expect(dd.body.rows.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await t.call('GET', `${P}/dropdown/PLATFORM`, { token: c.customer.token })).status).toBe(403);
    expect((await t.call('GET', `${P}/dropdown/OTHER`, { token: c.customer.token })).status).toBe(400);
    const supplierList = await t.call('POST', `${P}/list`, { token: c.supplier2.token, body: {} });
    expect(supplierList.body.rows.map((r: { id: number }) => r.id)).not.toContain(id);
  });

  it('answers the dropdown words and deletes a product with its quotes', async () => {
    const tt = await t.call('GET', '/api/clearance/dropdownData/transportTypeSelects', { token: c.customer.token, lang: 'en' });
    expect(tt.body.rows).toEqual([
      { label: 'Air', value: 'AIR' },
      { label: 'Train', value: 'TRAIN' },
      { label: 'Truck-air', value: 'TRUCK_AIR' },
      { label: 'Sea', value: 'SEA' },
    ]);
    const al = await t.call('GET', '/api/clearance/dropdownData/allianceSelects', { token: c.customer.token, lang: 'ko' });
    expect(al.body.rows[0]).toEqual({ label: '유럽연합', value: 'EU' });
    const { id } = await createProduct(t, c.admin.token, c.supplier.id);
    await saleQuoteFor(t, c.admin.token, id, c.customer.username);
    expect((await t.call('POST', `${P}/del/${id}`, { token: c.supplier.token })).status).toBe(403);
    expect((await t.call('POST', `${P}/del/${id}`, { token: c.admin.token })).status).toBe(200);
    expect((await t.call('GET', `${P}/byId/${id}`, { token: c.admin.token })).status).toBe(404);
    const bags = await t.call('POST', '/api/clearancePreRecordedBag/dels', { token: c.customer.token, body: { ids: [1, 2] } });
    expect(bags.body.obj).toEqual({ deleted: 0 });
  });
});

describe('quote spreadsheets', () => {
  const HEAD_SALE = ['Clearance product code', 'Quote name', 'Currency', 'Per bill', 'Per bag', 'Per kg', 'Per parcel', 'Minimum'];
  async function book(headers: string[], rows: unknown[][]) {
    const b = new ExcelJS.Workbook();
    const s = b.addWorksheet('Quotes');
    s.addRow(headers);
    for (const r of rows) s.addRow(r);
    return Buffer.from(await b.xlsx.writeBuffer());
  }
  const read = async (buf: Buffer) => {
    const b = new ExcelJS.Workbook();
    await b.xlsx.load(buf as unknown as ArrayBuffer);
    return b;
  };

  it('downloads both templates in the caller language', async () => {
    for (const [url, first] of [
      [`${P}/quoteTemplateDownload`, '*清关产品代码'],
      [`${P}/costQuoteTemplateDownload`, '*清关产品代码'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: {},
        headers: { authorization: `Bearer ${c.admin.token}`, 'accept-language': 'zh' },
      });
      expect(res.statusCode).toBe(200);
      const [data] = (await read(res.rawPayload)).worksheets;
      expect((data!.getRow(1).values as unknown[])[1]).toBe(first);
    }
  });

  it('imports sale quotes (add or update), reporting a negative price and an unknown product by row', async () => {
    const { id, code } = await createProduct(t, c.admin.token, c.supplier.id);
    const bytes = await book(HEAD_SALE, [
      [code, 'Std', 'CNY', '25', '8', '1.2', '0.5', '100'],
      [code, 'Cheap', 'CNY', '-3', '8', '1.2', '0.5', '100'],
      ['NOPE-1', 'Std', 'CNY', '1', '1', '1', '1', '1'],
      [code, 'Std', 'CNY', '26', '8', '1.2', '0.5', '100'],
    ]);
    const up = await t.upload(`${P}/quoteTemplateImport`, bytes, { token: c.admin.token, name: 'q.xlsx', lang: 'en' });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const task = await t.taskEnded(c.admin.token, up.body.obj.taskId);
    expect(task).toMatchObject({ taskStatus: 'PROCESSDINGCOMPLETED' });
    const quotes = await t.call('GET', `${P}/reportPriceAssignCount/${id}`, { token: c.admin.token });
    expect(quotes.body.rows.map((r: { name: string; billPrice: string }) => [r.name, r.billPrice])).toEqual([['Std', '25.00']]);
    const reportUrl = task.urlList.find((f: { url: string }) => f.url.endsWith('part=report')).url;
    const res = await t.app.inject({ method: 'GET', url: reportUrl, headers: { authorization: `Bearer ${c.admin.token}` } });
    const sheet = (await read(res.rawPayload)).worksheets[0]!;
    const reasons = [2, 3, 4].map((n) => [sheet.getRow(n).getCell(1).value, String(sheet.getRow(n).getCell(2).value)]);
    expect(reasons).toEqual([
      [3, 'Per bill: Cannot be less than 0'],
      [4, 'Clearance product code: No such clearance product: NOPE-1'],
      [5, 'Clearance product code: Same as row 2'],
    ]);
    // Imported again, the same name updates the quote.
    const again = await book(HEAD_SALE, [[code, 'Std', 'CNY', '30', '8', '1.2', '0.5', '100']]);
    const up2 = await t.upload(`${P}/quoteTemplateImport`, again, { token: c.admin.token, name: 'q.xlsx' });
    await t.taskEnded(c.admin.token, up2.body.obj.taskId);
    const after = await t.call('GET', `${P}/reportPriceAssignCount/${id}`, { token: c.admin.token });
    expect(after.body.rows.map((r: { billPrice: string }) => r.billPrice)).toEqual(['30.00']);
  });

  it('fails a sheet with a missing column with the template words, and keeps a supplier to its own products', async () => {
    const mine = await createProduct(t, c.admin.token, c.supplier.id);
    const theirs = await createProduct(t, c.admin.token, c.supplier2.id);
    const missing = await book(['Clearance product code', 'Currency', 'Per bill', 'Per bag', 'Per kg', 'Per parcel'], [
      [mine.code, 'CNY', '1', '1', '1', '1'],
    ]);
    const up = await t.upload(`${P}/addAndUpdateQuoteImport`, missing, { token: c.supplier.token, name: 'c.xlsx', lang: 'en' });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const failed = await t.taskEnded(c.supplier.token, up.body.obj.taskId);
    expect(failed).toMatchObject({ taskStatus: 'PROCESSDFAIL' });
    expect(String(failed.error)).toContain('template');
    const HEAD_COST = ['Clearance product code', 'Currency', 'Per bill', 'Per bag', 'Per kg', 'Per parcel', 'Minimum'];
    const good = await book(HEAD_COST, [
      [mine.code, 'CNY', '15', '5', '0.8', '0.3', '60'],
      [theirs.code, 'CNY', '1', '1', '1', '1', '1'],
      [mine.code + 'X', 'CNY', '', '5', '0.8', '0.3', '60'],
    ]);
    const up2 = await t.upload(`${P}/addAndUpdateQuoteImport`, good, { token: c.supplier.token, name: 'c.xlsx', lang: 'en' });
    const task = await t.taskEnded(c.supplier.token, up2.body.obj.taskId);
    expect(task).toMatchObject({ taskStatus: 'PROCESSDINGCOMPLETED' });
    expect((await t.call('GET', `${P}/getClearanceCostQuote/${mine.id}`, { token: c.supplier.token })).body.obj).toMatchObject({
      billPrice: '15.00',
      minPrice: '60.00',
    });
    expect((await t.call('GET', `${P}/getClearanceCostQuote/${theirs.id}`, { token: c.admin.token })).body.obj).toBeNull();
    expect((await t.upload(`${P}/quoteTemplateImport`, good, { token: c.supplier.token, name: 'c.xlsx' })).status).toBe(403);
  });
});
