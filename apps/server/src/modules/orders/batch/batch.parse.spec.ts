import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BATCH_COLUMNS } from './batch.columns';
import { buildOrder, countryOf, groupRows, headerMap, sheetRow, type BuildContext, type SheetRow } from './batch.parse';
import { boxRow, cellsOf, headers, usRow, type RowSpec } from './test-support';

const columns = headerMap(headers('en'))!;
const rowsOf = (specs: RowSpec[], start = 2): SheetRow[] =>
  specs.map((s, i) => sheetRow(start + i, cellsOf(s), columns));
const ctx = (patch: Partial<BuildContext> = {}): BuildContext => ({
  lang: 'en',
  productIdOf: (code) => ({ 'US-EXP': 7, 'DE-STD': 8, 'KR-EXP': 9 })[code.toUpperCase()],
  defaultSenderId: 42,
  ...patch,
});
const build = (specs: RowSpec[], c = ctx()) => buildOrder(groupRows(rowsOf(specs))[0]!, c);
const problemsOf = (specs: RowSpec[], c = ctx()) => {
  const out = build(specs, c);
  if (out.ok) throw new Error('expected problems');
  return Object.fromEntries(out.problems);
};

describe('the header row', () => {
  it('is the template’s in any of the three languages, * marks and full-width brackets or not', () => {
    for (const lang of ['zh', 'en', 'ko'] as const) expect(headerMap(headers(lang))).not.toBeNull();
    const zh = BATCH_COLUMNS.map((c) => c.header.zh.replace('(', '（').replace(')', '）'));
    expect(headerMap(zh)).not.toBeNull();
  });

  it('maps columns by their header wherever they stand; optional ones may be left out', () => {
    const required = BATCH_COLUMNS.filter((c) => c.required).map((c) => c.header.ko);
    const map = headerMap([...required].reverse())!;
    expect(map.get('referenceNo')).toBe(required.length - 1);
    expect(map.has('remark')).toBe(false);
  });

  it('is not a header without every required column', () => {
    expect(headerMap(['Type', 'Name'])).toBeNull();
    expect(headerMap(headers('en').filter((h) => h !== '*Product code'))).toBeNull();
    expect(headerMap([])).toBeNull();
  });
});

describe('grouping rows by reference number', () => {
  it('rows sharing a reference number are one order, wherever they stand, in the order of their first row', () => {
    const groups = groupRows(rowsOf([usRow('A'), usRow('B'), boxRow('A'), usRow('C'), boxRow('B')]));
    expect(groups.map((g) => [g.referenceNo, g.rows.map((r) => r.number)])).toEqual([
      ['A', [2, 4]],
      ['B', [3, 6]],
      ['C', [5]],
    ]);
  });

  it('a row without a reference number is an order of its own', () => {
    const groups = groupRows(rowsOf([usRow(''), usRow(''), usRow('A')]));
    expect(groups.map((g) => g.rows.map((r) => r.number))).toEqual([[2], [3], [4]]);
  });

  it('every row lands in exactly one group (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('', 'A', 'B', 'C', 'D'), { maxLength: 60 }), (refs) => {
        const groups = groupRows(rowsOf(refs.map((r) => boxRow(r))));
        const numbers = groups.flatMap((g) => g.rows.map((r) => r.number)).sort((a, b) => a - b);
        expect(numbers).toEqual(refs.map((_, i) => i + 2));
        for (const g of groups) expect(new Set(g.rows.map((r) => r.values.referenceNo)).size).toBe(1);
      }),
    );
  });
});

