import { useMemo } from 'react';
import { DatePicker, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import {
  LABEL_STATUSES,
  ORDER_SOURCES,
  type LabelStatus,
  type OrderFilter,
  type OrderSource,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT, rangePresets } from '../../../shared/format';
import type { DropdownOption } from '../../../shared/dropdowns';
import type { FilterField } from '../../../shared/list';
import { CustomerSelect, QuoteCountrySelect } from '../../quote';
import { ProductSelect } from '../components/ProductSelect';

/** The filter form's values (the status is the tabs'). */
export interface OrderFilterValues {
  dates?: [Dayjs, Dayjs] | null;
  countryCode?: string;
  productId?: number;
  source?: OrderSource;
  labelStatus?: LabelStatus;
  numbers?: string;
  customerId?: number;
}

export const INITIAL_ORDER_FILTERS: OrderFilterValues = {};

/** The filter as the contract takes it; empty fields are left out. */
export function toOrderFilter(values: OrderFilterValues): OrderFilter {
  const [from, to] = values.dates ?? [];
  const out: OrderFilter = {
    dateFrom: from?.format(DATE_TIME_FORMAT),
    dateTo: to?.format(DATE_TIME_FORMAT),
    countryCode: values.countryCode || undefined,
    productId: values.productId || undefined,
    source: values.source || undefined,
    labelStatus: values.labelStatus || undefined,
    numbers: values.numbers?.trim() || undefined,
    customerId: values.customerId || undefined,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as OrderFilter;
}

interface Options {
  countries: readonly DropdownOption[];
  /** The platform narrows to one customer. */
  withCustomer: boolean;
}

export function useOrderFilterFields({ countries, withCustomer }: Options): FilterField<OrderFilterValues>[] {
  const { t } = useTranslation('orders');
  const { t: tc } = useTranslation();
  return useMemo(() => {
    const fields: FilterField<OrderFilterValues>[] = [
      {
        name: 'dates',
        label: t('filters.dates'),
        input: (
          <DatePicker.RangePicker
            showTime
            format={DATE_TIME_FORMAT}
            presets={rangePresets((p) => tc(`datePresets.${p}`))}
            style={{ width: 340, maxWidth: 'calc(100vw - 110px)' }}
          />
        ),
      },
      {
        name: 'countryCode',
        label: t('filters.country'),
        input: (
          <QuoteCountrySelect
            countries={countries}
            allowClear
            style={{ width: 180 }}
            placeholder={t('filters.any')}
            data-testid="order-filter-country"
          />
        ),
      },
      {
        name: 'productId',
        label: t('filters.product'),
        input: (
          <ProductSelect style={{ width: 180 }} placeholder={t('filters.any')} data-testid="order-filter-product" />
        ),
      },
      {
        name: 'source',
        label: t('filters.source'),
        input: (
          <Select<OrderSource>
            allowClear
            style={{ width: 120 }}
            placeholder={t('filters.any')}
            options={ORDER_SOURCES.map((s) => ({ value: s, label: t(`source.${s}`) }))}
            data-testid="order-filter-source"
          />
        ),
      },
      {
        name: 'labelStatus',
        label: t('filters.labelStatus'),
        input: (
          <Select<LabelStatus>
            allowClear
            style={{ width: 140 }}
            placeholder={t('filters.any')}
            options={LABEL_STATUSES.map((s) => ({ value: s, label: t(`labelStatus.${s}`) }))}
            data-testid="order-filter-label"
          />
        ),
      },
    ];
    if (withCustomer) {
      fields.push({
        name: 'customerId',
        label: t('filters.customer'),
        input: (
          <CustomerSelect style={{ width: 180 }} placeholder={t('filters.any')} data-testid="order-filter-customer" />
        ),
      });
    }
    fields.push({
      name: 'numbers',
      label: t('filters.numbers'),
      input: (
        <Input.TextArea
          autoSize={{ minRows: 1, maxRows: 6 }}
          maxLength={20_000}
          style={{ width: 300, maxWidth: 'calc(100vw - 130px)' }}
          placeholder={t('filters.numbersPlaceholder')}
          data-testid="order-filter-numbers"
        />
      ),
    });
    return fields;
  }, [t, tc, countries, withCustomer]);
}
