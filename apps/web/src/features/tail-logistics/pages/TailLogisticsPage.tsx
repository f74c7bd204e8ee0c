import { useState } from 'react';
import { App, Button, Input, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { TailLogistics } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { ListPage, type FilterField } from '../../../shared/list';
import { EditDeleteActions } from '../../../shared/list/EditDeleteActions';
import { tailLogisticsApi } from '../api/tailLogisticsApi';
import { useCarrierColumns } from '../components/carrierColumns';
import { CarrierFormModal } from '../components/CarrierFormModal';
import { ServicesDrawer } from '../components/ServicesDrawer';
import { tailKeys } from '../hooks/queryKeys';
import { useDeleteCarrier } from '../hooks/useTailLogistics';

interface Filters {
  blurry?: string;
  enabled?: 'true' | 'false';
}
const INITIAL: Filters = {};

/**
 * Last-mile carriers and their delivery services (menu key warehouse/tail-logistics/index, platform only): the
 * carriers in the list, a carrier's services in a drawer.
 */
export function TailLogisticsPage() {
  const { t } = useTranslation('tail-logistics');
  const { message } = App.useApp();
  const [editing, setEditing] = useState<TailLogistics | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [servicesOf, setServicesOf] = useState<TailLogistics | null>(null);
  const remove = useDeleteCarrier();
  const columns = useCarrierColumns(setServicesOf);
  const filters: FilterField<Filters>[] = [
    {
      name: 'blurry',
      label: t('filters.blurry'),
      input: <Input allowClear placeholder={t('filters.blurryPlaceholder')} style={{ width: 180 }} maxLength={100} />,
    },
    {
      name: 'enabled',
      label: t('filters.enabled'),
      input: (
        <Select
          allowClear
          style={{ width: 120 }}
          placeholder={t('filters.all')}
          options={[
            { value: 'true', label: t('status.enabled') },
            { value: 'false', label: t('status.disabled') },
          ]}
        />
      ),
    },
  ];

  const deleteCarrier = async (carrier: TailLogistics) => {
    try {
      await remove.mutateAsync(carrier.id);
      void message.success(t('messages.deleted'));
    } catch {
      // the client showed the message
    }
  };

  return (
    <ListPage<TailLogistics, Filters>
      testId="tail"
      title={t('title')}
      filterFormName="tail-filters"
      filters={filters}
      initialFilters={INITIAL}
      queryKey={tailKeys.lists()}
      load={({ pageNo, pageSize, filters: f }, signal) =>
        tailLogisticsApi.page(
          {
            pageNo,
            pageSize,
            ...(f.blurry?.trim() ? { blurry: f.blurry.trim() } : {}),
            ...(f.enabled ? { enabled: f.enabled } : {}),
          },
          signal,
        )
      }
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={(r) => `tail-row-${r.id}`}
      history={{ resource: 'tail_logistics' }}
      rowActions={{
        width: 80,
        render: (r) => (
          <EditDeleteActions
            row={r}
            testIdPrefix="tail"
            confirm={t('actions.deleteConfirm', { name: r.name })}
            onEdit={(row) => {
              setEditing(row);
              setFormOpen(true);
            }}
            onDelete={(row) => void deleteCarrier(row)}
          />
        ),
      }}
      toolbar={() => (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          data-testid="tail-add"
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
          <CarrierFormModal open={formOpen} carrier={editing} onClose={() => setFormOpen(false)} />
          <ServicesDrawer carrier={servicesOf} onClose={() => setServicesOf(null)} />
        </>
      )}
    </ListPage>
  );
}
