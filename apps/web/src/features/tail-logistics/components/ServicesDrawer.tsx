import { useState } from 'react';
import { Alert, App, Button, Drawer, Flex, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { DeliveryService, TailLogistics } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { EditDeleteActions } from '../../../shared/list/EditDeleteActions';
import { useCarrier, useDeleteService } from '../hooks/useTailLogistics';
import { ServiceFormModal } from './ServiceFormModal';

interface Props {
  carrier: TailLogistics | null;
  onClose: () => void;
}

/** One carrier's delivery services: add, change, delete. */
export function ServicesDrawer({ carrier, onClose }: Props) {
  const { t } = useTranslation('tail-logistics');
  const { message } = App.useApp();
  const detail = useCarrier(carrier?.id ?? null);
  const remove = useDeleteService();
  const [editing, setEditing] = useState<DeliveryService | null>(null);
  const [formOpen, setFormOpen] = useState(false);

  const deleteService = async (s: DeliveryService) => {
    try {
      await remove.mutateAsync({ carrierId: s.tailLogisticsId, serviceId: s.id });
      void message.success(t('messages.deleted'));
    } catch {
      // the client showed the message
    }
  };

  return (
    <Drawer
      open={carrier !== null}
      onClose={onClose}
      title={carrier ? t('services.title', { name: carrier.name }) : ''}
      width="min(720px, 100vw)"
      destroyOnHidden
      data-testid="tail-services-drawer"
    >
      {carrier ? (
        <Flex vertical gap={12}>
          <Flex justify="flex-end">
            <Button
              type="primary"
              icon={<PlusOutlined />}
              data-testid="tail-service-add"
              onClick={() => {
                setEditing(null);
                setFormOpen(true);
              }}
            >
              {t('services.add')}
            </Button>
          </Flex>
          {detail.isError ? <Alert type="error" showIcon message={t('services.loadFailed')} /> : null}
          <Table<DeliveryService>
            size="small"
            rowKey="id"
            loading={detail.isLoading}
            dataSource={detail.data?.services ?? []}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('services.empty') }}
            onRow={(r) => ({ 'data-testid': `tail-service-row-${r.id}` }) as React.HTMLAttributes<HTMLElement>}
            columns={[
              { key: 'code', dataIndex: 'code', title: t('serviceForm.code'), width: 140 },
              { key: 'name', dataIndex: 'name', title: t('serviceForm.name'), width: 200 },
              {
                key: 'enabled',
                title: t('columns.enabled'),
                width: 96,
                render: (_, r) =>
                  r.enabled ? <Tag color="green">{t('status.enabled')}</Tag> : <Tag>{t('status.disabled')}</Tag>,
              },
              {
                key: 'actions',
                title: t('columns.actions'),
                width: 80,
                render: (_, r) => (
                  <EditDeleteActions
                    row={r}
                    testIdPrefix="tail-service"
                    confirm={t('services.deleteConfirm', { name: r.name })}
                    onEdit={(row) => {
                      setEditing(row);
                      setFormOpen(true);
                    }}
                    onDelete={(row) => void deleteService(row)}
                  />
                ),
              },
            ]}
          />
          <ServiceFormModal
            open={formOpen}
            carrierId={carrier.id}
            service={editing}
            onClose={() => setFormOpen(false)}
          />
        </Flex>
      ) : null}
    </Drawer>
  );
}
