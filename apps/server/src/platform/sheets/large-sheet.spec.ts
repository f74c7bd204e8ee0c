import { Readable } from 'node:stream';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { FAST_READ_BYTES } from '../files/xlsx';
import { dataRows } from './parse';
import { bookOf } from './sheets.test-support';

/**
 * A workbook of `rows` one-cell rows below a header, stored without compression so that it passes the size the
 * fast reader reads whole (a large file goes through ExcelJS, the path that failed): built as text, in seconds.
 */
async function largeBook(rows: number): Promise<Buffer> {
  const zip = await JSZip.loadAsync(await bookOf([['Name']]));
  const parts = ['<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'];
  parts.push('<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>');
  parts.push('<row r="1"><c r="A1" t="inlineStr"><is><t>Name</t></is></c></row>');
  for (let r = 2; r <= rows + 1; r++)
    parts.push(`<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>R${r}</t></is></c></row>`);
  parts.push('</sheetData></worksheet>');
  zip.file('xl/worksheets/sheet1.xml', parts.join(''));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
}

/** The bytes as a file store hands them over: in 64 KB chunks. */
const chunked = (bytes: Buffer) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += 65_536) yield bytes.subarray(at, at + 65_536);
    })(),
  );

describe('a sheet of a million rows', () => {
  it('is refused with the row limit, not as unreadable', { timeout: 30_000 }, async () => {
    const bytes = await largeBook(1_000_000);
    expect(bytes.length).toBeGreaterThan(FAST_READ_BYTES);
    let read = 0;
    const reading = (async () => {
      for await (const _ of dataRows(chunked(bytes), { matches: (c) => c[0] === 'Name', maxRows: 10_000 })) read++;
    })();
    await expect(reading).rejects.toMatchObject({ errorKey: 'SHEET_TOO_MANY_ROWS', params: { max: 10_000 } });
    expect(read).toBe(10_000);
  });
});