describe('an order from its rows', () => {
  it('reads the order columns from the first row, a box from every row, a declaration from each row that has one', () => {
    const out = build([usRow('R1'), boxRow('R1', { nameEn: 'Mug', quantity: 1, unitValue: 8, unitWeight: 0.4 })]);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.input).toMatchObject({
      productId: 7,
      referenceNo: 'R1',
      fba: false,
      boxes: [
        { length: '40', width: '30', height: '20', weight: '3' },
        { length: '30', width: '20', height: '15', weight: '1.5' },
      ],
      declarations: [
        { nameEn: 'T-shirt', quantity: 2, unitValue: '12.50' },
        { nameEn: 'Mug', quantity: 1, unitValue: '8' },
      ],
      receiver: { countryCode: 'US', zipCode: '10001' },
      sender: { name: 'Li Lei', countryCode: 'CN' },
    });
  });

  it('later rows may repeat the order columns; a different value is named on its row', () => {
    expect(build([usRow('R1'), usRow('R1')]).ok).toBe(true);
    expect(problemsOf([usRow('R1'), boxRow('R1', { receiverZipCode: '10002' })])).toEqual({
      3: ['Receiver postcode: differs from the first row of this order (row 2)'],
    });
  });

  it('an unknown product code, a bad US ZIP, Germany without a house number: each named with its column', () => {
    expect(problemsOf([usRow('R1', { productCode: 'NOPE' })])).toEqual({
      2: ['Product code: Unknown product code, or not one you may use: NOPE'],
    });
    expect(problemsOf([usRow('R1', { receiverZipCode: '1001' })])[2]![0]).toMatch(/^Receiver postcode: /);
    const de = usRow('R1', {
      productCode: 'DE-STD',
      receiverCountry: 'Germany (DE)',
      receiverZipCode: '10115',
      receiverAddress1: 'Unter den Linden',
    });
    expect(problemsOf([de])[2]![0]).toMatch(/^Receiver house number: /);
    expect(build([{ ...de, receiverHouseNumber: '5' }]).ok).toBe(true);
  });

  it('FBA needs VAT and EORI; Korea needs a customs clearance number', () => {
    const fba = problemsOf([usRow('R1', { fba: 'Yes' })])[2]!;
    expect(fba.some((p) => p.startsWith('VAT number: '))).toBe(true);
    expect(fba.some((p) => p.startsWith('EORI number: '))).toBe(true);
    expect(build([usRow('R1', { fba: '是', vatNo: 'GB123', eoriNo: 'GB456' })]).ok).toBe(true);
    expect(problemsOf([usRow('R1', { fba: 'maybe' })])[2]).toEqual(['FBA: Write Yes or No: maybe']);
    const kr = usRow('R1', { productCode: 'KR-EXP', receiverCountry: 'kr', receiverZipCode: '04524' });
    expect(problemsOf([kr])[2]![0]).toMatch(/^Receiver customs number: /);
    expect(build([{ ...kr, receiverCustomsNo: 'P123456789012' }]).ok).toBe(true);
  });

  it('each bad box or declaration is named on its own row', () => {
    const problems = problemsOf([
      usRow('R1'),
      boxRow('R1', { weight: 0 }),
      boxRow('R1', { nameEn: 'Cup', quantity: 'two', unitValue: 1, unitWeight: 1 }),
    ]);
    expect(Object.keys(problems)).toEqual(['3', '4']);
    expect(problems[3]![0]).toMatch(/^Weight \(kg\): /);
    expect(problems[4]![0]).toMatch(/^Quantity: /);
  });

  it('blank sender columns take the default sender address; without one the order is refused', () => {
    const blank = Object.fromEntries(Object.entries(usRow('R1')).filter(([k]) => !k.startsWith('sender')));
    const out = build([blank]);
    expect(out.ok && out.input.sender).toEqual({ addressId: 42 });
    expect(problemsOf([blank], ctx({ defaultSenderId: null }))[2]).toEqual([
      'Sender name: Fill in the sender, or set a default sender address in the address book',
    ]);
  });

  it('a half-filled sender names its missing fields', () => {
    const problems = problemsOf([usRow('R1', { senderCity: '', senderPhone: '' })])[2]!;
    expect(problems).toContain('Sender city: This field cannot be empty');
    expect(problems).toContain('Sender phone: This field cannot be empty');
  });

  it('an order without any declaration, or without a reference number, is refused', () => {
    const bare = usRow('R1', { nameEn: '', nameZh: '', hsCode: '', quantity: '', unitValue: '', unitWeight: '' });
    expect(problemsOf([bare])[2]).toEqual(['Declared name (English): Each order needs at least one declaration line']);
    expect(problemsOf([usRow('')])[2]![0]).toMatch(/^Reference number: /);
    expect(problemsOf([usRow('000')])[2]![0]).toMatch(/^Reference number: /);
  });

  it('words reasons in the user’s language', () => {
    const out = buildOrder(groupRows(rowsOf([usRow('R1', { productCode: 'X' })]))[0]!, ctx({ lang: 'zh' }));
    expect(!out.ok && out.problems.get(2)).toEqual(['产品代码: 产品代码不存在或您不能使用：X']);
  });

  it('hostile cells (NUL, huge text) are reasons, never exceptions', () => {
    const problems = problemsOf([usRow('R1', { receiverName: 'a\u0000b', remark: 'x'.repeat(100_000) })])[2]!;
    expect(problems.some((p) => p.startsWith('Receiver name: '))).toBe(true);
    expect(problems.some((p) => p.startsWith('Remark: '))).toBe(true);
  });

  it('any row of cell texts gives an order or reasons, never a throw (property)', () => {
    const cell = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('US', '10001', '3', '0', '-1', 'Yes'));
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 38, maxLength: 38 }), { minLength: 1, maxLength: 4 }),
        (rows) => {
          const sheetRows = rows.map((cells, i) => sheetRow(i + 2, cells, columns));
          for (const g of groupRows(sheetRows)) {
            const out = buildOrder(g, ctx());
            if (!out.ok) expect(out.problems.size).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('countries', () => {
  it('reads a code or the export’s "Name (CODE)"', () => {
    expect(countryOf('us')).toBe('US');
    expect(countryOf('United States (US)')).toBe('US');
    expect(countryOf('大韩民国 (kr)')).toBe('KR');
  });
});
