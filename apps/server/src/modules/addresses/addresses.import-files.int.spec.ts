import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { signedInUser } from '../../../test/factories/accounts';
import { libreOfficeXlsx, quirkyXlsx, withInlineStrings } from '../../../test/fixtures/spreadsheets';

/** Files made by LibreOffice, and by ExcelJS as Excel and WPS write them, import as a person expects. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const EN = [
  'Type',
  'Name/company',
  'Country/region',
  'Province/state',
  'City',
  'Postcode',
  'Address 1',
  'Address 2',
  'Customs code',
  'Phone',
  'Email',
  'Default',
];
const ZH = [
  '类型',
  '姓名/公司',
  '国家/地区',
  '省/州',
  '城市',
  '邮编',
  '地址 1',
  '地址 2',
  '清关编码',
  '电话',
  '邮箱',
  '默认',
];

async function importFile(token: string, bytes: Buffer) {
  const res = await t.upload('/api/customerAddress/import', bytes, { token, name: 'addresses.xlsx' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return t.taskEnded(token, res.body.obj.taskId as number);
}

async function addressesOf(token: string) {
  const res = await t.call('POST', '/api/customerAddress/findByDto', { token, body: { pageNo: 0, pageSize: 100 } });
  const rows = res.body.rows as Record<string, unknown>[];
  return new Map(rows.map((r) => [r.name as string, r]));
}

describe('address import of files made by other programs', () => {
  it('imports a LibreOffice file: digits turned into numbers, ISO dates into dates, trailing empty lines', async () => {
    const { token } = await signedInUser(t);
    const file = libreOfficeXlsx([
      ZH,
      [
        '收件地址',
        'Zhang San',
        'US',
        'CA',
        'Los Angeles',
        '90001',
        '1 Main St',
        '2026-11-23',
        '',
        '2135550100',
        '',
        '是',
      ],
      [
        '发件地址',
        'Li Si',
        'United States (US)',
        'NY',
        'New York',
        '10001-1234',
        '2 Main St',
        '',
        '12345',
        '+1 212 555 0100',
        'li@example.com',
        '否',
      ],
      ['Return', 'Wang Wu', 'CN', '广东', '深圳', '518000', '3 号', '', '', '13800138000', '', 'No'],
      ['', '', '', '', '', '', '', '', '', '', '', ''],
      ['', '', '', '', '', '', '', '', '', '', '', ''],
    ]);
    const task = await importFile(token, file);
    expect(task).toMatchObject({ taskStatus: 'PROCESSDINGCOMPLETED', progress: { done: 3, total: 3 }, urlList: [] });
    const saved = await addressesOf(token);
    expect(saved.get('Zhang San')).toMatchObject({
      type: 'RECIPIENT',
      zipCode: '90001',
      phone: '2135550100',
      address2: '2026-11-23',
      isDefault: true,
    });
    expect(saved.get('Li Si')).toMatchObject({ type: 'SENDER', zipCode: '10001-1234', customsNo: '12345' });
    expect(saved.get('Wang Wu')).toMatchObject({
      type: 'RETURN',
      countryCode: 'CN',
      zipCode: '518000',
      phone: '13800138000',
    });
  }, 180_000);

  const quirks = {
    titleRow: 'Address book — fill in from row 3',
    headers: EN.map((h, i) => ([0, 1, 2, 3, 4, 5, 6, 9].includes(i) ? `*${h}` : h)),
    numFmts: { 5: '00000' },
    rows: [
      // postcode stored as a number with a zero-padding format (Excel shows 02134), phone as a number
      ['Recipient', 'Padded Zip', 'US', 'MA', 'Boston', 2134, '1 Main St', '', '', 6175550100, '', 'No'],
      // numbers stored as text, a date stored as a serial number (formatted as a date), a boolean default
      [
        'Sender',
        'Text Numbers',
        'US',
        'CA',
        'Los Angeles',
        '90001',
        '2 Main St',
        new Date(Date.UTC(2026, 10, 23)),
        12345,
        '2135550100',
        '',
        true,
      ],
      // a formula whose cached result is the name; a long phone number stored as a number
      [
        'Return',
        { formula: 'CONCATENATE("For","mula")', result: 'Formula' },
        'CN',
        'GD',
        'Shenzhen',
        518000,
        '3 Rd',
        '',
        '',
        8613800138000,
        '',
        'FALSE',
      ],
    ],
    trailingFormattedRows: 200,
  };

  it('imports an Excel/WPS-style file: merged title row, numbers as numbers or text, dates as serials, formatted empty rows', async () => {
    const { token } = await signedInUser(t);
    const task = await importFile(token, await quirkyXlsx(quirks));
    expect(task).toMatchObject({ taskStatus: 'PROCESSDINGCOMPLETED', progress: { done: 3, total: 3 }, urlList: [] });
    const saved = await addressesOf(token);
    expect(saved.get('Padded Zip')).toMatchObject({ zipCode: '02134', phone: '6175550100' });
    expect(saved.get('Text Numbers')).toMatchObject({
      zipCode: '90001',
      address2: '2026-11-23',
      customsNo: '12345',
      phone: '2135550100',
      isDefault: true,
    });
    expect(saved.get('Formula')).toMatchObject({ type: 'RETURN', zipCode: '518000', phone: '8613800138000' });
  });

  it('imports the same file written with inline strings and no shared-strings part', async () => {
    const { token } = await signedInUser(t);
    const inline = await withInlineStrings(await quirkyXlsx(quirks));
    expect(inline.includes(Buffer.from('sharedStrings.xml'))).toBe(false);
    const task = await importFile(token, inline);
    expect(task).toMatchObject({ taskStatus: 'PROCESSDINGCOMPLETED', progress: { done: 3, total: 3 } });
    expect((await addressesOf(token)).get('Padded Zip')).toMatchObject({ zipCode: '02134' });
  });

  it('reports rows by their sheet row number when a title row comes first', async () => {
    const { token } = await signedInUser(t);
    const rows = [
      ...quirks.rows,
      ['Recipient', 'Bad Zip', 'US', 'CA', 'LA', 'ABCDE', '4 Main St', '', '', '1', '', 'No'],
    ];
    const task = await importFile(token, await quirkyXlsx({ ...quirks, rows }));
    expect(task).toMatchObject({ taskStatus: 'PROCESSDINGCOMPLETED', progress: { done: 3, total: 4 } });
    expect(task.urlList).toHaveLength(1);
  });

  it('still refuses a sheet whose headers are not the template, even below a title row', async () => {
    const { token } = await signedInUser(t);
    const task = await importFile(token, await quirkyXlsx({ titleRow: 'x', headers: ['a', 'b'], rows: [['1', '2']] }));
    expect(task).toMatchObject({
      taskStatus: 'PROCESSDFAIL',
      error: 'The headers do not match the template; download the template again',
    });
  });
});
