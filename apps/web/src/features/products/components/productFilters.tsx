import { Input, Select } from 'antd';
import {
  PRODUCT_QUERY_TYPES,
  PRODUCT_SOURCES,
  PRODUCT_STATUSES,
  type ProductListQuery,
  type ProductQueryType,
  type ProductSource,
  type ProductStatus,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { DropdownSelect } from '../../../shared/dropdowns';
import type { FilterField, PageRequest } from '../../../shared/list';

export interface ProductFilters {
  queryType?: ProductQueryType;
  code?: string;
  name?: string;
  status?: ProductStatus;
  source?: ProductSource;
  destination?: string;
}

export function toProductQuery({ pageNo, pageSize, filters: f }: PageRequest<ProductFilters>): ProductListQuery {
  const code = f.code?.trim();
  const name = f.name?.trim();
  return {
    pageNo,
    pageSize,
    ...(f.queryType ? { queryType: f.queryType } : {}),
    ...(code ? { code } : {}),
    ...(name ? { name } : {}),
    ...(f.status ? { status: f.status } : {}),
    ...(f.source ? { source: f.source } : {}),
    ...(f.destination ? { destination: f.destination } : {}),
  };
}

/** The product list's filters; `withSource` for those who see more than one source. */
export function useProductFilters({ withSource = true, withQueryType = true } = {}): FilterField<ProductFilters>[] {
  const { t } = useTranslation('products');
  const fields: (FilterField<ProductFilters> | false)[] = [
    withQueryType && {
      name: 'queryType',
      label: t('filters.queryType'),
      input: (
        <Select
          allowClear
          placeholder={t('filters.all')}
          style={{ width: 170 }}
          options={PRODUCT_QUERY_TYPES.map((v) => ({ value: v, label: t(`queryType.${v}`) }))}
          data-testid="product-filter-query-type"
        />
      ),
    },
    {
      name: 'code',
      label: t('filters.code'),
      input: <Input allowClear maxLength={32} style={{ width: 140 }} data-testid="product-filter-code" />,
    },
    {
      name: 'name',
      label: t('filters.name'),
      input: <Input allowClear maxLength={100} style={{ width: 160 }} data-testid="product-filter-name" />,
    },
    {
      name: 'status',
      label: t('filters.status'),
      input: (
        <Select
          allowClear
          placeholder={t('filters.all')}
          style={{ width: 110 }}
          options={PRODUCT_STATUSES.map((v) => ({ value: v, label: t(`status.${v}`) }))}
        />
      ),
    },
    withSource && {
      name: 'source',
      label: t('filters.source'),
      input: (
        <Select
          allowClear
          placeholder={t('filters.all')}
          style={{ width: 130 }}
          options={PRODUCT_SOURCES.map((v) => ({ value: v, label: t(`source.${v}`) }))}
        />
      ),
    },
    {
      name: 'destination',
      label: t('filters.destination'),
      input: (
        <DropdownSelect
          name="regionLists"
          placeholder={t('filters.all')}
          style={{ width: 180 }}
          popupMatchSelectWidth={false}
        />
      ),
    },
  ];
  return fields.filter((f): f is FilterField<ProductFilters> => f !== false);
}
