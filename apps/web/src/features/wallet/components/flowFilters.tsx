import { DatePicker, Input, Select } from 'antd';
import type { JournalType, WalletFlowFilter, WalletFlowQuery } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { rangePresets, type DateRange } from '../../../shared/format';
import type { FilterField, PageRequest } from '../../../shared/list';
import { useFlowTypes } from '../hooks/useWallet';

export interface FlowFilters {
  type?: JournalType;
  time?: DateRange | null;
  orderNo?: string;
  /** Platform only: part of the customer's account or name. */
  customer?: string;
  /** Platform only: one customer (a wallet's "flows" link). */
  customerId?: number;
}

/** The filters as the server reads them (shared by the list and its export). */
export function toFlowFilter(filters: FlowFilters): WalletFlowFilter {
  const orderNo = filters.orderNo?.trim();
  const customer = filters.customer?.trim();
  return {
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.time ? { from: filters.time[0].toISOString(), to: filters.time[1].toISOString() } : {}),
    ...(orderNo ? { orderNo } : {}),
    ...(customer ? { customer } : {}),
    ...(filters.customerId ? { customerId: filters.customerId } : {}),
  };
}

export const toFlowQuery = ({ pageNo, pageSize, filters }: PageRequest<FlowFilters>): WalletFlowQuery => ({
  pageNo,
  pageSize,
  ...toFlowFilter(filters),
});

/** Type, time (the spec's presets) and order number; the platform also filters by customer. */
export function useFlowFilters(withCustomer: boolean): FilterField<FlowFilters>[] {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation();
  const types = useFlowTypes();
  return [
    ...(withCustomer
      ? [
          {
            name: 'customer' as const,
            label: t('filters.customer'),
            input: (
              <Input
                allowClear
                maxLength={50}
                placeholder={t('filters.customerPlaceholder')}
                style={{ width: 170 }}
                data-testid="wallet-flow-filter-customer"
              />
            ),
          },
        ]
      : []),
    {
      name: 'type',
      label: t('filters.type'),
      input: (
        <Select
          allowClear
          options={types.options}
          loading={types.isLoading}
          placeholder={t('filters.allTypes')}
          style={{ width: 160 }}
          data-testid="wallet-flow-filter-type"
        />
      ),
    },
    {
      name: 'time',
      label: t('filters.time'),
      input: (
        <DatePicker.RangePicker
          showTime
          presets={rangePresets((p) => tc(`datePresets.${p}`))}
          style={{ width: 340, maxWidth: 'calc(100vw - 110px)' }}
          data-testid="wallet-flow-filter-time"
        />
      ),
    },
    {
      name: 'orderNo',
      label: t('filters.orderNo'),
      input: <Input allowClear maxLength={50} style={{ width: 160 }} data-testid="wallet-flow-filter-order" />,
    },
  ];
}
