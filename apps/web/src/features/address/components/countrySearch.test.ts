import { describe, expect, it } from 'vitest';
import type { Country } from '@parcelhub/contracts';
import { compareCountries, matchesCountry, toCountryOption } from './countrySearch';

const country = (value: string, labelEn: string, labelZh: string, labelKo: string, code3: string): Country => ({
  value,
  label: labelEn,
  labelEn,
  labelZh,
  labelKo,
  code3,
  phoneCode: '',
  continent: 'ASIA',
  district: 'EAST_ASIA',
  isEu: false,
});

// In the order getAllCountry answers them (by code): KP before KR, as in the real list.
const options = [
  country('KP', 'North Korea', '朝鲜', '북한', 'PRK'),
  country('KR', 'South Korea', '韩国', '한국', 'KOR'),
  country('KW', 'Kuwait', '科威特', '쿠웨이트', 'KWT'),
  country('US', 'United States', '美国', '미국', 'USA'),
  country('AE', 'United Arab Emirates', '阿联酋', '아랍에미리트', 'ARE'),
  country('GB', 'United Kingdom', '英国', '영국', 'GBR'),
].map(toCountryOption);

/** What the select shows for the input, in its order; Enter picks the first. */
const search = (input: string) =>
  options
    .filter((o) => matchesCountry(o, input))
    .sort((a, b) => compareCountries(a, b, input))
    .map((o) => o.value);

describe('country search', () => {
  it('puts South Korea first for "Korea", North Korea after it', () => {
    expect(search('Korea')).toEqual(['KR', 'KP']);
    expect(search('korea ')).toEqual(['KR', 'KP']);
  });

  it('ranks an exact code or name above names that merely contain the input', () => {
    expect(search('kr')[0]).toBe('KR');
    expect(search('KP')[0]).toBe('KP');
    expect(search('us')[0]).toBe('US');
    expect(search('uk')[0]).toBe('GB');
    expect(search('韩国')).toEqual(['KR']);
    expect(search('북한')).toEqual(['KP']);
  });

  it('ranks names that start with the input before a later word, then shorter names', () => {
    expect(search('united')).toEqual(['US', 'GB', 'AE']);
    expect(search('kingdom')).toEqual(['GB']);
    expect(search('k').slice(0, 3)).toEqual(['KW', 'KP', 'KR']); // all start with k: shorter labels first
  });

  it('keeps the list order when nothing is typed', () => {
    expect(
      options
        .slice()
        .sort((a, b) => compareCountries(a, b, ''))
        .map((o) => o.value),
    ).toEqual(options.map((o) => o.value));
  });
});
