import { describe, expect, it } from 'vitest';
import { hsKnowledgeOf } from './hs-adapter';

describe('the check’s HS knowledge from the HS codes module', () => {
  const calls: string[] = [];
  const k = hsKnowledgeOf({
    describe: (code) => (code === '610910' ? 'T-shirts, knitted, of cotton' : ''),
    matcher: () =>
      ({
        match: (name: string) => {
          calls.push(name);
          return name.includes('shirt')
            ? [
                { hsCode: '610910', score: 0.9 },
                { hsCode: '620520', score: 0.5 },
              ]
            : [];
        },
      }) as never,
  });

  it('knows a six-digit code the nomenclature describes, and nothing else', () => {
    expect(k.exists('610910')).toBe(true);
    expect(k.exists('610999')).toBe(false);
    expect(k.exists('6109')).toBe(false);
  });

  it('answers the headings of the matcher’s candidates, null without any, once per name', () => {
    expect([...k.headingsFor('Cotton T-shirt')!]).toEqual(['6109', '6205']);
    expect(k.headingsFor('cotton t-shirt ')).toEqual(new Set(['6109', '6205']));
    expect(k.headingsFor('zzz')).toBeNull();
    expect(calls).toEqual(['Cotton T-shirt', 'zzz']);
  });
});
