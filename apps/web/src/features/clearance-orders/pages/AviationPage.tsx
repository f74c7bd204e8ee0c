import { useState } from 'react';
import { App, Button, Input, Tabs } from 'antd';
import type { ClearanceBagRow, ClearanceOrderRow } from '@parcelhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListPage, type FilterField, type ListColumn } from '../../../shared/list';
import { useSessionContext } from '../../../shared/session';
import { clearanceOrdersApi } from '../api/clearanceOrdersApi';
import { OrderDrawer, clearanceKeys } from '../components/OrderDrawer';
import { orderQuery, useOrderColumns, useOrderFilters, type OrderFilters } from './ClearanceOrdersPage';

interface BagFilters {
  bagNo?: string;
  awbNo?: string;
}

function BagsList({ platform }: { platform: boolean }) {
  const { t } = useTranslation('clearance-orders');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const filters: FilterField<BagFilters>[] = [
    { name: 'bagNo', label: t('filters.bagNo'), input: <Input allowClear style={{ width: 160 }} maxLength={64} /> },
    { name: 'awbNo', label: t('filters.awbNo'), input: <Input allowClear style={{ width: 160 }} maxLength={20} /> },
  ];
  const columns: ListColumn<ClearanceBagRow>[] = [
    { key: 'bagNo', title: t('columns.bagNo'), width: 140, locked: true },
    { key: 'orderNo', title: t('columns.orderNo'), width: 150 },
    { key: 'awbNo', title: t('columns.awbNo'), width: 130 },
    { key: 'pieces', title: t('columns.pieces'), width: 70, align: 'right' },
    { key: 'weightKg', title: t('columns.weight'), width: 100, align: 'right' },
    { key: 'submitStatusName', title: t('columns.submitStatus'), width: 110 },
    {
      key: 'parcels',
      title: t('columns.parcels'),
      width: 260,
      ellipsis: true,
      render: (r) => r.parcels.map((p) => p.parcelNo).join(', '),
    },
  ];
  return (
    <ListPage<ClearanceBagRow, BagFilters>
      testId="clearance-bags"
      title={t('tabs.bags')}
      filterFormName="clearance-bag-filters"
      filters={filters}
      initialFilters={{}}
      queryKey={[...clearanceKeys.bags(), platform]}
      load={({ pageNo, pageSize, filters: f }, signal) =>
        clearanceOrdersApi.bags(
          platform,
          {
            pageNo,
            pageSize,
            ...(f.bagNo?.trim() ? { bagNo: f.bagNo.trim() } : {}),
            ...(f.awbNo?.trim() ? { awbNo: f.awbNo.trim() } : {}),
          },
          signal,
        )
      }
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={(r) => `clearance-bag-row-${r.bagNo}`}
      selectable={platform}
      batchActions={
        platform
          ? ({ selection }) => (
              <Button
                disabled={selection.keys.length === 0}
                data-testid="clearance-bags-confirm"
                onClick={async () => {
                  try {
                    const { updated } = await clearanceOrdersApi.setSubmitStatus('BAG', selection.keys as number[]);
                    void message.success(t('messages.confirmed', { count: updated }));
                    selection.clear();
                    void queryClient.invalidateQueries({ queryKey: clearanceKeys.all });
                  } catch {
                    // the client showed the message
                  }
                }}
              >
                {t('actions.confirmSuccess')}
              </Button>
            )
          : undefined
      }
    />
  );
}

/**
 * Air bills and bags (menu key clearance/aviation/index): the bills (the same rows as the clearance orders) with their
 * container labels, and the bags with their parcels; the platform confirms a bag's submission.
 */
export function AviationPage() {
  const { t } = useTranslation('clearance-orders');
  const { currentUser } = useSessionContext();
  const platform = currentUser.privilegeType === 'PLATFORM';
  const [open, setOpen] = useState<number | null>(null);
  const columns = useOrderColumns(platform, (r) => setOpen(r.id));
  const filters = useOrderFilters();
  return (
    <Tabs
      data-testid="clearance-aviation"
      items={[
        {
          key: 'bills',
          label: t('tabs.bills'),
          children: (
            <ListPage<ClearanceOrderRow, OrderFilters>
              testId="clearance-bills"
              title={t('aviationTitle')}
              filterFormName="clearance-bill-filters"
              filters={filters}
              initialFilters={{}}
              queryKey={[...clearanceKeys.lists(), 'bills', platform]}
              load={({ pageNo, pageSize, filters: f }, signal) =>
                clearanceOrdersApi.list(platform, orderQuery(pageNo, pageSize, f), signal)
              }
              columns={columns}
              rowKey={(r) => r.id}
              rowTestId={(r) => `clearance-bill-row-${r.awbNo}`}
              rowActions={{
                width: 120,
                render: (r) => (
                  <Button
                    type="link"
                    size="small"
                    data-testid={`clearance-labels-${r.awbNo}`}
                    onClick={() => void clearanceOrdersApi.containerLabel(r.id).catch(() => undefined)}
                  >
                    {t('actions.labels')}
                  </Button>
                ),
              }}
            >
              {() => (
                <OrderDrawer orderId={open} platform={platform} onClose={() => setOpen(null)} onCreated={setOpen} />
              )}
            </ListPage>
          ),
        },
        { key: 'bags', label: t('tabs.bags'), children: <BagsList platform={platform} /> },
      ]}
    />
  );
}
