import { describe, expect, it } from 'vitest';
import { matchesTemplate, parseRow, settleDefaults, templateSpec } from './addresses.import';
import { HEADERS } from './addresses.export';

const known = (c: string) => ['US', 'KR', 'CN'].includes(c);
const row = (patch: Record<number, string> = {}) => {
  const r = ['Recipient', 'Jane', 'US', 'CA', 'LA', '90001', '1 Main St', '', '', '+1 213 555 0100', '', 'No'];
  for (const [i, v] of Object.entries(patch)) r[Number(i)] = v;
  return r;
};

describe('import rows', () => {
  it('reads a row in any language, a country as "Name (XX)" or XX, and yes or no in words or digits', () => {
    expect(parseRow(row(), 'en', known)).toMatchObject({
      ok: true,
      input: { type: 'RECIPIENT', countryCode: 'US', isDefault: false },
    });
    expect(parseRow(row({ 0: '发件地址', 2: 'United States (us)', 11: '是' }), 'zh', known)).toMatchObject({
      ok: true,
      input: { type: 'SENDER', countryCode: 'US', isDefault: true },
    });
    expect(parseRow(row({ 0: 'return', 11: '1' }), 'en', known)).toMatchObject({
      ok: true,
      input: { type: 'RETURN', isDefault: true },
    });
    expect(parseRow(row({ 11: '아니요' }), 'ko', known)).toMatchObject({ ok: true, input: { isDefault: false } });
  });

  it('gives every reason of a bad row, each under its column name in the reader language', () => {
    expect(parseRow(row({ 0: 'Friend', 1: '', 5: 'ABC' }), 'en', known)).toEqual({
      ok: false,
      reasons: [
        'Type: Unknown type: Friend',
        expect.stringMatching(/^Name\/company: /),
        expect.stringMatching(/^Postcode: /),
      ],
    });
    expect(parseRow(row({ 2: 'ZZ' }), 'zh', known)).toEqual({ ok: false, reasons: ['国家/地区: 国家/地区不存在：ZZ'] });
    expect(parseRow(row({ 11: 'maybe' }), 'en', known)).toEqual({
      ok: false,
      reasons: [expect.stringMatching(/^Default: /)],
    });
  });

  it('keeps one default per type: the last row marked so', () => {
    const rows = [
      { type: 'RECIPIENT' as const, isDefault: true, n: 1 },
      { type: 'SENDER' as const, isDefault: true, n: 2 },
      { type: 'RECIPIENT' as const, isDefault: true, n: 3 },
      { type: 'RECIPIENT' as const, isDefault: false, n: 4 },
    ];
    expect(settleDefaults(rows).map((r) => [r.n, r.isDefault])).toEqual([
      [1, false],
      [2, true],
      [3, true],
      [4, false],
    ]);
  });

  it('knows its template by the headers in any of the three languages, stars or not', () => {
    expect(matchesTemplate(HEADERS.en)).toBe(true);
    expect(matchesTemplate(HEADERS.ko.map((h) => `*${h}`))).toBe(true);
    expect(matchesTemplate([...HEADERS.zh.slice(0, 11), 'x'])).toBe(false);
    expect(matchesTemplate([])).toBe(false);
    const spec = templateSpec('en');
    expect(spec.columns.filter((c) => c.required).map((c) => c.header)).toEqual([
      'Type',
      'Name/company',
      'Country/region',
      'Province/state',
      'City',
      'Postcode',
      'Address 1',
      'Phone',
    ]);
    expect(spec.columns[0]!.list).toEqual(['Recipient', 'Sender', 'Return']);
    expect(spec.columns[11]!.list).toEqual(['Yes', 'No']);
  });
});
