import ExcelJS from 'exceljs';
import { defineTenancyCase } from '../../../test/tenancy/tenancy';

async function goodsList(names: string[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Goods list');
  sheet.addRow(['Goods name']);
  for (const n of names) sheet.addRow([n]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A customer's uploaded goods list match (`match/{taskId}`) is its own: strangers get what a missing id gets. */
export const hsMatchListTenancy = defineTenancyCase({
  module: 'hsCodes',
  subAccountGrants: ['clearance.hsCode'],
  async create(t, token) {
    const res = await t.upload('/api/clearanceHsCode/exportMatchGoodsNameXlsx', await goodsList(['cotton t-shirt', '手机']), {
      token,
      name: 'goods.xlsx',
    });
    if (res.status !== 200) throw new Error(`upload goods list: ${JSON.stringify(res.body)}`);
    const id = res.body.obj.taskId as number;
    const task = await t.taskEnded(token, id);
    if (task.taskStatus !== 'PROCESSDINGCOMPLETED') throw new Error(`goods list task: ${JSON.stringify(task)}`);
    return id;
  },
  onRecord: [{ name: 'match result', request: (id) => ({ method: 'GET', url: `/api/clearanceHsCode/match/${id}` }) }],
  lists: [],
  async snapshot(t, token, id) {
    const res = await t.call('GET', `/api/clearanceHsCode/match/${id}`, { token });
    return res.body.obj ?? null;
  },
});
