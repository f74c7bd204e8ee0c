import { describe, expect, it } from 'vitest';
import { buildCountryTree } from './country-tree';
import type { Country } from './countries';

const c = (value: string, continent: Country['continent'], isEu: boolean): Country => ({
  value,
  label: value.toLowerCase(),
  labelEn: value,
  labelZh: value,
  labelKo: value,
  code3: `${value}X`,
  phoneCode: '',
  continent,
  district: isEu ? 'EU' : 'NON_EU',
  isEu,
});

describe('country tree', () => {
  it('puts the EU group first and leaves its members out of Europe', () => {
    const tree = buildCountryTree(
      [c('GB', 'EUROPE', false), c('DE', 'EUROPE', true), c('US', 'NORTH_AMERICA', false)],
      'zh',
    );
    expect(tree.map((g) => g.value)).toEqual(['EU', 'EUROPE', 'NORTH_AMERICA']);
    expect(tree[0]).toMatchObject({
      label: '欧盟',
      labelEn: 'European Union',
      children: [{ value: 'DE', label: 'de', labelEn: 'DE' }],
    });
    expect(tree[1]!.children!.map((x) => x.value)).toEqual(['GB']);
  });

  it('drops empty continents', () => {
    expect(buildCountryTree([c('DE', 'EUROPE', true)], 'en').map((g) => g.value)).toEqual(['EU']);
  });
});
