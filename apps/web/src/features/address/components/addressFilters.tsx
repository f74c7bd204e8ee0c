import { Checkbox, Input, Select } from 'antd';
import { ADDRESS_TYPES, type AddressQuery, type AddressType } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import type { FilterField, PageRequest } from '../../../shared/list';
import { CountrySelect } from './CountrySelect';

export interface AddressFilters {
  type?: AddressType;
  countryCode?: string;
  keyword?: string;
  defaultOnly?: boolean;
}

export function toAddressQuery({ pageNo, pageSize, filters }: PageRequest<AddressFilters>): AddressQuery {
  const keyword = filters.keyword?.trim();
  return {
    pageNo,
    pageSize,
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.countryCode ? { countryCode: filters.countryCode } : {}),
    ...(keyword ? { keyword } : {}),
    ...(filters.defaultOnly ? { isDefault: true } : {}),
  };
}

export function useAddressFilters(): FilterField<AddressFilters>[] {
  const { t } = useTranslation('address');
  return [
    {
      name: 'type',
      label: t('filters.type'),
      input: (
        <Select
          allowClear
          placeholder={t('filters.allTypes')}
          style={{ width: 140 }}
          data-testid="address-filter-type"
          options={ADDRESS_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        />
      ),
    },
    {
      name: 'countryCode',
      label: t('filters.country'),
      input: (
        <CountrySelect
          allowClear
          placeholder={t('filters.allCountries')}
          style={{ width: 200 }}
          data-testid="address-filter-country"
        />
      ),
    },
    {
      name: 'keyword',
      label: t('filters.keyword'),
      input: (
        <Input
          allowClear
          placeholder={t('filters.keywordPlaceholder')}
          style={{ width: 240 }}
          maxLength={100}
          data-testid="address-filter-keyword"
        />
      ),
    },
    {
      name: 'defaultOnly',
      valuePropName: 'checked',
      input: <Checkbox data-testid="address-filter-default">{t('filters.defaultOnly')}</Checkbox>,
    },
  ];
}
