import { Input, Select } from 'antd';
import type { RechargeOperateType, RechargeQuery, RechargeStatus } from '@parcelhub/contracts';
import { RECHARGE_STATUSES } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import type { FilterField, PageRequest } from '../../../shared/list';
import { useOperateTypes } from '../hooks/useWallet';

export interface RechargeFilters {
  status?: RechargeStatus;
  operateType?: RechargeOperateType;
  customer?: string;
}

export function toRechargeQuery({ pageNo, pageSize, filters }: PageRequest<RechargeFilters>): RechargeQuery {
  const customer = filters.customer?.trim();
  return {
    pageNo,
    pageSize,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.operateType ? { operateType: filters.operateType } : {}),
    ...(customer ? { customer } : {}),
  };
}

/** Status, method and customer. */
export function useRechargeFilters(): FilterField<RechargeFilters>[] {
  const { t } = useTranslation('wallet');
  const operateTypes = useOperateTypes();
  return [
    {
      name: 'status',
      label: t('filters.status'),
      input: (
        <Select
          allowClear
          placeholder={t('filters.allStatuses')}
          style={{ width: 140 }}
          options={RECHARGE_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
          data-testid="recharge-filter-status"
        />
      ),
    },
    {
      name: 'operateType',
      label: t('filters.operateType'),
      input: (
        <Select
          allowClear
          placeholder={t('filters.allMethods')}
          style={{ width: 170 }}
          options={operateTypes.options}
          data-testid="recharge-filter-operate-type"
        />
      ),
    },
    {
      name: 'customer',
      label: t('filters.customer'),
      input: (
        <Input
          allowClear
          maxLength={50}
          placeholder={t('filters.customerPlaceholder')}
          style={{ width: 170 }}
          data-testid="recharge-filter-customer"
        />
      ),
    },
  ];
}
