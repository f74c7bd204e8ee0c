import { useState } from 'react';
import { App, Button, Drawer, Popconfirm, Select, Space, Table, Typography } from 'antd';
import type { ClearanceAssignment, ClearanceService } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { useAssign, useAssignments, useCancelAssignment, useUnassigned } from '../hooks/useClearance';

interface Props {
  service: ClearanceService | null;
  onClose: () => void;
}

/** The customers a service is assigned to (cancel one), and the assignment of those not yet assigned. */
export function AssignmentsDrawer({ service, onClose }: Props) {
  const { t } = useTranslation('clearance-ports');
  const { message } = App.useApp();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<number[]>([]);
  const assigned = useAssignments(service?.id ?? null);
  const unassigned = useUnassigned(service?.id ?? null, search.trim());
  const assign = useAssign();
  const cancel = useCancelAssignment();

  const submit = async () => {
    if (!service || !picked.length) return;
    try {
      const { assigned: n } = await assign.mutateAsync({ serviceId: service.id, accountIds: picked });
      void message.success(t('assignments.assignedMessage', { count: n }));
      setPicked([]);
    } catch {
      // the client showed the message
    }
  };
  const cancelOne = async (a: ClearanceAssignment) => {
    try {
      await cancel.mutateAsync(a.id);
      void message.success(t('assignments.cancelled'));
    } catch {
      // the client showed the message
    }
  };

  return (
    <Drawer
      open={service !== null}
      onClose={() => {
        setPicked([]);
        setSearch('');
        onClose();
      }}
      title={service ? t('assignments.title', { name: service.label }) : ''}
      width="min(640px, 100vw)"
      data-testid="assignments-drawer"
    >
      <Typography.Title level={5}>{t('assignments.pick')}</Typography.Title>
      <Space.Compact style={{ width: '100%', marginBottom: 16 }}>
        <Select
          mode="multiple"
          style={{ width: '100%' }}
          placeholder={t('assignments.pickPlaceholder')}
          value={picked}
          onChange={setPicked}
          showSearch={{ filterOption: false, onSearch: setSearch }}
          loading={unassigned.isFetching}
          options={(unassigned.data?.rows ?? []).map((c) => ({
            value: c.id,
            label: c.nickName ? `${c.username} (${c.nickName})` : c.username,
          }))}
          data-testid="assign-customers"
        />
        <Button
          type="primary"
          disabled={!picked.length}
          loading={assign.isPending}
          onClick={() => void submit()}
          data-testid="assign-submit"
        >
          {t('assignments.assign')}
        </Button>
      </Space.Compact>
      <Typography.Title level={5}>{t('assignments.assigned')}</Typography.Title>
      <Table<ClearanceAssignment>
        rowKey="id"
        size="small"
        loading={assigned.isLoading}
        dataSource={assigned.data?.rows ?? []}
        pagination={false}
        locale={{ emptyText: t('assignments.empty') }}
        onRow={(r) => ({ 'data-testid': `assignment-row-${r.username}` }) as object}
        columns={[
          {
            key: 'customer',
            title: t('assignments.customer'),
            render: (_, r) => (r.nickName ? `${r.username} (${r.nickName})` : r.username),
          },
          { key: 'since', title: t('assignments.since'), width: 170, render: (_, r) => formatDateTime(r.createdAt) },
          {
            key: 'cancel',
            title: '',
            width: 110,
            render: (_, r) => (
              <Popconfirm
                title={t('assignments.cancelConfirm', { name: r.username })}
                onConfirm={() => void cancelOne(r)}
              >
                <Button type="link" size="small" danger data-testid={`assignment-cancel-${r.username}`}>
                  {t('assignments.cancel')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Drawer>
  );
}
