import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { libreOfficeXlsx, quirkyXlsx, withInlineStrings } from '../../../test/fixtures/spreadsheets';
import { cellText, readSheetRows, readWithExcelJs } from './xlsx';
import { columnOf, MAX_FAST_SHEET_BYTES, openFirstSheet, readFirstSheet, SheetUnsupported } from './xlsx-fast';

type Rows = { number: number; cells: string[] }[];

async function rowsOf(reader: AsyncGenerator<{ number: number; cells: string[] }>): Promise<Rows> {
  const out: Rows = [];
  for await (const row of reader) out.push(row);
  return out;
}

/** The file read both ways: the fast reader took it, and it read what ExcelJS's streaming reader reads. */
async function expectSameAsExcelJs(bytes: Buffer): Promise<Rows> {
  await expect(readFirstSheet(bytes, cellText)).resolves.toBeDefined();
  const ours = await rowsOf(readSheetRows(Readable.from([bytes])));
  expect(ours).toEqual(await rowsOf(readWithExcelJs(Readable.from([bytes]))));
  return ours;
}

const HOSTILE = ['AT&T <b>"quoted"</b> \'apos\'', '  padded  ', 'two\nlines', '中文 한국어 ✓ 😀', '&amp;lt;', '=1+1'];

/** A workbook with every kind of value ExcelJS writes, on two sheets (the second a notes sheet). */
async function everyKind(options: { date1904?: boolean; sharedStrings?: boolean } = {}): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  if (options.date1904) book.properties.date1904 = true;
  const sheet = book.addWorksheet('Data');
  sheet.addRow(['text', 'number', 'date', 'postcode', 'bool', 'formula', 'rich', 'error', 'empty', 'after']);
  sheet.getColumn(3).numFmt = 'yyyy-mm-dd';
  sheet.getColumn(4).numFmt = '00000';
  HOSTILE.forEach((text, i) => {
    const row = sheet.addRow([
      text,
      i % 2 ? 12.5 * i : -3e21,
      new Date(Date.UTC(2026, i, 1 + i, i % 2 ? 13 : 0, 5)),
      2134 + i,
      i % 2 === 0,
      { formula: `B${i + 2}*2`, result: i === 0 ? 0 : 25 * i },
      { richText: [{ text: 'bold ', font: { bold: true } }, { text: text }] },
      { error: '#N/A' },
      null,
      i % 3 === 0 ? 'tail' : null,
    ]);
    if (i === 2) row.getCell(6).value = { formula: 'A4&"!"', result: `${text}!` };
  });
  sheet.addRow([]);
  sheet.addRow([null, null, null, null, null, null, null, null, null, 'only the last']);
  book.addWorksheet('Notes').addRow(['not read']);
  return Buffer.from(await book.xlsx.writeBuffer({ useSharedStrings: options.sharedStrings ?? true }));
}

/** The same rows by ExcelJS's streaming writer (the sheet before the workbook's parts, inline `str` cells). */
async function streamed(useSharedStrings: boolean): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = new (await import('node:stream')).PassThrough();
  stream.on('data', (c: Buffer) => chunks.push(c));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings, useStyles: true });
  const sheet = book.addWorksheet('Batch');
  sheet.addRow(['ref', 'name', 'weight']).commit();
  for (let i = 0; i < 300; i++) sheet.addRow([`R-${i}`, HOSTILE[i % HOSTILE.length], i / 7]).commit();
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

