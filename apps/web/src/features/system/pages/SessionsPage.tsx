import { App, Button, Input, Popconfirm, Tag, Tooltip } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import type { OnlineSession, OnlineSessionQuery } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';
import { formatDateTime } from '../../../shared/format';
import { ListPage, type FilterField, type ListColumn, type PageRequest } from '../../../shared/list';
import { systemApi } from '../api/systemApi';
import { systemKeys, useEndSession } from '../hooks/useSystem';

interface Filters {
  username?: string;
}

const toQuery = ({ pageNo, pageSize, filters }: PageRequest<Filters>): OnlineSessionQuery => ({
  pageNo,
  pageSize,
  ...(filters.username?.trim() ? { username: filters.username.trim() } : {}),
});

/** Who is signed in, from where, since when; an operator ends a session and its token stops working. */
export function SessionsPage() {
  const { t } = useTranslation('system');
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const end = useEndSession();

  const columns: ListColumn<OnlineSession>[] = [
    {
      key: 'username',
      title: t('sessions.username'),
      width: 140,
      ellipsis: true,
      locked: true,
      render: (r) => (
        <>
          {r.username}
          {r.current ? (
            <Tag color="green" style={{ marginInlineStart: 4 }}>
              {t('sessions.current')}
            </Tag>
          ) : null}
        </>
      ),
    },
    {
      key: 'privilegeType',
      title: t('sessions.privilegeType'),
      width: 96,
      render: (r) => <Tag color="blue">{tc(`privilege.${r.privilegeType}`)}</Tag>,
    },
    { key: 'ip', title: t('sessions.ip'), width: 130, ellipsis: true },
    { key: 'userAgent', title: t('sessions.userAgent'), width: 220, ellipsis: true },
    { key: 'createdAt', title: t('sessions.createdAt'), width: 150, render: (r) => formatDateTime(r.createdAt) },
    { key: 'lastSeenAt', title: t('sessions.lastSeenAt'), width: 150, render: (r) => formatDateTime(r.lastSeenAt) },
    {
      key: 'expiresAt',
      title: t('sessions.expiresAt'),
      width: 150,
      defaultHidden: true,
      render: (r) => formatDateTime(r.expiresAt),
    },
  ];

  const filters: FilterField<Filters>[] = [
    {
      name: 'username',
      label: t('sessions.username'),
      input: (
        <Input allowClear placeholder={t('sessions.usernamePlaceholder')} style={{ width: 180 }} maxLength={100} />
      ),
    },
  ];

  const onEnd = async (r: OnlineSession) => {
    try {
      await end.mutateAsync(r.id);
      void message.success(t('sessions.ended'));
    } catch {
      // shown by the client
    }
  };

  return (
    <ListPage<OnlineSession, Filters>
      testId="sessions"
      title={t('sessions.title')}
      filterFormName="session-filters"
      filters={filters}
      initialFilters={{}}
      queryKey={systemKeys.sessions}
      load={(req, signal) => systemApi.sessions(toQuery(req), signal)}
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={(r) => `session-row-${r.id}`}
      rowActions={{
        width: 64,
        render: (r) => (
          <Popconfirm
            title={t('sessions.endConfirm', { username: r.username })}
            okText={tc('actions.confirm')}
            cancelText={tc('actions.cancel')}
            okButtonProps={testIdProps(`session-end-confirm-${r.id}`)}
            onConfirm={() => onEnd(r)}
          >
            <Tooltip title={t('sessions.end')}>
              <Button
                type="link"
                size="small"
                danger
                icon={<LogoutOutlined />}
                aria-label={t('sessions.end')}
                data-testid={`session-end-${r.id}`}
              />
            </Tooltip>
          </Popconfirm>
        ),
      }}
    />
  );
}
