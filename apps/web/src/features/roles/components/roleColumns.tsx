import { Tag, Tooltip } from 'antd';
import type { RoleDto } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import type { ListColumn } from '../../../shared/list';

export function useRoleColumns(): ListColumn<RoleDto>[] {
  const { t } = useTranslation('roles');
  const { t: tc } = useTranslation();
  return [
    {
      key: 'name',
      title: t('columns.name'),
      width: 180,
      locked: true,
      render: (r) => (
        <span data-testid={`role-name-${r.id}`}>
          {r.name} {r.builtIn ? <Tag>{t('builtIn')}</Tag> : null}
        </span>
      ),
    },
    { key: 'level', title: t('columns.level'), width: 90, align: 'right' },
    {
      key: 'privilegeType',
      title: t('columns.privilegeType'),
      width: 110,
      render: (r) => tc(`privilege.${r.privilegeType}`),
    },
    { key: 'dataScope', title: t('columns.dataScope'), width: 130, render: (r) => t(`dataScopes.${r.dataScope}`) },
    {
      key: 'permissions',
      title: t('columns.permissions'),
      width: 120,
      align: 'right',
      render: (r) => (
        <Tooltip title={r.permissions.join(', ') || '-'}>
          <span>{r.permissions.length}</span>
        </Tooltip>
      ),
    },
    { key: 'menus', title: t('columns.menus'), width: 90, align: 'right', render: (r) => r.menuIds.length },
    { key: 'description', title: t('columns.description'), width: 220, ellipsis: true },
    {
      key: 'createdAt',
      title: t('columns.createdAt'),
      width: 170,
      defaultHidden: true,
      render: (r) => formatDateTime(r.createdAt),
    },
  ];
}
