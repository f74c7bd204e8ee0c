import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { countryCodeOf, yesNoReader } from './cells';
import { defineSheet } from './define-sheet';
import { runSheetExport } from './export-runner';
import { fieldReasons, readImport, writeImportReport } from './parse';
import { writeSheetTemplate } from './template';
import { bookOf, memoryFiles, rowsOf } from './sheets.test-support';

interface Pet {
  name: string;
  legs: number;
}

const pets = defineSheet<Pet>({
  name: { zh: '宠物', en: 'Pets', ko: '애완동물' },
  maxRows: 3,
  columns: [
    {
      key: 'name',
      header: { zh: '名字', en: 'Name', ko: '이름' },
      width: 20,
      required: true,
      format: (p) => p.name,
    },
    {
      key: 'legs',
      header: { zh: '腿', en: 'Legs', ko: '다리' },
      list: () => ['2', '4'],
      format: (p) => p.legs,
    },
    { key: 'note', header: { zh: '备注', en: 'Note', ko: '비고' }, optional: true, format: () => '' },
  ],
});

const PetInput = z.object({ name: z.string().min(1), legs: z.coerce.number().int().min(0) });

const task = (files: ReturnType<typeof memoryFiles>, seen: [number, number][] = []) => ({
  files,
  progress: async (done: number, total: number) => {
    seen.push([done, total]);
  },
});

const parse = (lang: 'en') => (row: { cells: string[] }) => {
  const parsed = PetInput.safeParse(pets.values(row.cells));
  return parsed.success
    ? { ok: true as const, value: parsed.data }
    : { ok: false as const, reasons: fieldReasons(pets, parsed.error.issues, lang) };
};

describe('a sheet declared once', () => {
  it('knows its headers in any language, the required mark and an optional column left out', () => {
    expect(pets.headers('en')).toEqual(['Name', 'Legs', 'Note']);
    expect(pets.matches(['*名字', '腿', '备注'])).toBe(true);
    expect(pets.matches([' name ', 'LEGS'])).toBe(true);
    expect(pets.matches(['Name', 'Arms'])).toBe(false);
    expect(pets.matches(['Name', '다리'])).toBe(false); // one language at a time
    expect(pets.values(['Rex'])).toEqual({ name: 'Rex', legs: '', note: '' });
    expect(pets.cells({ name: 'Rex', legs: 4 }, 'en')).toEqual(['Rex', 4, '']);
    expect(pets.reason('legs', 'ko', 'x')).toBe('다리: x');
    expect(pets.reason('tail', 'ko', 'x')).toBe('tail: x');
  });

  it('reads each cell by its column: a country as its code, yes and no in any language', () => {
    const yesNo = yesNoReader(['是', 'Yes'], ['否', 'No']);
    expect([countryCodeOf('United States (US)'), countryCodeOf(' de'.trim()), countryCodeOf('x (u1)')]).toEqual([
      'US',
      'DE',
      'X (U1)',
    ]);
    expect(['是', '*yes', 'Y', '1', '', 'NO', '否', 'maybe'].map(yesNo)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      'maybe',
    ]);
    const read = defineSheet({
      name: { zh: 'a', en: 'a', ko: 'a' },
      columns: [
        { key: 'country', header: { zh: '国', en: 'Country', ko: '국' }, parse: countryCodeOf },
        { key: 'note', header: { zh: '注', en: 'Note', ko: '주' } },
      ],
    }).read(['Korea (kr)']);
    expect(read).toEqual({ country: 'KR', note: '' });
  });

  it('refuses two columns under one key', () => {
    const twice = { key: 'a', header: { zh: 'a', en: 'a', ko: 'a' } };
    expect(() => defineSheet({ name: twice.header, columns: [twice, twice] })).toThrow(/repeats/);
  });

  it('writes its template: starred required headers, the example, drop-downs, notes', async () => {
    const { name, bytes } = await writeSheetTemplate(pets, 'en', {
      example: ['Rex', '4', ''],
      notesName: 'How to fill in',
      notes: ['one line'],
      fileName: 'pets-template',
    });
    expect(name).toBe('pets-template.xlsx');
    expect(await rowsOf(bytes)).toEqual([
      ['*Name', 'Legs', 'Note'],
      ['Rex', '4', ''],
    ]);
    expect(await rowsOf(bytes, 1)).toEqual([['one line']]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Pets');
    expect(sheet.getCell('B4').dataValidation.formulae).toEqual(['"2,4"']);
    expect(sheet.getCell('A4').dataValidation).toBeUndefined();
    expect(sheet.getColumn(1).width).toBe(20);
  });

  it('reads an import: header found below a title, good values kept, bad rows with reasons, repeats refused', async () => {
    const files = memoryFiles({
      f: await bookOf([['Pets of the farm'], ['Name', 'Legs'], ['Rex', '4'], ['', 'x'], ['Rex', '3']]),
    });
    const seen: [number, number][] = [];
    const read = await readImport(task(files, seen), 'f', {
      sheet: pets,
      maxRows: 3,
      parse: parse('en'),
      unique: { key: (p: Pet) => p.name, reason: (first) => `same as row ${first}` },
    });
    expect(read.total).toBe(3);
    expect(read.good).toEqual([{ name: 'Rex', legs: 4 }]);
    expect(read.bad.map((b) => [b.number, b.reasons.length, b.reasons[0]?.split(':')[0]])).toEqual([
      [4, 2, 'Name'],
      [5, 1, 'same as row 3'],
    ]);
    expect(seen.at(0)).toEqual([0, 3]);
    expect(seen.at(-1)).toEqual([3, 3]);

    const report = await writeImportReport(task(files), pets, 'en', read.bad, {
      zh: '错误',
      en: 'pet-errors',
      ko: '오류',
    });
    expect(report?.name).toBe('pet-errors.xlsx');
    expect((await rowsOf(files.stored.get(report!.key)!))[0]).toEqual([
      'Row',
      'Why it was not imported',
      'Name',
      'Legs',
      'Note',
    ]);
    expect(await writeImportReport(task(files), pets, 'en', [], { zh: '', en: '', ko: '' })).toBeUndefined();
  });

  it('refuses a sheet of another template, one of too many rows, and bytes that are no sheet', async () => {
    const files = memoryFiles({
      other: await bookOf([['Colour'], ['red']]),
      many: await bookOf([['Name', 'Legs'], ['a'], ['b'], ['c'], ['d']]),
      junk: Buffer.from('PK\u0003\u0004 not a zip at all'),
    });
    const reading = { sheet: pets, maxRows: 3, parse: parse('en') };
    await expect(readImport(task(files), 'other', reading)).rejects.toMatchObject({ errorKey: 'SHEET_WRONG_TEMPLATE' });
    await expect(readImport(task(files), 'many', reading)).rejects.toMatchObject({
      errorKey: 'SHEET_TOO_MANY_ROWS',
      params: { max: 3 },
    });
    await expect(readImport(task(files), 'junk', reading)).rejects.toMatchObject({ errorKey: 'SHEET_UNREADABLE' });
  });
});

