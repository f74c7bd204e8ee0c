import { useState } from 'react';
import { App, Button, Drawer, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import {
  CLEARANCE_UPLOAD_METHOD_WORDS,
  type ClearanceIndustry,
  type ClearanceService,
  type ClearanceUploadMethodType,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { useDeleteService, useIndustry } from '../hooks/useClearance';
import { AssignmentsDrawer } from './AssignmentsDrawer';
import { ServiceFormModal } from './ServiceFormModal';

interface Props {
  industry: ClearanceIndustry | null;
  onClose: () => void;
}

/** An industry's services: add, change, delete, and the customers each is assigned to. */
export function ServicesDrawer({ industry, onClose }: Props) {
  const { t } = useTranslation('clearance-ports');
  const { t: tc } = useTranslation();
  const lang = useLanguage();
  const { message } = App.useApp();
  const detail = useIndustry(industry?.id ?? null);
  const remove = useDeleteService();
  const [editing, setEditing] = useState<ClearanceService | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [assigning, setAssigning] = useState<ClearanceService | null>(null);
  const open = (s: ClearanceService | null) => {
    setEditing(s);
    setFormOpen(true);
  };
  const deleteService = async (s: ClearanceService) => {
    try {
      await remove.mutateAsync({ industryId: s.industryId, serviceId: s.id });
      void message.success(t('services.deleted'));
    } catch {
      // the client showed the message (a service still assigned says to how many)
    }
  };

  return (
    <Drawer
      open={industry !== null}
      onClose={onClose}
      title={industry ? t('services.drawerTitle', { name: industry.label }) : ''}
      width="min(900px, 100vw)"
      data-testid="services-drawer"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open(null)} data-testid="service-add">
          {t('services.add')}
        </Button>
      }
    >
      <Table<ClearanceService>
        rowKey="id"
        size="small"
        loading={detail.isLoading}
        dataSource={detail.data?.services ?? []}
        pagination={false}
        scroll={{ x: 720 }}
        locale={{ emptyText: t('services.empty') }}
        onRow={(r) => ({ 'data-testid': `service-row-${r.id}` }) as object}
        columns={[
          { key: 'name', title: t('services.columns.name'), dataIndex: 'label', width: 160 },
          {
            key: 'parameters',
            title: t('services.columns.parameters'),
            width: 220,
            render: (_, r) =>
              r.parameters.length ? (
                <Space size={[0, 4]} wrap>
                  {r.parameters.map((p) => (
                    <Tag key={p.key}>{`${p.key}=${p.value}`}</Tag>
                  ))}
                </Space>
              ) : (
                <Typography.Text type="secondary">-</Typography.Text>
              ),
          },
          {
            key: 'repeat',
            title: t('services.columns.repeat'),
            width: 120,
            render: (_, r) => (r.repeat ? t('yes') : t('no')),
          },
          {
            key: 'upload',
            title: t('services.columns.uploadMethods'),
            width: 200,
            render: (_, r) =>
              r.uploadMethodTypes
                .map((m) => CLEARANCE_UPLOAD_METHOD_WORDS[m as ClearanceUploadMethodType]?.[lang] ?? m)
                .join(', ') || '-',
          },
          {
            key: 'customers',
            title: t('services.columns.customers'),
            dataIndex: 'customerCount',
            width: 80,
            align: 'right',
          },
          {
            key: 'actions',
            title: tc('actions.actions'),
            width: 120,
            fixed: 'right',
            render: (_, r) => (
              <Space size={0}>
                <Button
                  type="link"
                  size="small"
                  icon={<TeamOutlined />}
                  aria-label={t('services.assign')}
                  title={t('services.assign')}
                  onClick={() => setAssigning(r)}
                  data-testid={`service-assign-${r.id}`}
                />
                <Button
                  type="link"
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={tc('actions.edit')}
                  onClick={() => open(r)}
                  data-testid={`service-edit-${r.id}`}
                />
                <Popconfirm
                  title={t('services.deleteConfirm', { name: r.label })}
                  okText={tc('actions.confirm')}
                  cancelText={tc('actions.cancel')}
                  onConfirm={() => void deleteService(r)}
                >
                  <Button
                    type="link"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={tc('actions.delete')}
                    data-testid={`service-delete-${r.id}`}
                  />
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {industry ? (
        <ServiceFormModal
          open={formOpen}
          industryId={industry.id}
          service={editing}
          onClose={() => setFormOpen(false)}
        />
      ) : null}
      <AssignmentsDrawer service={assigning} onClose={() => setAssigning(null)} />
    </Drawer>
  );
}
