import { App, Button, Input, Popconfirm, Select } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import {
  PRIVILEGE_TYPES,
  USER_REVIEW_STATES,
  type PrivilegeType,
  type UserListQuery,
  type UserRow,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../shared/access';
import { testIdProps } from '../../../shared/components/testId';
import { ListPage, type FilterField, type PageRequest } from '../../../shared/list';
import { systemApi } from '../api/systemApi';
import { useUserColumns } from '../components/userColumns';
import { systemKeys, useApproveUser } from '../hooks/useSystem';
import { SYSTEM_PERMISSIONS } from '../permissions';

interface Filters {
  review: (typeof USER_REVIEW_STATES)[number];
  privilegeType?: PrivilegeType;
  keyword?: string;
}
const INITIAL_FILTERS: Filters = { review: 'PENDING' };

function toQuery({ pageNo, pageSize, filters }: PageRequest<Filters>): UserListQuery {
  const keyword = filters.keyword?.trim();
  return {
    pageNo,
    pageSize,
    review: filters.review,
    ...(filters.privilegeType ? { privilegeType: filters.privilegeType } : {}),
    ...(keyword ? { keyword } : {}),
  };
}

/** Platform staff approve customers who registered; approved users can sign in. */
export function UserReviewPage() {
  const { t } = useTranslation('system');
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const canApprove = useAccess().can(SYSTEM_PERMISSIONS.approveUsers);
  const approve = useApproveUser();
  const columns = useUserColumns();

  const onApprove = async (row: UserRow) => {
    try {
      await approve.mutateAsync(row.id);
      void message.success(t('users.approved', { username: row.username }));
    } catch {
      // shown by the client
    }
  };

  const filters: FilterField<Filters>[] = [
    {
      name: 'review',
      label: t('users.review'),
      input: (
        <Select
          style={{ width: 130 }}
          options={USER_REVIEW_STATES.map((s) => ({ value: s, label: t(`users.reviews.${s}`) }))}
        />
      ),
    },
    {
      name: 'privilegeType',
      label: t('users.privilegeType'),
      input: (
        <Select
          allowClear
          placeholder={t('users.allTypes')}
          style={{ width: 130 }}
          options={PRIVILEGE_TYPES.map((p) => ({ value: p, label: tc(`privilege.${p}`) }))}
        />
      ),
    },
    {
      name: 'keyword',
      label: t('users.keyword'),
      input: <Input allowClear placeholder={t('users.keywordPlaceholder')} style={{ width: 220 }} maxLength={100} />,
    },
  ];

  return (
    <ListPage<UserRow, Filters>
      testId="users"
      title={t('users.title')}
      filterFormName="user-filters"
      filters={filters}
      initialFilters={INITIAL_FILTERS}
      queryKey={systemKeys.allUsers}
      load={(req, signal) => systemApi.users(toQuery(req), signal)}
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={(r) => `user-row-${r.id}`}
      rowActions={
        canApprove
          ? {
              width: 104,
              render: (r) =>
                r.isApproved ? null : (
                  <Popconfirm
                    title={t('users.approveConfirm', { username: r.username })}
                    okText={tc('actions.confirm')}
                    cancelText={tc('actions.cancel')}
                    okButtonProps={testIdProps(`user-approve-confirm-${r.id}`)}
                    onConfirm={() => onApprove(r)}
                  >
                    <Button type="link" size="small" icon={<CheckOutlined />} data-testid={`user-approve-${r.id}`}>
                      {tc('actions.approve')}
                    </Button>
                  </Popconfirm>
                ),
            }
          : undefined
      }
    />
  );
}
