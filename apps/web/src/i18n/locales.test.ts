import { describe, expect, it } from 'vitest';
import { NAMESPACES, resources } from './resources';
import { AGREEMENTS } from '../features/auth/agreements';

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

function values(obj: object): string[] {
  return Object.values(obj).flatMap((v) => (typeof v === 'object' && v !== null ? values(v as object) : [String(v)]));
}

describe('translations', () => {
  for (const ns of NAMESPACES) {
    it(`${ns}: zh, en and ko hold the same keys, none empty`, () => {
      const zh = keys(resources.zh[ns]).sort();
      expect(keys(resources.en[ns]).sort()).toEqual(zh);
      expect(keys(resources.ko[ns]).sort()).toEqual(zh);
      for (const lang of ['zh', 'en', 'ko'] as const) {
        expect(values(resources[lang][ns]).every((v) => v.trim().length > 0)).toBe(true);
      }
    });
  }

  it('Korean and Chinese are real translations, not copies of the English', () => {
    const en = values(resources.en.common);
    const ko = values(resources.ko.common);
    const zh = values(resources.zh.common);
    const sameKo = ko.filter((v, i) => v === en[i]).length;
    const sameZh = zh.filter((v, i) => v === en[i]).length;
    expect(sameKo / ko.length).toBeLessThan(0.1);
    expect(sameZh / zh.length).toBeLessThan(0.1);
  });

  it('agreements have the same sections in every language', () => {
    for (const kind of ['registration', 'privacy'] as const) {
      const n = AGREEMENTS.zh[kind].sections.length;
      expect(AGREEMENTS.en[kind].sections).toHaveLength(n);
      expect(AGREEMENTS.ko[kind].sections).toHaveLength(n);
    }
  });
});
