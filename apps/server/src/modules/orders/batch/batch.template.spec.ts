import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { BATCH_COLUMNS, COLUMN_INDEX } from './batch.columns';
import { buildOrder, groupRows } from './batch.parse';
import { readBatchRows } from './batch.sheet';
import { batchTemplate } from './batch.template';

const PRODUCTS = [
  { code: 'US-EXP', name: 'US Express' },
  { code: 'DE-STD', name: 'Germany Standard' },
];

async function open(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
}
const letter = (key: string) => String.fromCharCode(65 + COLUMN_INDEX.get(key)!);

describe('the batch template', () => {
  it.each(['zh', 'en', 'ko'] as const)('opens with its headers in %s, required ones marked *', async (lang) => {
    const { name, bytes } = await batchTemplate(lang, PRODUCTS);
    expect(name).toMatch(/\.xlsx$/);
    const [data, notes] = (await open(bytes)).worksheets;
    const head = (data!.getRow(1).values as unknown[]).slice(1);
    expect(head).toEqual(BATCH_COLUMNS.map((c) => (c.required ? `*${c.header[lang]}` : c.header[lang])));
    expect(notes!.getRow(1).getCell(1).value).toBeTruthy();
  });

  it('holds an example order of two boxes that reads back as one valid order', async () => {
    const { bytes } = await batchTemplate('en', PRODUCTS);
    const data = (await open(bytes)).worksheets[0]!;
    expect(data.getCell(`${letter('referenceNo')}2`).value).toBe('EXAMPLE-0001');
    expect(data.getCell(`${letter('referenceNo')}3`).value).toBe('EXAMPLE-0001');
    const rows = await readBatchRows(Readable.from([bytes]));
    expect(rows.map((r) => r.number)).toEqual([2, 3]);
    const [group, ...others] = groupRows(rows);
    expect(others).toEqual([]);
    const out = buildOrder(group!, {
      lang: 'en',
      productIdOf: (c) => (c === 'US-EXP' ? 1 : undefined),
      defaultSenderId: null,
    });
    expect(out.ok).toBe(true);
    expect(out.ok && [out.input.boxes.length, out.input.declarations.length]).toEqual([2, 2]);
  });

  it('offers the caller’s product codes and FBA yes/no as drop-down lists; the notes list the products', async () => {
    const { bytes } = await batchTemplate('zh', PRODUCTS);
    const book = await open(bytes);
    const data = book.worksheets[0]!;
    expect(data.getCell(`${letter('productCode')}2`).dataValidation).toMatchObject({
      type: 'list',
      formulae: ['"US-EXP,DE-STD"'],
    });
    expect(data.getCell(`${letter('fba')}500`).dataValidation).toMatchObject({ type: 'list', formulae: ['"是,否"'] });
    const notes: string[] = [];
    book.worksheets[1]!.eachRow((r) => notes.push(String(r.getCell(1).value)));
    expect(notes).toContain('DE-STD  Germany Standard');
  });

  it('puts a product list too long for an inline rule on a hidden sheet of its own', async () => {
    const many = Array.from({ length: 60 }, (_, i) => ({ code: `PRODUCT-${i}`, name: `Product ${i}` }));
    const book = await open((await batchTemplate('en', many)).bytes);
    const lists = book.worksheets.find((s) => s.name === 'Lists')!;
    expect(lists.state).toBe('hidden');
    expect(lists.getCell('A60').value).toBe('PRODUCT-59');
    expect(book.worksheets[0]!.getCell(`${letter('productCode')}2`).dataValidation).toMatchObject({
      type: 'list',
      formulae: ["'Lists'!$A$1:$A$60"],
    });
  });
});
