import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { inspectXlsx } from './xlsx-guard';
import { readSheetRows } from './xlsx';
import { zipEntries } from './zip-entries';

async function realXlsx(rows = 3): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  for (let i = 0; i < rows; i++) sheet.addRow(['name ' + i, i]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function zipOf(files: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, body] of Object.entries(files)) zip.file(name, body);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

const limits = { maxUnpacked: 8 * 1024 * 1024, maxEntries: 50, maxRatio: 200 };

describe('xlsx guard', () => {
  it('takes a real workbook and says how large it unpacks', async () => {
    const verdict = inspectXlsx(await realXlsx());
    expect(verdict).toMatchObject({ ok: true });
    if (verdict.ok) {
      expect(verdict.entries).toBeGreaterThan(5);
      expect(verdict.unpacked).toBeGreaterThan(1000);
    }
  });

  it('refuses what is not an xlsx: a program renamed, a plain zip, text, nothing', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(4096, 1)]);
    expect(inspectXlsx(exe)).toEqual({ ok: false, reason: 'NOT_XLSX' });
    expect(inspectXlsx(await zipOf({ 'readme.txt': 'hello' }))).toEqual({ ok: false, reason: 'NOT_XLSX' });
    expect(inspectXlsx(Buffer.from('name,phone\nJohn,123\n'))).toEqual({ ok: false, reason: 'NOT_XLSX' });
    expect(inspectXlsx(Buffer.alloc(0))).toEqual({ ok: false, reason: 'NOT_XLSX' });
    const cut = await realXlsx();
    expect(inspectXlsx(cut.subarray(0, cut.length - 30))).toEqual({ ok: false, reason: 'NOT_XLSX' });
  });

  it('refuses a zip bomb from its directory: too large unpacked, too compressed, too many parts', async () => {
    const zeros = Buffer.alloc(12 * 1024 * 1024);
    const bomb = await zipOf({
      '[Content_Types].xml': '<x/>',
      'xl/workbook.xml': '<x/>',
      'xl/worksheets/sheet1.xml': zeros,
    });
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(inspectXlsx(bomb, limits)).toEqual({ ok: false, reason: 'ZIP_BOMB' });
    expect(inspectXlsx(bomb, { ...limits, maxUnpacked: 64 * 1024 * 1024 })).toEqual({ ok: false, reason: 'ZIP_BOMB' });

    const parts: Record<string, string> = { '[Content_Types].xml': '<x/>', 'xl/workbook.xml': '<x/>' };
    for (let i = 0; i < 60; i++) parts[`xl/p${i}.xml`] = '<x/>';
    expect(inspectXlsx(await zipOf(parts), limits)).toEqual({ ok: false, reason: 'ZIP_BOMB' });
  });

  it('refuses a zip whose directory lies about its sizes, counting the bytes really inflated', async () => {
    // 40 MB of sheet that the directory (and the local header) say unpacks to 1,000 bytes: the guard passes it.
    const row = '<row><c t="inlineStr"><is><t>padding padding padding</t></is></c></row>';
    const sheet = `<worksheet><sheetData>${row.repeat(Math.ceil((40 * 1024 * 1024) / row.length))}</sheetData></worksheet>`;
    const honest = await zipOf({
      '[Content_Types].xml': '<Types/>',
      'xl/workbook.xml': '<workbook><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>',
      'xl/worksheets/sheet1.xml': sheet,
    });
    const lying = Buffer.from(honest);
    const entry = zipEntries(lying).find((e) => e.name === 'xl/worksheets/sheet1.xml')!;
    lying.writeUInt32LE(1000, entry.offset + 22);
    const at = lying.lastIndexOf(Buffer.from('xl/worksheets/sheet1.xml')) - 46;
    expect(lying.readUInt32LE(at)).toBe(0x02014b50);
    lying.writeUInt32LE(1000, at + 24);
    expect(inspectXlsx(lying)).toMatchObject({ ok: true });

    const read = async () => {
      for await (const _ of readSheetRows(Readable.from([lying]))) void _;
    };
    await expect(read()).rejects.toMatchObject({ errorKey: 'FILE_ZIP_BOMB' });
  }, 60_000);
});
