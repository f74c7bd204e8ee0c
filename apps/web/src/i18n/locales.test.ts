import { describe, expect, it } from 'vitest';
import { bundledResources, hasNamespace, loadNamespace, NAMESPACES } from './resources';
import { AGREEMENTS } from '../features/auth/agreements';

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

function values(obj: object): string[] {
  return Object.values(obj).flatMap((v) => (typeof v === 'object' && v !== null ? values(v as object) : [String(v)]));
}

const LANGS = ['zh', 'en', 'ko'] as const;
type Resources = Record<(typeof LANGS)[number], Record<string, object>>;
const feature = import.meta.glob<object>('../features/*/locales/*.json', { eager: true, import: 'default' });
const resources = Object.fromEntries(
  LANGS.map((lng) => [
    lng,
    Object.fromEntries(
      NAMESPACES.map((ns) => [
        ns,
        ns === 'common' ? bundledResources[lng].common : feature[`../features/${ns}/locales/${lng}.json`],
      ]),
    ),
  ]),
) as Resources;
const bundle = (lng: (typeof LANGS)[number], ns: string): object => {
  const b = resources[lng][ns];
  if (!b) throw new Error(`missing ${ns}/${lng}`);
  return b;
};

describe('translations', () => {
  it('every feature namespace has a file per language, loaded on demand; common ships with the app', async () => {
    for (const ns of NAMESPACES.filter((n) => n !== 'common')) {
      for (const lng of LANGS) expect(hasNamespace(lng, ns)).toBe(true);
      await expect(loadNamespace('ko', ns)).resolves.toEqual(bundle('ko', ns));
    }
    expect(hasNamespace('en', 'common')).toBe(false);
    await expect(loadNamespace('en', 'common')).resolves.toBe(bundledResources.en.common);
    await expect(loadNamespace('en', 'nope')).rejects.toThrow('no translations for nope/en');
  });

  for (const ns of NAMESPACES) {
    it(`${ns}: zh, en and ko hold the same keys, none empty`, () => {
      const zh = keys(bundle('zh', ns)).sort();
      expect(keys(bundle('en', ns)).sort()).toEqual(zh);
      expect(keys(bundle('ko', ns)).sort()).toEqual(zh);
      for (const lang of ['zh', 'en', 'ko'] as const) {
        expect(values(bundle(lang, ns)).every((v) => v.trim().length > 0)).toBe(true);
      }
    });
  }

  it('Korean and Chinese are real translations, not copies of the English', () => {
    const en = values(bundle('en', 'common'));
    const ko = values(bundle('ko', 'common'));
    const zh = values(bundle('zh', 'common'));
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
