import { useState } from 'react';
import { App, Button, Input, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  PRIVILEGE_TYPES,
  USER_REVIEW_STATES,
  type PrivilegeType,
  type UserListQuery,
  type UserRow,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../shared/access';
import { ListPage, type FilterField, type PageRequest } from '../../../shared/list';
import { systemApi } from '../api/systemApi';
import { useUserColumns } from '../components/userColumns';
import { UserFormModal } from '../components/UserFormModal';
import { UserRowActions } from '../components/UserRowActions';
import { ResetPasswordModal } from '../components/ResetPasswordModal';
import { TemporaryPasswordModal } from '../components/TemporaryPasswordModal';
import { systemKeys, useApproveUser, useRemoveUsers, useSetUserEnabled } from '../hooks/useSystem';
import { SYSTEM_PERMISSIONS } from '../permissions';

interface Filters {
  review: (typeof USER_REVIEW_STATES)[number];
  privilegeType?: PrivilegeType;
  enabled?: 'true' | 'false';
  keyword?: string;
}
const INITIAL_FILTERS: Filters = { review: 'ALL' };

const text = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);

function toFilter(f: Filters) {
  return {
    review: f.review,
    ...(f.privilegeType ? { privilegeType: f.privilegeType } : {}),
    ...(f.enabled ? { enabled: f.enabled === 'true' } : {}),
    ...(text(f.keyword) ? { keyword: text(f.keyword) } : {}),
  };
}
const toQuery = ({ pageNo, pageSize, filters }: PageRequest<Filters>): UserListQuery => ({
  pageNo,
  pageSize,
  ...toFilter(filters),
});

/** The platform's users of every type: find, create, edit, approve, disable, reset a password, delete, export. */
export function UsersPage() {
  const { t } = useTranslation('system');
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const access = useAccess();
  const canApprove = access.can(SYSTEM_PERMISSIONS.approveUsers);
  const canEdit = access.can(SYSTEM_PERMISSIONS.editUsers);
  const columns = useUserColumns();
  const approve = useApproveUser();
  const setEnabled = useSetUserEnabled();
  const remove = useRemoveUsers();
  const [editing, setEditing] = useState<UserRow | null | undefined>(undefined);
  const [resetting, setResetting] = useState<UserRow | null>(null);
  const [temp, setTemp] = useState<{ username: string; password: string } | null>(null);

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      void message.success(done);
    } catch {
      // shown by the client
    }
  };

  const filters: FilterField<Filters>[] = [
    {
      name: 'keyword',
      label: t('users.keyword'),
      input: <Input allowClear placeholder={t('users.keywordPlaceholder')} style={{ width: 220 }} maxLength={100} />,
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
      name: 'enabled',
      label: t('users.enabledFilter'),
      input: (
        <Select
          allowClear
          style={{ width: 110 }}
          options={(['true', 'false'] as const).map((v) => ({ value: v, label: t(`users.enabledStates.${v}`) }))}
        />
      ),
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
      onExport={({ filters: f }) => systemApi.exportUsers(toFilter(f))}
      toolbar={() =>
        canEdit ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="user-add">
            {t('users.add')}
          </Button>
        ) : null
      }
      rowActions={
        canApprove || canEdit
          ? {
              width: 96,
              render: (r) => (
                <UserRowActions
                  user={r}
                  canApprove={canApprove}
                  canEdit={canEdit}
                  onApprove={(u) =>
                    void run(() => approve.mutateAsync(u.id), t('users.approved', { username: u.username }))
                  }
                  onEdit={setEditing}
                  onReset={setResetting}
                  onSetEnabled={(u, enabled) =>
                    void run(
                      () => setEnabled.mutateAsync({ id: u.id, enabled }),
                      t(enabled ? 'users.enabledDone' : 'users.disabledDone', { username: u.username }),
                    )
                  }
                  onDelete={(u) =>
                    void run(() => remove.mutateAsync([u.id]), t('users.deleted', { username: u.username }))
                  }
                />
              ),
            }
          : undefined
      }
    >
      {() => (
        <>
          <UserFormModal
            open={editing !== undefined}
            user={editing ?? null}
            onClose={() => setEditing(undefined)}
            onTemporaryPassword={(username, password) => setTemp({ username, password })}
          />
          <ResetPasswordModal
            user={resetting}
            onClose={() => setResetting(null)}
            onTemporaryPassword={(username, password) => setTemp({ username, password })}
          />
          <TemporaryPasswordModal shown={temp} onClose={() => setTemp(null)} />
        </>
      )}
    </ListPage>
  );
}
