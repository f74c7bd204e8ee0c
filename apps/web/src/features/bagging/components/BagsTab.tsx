import { useState } from 'react';
import { App, Button, DatePicker, Drawer, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { BAG_STATUSES, type Bag, type BagStatus } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { DropdownSelect } from '../../../shared/dropdowns';
import { formatDateTime, rangePresets, type DateRange } from '../../../shared/format';
import { ListPage, type FilterField, type ListColumn } from '../../../shared/list';
import { baggingApi } from '../api/baggingApi';
import { baggingKeys } from '../hooks/queryKeys';

interface Filters {
  warehouseId?: number;
  status?: BagStatus;
  bagNo?: string;
  opened?: DateRange | null;
}

const COLORS: Record<BagStatus, string> = { OPEN: 'green', CLOSED: 'purple', DISPATCHED: 'blue', DISBANDED: 'default' };

function ParcelsDrawer({ bag, onClose }: { bag: Bag | null; onClose: () => void }) {
  const { t } = useTranslation('bagging');
  const parcels = useQuery({
    queryKey: baggingKeys.parcels(bag?.id ?? 0),
    queryFn: ({ signal }) => baggingApi.parcels(bag!.id, signal),
    enabled: bag !== null,
  });
  return (
    <Drawer
      open={bag !== null}
      onClose={onClose}
      title={bag?.bagNo}
      width="min(640px, 100vw)"
      data-testid="bag-parcels"
    >
      <Table
        size="small"
        rowKey="orderId"
        loading={parcels.isLoading}
        dataSource={parcels.data?.rows ?? []}
        pagination={false}
        scroll={{ x: 480 }}
        columns={[
          { key: 'insideNumber', dataIndex: 'insideNumber', title: t('columns.insideNumber') },
          { key: 'orderNo', dataIndex: 'orderNo', title: t('columns.orderNo') },
          { key: 'weight', dataIndex: 'weight', title: t('columns.weight') },
          { key: 'status', dataIndex: 'status', title: t('columns.orderStatus') },
        ]}
      />
    </Drawer>
  );
}

/** The bags, newest first: status, pieces, weight; print a bag's label, dispatch, disband, its parcels. */
export function BagsTab() {
  const { t } = useTranslation('bagging');
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const [viewing, setViewing] = useState<Bag | null>(null);
  const filters: FilterField<Filters>[] = [
    {
      name: 'warehouseId',
      label: t('columns.warehouse'),
      input: <DropdownSelect name="warehouseOptions" style={{ width: 200 }} placeholder={t('filters.all')} />,
    },
    {
      name: 'status',
      label: t('columns.status'),
      input: (
        <Select
          allowClear
          style={{ width: 140 }}
          placeholder={t('filters.all')}
          options={BAG_STATUSES.map((s) => ({ value: s, label: t(`bagStatus.${s}`) }))}
        />
      ),
    },
    { name: 'bagNo', label: t('columns.bagNo'), input: <Input allowClear style={{ width: 200 }} maxLength={40} /> },
    {
      name: 'opened',
      label: t('columns.openedAt'),
      input: (
        <DatePicker.RangePicker
          presets={rangePresets((p) => tc(`datePresets.${p}`))}
          style={{ width: 260, maxWidth: 'calc(100vw - 110px)' }}
        />
      ),
    },
  ];
  const columns: ListColumn<Bag>[] = [
    { key: 'bagNo', title: t('columns.bagNo'), width: 200, locked: true },
    { key: 'warehouseCode', title: t('columns.warehouse'), width: 90 },
    { key: 'bayNumber', title: t('columns.bay'), width: 70, align: 'right' },
    {
      key: 'status',
      title: t('columns.status'),
      width: 100,
      render: (r) => (
        <Tag color={COLORS[r.status]} data-testid={`bag-status-${r.id}`}>
          {t(`bagStatus.${r.status}`)}
        </Tag>
      ),
    },
    { key: 'pieces', title: t('columns.pieces'), width: 70, align: 'right' },
    { key: 'weight', title: t('columns.weight'), width: 100, align: 'right' },
    { key: 'openedAt', title: t('columns.openedAt'), width: 160, render: (r) => formatDateTime(r.openedAt) },
    { key: 'closedAt', title: t('columns.closedAt'), width: 160, render: (r) => formatDateTime(r.closedAt) },
    {
      key: 'sortType',
      title: t('columns.sortType'),
      width: 160,
      defaultHidden: true,
      render: (r) => t(`sortType.${r.sortType}`),
    },
  ];
  const run = async (work: () => Promise<unknown>, done: string, reload: () => void) => {
    try {
      await work();
      void message.success(done);
      reload();
    } catch {
      // the client showed why
    }
  };
  return (
    <ListPage<Bag, Filters>
      testId="bag"
      title={t('bags.title')}
      filterFormName="bag-filters"
      filters={filters}
      initialFilters={{}}
      queryKey={baggingKeys.lists()}
      load={({ pageNo, pageSize, filters: f }, signal) =>
        baggingApi.list(
          {
            pageNo,
            pageSize,
            ...(f.warehouseId ? { warehouseId: f.warehouseId } : {}),
            ...(f.status ? { status: f.status } : {}),
            ...(f.bagNo?.trim() ? { bagNo: f.bagNo.trim() } : {}),
            ...(f.opened?.[0] ? { dateFrom: f.opened[0].format('YYYY-MM-DD') } : {}),
            ...(f.opened?.[1] ? { dateTo: f.opened[1].format('YYYY-MM-DD') } : {}),
          },
          signal,
        )
      }
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={(r) => `bag-row-${r.id}`}
      rowActions={{
        width: 260,
        render: (r, ctx) => (
          <Space size={0} wrap>
            <Button type="link" size="small" onClick={() => setViewing(r)} data-testid={`bag-open-${r.id}`}>
              {t('actions.parcels')}
            </Button>
            <Button
              type="link"
              size="small"
              onClick={() => void baggingApi.printBagLabel(r.id, r.bagNo).catch(() => undefined)}
              data-testid={`bag-print-${r.id}`}
            >
              {t('actions.print')}
            </Button>
            {r.status === 'CLOSED' && (
              <Button
                type="link"
                size="small"
                data-testid={`bag-dispatch-${r.id}`}
                onClick={() =>
                  void run(
                    () => baggingApi.dispatch(r.id),
                    t('actions.dispatched', { bagNo: r.bagNo, count: r.pieces }),
                    ctx.reload,
                  )
                }
              >
                {t('actions.dispatch')}
              </Button>
            )}
            {r.status === 'OPEN' && (
              <Popconfirm
                title={t('actions.disbandConfirm', { bagNo: r.bagNo })}
                onConfirm={() => run(() => baggingApi.remove(r.id), t('actions.disbanded'), ctx.reload)}
              >
                <Button type="link" size="small" danger data-testid={`bag-disband-${r.id}`}>
                  {t('actions.disband')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        ),
      }}
    >
      {() => <ParcelsDrawer bag={viewing} onClose={() => setViewing(null)} />}
    </ListPage>
  );
}
