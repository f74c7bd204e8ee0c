import type { Language } from '../common/language';
import type { Continent, Country, CountryTreeNode } from './countries';

const GROUP_NAMES: Record<'EU' | Continent, Record<Language, string>> = {
  EU: { zh: '欧盟', en: 'European Union', ko: '유럽연합' },
  EUROPE: { zh: '欧洲', en: 'Europe', ko: '유럽' },
  NORTH_AMERICA: { zh: '北美洲', en: 'North America', ko: '북아메리카' },
  SOUTH_AMERICA: { zh: '南美洲', en: 'South America', ko: '남아메리카' },
  ASIA: { zh: '亚洲', en: 'Asia', ko: '아시아' },
  AFRICA: { zh: '非洲', en: 'Africa', ko: '아프리카' },
  OCEANIA: { zh: '大洋洲', en: 'Oceania', ko: '오세아니아' },
};

const CONTINENT_ORDER: Continent[] = ['EUROPE', 'NORTH_AMERICA', 'SOUTH_AMERICA', 'ASIA', 'AFRICA', 'OCEANIA'];

export const continentName = (c: Continent | 'EU', lang: Language) => GROUP_NAMES[c][lang];

/**
 * The country tree of the region pickers: the 27 EU members grouped first, then every continent
 * (EU members are not repeated under Europe). Countries inside a group keep the order given.
 */
export function buildCountryTree(countries: readonly Country[], lang: Language): CountryTreeNode[] {
  const leaf = (c: Country): CountryTreeNode => ({ value: c.value, label: c.label, labelEn: c.labelEn });
  const group = (key: 'EU' | Continent, members: Country[]): CountryTreeNode => ({
    value: key,
    label: GROUP_NAMES[key][lang],
    labelEn: GROUP_NAMES[key].en,
    children: members.map(leaf),
  });
  const eu = countries.filter((c) => c.isEu);
  const rest = CONTINENT_ORDER.map((k) =>
    group(
      k,
      countries.filter((c) => !c.isEu && c.continent === k),
    ),
  );
  return [group('EU', eu), ...rest.filter((g) => g.children && g.children.length > 0)];
}
