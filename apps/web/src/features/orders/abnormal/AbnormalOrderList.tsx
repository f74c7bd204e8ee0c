import { useMemo, useState } from 'react';
import { Button, Input, Select } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { OrderFilter, OrderRow } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { ListPage, type FilterField } from '../../../shared/list';
import { TASK_KEYS } from '../../tasks';
import { ordersApi } from '../api/ordersApi';
import { orderKeys } from '../hooks/queryKeys';
import { OrderDetailDrawer } from '../list/OrderDetailDrawer';
import { ReleaseOrderDialog } from '../list/OrderReasonDialogs';
import { isHeld } from '../list/OrderRowActions';
import { useOrderColumns } from '../list/orderColumns';
import { orderExportsApi } from '../exports/exportsApi';
import { keysetPages } from './keysetPages';

const KINDS = ['EXCEPTION', 'INTERCEPTED', 'LABEL_FAILED'] as const;
type Kind = (typeof KINDS)[number];
export interface AbnormalFilters {
  kind: Kind;
  numbers?: string;
}
const INITIAL: AbnormalFilters = { kind: 'EXCEPTION' };

/** The order list's filter for one kind of problem. */
export function abnormalFilter(f: AbnormalFilters): OrderFilter {
  const numbers = f.numbers?.trim() || undefined;
  const by: OrderFilter = f.kind === 'LABEL_FAILED' ? { labelStatus: 'FAILED' } : { status: f.kind };
  return numbers ? { ...by, numbers } : by;
}

/** The platform's abnormal orders (exception, intercepted, label failed), read through the order list's call. */
export function AbnormalOrderList() {
  const { t } = useTranslation('orders');
  const queryClient = useQueryClient();
  const [detailOf, setDetailOf] = useState<number | null>(null);
  const [releaseOf, setReleaseOf] = useState<OrderRow | null>(null);
  const load = useMemo(
    () =>
      keysetPages<OrderRow, AbnormalFilters>(async (filters, after, pageSize, signal) => {
        const filter = abnormalFilter(filters);
        const page = await ordersApi.list({ ...filter, pageSize, ...(after ? { after } : {}) }, signal);
        const counts = Object.entries(page.counts);
        const total = counts
          .filter(([status]) => !filter.status || status === filter.status)
          .reduce((sum, [, n]) => sum + n, 0);
        return { rows: page.rows, next: page.next, total };
      }),
    [],
  );
  const filters: FilterField<AbnormalFilters>[] = [
    {
      name: 'kind',
      label: t('abnormal.kind'),
      input: (
        <Select<Kind>
          options={KINDS.map((k) => ({ value: k, label: t(`abnormal.kinds.${k}`) }))}
          style={{ width: 160 }}
          data-testid="abnormal-kind"
        />
      ),
    },
    {
      name: 'numbers',
      label: t('filters.numbers'),
      input: <Input allowClear placeholder={t('filters.numbersPlaceholder')} style={{ width: 280 }} />,
    },
  ];
  const columns = [
    ...useOrderColumns('PLATFORM'),
    {
      key: 'reason',
      title: t('abnormal.reason'),
      width: 200,
      ellipsis: true,
      // A held order's hold reason (the rule, the supplier's refusal); a failed label's error.
      render: (r: OrderRow) => r.holdReason || r.labelError || '-',
    },
  ];
  return (
    <ListPage<OrderRow, AbnormalFilters>
      testId="abnormal-orders"
      title={t('abnormal.title')}
      filterFormName="abnormal-filters"
      filters={filters}
      initialFilters={INITIAL}
      queryKey={[...orderKeys.list(), 'abnormal']}
      load={load}
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={(r) => `abnormal-row-${r.id}`}
      rowActions={{
        width: 140,
        render: (r) => (
          <>
            <Button type="link" size="small" onClick={() => setDetailOf(r.id)}>
              {t('actions.detail')}
            </Button>
            {isHeld(r.status) ? (
              <Button type="link" size="small" onClick={() => setReleaseOf(r)} data-testid={`abnormal-release-${r.id}`}>
                {t('actions.release')}
              </Button>
            ) : null}
          </>
        ),
      }}
      onExport={async ({ filters: f }) => {
        await orderExportsApi.export('abnormalOrders', abnormalFilter(f));
        void queryClient.invalidateQueries({ queryKey: TASK_KEYS.all });
      }}
    >
      {() => (
        <>
          <OrderDetailDrawer id={detailOf} onClose={() => setDetailOf(null)} />
          <ReleaseOrderDialog order={releaseOf} onClose={() => setReleaseOf(null)} />
        </>
      )}
    </ListPage>
  );
}
