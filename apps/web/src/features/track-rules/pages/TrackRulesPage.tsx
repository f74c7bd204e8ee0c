import { useState } from 'react';
import { App, Button, Input, Select, Tabs, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { TrackRuleGroup } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { ListPage, type FilterField, type ListColumn } from '../../../shared/list';
import { EditDeleteActions } from '../../../shared/list/EditDeleteActions';
import { trackRulesApi } from '../api/trackRulesApi';
import { GroupFormModal } from '../components/GroupFormModal';
import { RulesDrawer } from '../components/RulesDrawer';
import { WaitingEvents } from '../components/WaitingEvents';
import { trackRuleKeys } from '../hooks/queryKeys';
import { useDeleteGroups } from '../hooks/useTrackRules';

interface Filters {
  blurry?: string;
  enabled?: 'true' | 'false';
}
const INITIAL: Filters = {};

function GroupsList() {
  const { t } = useTranslation('track-rules');
  const { message } = App.useApp();
  const [editing, setEditing] = useState<TrackRuleGroup | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [rulesOf, setRulesOf] = useState<TrackRuleGroup | null>(null);
  const remove = useDeleteGroups();
  const filters: FilterField<Filters>[] = [
    {
      name: 'blurry',
      label: t('filters.blurry'),
      input: <Input allowClear placeholder={t('filters.blurryPlaceholder')} style={{ width: 200 }} maxLength={100} />,
    },
    {
      name: 'enabled',
      label: t('filters.enabled'),
      input: (
        <Select
          allowClear
          style={{ width: 120 }}
          placeholder={t('filters.all')}
          options={[
            { value: 'true', label: t('status.enabled') },
            { value: 'false', label: t('status.disabled') },
          ]}
        />
      ),
    },
  ];
  const columns: ListColumn<TrackRuleGroup>[] = [
    { key: 'name', title: t('columns.name'), width: 180, locked: true, ellipsis: true },
    { key: 'carrierCode', title: t('columns.carrierCode'), width: 130 },
    {
      key: 'ruleCount',
      title: t('columns.rules'),
      width: 90,
      align: 'right',
      render: (r) => (
        <Button type="link" size="small" onClick={() => setRulesOf(r)} data-testid={`track-group-rules-${r.id}`}>
          {r.ruleCount}
        </Button>
      ),
    },
    {
      key: 'enabled',
      title: t('columns.enabled'),
      width: 96,
      render: (r) => (r.enabled ? <Tag color="green">{t('status.enabled')}</Tag> : <Tag>{t('status.disabled')}</Tag>),
    },
    { key: 'remark', title: t('columns.remark'), width: 180, ellipsis: true },
    {
      key: 'updatedAt',
      title: t('columns.updatedAt'),
      width: 170,
      defaultHidden: true,
      render: (r) => formatDateTime(r.updatedAt),
    },
  ];

  const deleteGroup = async (g: TrackRuleGroup) => {
    try {
      await remove.mutateAsync([g.id]);
      void message.success(t('messages.deleted'));
    } catch {
      // the client showed the message
    }
  };

  return (
    <ListPage<TrackRuleGroup, Filters>
      testId="track-group"
      title={t('tabs.groups')}
      filterFormName="track-group-filters"
      filters={filters}
      initialFilters={INITIAL}
      queryKey={trackRuleKeys.groups()}
      load={({ pageNo, pageSize, filters: f }, signal) =>
        trackRulesApi.groups(
          {
            pageNo,
            pageSize,
            ...(f.blurry?.trim() ? { blurry: f.blurry.trim() } : {}),
            ...(f.enabled ? { enabled: f.enabled === 'true' } : {}),
          },
          signal,
        )
      }
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={(r) => `track-group-row-${r.id}`}
      history={{ resource: 'track_rule_groups' }}
      rowActions={{
        width: 80,
        render: (r) => (
          <EditDeleteActions
            row={r}
            testIdPrefix="track-group"
            confirm={t('actions.deleteGroupConfirm', { name: r.name })}
            onEdit={(row) => {
              setEditing(row);
              setFormOpen(true);
            }}
            onDelete={(row) => void deleteGroup(row)}
          />
        ),
      }}
      toolbar={() => (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          data-testid="track-group-add"
          onClick={() => {
            setEditing(null);
            setFormOpen(true);
          }}
        >
          {t('actions.addGroup')}
        </Button>
      )}
    >
      {() => (
        <>
          <GroupFormModal open={formOpen} group={editing} onClose={() => setFormOpen(false)} />
          <RulesDrawer group={rulesOf} onClose={() => setRulesOf(null)} />
        </>
      )}
    </ListPage>
  );
}

/**
 * Track rule groups and rules (menu key tracking/rule-group/index, tracking:manage): the groups with their rules, the
 * rule test, template and import; and the raw events waiting for a rule, each with a "map" action.
 */
export function TrackRulesPage() {
  const { t } = useTranslation('track-rules');
  return (
    <Tabs
      data-testid="track-rules-tabs"
      destroyOnHidden
      items={[
        { key: 'groups', label: t('tabs.groups'), children: <GroupsList /> },
        { key: 'waiting', label: t('tabs.waiting'), children: <WaitingEvents /> },
      ]}
    />
  );
}
