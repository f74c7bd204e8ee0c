import type { City, Region } from '@parcelhub/contracts';

export const regionFixture = (patch: Partial<Region> = {}): Region => ({
  regionCode: 'DE',
  regionName: 'Germany',
  regionNameEn: 'Germany',
  continentName: 'Europe',
  code3: 'DEU',
  phoneCode: '+49',
  continent: 'EUROPE',
  district: 'EU',
  isEu: true,
  hot: false,
  nameZh: '德国',
  nameEn: 'Germany',
  nameKo: '독일',
  ...patch,
});

export const cityFixture = (patch: Partial<City> = {}): City => ({
  id: 5,
  countryCode: 'CN',
  countryName: 'China',
  provinceCode: '440000',
  provinceName: '广东省',
  provinceNameEn: 'Guangdong',
  code: '440300',
  name: '深圳市',
  nameEn: 'Shenzhen',
  description: '',
  updatedAt: '2026-01-01T00:00:00Z',
  ...patch,
});
