import { Checkbox, Input, Select } from 'antd';
import { CONTINENTS, DISTRICTS, type Continent, type District, type RegionQuery } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import type { FilterField, PageRequest } from '../../../shared/list';

export interface RegionFilters {
  keyword?: string;
  continent?: Continent;
  district?: District;
  hotOnly?: boolean;
}

export function toRegionQuery({ pageNo, pageSize, filters }: PageRequest<RegionFilters>): RegionQuery {
  const keyword = filters.keyword?.trim();
  return {
    pageNo,
    pageSize,
    ...(keyword ? { keyword } : {}),
    ...(filters.continent ? { continent: filters.continent } : {}),
    ...(filters.district ? { district: filters.district } : {}),
    ...(filters.hotOnly ? { hot: true } : {}),
  };
}

export function useRegionFilters(): FilterField<RegionFilters>[] {
  const { t } = useTranslation('regions');
  return [
    {
      name: 'keyword',
      label: t('filters.keyword'),
      input: (
        <Input
          allowClear
          maxLength={100}
          placeholder={t('filters.regionKeywordPlaceholder')}
          style={{ width: 180 }}
          data-testid="region-filter-keyword"
        />
      ),
    },
    {
      name: 'continent',
      label: t('filters.continent'),
      input: (
        <Select
          allowClear
          placeholder={t('filters.all')}
          style={{ width: 150 }}
          options={CONTINENTS.map((c) => ({ value: c, label: t(`continents.${c}`) }))}
        />
      ),
    },
    {
      name: 'district',
      label: t('filters.district'),
      input: (
        <Select
          allowClear
          placeholder={t('filters.all')}
          style={{ width: 150 }}
          options={DISTRICTS.map((d) => ({ value: d, label: t(`districts.${d}`) }))}
        />
      ),
    },
    { name: 'hotOnly', valuePropName: 'checked', input: <Checkbox>{t('filters.hotOnly')}</Checkbox> },
  ];
}
