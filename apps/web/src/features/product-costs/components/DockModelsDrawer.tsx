import { useState } from 'react';
import { App, Button, Drawer, Flex, Popconfirm, Space, Table, Tag } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { DockModel, DockingProvider } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';
import { useDeleteDockModel, useDockModels } from '../hooks/useProductCosts';
import { DockModelFormModal } from './DockModelFormModal';

interface Props {
  provider: DockingProvider | null;
  onClose: () => void;
}

/** A provider's dock models (its services), disabled ones included: create, edit, delete. */
export function DockModelsDrawer({ provider, onClose }: Props) {
  const { t } = useTranslation('product-costs');
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const { models, isFetching } = useDockModels(provider?.id, true);
  const remove = useDeleteDockModel();
  const [editing, setEditing] = useState<DockModel | null>(null);
  const [formOpen, setFormOpen] = useState(false);

  const open = (m: DockModel | null) => {
    setEditing(m);
    setFormOpen(true);
  };
  const deleteModel = async (m: DockModel) => {
    try {
      await remove.mutateAsync(m.id);
      void message.success(t('model.deleted'));
    } catch {
      // the client showed why (a model in use)
    }
  };

  return (
    <Drawer
      title={provider ? t('docking.models', { name: provider.name }) : ''}
      open={provider !== null}
      onClose={onClose}
      size="min(880px, 100vw)"
      destroyOnHidden
      data-testid="models-drawer"
    >
      <Flex justify="flex-end" style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open(null)} data-testid="model-add">
          {t('model.add')}
        </Button>
      </Flex>
      <Table<DockModel>
        size="small"
        rowKey="id"
        loading={isFetching}
        dataSource={models}
        pagination={false}
        scroll={{ x: 760 }}
        onRow={(r) => ({ 'data-testid': `model-row-${r.id}` }) as Record<never, never>}
        columns={[
          { key: 'name', title: t('model.name'), dataIndex: 'name', width: 180, ellipsis: true },
          { key: 'serviceCode', title: t('model.serviceCode'), dataIndex: 'serviceCode', width: 160, ellipsis: true },
          {
            key: 'attribute',
            title: t('model.attribute'),
            width: 110,
            render: (_, r) => r.attributeI18n || r.attribute || '-',
          },
          {
            key: 'names',
            title: t('model.logisticsNames'),
            width: 160,
            ellipsis: true,
            render: (_, r) => r.logisticsNames.join(', ') || '-',
          },
          {
            key: 'enabled',
            title: t('model.enabled'),
            width: 80,
            render: (_, r) => (
              <Tag color={r.enabled ? 'green' : 'default'}>{r.enabled ? t('docking.yes') : t('docking.no')}</Tag>
            ),
          },
          {
            key: 'actions',
            title: tc('actions.actions'),
            width: 72,
            fixed: 'right',
            render: (_, r) => (
              <Space size={0}>
                <Button
                  type="link"
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={tc('actions.edit')}
                  onClick={() => open(r)}
                  data-testid={`model-edit-${r.id}`}
                />
                <Popconfirm
                  title={t('model.deleteConfirm')}
                  okText={tc('actions.confirm')}
                  cancelText={tc('actions.cancel')}
                  okButtonProps={testIdProps(`model-delete-confirm-${r.id}`)}
                  onConfirm={() => deleteModel(r)}
                >
                  <Button
                    type="link"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={tc('actions.delete')}
                    data-testid={`model-delete-${r.id}`}
                  />
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {provider ? (
        <DockModelFormModal
          open={formOpen}
          providerId={provider.id}
          model={editing}
          onClose={() => setFormOpen(false)}
        />
      ) : null}
    </Drawer>
  );
}