describe('the fast sheet reader reads what ExcelJS reads', () => {
  it('every kind of value ExcelJS writes: texts, numbers, dates, padded numbers, booleans, formulas, rich text', async () => {
    const rows = await expectSameAsExcelJs(await everyKind());
    expect(rows[1]!.cells.slice(0, 4)).toEqual([
      HOSTILE[0]!.trim(),
      '-3000000000000000000000',
      '2026-01-01 00:05:00',
      '02134',
    ]);
    expect(rows.at(-1)!.cells).toEqual([...Array(9).fill(''), 'only the last']);
  });

  it('without shared strings, on the 1904 date system, and by the streaming writer', async () => {
    await expectSameAsExcelJs(await everyKind({ sharedStrings: false }));
    await expectSameAsExcelJs(await everyKind({ date1904: true }));
    await expectSameAsExcelJs(await streamed(false));
    await expectSameAsExcelJs(await streamed(true));
  });

  it('what Excel and WPS write (quirky sheets, inline strings) and what LibreOffice writes', async () => {
    const quirky = await quirkyXlsx({
      titleRow: 'Address import',
      headers: ['Name', 'Postcode', 'Since'],
      rows: [
        ['Li Lei', 2134, new Date(Date.UTC(2025, 4, 6))],
        [HOSTILE[0], '00501', 45_000],
      ],
      numFmts: { 1: '00000', 2: 'yyyy/m/d' },
      trailingFormattedRows: 3,
    });
    await expectSameAsExcelJs(quirky);
    await expectSameAsExcelJs(await withInlineStrings(quirky));
    const libre = await expectSameAsExcelJs(
      libreOfficeXlsx([
        ['Name', 'Postcode', 'Day', 'Note'],
        ['Li Lei', '02134', '2026-03-01', HOSTILE[0]!],
        ['Kim', '10001', '2026-12-31', HOSTILE[3]!],
      ]),
    );
    expect(libre.map((r) => r.cells[0])).toEqual(['Name', 'Li Lei', 'Kim']);
  }, 120_000);

  it('hands what it does not read to ExcelJS: the same rows, or the same failure', async () => {
    const zip = await JSZip.loadAsync(await everyKind());
    const sheet = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    zip.file('xl/worksheets/sheet1.xml', sheet.replace('<sheetData>', '<sheetData><!-- a comment -->'));
    const commented = Buffer.from(await zip.generateAsync({ type: 'nodebuffer' }));
    await expect(readFirstSheet(commented, cellText)).rejects.toBeInstanceOf(SheetUnsupported);
    expect(await rowsOf(readSheetRows(Readable.from([commented])))).toEqual(
      await rowsOf(readWithExcelJs(Readable.from([commented]))),
    );
    const stored = Buffer.from(await zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' }));
    expect((await rowsOf(readSheetRows(Readable.from([stored])))).length).toBeGreaterThan(5);
    // A sheet whose directory says it unpacks past MAX_FAST_SHEET_BYTES is not read whole.
    const large = await everyKind();
    const header = large.lastIndexOf('xl/worksheets/sheet1.xml') - 46; // the directory's entry, after the file's
    large.writeUInt32LE(MAX_FAST_SHEET_BYTES + 1, header + 24);
    await expect(readFirstSheet(large, cellText)).rejects.toThrow('too large');
    // One that unpacks past what its directory says is not inflated further, nor handed to ExcelJS: it lies.
    large.writeUInt32LE(100, header + 24);
    await expect(readFirstSheet(large, cellText)).rejects.toBeInstanceOf(SheetUnsupported);
    await expect(rowsOf(readSheetRows(Readable.from([large])))).rejects.toMatchObject({ errorKey: 'FILE_ZIP_BOMB' });
    const notZip = Buffer.from('name,postcode\nLi Lei,02134\n');
    await expect(rowsOf(readSheetRows(Readable.from([notZip])))).rejects.toThrow();
  });

  it("reads the first rows from the sheet's start alone, and the rest only when they are asked for", async () => {
    const book = new ExcelJS.Workbook();
    const data = book.addWorksheet('Data');
    data.addRow(['ref', 'name', 'weight']);
    // No emoji: ExcelJS's streaming reader breaks a character that two of its chunks share (this reader does not).
    for (let i = 0; i < 4000; i++) data.addRow([`R-${i}`, `${i % 2 ? 'AT&T <b>"x"</b>' : '中文 한국어'} ${i}`, i / 7]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const sheet = await openFirstSheet(bytes, cellText);
    const all = sheet.rows();
    const head = sheet.head(16 * 1024);
    expect(head.whole).toBe(false);
    expect(head.rows.length).toBeGreaterThan(10);
    expect(head.rows.length).toBeLessThan(all.length);
    expect(head.rows).toEqual(all.slice(0, head.rows.length));
    expect(sheet.head(bytes.length)).toEqual({ rows: all, whole: true });
    // Read through: the head, then the rest, no row twice.
    const rows = await expectSameAsExcelJs(bytes);
    expect(rows.map((r) => r.cells[0])).toEqual(['ref', ...Array.from({ length: 4000 }, (_, i) => `R-${i}`)]);
    // A caller that stops after the header is done before the rest is read.
    const reader = readSheetRows(Readable.from([bytes]));
    expect((await reader.next()).value).toEqual({ number: 1, cells: ['ref', 'name', 'weight'] });
    await reader.return(undefined);
    // What the fast reader cannot read past its head goes to ExcelJS, which skips the rows already handed over.
    const zip = await JSZip.loadAsync(bytes);
    const xml = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    zip.file('xl/worksheets/sheet1.xml', xml.replace('</sheetData>', '<!-- a comment --></sheetData>'));
    const tail = Buffer.from(await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }));
    expect((await openFirstSheet(tail, cellText)).head(16 * 1024).rows.length).toBe(head.rows.length);
    await expect(readFirstSheet(tail, cellText)).rejects.toBeInstanceOf(SheetUnsupported);
    expect(await rowsOf(readSheetRows(Readable.from([tail])))).toEqual(rows);
  }, 60_000);

  it('takes the sheet ExcelJS emits first, and no number format from style 0, as ExcelJS does', async () => {
    const zip = await JSZip.loadAsync(await everyKind());
    // The data sheet before the shared strings (set aside), the notes sheet after them (read at once: first).
    const order = [
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
    ];
    order.push('xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml', 'xl/worksheets/sheet2.xml');
    const moved = new JSZip();
    for (const name of order) moved.file(name, await zip.file(name)!.async('nodebuffer'));
    for (const name of Object.keys(zip.files))
      if (!order.includes(name) && !zip.files[name]!.dir) moved.file(name, await zip.file(name)!.async('nodebuffer'));
    const rows = await expectSameAsExcelJs(Buffer.from(await moved.generateAsync({ type: 'nodebuffer' })));
    expect(rows.map((r) => r.cells)).toEqual([['not read']]);

    // Style 0 made a date format: ExcelJS never looks a cell's style 0 up, so its numbers stay numbers.
    const styles = await zip.file('xl/styles.xml')!.async('string');
    const cellXfs = styles.indexOf('<cellXfs');
    zip.file(
      'xl/styles.xml',
      styles.slice(0, cellXfs) + styles.slice(cellXfs).replace(/<xf numFmtId="\d+"/, '<xf numFmtId="14"'),
    );
    const sheet = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    zip.file('xl/worksheets/sheet1.xml', sheet.replace(/<c r="B3"[^>]*>/, '<c r="B3" s="0">'));
    const zero = await expectSameAsExcelJs(Buffer.from(await zip.generateAsync({ type: 'nodebuffer' })));
    expect(zero[2]!.cells[1]).toBe('12.5');
  });

  it('reads cell references as ExcelJS does, and refuses the ones it does not', () => {
    expect([columnOf('A1'), columnOf('Z9'), columnOf('AA10'), columnOf('XFD1048576')]).toEqual([1, 26, 27, 16_384]);
    expect([columnOf(undefined), columnOf('1A'), columnOf('A'), columnOf('ABCD1'), columnOf('a1')]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