describe('the export runner', () => {
  const plan = (records: Pet[], count = records.length) => ({
    sheetName: 'Pets',
    columns: pets.writerColumns('en'),
    fileName: 'pets',
    count: async () => count,
    records: async function* () {
      yield* records;
    },
    rows: (p: Pet) => [pets.cells(p, 'en')],
  });

  it('counts, reports progress, writes every record and names the file with the time', async () => {
    const files = memoryFiles();
    const seen: [number, number][] = [];
    const out = await runSheetExport(
      task(files, seen),
      plan(
        [
          { name: 'Rex', legs: 4 },
          { name: 'Tweety', legs: 2 },
        ],
        1,
      ),
    );
    expect(out.result.name).toMatch(/^pets-\d{14}\.xlsx$/);
    expect(out.done).toBe(2);
    expect(out.total).toBe(2); // the count was short: the total grows with what was written
    expect(seen).toEqual([
      [0, 1],
      [1, 1],
      [2, 2],
    ]);
    expect(await rowsOf(files.stored.get(out.result.key)!)).toEqual([
      ['Name', 'Legs', 'Note'],
      ['Rex', 4],
      ['Tweety', 2],
    ]);
  });

  it('leaves no half-written file behind when cancelled', async () => {
    const files = memoryFiles();
    const cancelling = {
      files,
      progress: async (done: number) => {
        if (done >= 1) throw new Error('TASK_CANCELLED');
      },
    };
    await expect(
      runSheetExport(
        cancelling,
        plan([
          { name: 'Rex', legs: 4 },
          { name: 'Tweety', legs: 2 },
        ]),
      ),
    ).rejects.toThrow('TASK_CANCELLED');
    expect(files.stored.size).toBe(0);
  });
});
