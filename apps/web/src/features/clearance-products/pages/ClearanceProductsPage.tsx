import { useState } from 'react';
import { App, Button, Input, Select, Space, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { ClearanceProduct, ClearanceProductStatus } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { ListPage, type FilterField, type ListColumn } from '../../../shared/list';
import { EditDeleteActions } from '../../../shared/list/EditDeleteActions';
import { clearanceKeys, clearanceProductsApi } from '../api/clearanceProductsApi';
import { ClearanceProductFormModal } from '../components/ClearanceProductFormModal';
import { QuotesDrawer } from '../components/QuotesDrawer';

interface Filters {
  code?: string;
  name?: string;
  status?: ClearanceProductStatus;
}
const INITIAL: Filters = {};

/** Clearance products (menu key clearance/product/index): the list, the form, and each product's quotes. */
export function ClearanceProductsPage() {
  const { t } = useTranslation('clearance-products');
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [editing, setEditing] = useState<ClearanceProduct | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [quotesOf, setQuotesOf] = useState<ClearanceProduct | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: clearanceKeys.lists() });

  const filters: FilterField<Filters>[] = [
    { name: 'code', label: t('columns.code'), input: <Input allowClear style={{ width: 160 }} maxLength={40} /> },
    { name: 'name', label: t('columns.name'), input: <Input allowClear style={{ width: 160 }} maxLength={100} /> },
    {
      name: 'status',
      label: t('columns.status'),
      input: (
        <Select
          allowClear
          style={{ width: 120 }}
          options={(['ENABLED', 'DISABLED'] as const).map((v) => ({ label: t(`status.${v}`), value: v }))}
        />
      ),
    },
  ];
  const columns: ListColumn<ClearanceProduct>[] = [
    { key: 'code', title: t('columns.code'), width: 120, locked: true, ellipsis: true },
    { key: 'name', title: t('columns.name'), width: 160, ellipsis: true },
    {
      key: 'clearancePortCodes',
      title: t('columns.ports'),
      width: 110,
      render: (r) => r.clearancePortCodes.join(', '),
    },
    {
      key: 'transportWayList',
      title: t('columns.transportWays'),
      width: 120,
      render: (r) => r.transportWayList.map((w) => t(`transport.${w}`)).join(' / '),
    },
    { key: 'userName', title: t('columns.supplier'), width: 120, ellipsis: true },
    {
      key: 'clearanceConfig',
      title: t('columns.service'),
      width: 140,
      ellipsis: true,
      render: (r) => r.clearanceConfig.clearanceServiceName,
    },
    { key: 'currencyNo', title: t('columns.currency'), width: 70 },
    {
      key: 'signingStatus',
      title: t('columns.signing'),
      width: 90,
      render: (r) => (
        <Tag color={r.signingStatus === 'SIGNED' ? 'green' : undefined}>{t(`signing.${r.signingStatus}`)}</Tag>
      ),
    },
    {
      key: 'status',
      title: t('columns.status'),
      width: 90,
      render: (r) => <Tag color={r.status === 'ENABLED' ? 'blue' : undefined}>{t(`status.${r.status}`)}</Tag>,
    },
  ];

  const act = async (fn: () => Promise<unknown>, ok: string) => {
    try {
      await fn();
      void message.success(ok);
      void refresh();
    } catch {
      // the client showed the message
    }
  };

  return (
    <ListPage<ClearanceProduct, Filters>
      testId="cproducts"
      title={t('title')}
      filterFormName="cproduct-filters"
      filters={filters}
      initialFilters={INITIAL}
      queryKey={clearanceKeys.lists()}
      load={({ pageNo, pageSize, filters: f }, signal) =>
        clearanceProductsApi.list(
          {
            pageNo,
            pageSize,
            ...(f.code?.trim() ? { code: f.code.trim() } : {}),
            ...(f.name?.trim() ? { name: f.name.trim() } : {}),
            ...(f.status ? { status: f.status } : {}),
          },
          signal,
        )
      }
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={(r) => `cproduct-row-${r.code}`}
      history={{ resource: 'clearance_products' }}
      rowActions={{
        width: 250,
        render: (r) => (
          <Space size={0} wrap>
            <Button size="small" type="link" onClick={() => setQuotesOf(r)} data-testid={`cproduct-quotes-${r.code}`}>
              {t('actions.quotes')}
            </Button>
            {r.signingStatus !== 'SIGNED' ? (
              <Button
                size="small"
                type="link"
                onClick={() => void act(() => clearanceProductsApi.sign(r.id), t('messages.signed'))}
              >
                {t('actions.sign')}
              </Button>
            ) : null}
            <Button
              size="small"
              type="link"
              data-testid={`cproduct-shelve-${r.code}`}
              onClick={() =>
                void act(
                  () => clearanceProductsApi.setStatus(r.id, r.status === 'ENABLED' ? 'DISABLED' : 'ENABLED'),
                  t('messages.statusChanged'),
                )
              }
            >
              {r.status === 'ENABLED' ? t('actions.disable') : t('actions.enable')}
            </Button>
            <EditDeleteActions
              row={r}
              testIdPrefix="cproduct"
              confirm={t('actions.deleteConfirm', { name: r.code })}
              onEdit={(row) => {
                setEditing(row);
                setFormOpen(true);
              }}
              onDelete={(row) => void act(() => clearanceProductsApi.remove(row.id), t('messages.deleted'))}
            />
          </Space>
        ),
      }}
      toolbar={() => (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          data-testid="cproduct-add"
          onClick={() => {
            setEditing(null);
            setFormOpen(true);
          }}
        >
          {t('actions.add')}
        </Button>
      )}
    >
      {() => (
        <>
          <ClearanceProductFormModal open={formOpen} product={editing} onClose={() => setFormOpen(false)} />
          <QuotesDrawer product={quotesOf} onClose={() => setQuotesOf(null)} />
        </>
      )}
    </ListPage>
  );
}
