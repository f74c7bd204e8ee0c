import { Input } from 'antd';
import type { PostcodeGroupQuery, PostcodeType } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import type { FilterField, PageRequest } from '../../../shared/list';
import { useGroupCountries, usePostcodeTypes } from '../hooks/usePostcodes';
import { OptionSelect } from './OptionSelect';

export interface GroupFilters {
  countryCode?: string;
  type?: PostcodeType;
  name?: string;
}

export function toGroupQuery({ pageNo, pageSize, filters }: PageRequest<GroupFilters>): PostcodeGroupQuery {
  const name = filters.name?.trim();
  return {
    pageNo,
    pageSize,
    ...(filters.countryCode ? { countryCode: filters.countryCode } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(name ? { name } : {}),
  };
}

export function useGroupFilters(): FilterField<GroupFilters>[] {
  const { t } = useTranslation('postcodes');
  const countries = useGroupCountries();
  const types = usePostcodeTypes();
  return [
    {
      name: 'countryCode',
      label: t('filters.country'),
      input: (
        <OptionSelect
          allowClear
          withCode
          options={countries.options}
          loading={countries.isLoading}
          placeholder={t('filters.allCountries')}
          style={{ width: 200 }}
          data-testid="postcode-group-filter-country"
        />
      ),
    },
    {
      name: 'type',
      label: t('filters.type'),
      input: (
        <OptionSelect
          allowClear
          options={types.options}
          loading={types.isLoading}
          placeholder={t('filters.allTypes')}
          style={{ width: 170 }}
          data-testid="postcode-group-filter-type"
        />
      ),
    },
    {
      name: 'name',
      label: t('filters.name'),
      input: <Input allowClear maxLength={100} style={{ width: 180 }} data-testid="postcode-group-filter-name" />,
    },
  ];
}
