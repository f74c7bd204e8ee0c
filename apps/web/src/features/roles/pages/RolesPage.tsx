import { useState } from 'react';
import { App, Button, Popconfirm, Space, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { RoleDto } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { Access, useAccess } from '../../../shared/access';
import { testIdProps } from '../../../shared/components/testId';
import { ListPage } from '../../../shared/list';
import { rolesApi } from '../api/rolesApi';
import { RoleFormModal } from '../components/RoleFormModal';
import { useRoleColumns } from '../components/roleColumns';
import { toRoleQuery, useRoleFilters, type RoleFilters } from '../components/roleFilters';
import { roleKeys, useDeleteRoles } from '../hooks/useRoles';

const INITIAL_FILTERS: RoleFilters = {};

export function RolesPage() {
  const { t } = useTranslation('roles');
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const canEdit = useAccess().can('system:role');
  const [editing, setEditing] = useState<RoleDto | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const remove = useDeleteRoles();
  const columns = useRoleColumns();
  const filters = useRoleFilters();

  const open = (role: RoleDto | null) => {
    setEditing(role);
    setFormOpen(true);
  };

  const deleteRole = async (role: RoleDto) => {
    try {
      await remove.mutateAsync([role.id]);
      void message.success(t('messages.deleted'));
    } catch {
      // the client showed the message
    }
  };

  return (
    <ListPage<RoleDto, RoleFilters>
      testId="role"
      title={t('title')}
      filterFormName="role-filters"
      filters={filters}
      initialFilters={INITIAL_FILTERS}
      queryKey={roleKeys.lists()}
      load={(req, signal) => rolesApi.list(toRoleQuery(req), signal)}
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={(r) => `role-row-${r.id}`}
      rowActions={
        canEdit
          ? {
              width: 90,
              render: (r) => (
                <Space size={0}>
                  <Tooltip title={tc('actions.edit')}>
                    <Button
                      type="link"
                      size="small"
                      icon={<EditOutlined />}
                      aria-label={tc('actions.edit')}
                      onClick={() => open(r)}
                      data-testid={`role-edit-${r.id}`}
                    />
                  </Tooltip>
                  {r.builtIn ? null : (
                    <Popconfirm
                      title={t('actions.deleteConfirm', { name: r.name })}
                      okText={tc('actions.confirm')}
                      cancelText={tc('actions.cancel')}
                      okButtonProps={testIdProps(`role-delete-confirm-${r.id}`)}
                      onConfirm={() => deleteRole(r)}
                    >
                      <Tooltip title={tc('actions.delete')}>
                        <Button
                          type="link"
                          size="small"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={tc('actions.delete')}
                          data-testid={`role-delete-${r.id}`}
                        />
                      </Tooltip>
                    </Popconfirm>
                  )}
                </Space>
              ),
            }
          : undefined
      }
      toolbar={() => (
        <Access permission="system:role">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open(null)} data-testid="role-add">
            {t('actions.add')}
          </Button>
        </Access>
      )}
    >
      {() => <RoleFormModal open={formOpen} role={editing} onClose={() => setFormOpen(false)} />}
    </ListPage>
  );
}
