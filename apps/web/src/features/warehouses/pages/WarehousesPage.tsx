import { useState } from 'react';
import { App, Button, Input } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Warehouse } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { ListPage, type FilterField, type ListColumn } from '../../../shared/list';
import { EditDeleteActions } from '../../../shared/list/EditDeleteActions';
import { formatDateTime } from '../../../shared/format';
import { warehousesApi } from '../api/warehousesApi';
import { RobotsDrawer } from '../components/RobotsDrawer';
import { WarehouseFormModal } from '../components/WarehouseFormModal';
import { warehouseKeys } from '../hooks/queryKeys';
import { useDeleteWarehouse, usePlatformLevel } from '../hooks/useWarehouses';

interface Filters {
  blurry?: string;
}
const INITIAL: Filters = {};

/**
 * Warehouses and robots (menu key warehouse/list/index): the platform-level list for the platform and the role
 * deliveryLabel:pingtai, else the user's own warehouses; a warehouse's robots in a drawer.
 */
export function WarehousesPage() {
  const { t } = useTranslation('warehouses');
  const { message } = App.useApp();
  const platformLevel = usePlatformLevel();
  const [editing, setEditing] = useState<Warehouse | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [robotsOf, setRobotsOf] = useState<Warehouse | null>(null);
  const remove = useDeleteWarehouse();
  const filters: FilterField<Filters>[] = [
    {
      name: 'blurry',
      label: t('filters.blurry'),
      input: <Input allowClear placeholder={t('filters.blurryPlaceholder')} style={{ width: 200 }} maxLength={100} />,
    },
  ];
  const columns: ListColumn<Warehouse>[] = [
    { key: 'code', title: t('columns.code'), width: 110, locked: true, ellipsis: true },
    { key: 'name', title: t('columns.name'), width: 160, ellipsis: true },
    { key: 'customerName', title: t('columns.customer'), width: 130, ellipsis: true },
    { key: 'city', title: t('columns.city'), width: 100, ellipsis: true },
    { key: 'bayCount', title: t('columns.bays'), width: 80, align: 'right' },
    {
      key: 'robotCount',
      title: t('columns.robots'),
      width: 90,
      align: 'right',
      render: (r) => (
        <Button type="link" size="small" onClick={() => setRobotsOf(r)} data-testid={`warehouse-robots-${r.code}`}>
          {r.robotCount}
        </Button>
      ),
    },
    { key: 'contact', title: t('columns.contact'), width: 110, ellipsis: true },
    { key: 'phone', title: t('columns.phone'), width: 130, ellipsis: true },
    { key: 'address', title: t('columns.address'), width: 220, ellipsis: true, defaultHidden: true },
    {
      key: 'updatedAt',
      title: t('columns.updatedAt'),
      width: 160,
      defaultHidden: true,
      render: (r) => formatDateTime(r.updatedAt),
    },
  ];

  const deleteWarehouse = async (w: Warehouse) => {
    try {
      await remove.mutateAsync(w.id);
      void message.success(t('messages.deleted'));
    } catch {
      // the client showed the message
    }
  };

  return (
    <ListPage<Warehouse, Filters>
      testId="warehouses"
      title={t('title')}
      filterFormName="warehouse-filters"
      filters={filters}
      initialFilters={INITIAL}
      queryKey={[...warehouseKeys.lists(), platformLevel]}
      load={({ pageNo, pageSize, filters: f }, signal) =>
        warehousesApi.list(
          platformLevel,
          { pageNo, pageSize, ...(f.blurry?.trim() ? { blurry: f.blurry.trim() } : {}) },
          signal,
        )
      }
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={(r) => `warehouse-row-${r.code}`}
      history={{ resource: 'warehouses' }}
      rowActions={{
        width: 80,
        render: (r) => (
          <EditDeleteActions
            row={r}
            testIdPrefix="warehouse"
            confirm={t('actions.deleteConfirm', { name: r.name })}
            onEdit={(row) => {
              setEditing(row);
              setFormOpen(true);
            }}
            onDelete={(row) => void deleteWarehouse(row)}
          />
        ),
      }}
      toolbar={() => (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          data-testid="warehouse-add"
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
          <WarehouseFormModal
            open={formOpen}
            warehouse={editing}
            pickCustomer={platformLevel}
            onClose={() => setFormOpen(false)}
          />
          <RobotsDrawer warehouse={robotsOf} onClose={() => setRobotsOf(null)} />
        </>
      )}
    </ListPage>
  );
}
