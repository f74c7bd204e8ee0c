import { useState } from 'react';
import { Button, Input, Select, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  CLEARANCE_ORDER_STATUSES,
  CLEARANCE_STATUS_WORDS,
  type ClearanceOrderRow,
  type ClearanceOrderStatus,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { ListPage, type FilterField, type ListColumn } from '../../../shared/list';
import { formatDateTime } from '../../../shared/format';
import { useSessionContext } from '../../../shared/session';
import { useLanguage } from '../../../i18n';
import { clearanceOrdersApi } from '../api/clearanceOrdersApi';
import { OrderDrawer, clearanceKeys, statusTag } from '../components/OrderDrawer';

export interface OrderFilters {
  orderNo?: string;
  awbNo?: string;
  status?: ClearanceOrderStatus;
}
const INITIAL: OrderFilters = {};

/** The bill columns both screens show. */
export function useOrderColumns(
  platform: boolean,
  open: (r: ClearanceOrderRow) => void,
): ListColumn<ClearanceOrderRow>[] {
  const { t } = useTranslation('clearance-orders');
  return [
    {
      key: 'orderNo',
      title: t('columns.orderNo'),
      width: 150,
      locked: true,
      render: (r) => (
        <Button type="link" size="small" onClick={() => open(r)} data-testid={`clearance-open-${r.awbNo}`}>
          {r.orderNo}
        </Button>
      ),
    },
    ...(platform ? [{ key: 'customerName', title: t('columns.customer'), width: 110, ellipsis: true }] : []),
    { key: 'awbNo', title: t('columns.awbNo'), width: 130 },
    { key: 'portCode', title: t('columns.port'), width: 70 },
    { key: 'status', title: t('columns.status'), width: 100, render: (r) => statusTag(r.status, r.statusName) },
    { key: 'payStatusName', title: t('columns.payStatus'), width: 100 },
    { key: 'checkStatusName', title: t('columns.checkStatus'), width: 100 },
    { key: 'bags', title: t('columns.bags'), width: 70, align: 'right' },
    { key: 'parcels', title: t('columns.parcels'), width: 80, align: 'right' },
    { key: 'weightKg', title: t('columns.weight'), width: 100, align: 'right' },
    {
      key: 'fee',
      title: t('columns.fee'),
      width: 100,
      align: 'right',
      render: (r) => (r.fee ? `${r.fee} ${r.currency}` : '-'),
    },
    {
      key: 'createdAt',
      title: t('columns.createdAt'),
      width: 160,
      defaultHidden: true,
      render: (r) => formatDateTime(r.createdAt),
    },
  ];
}

export function useOrderFilters(): FilterField<OrderFilters>[] {
  const { t } = useTranslation('clearance-orders');
  const lang = useLanguage();
  return [
    { name: 'orderNo', label: t('filters.orderNo'), input: <Input allowClear style={{ width: 160 }} maxLength={40} /> },
    { name: 'awbNo', label: t('filters.awbNo'), input: <Input allowClear style={{ width: 160 }} maxLength={20} /> },
    {
      name: 'status',
      label: t('filters.status'),
      input: (
        <Select
          allowClear
          style={{ width: 130 }}
          options={CLEARANCE_ORDER_STATUSES.map((s) => ({ value: s, label: CLEARANCE_STATUS_WORDS[s][lang] }))}
        />
      ),
    },
  ];
}

export const orderQuery = (pageNo: number, pageSize: number, f: OrderFilters) => ({
  pageNo,
  pageSize,
  ...(f.orderNo?.trim() ? { orderNo: f.orderNo.trim() } : {}),
  ...(f.awbNo?.trim() ? { awbNo: f.awbNo.trim() } : {}),
  ...(f.status ? { status: f.status } : {}),
});

/**
 * Clearance orders (menu key clearance/order/index): the customer's own (with the wizard that makes and pays one),
 * or every customer's for the platform's review.
 */
export function ClearanceOrdersPage() {
  const { t } = useTranslation('clearance-orders');
  const { currentUser } = useSessionContext();
  const platform = currentUser.privilegeType === 'PLATFORM';
  const [open, setOpen] = useState<number | 'new' | null>(null);
  const columns = useOrderColumns(platform, (r) => setOpen(r.id));
  const filters = useOrderFilters();
  return (
    <ListPage<ClearanceOrderRow, OrderFilters>
      testId="clearance-orders"
      title={t('title')}
      filterFormName="clearance-order-filters"
      filters={filters}
      initialFilters={INITIAL}
      queryKey={[...clearanceKeys.lists(), platform]}
      load={({ pageNo, pageSize, filters: f }, signal) =>
        clearanceOrdersApi.list(platform, orderQuery(pageNo, pageSize, f), signal)
      }
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={(r) => `clearance-row-${r.awbNo}`}
      toolbar={({ filters: f }) => (
        <Space wrap>
          {!platform && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setOpen('new')}
              data-testid="clearance-create"
            >
              {t('actions.create')}
            </Button>
          )}
          <Button onClick={() => void clearanceOrdersApi.exportOrders(orderQuery(0, 500, f))}>
            {t('actions.export')}
          </Button>
        </Space>
      )}
    >
      {() => (
        <OrderDrawer orderId={open} platform={platform} onClose={() => setOpen(null)} onCreated={(id) => setOpen(id)} />
      )}
    </ListPage>
  );
}
