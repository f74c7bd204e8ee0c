import { Input } from 'antd';
import type { CityQuery } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import type { FilterField, PageRequest } from '../../../shared/list';
import { CountryOptionSelect } from './CountryOptionSelect';

export interface CityFilters {
  countryCode?: string;
  provinceCode?: string;
  keyword?: string;
}

export function toCityQuery({ pageNo, pageSize, filters }: PageRequest<CityFilters>): CityQuery {
  const keyword = filters.keyword?.trim();
  const provinceCode = filters.provinceCode?.trim();
  return {
    pageNo,
    pageSize,
    ...(filters.countryCode ? { countryCode: filters.countryCode } : {}),
    ...(provinceCode ? { provinceCode } : {}),
    ...(keyword ? { keyword } : {}),
  };
}

export function useCityFilters(): FilterField<CityFilters>[] {
  const { t } = useTranslation('regions');
  return [
    {
      name: 'countryCode',
      label: t('filters.country'),
      input: (
        <CountryOptionSelect
          allowClear
          placeholder={t('filters.allCountries')}
          style={{ width: 200 }}
          data-testid="city-filter-country"
        />
      ),
    },
    {
      name: 'provinceCode',
      label: t('city.provinceCode'),
      input: <Input allowClear maxLength={32} style={{ width: 120 }} data-testid="city-filter-province" />,
    },
    {
      name: 'keyword',
      label: t('filters.keyword'),
      input: (
        <Input
          allowClear
          maxLength={100}
          placeholder={t('filters.cityKeywordPlaceholder')}
          style={{ width: 220 }}
          data-testid="city-filter-keyword"
        />
      ),
    },
  ];
}
