import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Flex, Popconfirm, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import type { Bay, BayState } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { BayFormModal } from '../components/BayFormModal';
import { BayImportModal } from '../components/BayImportModal';
import { useBayValid, useBays, useDeleteBay, useWarehouseOptions } from '../hooks/useWarehouses';

const STATE_COLOR: Record<BayState, string> = { IDLE: 'default', FILLING: 'processing', FULL: 'error' };

/** Sorting bays (menu key warehouse/bay/index): pick a warehouse, see its bays, change them, import lines. */
export function BaysPage() {
  const { t } = useTranslation('warehouses');
  const { message } = App.useApp();
  const warehouses = useWarehouseOptions();
  const [warehouseId, setWarehouseId] = useState<number | null>(null);
  const bays = useBays(warehouseId);
  const valid = useBayValid();
  const remove = useDeleteBay();
  const [editing, setEditing] = useState<Bay | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const rows = warehouses.data?.rows ?? [];

  useEffect(() => {
    if (warehouseId === null && rows[0]) setWarehouseId(rows[0].id);
  }, [rows, warehouseId]);

  const setValid = async (bay: Bay, on: boolean) => {
    try {
      await valid.mutateAsync({ id: bay.id, valid: on });
      void message.success(on ? t('bays.enabledDone') : t('bays.disabledDone'));
    } catch {
      // the client showed the message
    }
  };

  return (
    <Flex vertical gap={12} data-testid="bays-page">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('bays.title')}
      </Typography.Title>
      <Card size="small">
        <Flex wrap gap={8} justify="space-between" align="center">
          <Space wrap>
            <Typography.Text>{t('bays.warehouse')}</Typography.Text>
            <Select
              style={{ minWidth: 220 }}
              loading={warehouses.isLoading}
              value={warehouseId ?? undefined}
              onChange={(v: number) => setWarehouseId(v)}
              showSearch={{ optionFilterProp: 'label' }}
              options={rows.map((w) => ({ value: w.id, label: `${w.code} ${w.name}` }))}
              data-testid="bays-warehouse"
            />
          </Space>
          <Space wrap>
            <Button
              icon={<ImportOutlined />}
              disabled={warehouseId === null}
              onClick={() => setImportOpen(true)}
              data-testid="bays-import"
            >
              {t('bays.import')}
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              disabled={warehouseId === null}
              onClick={() => {
                setEditing(null);
                setFormOpen(true);
              }}
              data-testid="bays-add"
            >
              {t('bays.add')}
            </Button>
          </Space>
        </Flex>
      </Card>
      {bays.isError ? <Alert type="error" showIcon message={t('bays.loadFailed')} /> : null}
      <Table<Bay>
        size="small"
        rowKey="id"
        loading={bays.isLoading && warehouseId !== null}
        dataSource={bays.data?.rows ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: warehouseId === null ? t('bays.pickWarehouse') : t('bays.empty') }}
        onRow={(r) => ({ 'data-testid': `bay-row-${r.number}` }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { key: 'number', dataIndex: 'number', title: t('bays.number'), width: 70, fixed: 'left' },
          {
            key: 'distance',
            title: t('bays.distance'),
            width: 100,
            align: 'right',
            render: (_, r) => `${r.distance} m`,
          },
          {
            key: 'state',
            title: t('bays.state'),
            width: 90,
            render: (_, r) => <Tag color={STATE_COLOR[r.state]}>{r.stateName}</Tag>,
          },
          {
            key: 'valid',
            title: t('bays.valid'),
            width: 90,
            render: (_, r) => (
              <Switch
                size="small"
                checked={r.valid}
                onChange={(on) => void setValid(r, on)}
                data-testid={`bay-valid-${r.number}`}
                aria-label={t('bays.valid')}
              />
            ),
          },
          { key: 'pieces', dataIndex: 'pieces', title: t('bays.pieces'), width: 90, align: 'right' },
          { key: 'weight', title: t('bays.weight'), width: 110, align: 'right', render: (_, r) => r.weight },
          { key: 'maxWeight', title: t('bays.maxWeight'), width: 120, align: 'right', render: (_, r) => r.maxWeight },
          { key: 'maxSize', dataIndex: 'maxSize', title: t('bays.maxSize'), width: 120, align: 'right' },
          {
            key: 'actions',
            title: t('columns.actions'),
            width: 90,
            render: (_, r) => (
              <Space size={0}>
                <Button
                  type="text"
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={t('actions.edit')}
                  onClick={() => {
                    setEditing(r);
                    setFormOpen(true);
                  }}
                />
                <Popconfirm
                  title={t('bays.deleteConfirm', { number: r.number })}
                  onConfirm={() => remove.mutateAsync(r.id).catch(() => undefined)}
                >
                  <Button type="text" danger size="small" icon={<DeleteOutlined />} aria-label={t('actions.delete')} />
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {warehouseId !== null ? (
        <>
          <BayFormModal open={formOpen} warehouseId={warehouseId} bay={editing} onClose={() => setFormOpen(false)} />
          <BayImportModal open={importOpen} warehouseId={warehouseId} onClose={() => setImportOpen(false)} />
        </>
      ) : null}
    </Flex>
  );
}
