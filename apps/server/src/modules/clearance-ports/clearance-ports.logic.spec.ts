import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { distinctTargets, nameIn, normalizeParameters, portNameIn, productsText } from './clearance-ports.logic';
import { parsePortRow } from './clearance-ports.import';
import { readEnabled } from './clearance-ports.sheet';

describe('clearance ports logic', () => {
  it('names in the caller language, falling back to the Chinese name', () => {
    const row = { name: '跨境电商', nameEn: 'Cross-border e-commerce', nameKo: '' };
    expect(nameIn(row, 'zh')).toBe('跨境电商');
    expect(nameIn(row, 'en')).toBe('Cross-border e-commerce');
    expect(nameIn(row, 'ko')).toBe('跨境电商');
    expect(portNameIn({ nameZh: '仁川', nameEn: 'Incheon' }, 'ko')).toBe('Incheon');
    expect(portNameIn({ nameZh: '仁川', nameEn: '' }, 'en')).toBe('仁川');
  });

  it('names at most ten products in the refusal', () => {
    expect(productsText(['A', 'B'], 2)).toBe('A, B');
    const many = Array.from({ length: 12 }, (_, i) => `P${i}`);
    expect(productsText(many, 12)).toBe('P0, P1, P2, P3, P4, P5, P6, P7, P8, P9, …');
    expect(productsText(['A'], 3)).toBe('A, …');
  });

  it('keeps each parameter key once, its last value at its first place', () => {
    expect(
      normalizeParameters([
        { key: ' a ', value: '1' },
        { key: 'b', value: '2' },
        { key: 'a', value: '3' },
        { key: '  ', value: 'x' },
      ]),
    ).toEqual([
      { key: 'a', value: '3' },
      { key: 'b', value: '2' },
    ]);
  });

  it('normalizing parameters is idempotent and never repeats a key (property)', () => {
    const param = fc.record({ key: fc.string({ maxLength: 4 }), value: fc.string({ maxLength: 4 }) });
    fc.assert(
      fc.property(fc.array(param, { maxLength: 20 }), (list) => {
        const once = normalizeParameters(list);
        expect(normalizeParameters(once)).toEqual(once);
        expect(new Set(once.map((p) => p.key)).size).toBe(once.length);
        expect(once.every((p) => p.key !== '' && p.key === p.key.trim())).toBe(true);
      }),
    );
  });

  it('names each customer once: ids, and user names case-insensitively', () => {
    expect(distinctTargets([3, 3, 4], ['Amy', 'amy ', '', 'bob'])).toEqual({ ids: [3, 4], names: ['Amy', 'bob'] });
  });

  it('reads the status column in any language', () => {
    expect(readEnabled('')).toBe(true);
    expect(readEnabled('停用')).toBe(false);
    expect(readEnabled('Enabled')).toBe(true);
    expect(readEnabled('중지')).toBe(false);
    expect(readEnabled('0')).toBe(false);
    expect(readEnabled('maybe')).toBe('maybe');
  });

  it('reads a sheet row as a port, or words why not in the row language', () => {
    const good = parsePortRow(['ICN', '仁川', 'Incheon', 'Korea', 'KR', '', '', '', '', '', '', '', '', ''], 'en');
    expect(good).toMatchObject({ ok: true, value: { code: 'ICN', countryCode: 'KR', enabled: true } });
    const bad = parsePortRow(['IC', '仁川', '', '', 'K', '', '', '', '', '', '', '', '', ''], 'zh');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.reasons).toEqual(['口岸代码: 请输入三位大写字母', '国家代码: 请输入两位大写字母']);
  });
});
