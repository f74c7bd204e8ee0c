import { useState } from 'react';
import { App, Button, Input, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { SubAccount, SubAccountQuery } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { ListPage, type FilterField, type ListColumn, type PageRequest } from '../../../shared/list';
import { subAccountApi } from '../api/subAccountApi';
import { SubAccountFormModal } from '../components/SubAccountFormModal';
import { GrantMenusModal } from '../components/GrantMenusModal';
import { SubAccountRowActions } from '../components/SubAccountRowActions';
import { subAccountKeys, useRemoveSubAccounts, useSetSubAccountEnabled } from '../hooks/useSubAccounts';

interface Filters {
  keyword?: string;
}

const toQuery = ({ pageNo, pageSize, filters }: PageRequest<Filters>): SubAccountQuery => ({
  pageNo,
  pageSize,
  ...(filters.keyword?.trim() ? { keyword: filters.keyword.trim() } : {}),
});

/** A customer main account's sub-accounts: who they are, whether they may sign in, and which menus they get. */
export function SubAccountsPage() {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const setEnabled = useSetSubAccountEnabled();
  const remove = useRemoveSubAccounts();
  const [editing, setEditing] = useState<SubAccount | null | undefined>(undefined);
  const [granting, setGranting] = useState<SubAccount | null>(null);

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      void message.success(done);
    } catch {
      // shown by the client
    }
  };

  const columns: ListColumn<SubAccount>[] = [
    { key: 'username', title: t('sub.username'), width: 140, ellipsis: true, locked: true },
    { key: 'nickName', title: t('sub.nickName'), width: 120, ellipsis: true },
    { key: 'phone', title: t('sub.phone'), width: 120, ellipsis: true },
    { key: 'email', title: t('sub.email'), width: 170, ellipsis: true, defaultHidden: true },
    {
      key: 'enabled',
      title: t('sub.status'),
      width: 90,
      render: (r) => <Tag color={r.enabled ? 'green' : 'red'}>{r.enabled ? t('sub.enabled') : t('sub.disabled')}</Tag>,
    },
    { key: 'menus', title: t('sub.menuCount'), width: 100, render: (r) => r.menuIds.length },
    { key: 'createdAt', title: t('sub.createdAt'), width: 150, render: (r) => formatDateTime(r.createdAt) },
  ];

  const filters: FilterField<Filters>[] = [
    {
      name: 'keyword',
      label: t('sub.keyword'),
      input: <Input allowClear placeholder={t('sub.keywordPlaceholder')} style={{ width: 200 }} maxLength={100} />,
    },
  ];

  return (
    <ListPage<SubAccount, Filters>
      testId="subs"
      title={t('sub.title')}
      filterFormName="sub-filters"
      filters={filters}
      initialFilters={{}}
      queryKey={subAccountKeys.all}
      load={(req, signal) => subAccountApi.list(toQuery(req), signal)}
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={(r) => `sub-row-${r.id}`}
      toolbar={() => (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="sub-add">
          {t('sub.add')}
        </Button>
      )}
      rowActions={{
        width: 96,
        render: (r) => (
          <SubAccountRowActions
            sub={r}
            onEdit={setEditing}
            onGrant={setGranting}
            onSetEnabled={(s, enabled) =>
              void run(
                () => setEnabled.mutateAsync({ id: s.id, enabled }),
                t(enabled ? 'sub.enabledDone' : 'sub.disabledDone', { username: s.username }),
              )
            }
            onDelete={(s) => void run(() => remove.mutateAsync([s.id]), t('sub.deleted', { username: s.username }))}
          />
        ),
      }}
    >
      {() => (
        <>
          <SubAccountFormModal
            open={editing !== undefined}
            sub={editing ?? null}
            onClose={() => setEditing(undefined)}
          />
          <GrantMenusModal sub={granting} onClose={() => setGranting(null)} />
        </>
      )}
    </ListPage>
  );
}
