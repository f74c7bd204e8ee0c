import { Space, Tag } from 'antd';
import type { UserRow } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import type { ListColumn } from '../../../shared/list';

/** Minimum widths hold each header in zh, en and ko; the default set fits beside the sidebar from 1,280 px. */
export function useUserColumns(): ListColumn<UserRow>[] {
  const { t } = useTranslation('system');
  const { t: tc } = useTranslation();
  return [
    { key: 'id', title: 'ID', width: 64, defaultHidden: true },
    { key: 'username', title: t('users.username'), width: 130, ellipsis: true, locked: true },
    { key: 'nickName', title: t('users.nickName'), width: 110, ellipsis: true, defaultHidden: true },
    { key: 'phone', title: t('users.phone'), width: 112, ellipsis: true },
    { key: 'email', title: t('users.email'), width: 152, ellipsis: true, defaultHidden: true },
    {
      key: 'privilegeType',
      title: t('users.privilegeType'),
      width: 96,
      render: (r) => <Tag color="blue">{tc(`privilege.${r.privilegeType}`)}</Tag>,
    },
    {
      key: 'accountType',
      title: t('users.accountType'),
      width: 120,
      ellipsis: true,
      defaultHidden: true,
      render: (r) => (r.isSubAccount ? t('users.subOf', { main: r.mainAccountName ?? '-' }) : t('users.main')),
    },
    {
      key: 'review',
      title: t('users.review'),
      width: 110,
      render: (r) => (
        <Space size={[4, 4]} wrap>
          <Tag color={r.isApproved ? 'green' : 'orange'} style={{ marginInlineEnd: 0 }}>
            {r.isApproved ? t('users.reviews.APPROVED') : t('users.reviews.PENDING')}
          </Tag>
          {!r.enabled ? (
            <Tag color="red" style={{ marginInlineEnd: 0 }}>
              {t('users.disabled')}
            </Tag>
          ) : null}
        </Space>
      ),
    },
    {
      key: 'roles',
      title: t('users.roles'),
      width: 120,
      ellipsis: true,
      render: (r) => r.roles.map((x) => x.name).join(', ') || '-',
    },
    { key: 'createdAt', title: t('users.createdAt'), width: 144, render: (r) => formatDateTime(r.createdAt) },
    {
      key: 'approvedAt',
      title: t('users.approvedAt'),
      width: 144,
      defaultHidden: true,
      render: (r) => (r.approvedAt ? formatDateTime(r.approvedAt) : '-'),
    },
  ];
}
