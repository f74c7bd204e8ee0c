import { describe, expect, it } from 'vitest';
import { BUILT_IN_DICTS, DICT_NAME_PATTERN, DICT_OF_DROPDOWN, DictDetailInput, DictInput } from '@parcelhub/contracts';
import { BUILT_IN_DICT_SEED } from './dicts.seed-data';

describe('built-in dictionary seed', () => {
  it('seeds every built-in dictionary once, the dropdown ones included', () => {
    expect(BUILT_IN_DICT_SEED.map((d) => d.name).sort()).toEqual([...BUILT_IN_DICTS].sort());
    for (const name of Object.values(DICT_OF_DROPDOWN)) expect(BUILT_IN_DICTS).toContain(name);
  });

  it('holds only what the API itself would accept: names, unique values, the three labels', () => {
    for (const dict of BUILT_IN_DICT_SEED) {
      expect(dict.name).toMatch(DICT_NAME_PATTERN);
      expect(DictInput.safeParse({ name: dict.name, description: dict.description }).success).toBe(true);
      expect(new Set(dict.values.map(([v]) => v)).size).toBe(dict.values.length);
      for (const [value, labelZh, labelEn, labelKo] of dict.values) {
        expect(DictDetailInput.safeParse({ dictId: 1, value, labelZh, labelEn, labelKo }).success).toBe(true);
        expect([labelZh, labelEn, labelKo].every((l) => l.length > 0)).toBe(true);
      }
    }
  });
});
