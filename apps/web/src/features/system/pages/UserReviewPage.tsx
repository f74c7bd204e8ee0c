import { useState } from 'react';
import { App, Button, Card, Form, Input, Popconfirm, Select, Table, Tag, type TableColumnsType } from 'antd';
import { CheckOutlined, SearchOutlined } from '@ant-design/icons';
import {
  PRIVILEGE_TYPES,
  USER_REVIEW_STATES,
  type PrivilegeType,
  type UserListQuery,
  type UserRow,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { usePaging } from '../../../shared/hooks/usePaging';
import { formatDateTime } from '../../../shared/format';
import { testIdProps } from '../../../shared/components/testId';
import { useApproveUser, useUserList } from '../hooks/useSystem';

type Review = (typeof USER_REVIEW_STATES)[number];
interface Filters {
  review: Review;
  privilegeType?: PrivilegeType;
  keyword?: string;
}

/** Platform staff approve customers who registered; approved users can sign in. */
export function UserReviewPage() {
  const { t } = useTranslation('system');
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const [filters, setFilters] = useState<Filters>({ review: 'PENDING' });
  const paging = usePaging();
  const keyword = filters.keyword?.trim();
  const query: UserListQuery = {
    pageNo: paging.pageNo,
    pageSize: paging.pageSize,
    review: filters.review,
    ...(filters.privilegeType ? { privilegeType: filters.privilegeType } : {}),
    ...(keyword ? { keyword } : {}),
  };
  const users = useUserList(query);
  const approve = useApproveUser();

  const onApprove = async (row: UserRow) => {
    try {
      await approve.mutateAsync(row.id);
      void message.success(t('users.approved', { username: row.username }));
    } catch {
      // shown by the client
    }
  };

  const columns: TableColumnsType<UserRow> = [
    { key: 'id', title: 'ID', dataIndex: 'id', width: 70 },
    { key: 'username', title: t('users.username'), dataIndex: 'username', width: 150 },
    { key: 'phone', title: t('users.phone'), dataIndex: 'phone', width: 130 },
    { key: 'email', title: t('users.email'), dataIndex: 'email', ellipsis: true },
    {
      key: 'privilegeType',
      title: t('users.privilegeType'),
      dataIndex: 'privilegeType',
      width: 110,
      render: (v: PrivilegeType) => <Tag color="blue">{tc(`privilege.${v}`)}</Tag>,
    },
    {
      key: 'accountType',
      title: t('users.accountType'),
      width: 160,
      render: (_v, r) => (r.isSubAccount ? t('users.subOf', { main: r.mainAccountName ?? '-' }) : t('users.main')),
    },
    {
      key: 'review',
      title: t('users.review'),
      width: 150,
      render: (_v, r) => (
        <>
          <Tag color={r.isApproved ? 'green' : 'orange'}>
            {r.isApproved ? t('users.reviews.APPROVED') : t('users.reviews.PENDING')}
          </Tag>
          {!r.enabled ? <Tag color="red">{t('users.disabled')}</Tag> : null}
        </>
      ),
    },
    {
      key: 'createdAt',
      title: t('users.createdAt'),
      dataIndex: 'createdAt',
      width: 160,
      render: (v: string) => formatDateTime(v),
    },
    {
      key: 'approvedAt',
      title: t('users.approvedAt'),
      dataIndex: 'approvedAt',
      width: 160,
      render: (v: string | null) => (v ? formatDateTime(v) : '-'),
    },
    {
      key: 'actions',
      title: tc('actions.actions'),
      width: 110,
      fixed: 'right',
      render: (_v, r) =>
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
    },
  ];

  return (
    <div data-testid="users-page">
      <Card className="ph-page-card">
        <Form<Filters>
          layout="inline"
          name="user-filters"
          initialValues={{ review: 'PENDING' }}
          onFinish={(v) => {
            setFilters(v);
            paging.toFirstPage();
          }}
          style={{ rowGap: 12 }}
        >
          <Form.Item name="review" label={t('users.review')}>
            <Select
              style={{ width: 130 }}
              options={USER_REVIEW_STATES.map((s) => ({ value: s, label: t(`users.reviews.${s}`) }))}
            />
          </Form.Item>
          <Form.Item name="privilegeType" label={t('users.privilegeType')}>
            <Select
              allowClear
              placeholder={t('users.allTypes')}
              style={{ width: 130 }}
              options={PRIVILEGE_TYPES.map((p) => ({ value: p, label: tc(`privilege.${p}`) }))}
            />
          </Form.Item>
          <Form.Item name="keyword" label={t('users.keyword')}>
            <Input allowClear placeholder={t('users.keywordPlaceholder')} style={{ width: 220 }} maxLength={100} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="users-search">
              {tc('actions.search')}
            </Button>
          </Form.Item>
        </Form>
      </Card>
      <Card className="ph-page-card" title={t('users.title')}>
        <Table<UserRow>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={users.data?.rows ?? []}
          loading={users.isFetching}
          scroll={{ x: 1300 }}
          onRow={(r) => testIdProps(`user-row-${r.id}`)}
          pagination={paging.pagination(users.data?.total ?? 0)}
        />
      </Card>
    </div>
  );
}
