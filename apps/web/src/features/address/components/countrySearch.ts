import type { Country } from '@parcelhub/contracts';

export interface CountryOption {
  value: string;
  label: string;
  /** Every name and code of the country, lower-cased, for the search. */
  search: string;
  /** The names that count as an exact match: codes, the three names, and the common short names below. */
  names: string[];
}

/**
 * What people type for a country that is not its listed name. "Korea" means the Republic of Korea in shipping
 * (UPU: "Korea (Rep.)"), so it matches KR exactly and KP only as a part of "North Korea".
 */
const COMMON_NAMES: Record<string, string[]> = {
  KR: ['korea', 'republic of korea', 'rok', '韩国', '南韩', '대한민국'],
  KP: ['dprk', '북조선'],
  US: ['usa', 'america', 'united states of america'],
  GB: ['uk', 'great britain', 'britain', 'england', '英国'],
  AE: ['uae'],
  RU: ['russian federation'],
  CZ: ['czech republic'],
  NL: ['holland'],
  TW: ['taiwan'],
};

export const toCountryOption = (c: Country): CountryOption => {
  const names = [c.value, c.code3, c.label, c.labelEn, c.labelZh, c.labelKo, ...(COMMON_NAMES[c.value] ?? [])].map(
    (n) => n.toLowerCase(),
  );
  return { value: c.value, label: `${c.label} (${c.value})`, search: names.join(' '), names };
};

export const matchesCountry = (option: CountryOption, input: string) =>
  option.search.includes(input.trim().toLowerCase());

const startsAWord = (name: string, q: string) => name.split(/[\s,().-]+/).some((w) => w.startsWith(q));

/** Exact code or name first, then names starting with the input, then a word of the name, then the rest. */
export function countryRank(option: CountryOption, input: string): number {
  const q = input.trim().toLowerCase();
  if (option.names.some((n) => n === q)) return 0;
  if (option.names.some((n) => n.startsWith(q))) return 1;
  if (option.names.some((n) => startsAWord(n, q))) return 2;
  return 3;
}

/** The order of the options for what the user typed: best match first, then shorter labels. */
export const compareCountries = (a: CountryOption, b: CountryOption, input: string) =>
  input.trim() ? countryRank(a, input) - countryRank(b, input) || a.label.length - b.label.length : 0;
