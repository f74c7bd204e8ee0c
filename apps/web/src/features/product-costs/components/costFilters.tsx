import { Input, Select } from 'antd';
import { COST_STATUSES, COST_WORDS, type ProductCostQuery } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import type { FilterField, PageRequest } from '../../../shared/list';
import { useLanguage } from '../../../i18n';
import { useOwnerOptions } from '../hooks/useProductCosts';

export interface CostFilters {
  code?: string;
  name?: string;
  status?: 'ENABLED' | 'DISABLED';
  ownerId?: string;
}

export function toCostQuery({ pageNo, pageSize, filters }: PageRequest<CostFilters>): ProductCostQuery {
  const code = filters.code?.trim();
  const name = filters.name?.trim();
  return {
    pageNo,
    pageSize,
    ...(code ? { code } : {}),
    ...(name ? { name } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.ownerId ? { ownerId: Number(filters.ownerId) } : {}),
  };
}

export function useCostFilters(showOwner: boolean): FilterField<CostFilters>[] {
  const { t } = useTranslation('product-costs');
  const lang = useLanguage();
  const owners = useOwnerOptions(showOwner);
  return [
    {
      name: 'code',
      label: t('cost.code'),
      input: (
        <Input
          allowClear
          maxLength={32}
          placeholder={t('filters.codePlaceholder')}
          style={{ width: 160 }}
          data-testid="cost-filter-code"
        />
      ),
    },
    {
      name: 'name',
      label: t('cost.name'),
      input: (
        <Input
          allowClear
          maxLength={100}
          placeholder={t('filters.namePlaceholder')}
          style={{ width: 180 }}
          data-testid="cost-filter-name"
        />
      ),
    },
    {
      name: 'status',
      label: t('cost.status'),
      input: (
        <Select
          allowClear
          placeholder={t('filters.allStatuses')}
          style={{ width: 130 }}
          options={COST_STATUSES.map((s) => ({ value: s, label: COST_WORDS.status[s][lang] }))}
          data-testid="cost-filter-status"
        />
      ),
    },
    ...(showOwner
      ? [
          {
            name: 'ownerId' as const,
            label: t('cost.owner'),
            input: (
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={t('filters.allOwners')}
                style={{ width: 180 }}
                options={owners.options}
                loading={owners.isLoading}
                data-testid="cost-filter-owner"
              />
            ),
          },
        ]
      : []),
  ];
}
