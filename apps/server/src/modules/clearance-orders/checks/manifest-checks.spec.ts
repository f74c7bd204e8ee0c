import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@parcelhub/contracts';
import { CHECK_WORDS, findingText } from './check-words';
import { checkLine, checkManifest, type HsKnowledge, type ManifestLine } from './manifest-checks';

const KNOWN = new Set(['610910', '851713', '330410']);
const hs: HsKnowledge = {
  exists: (c) => KNOWN.has(c),
  headingsFor: (name) =>
    name.includes('shirt') ? new Set(['6109']) : name.includes('phone') ? new Set(['8517']) : null,
};

const line = (over: Partial<ManifestLine> = {}): ManifestLine => ({
  lineNo: 2,
  parcelNo: 'P1',
  bagNo: 'B1',
  goodsName: 'cotton t-shirt',
  hsCode: '610910',
  quantity: 2,
  weightKg: '0.4',
  declaredValue: '20.00',
  country: 'KR',
  consigneeType: 'PERSONAL',
  personalCustomsCode: 'P123456789012',
  ...over,
});
const codes = (l: ManifestLine) => checkLine(l, hs).map((f) => f.code);

describe('checkLine', () => {
  it('passes a good Korean line', () => expect(codes(line())).toEqual([]));

  it('refuses an HS code that is not six digits or not in the nomenclature', () => {
    expect(codes(line({ hsCode: '61091' }))).toEqual(['HS_FORMAT']);
    expect(codes(line({ hsCode: '999999' }))).toEqual(['HS_UNKNOWN']);
  });

  it('flags, without failing, a code whose heading is not among the name’s candidates', () => {
    const [f] = checkLine(line({ goodsName: 'mobile phone', hsCode: '610910' }), hs);
    expect(f).toMatchObject({ code: 'HS_NAME_MISMATCH', severity: 'REVIEW', params: { expected: '8517' } });
    expect(codes(line({ goodsName: 'something unheard of' }))).toEqual([]);
  });

  it('checks the declared value against quantity and weight', () => {
    expect(codes(line({ declaredValue: '0' }))).toEqual(['VALUE_NOT_POSITIVE']);
    expect(codes(line({ declaredValue: '-3' }))).toEqual(['VALUE_NOT_POSITIVE']);
    expect(codes(line({ declaredValue: '0.01', quantity: 2, weightKg: '0.001' }))).toContain('UNIT_VALUE_TOO_LOW');
    expect(codes(line({ declaredValue: '1.00', weightKg: '10' }))).toEqual(['VALUE_PER_KG_TOO_LOW']);
    expect(codes(line({ weightKg: '0.001', quantity: 5 }))).toEqual(['WEIGHT_PER_PIECE_TOO_LOW']);
  });

  it('asks each destination for its own fields', () => {
    expect(codes(line({ personalCustomsCode: '' }))).toEqual(['KR_PCCC_MISSING']);
    expect(codes(line({ personalCustomsCode: 'P12345' }))).toEqual(['KR_PCCC_FORMAT']);
    expect(codes(line({ personalCustomsCode: 'p123456789012' }))).toEqual([]);
    const de = { country: 'DE', personalCustomsCode: null };
    expect(codes(line({ ...de, consigneeType: 'PERSONAL' }))).toEqual([]);
    expect(codes(line({ ...de, consigneeType: 'BUSINESS' }))).toEqual(['EU_EORI_MISSING']);
    expect(codes(line({ ...de, consigneeType: 'BUSINESS', eori: 'DE#12' }))).toEqual(['EU_EORI_FORMAT']);
    expect(codes(line({ ...de, consigneeType: 'BUSINESS', eori: 'DE123456789012345' }))).toEqual([]);
    const us = { country: 'US', personalCustomsCode: null };
    expect(codes(line({ ...us }))).toEqual(['US_ZIP_MISSING']);
    expect(codes(line({ ...us, zip: '9021' }))).toEqual(['US_ZIP_FORMAT']);
    expect(codes(line({ ...us, zip: '90210-1234' }))).toEqual([]);
  });
});

describe('checkManifest', () => {
  const lines = [line(), line({ lineNo: 3, parcelNo: 'P2', weightKg: '0.6' }), line({ lineNo: 4, parcelNo: 'P2' })];

  it('passes a manifest whose totals agree with the bill’s bags (within the tolerance)', () => {
    expect(checkManifest(lines, hs, { pieces: 2, weightKg: '1.4' })).toEqual({
      passed: true,
      errors: 0,
      reviews: 0,
      findings: [],
    });
    expect(checkManifest(lines, hs, { pieces: 2, weightKg: '1.85' }).passed).toBe(true);
  });

  it('fails on the pieces or the weight', () => {
    const r = checkManifest(lines, hs, { pieces: 3, weightKg: '3' });
    expect(r.passed).toBe(false);
    expect(r.findings.map((f) => [f.lineNo, f.code])).toEqual([
      [0, 'TOTAL_PIECES_MISMATCH'],
      [0, 'TOTAL_WEIGHT_MISMATCH'],
    ]);
  });

  it('passes with review flags only', () => {
    const r = checkManifest([line({ goodsName: 'phone case', hsCode: '610910' })], hs, { pieces: 1, weightKg: '0.4' });
    expect(r).toMatchObject({ passed: true, errors: 0, reviews: 1 });
  });

  it('never passes a manifest with an erroneous line, whatever the others (property)', () => {
    const good = fc.record({
      parcelNo: fc.constantFrom('P1', 'P2', 'P3'),
      weightKg: fc.constantFrom('0.2', '0.5', '1'),
    });
    fc.assert(
      fc.property(fc.array(good, { minLength: 0, maxLength: 20 }), fc.nat(20), (goods, at) => {
        const all = goods.map((g, i) => line({ lineNo: i + 2, ...g }));
        all.splice(Math.min(at, all.length), 0, line({ lineNo: 99, hsCode: '12' }));
        const weight = all.reduce((s, l) => s + Number(l.weightKg), 0).toFixed(3);
        const pieces = new Set(all.map((l) => l.parcelNo)).size;
        const r = checkManifest(all, hs, { pieces, weightKg: weight });
        return !r.passed && r.findings.some((f) => f.lineNo === 99 && f.code === 'HS_FORMAT');
      }),
    );
  });
});

describe('check words', () => {
  it('words every finding in every language with its params filled', () => {
    for (const code of Object.keys(CHECK_WORDS) as (keyof typeof CHECK_WORDS)[])
      for (const lang of LANGUAGES) {
        const params = Object.fromEntries([...CHECK_WORDS[code][lang].matchAll(/\{(\w+)\}/g)].map((m) => [m[1], 'X']));
        expect(findingText({ lineNo: 1, field: 'f', code, severity: 'ERROR', params }, lang)).not.toMatch(/\{\w+\}/);
      }
  });

  it('names the same params in every language', () => {
    for (const words of Object.values(CHECK_WORDS)) {
      const names = (t: string) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(words.en)).toEqual(names(words.zh));
      expect(names(words.ko)).toEqual(names(words.zh));
    }
  });
});
