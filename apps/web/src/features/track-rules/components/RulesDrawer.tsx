import { useState } from 'react';
import { Alert, App, Button, Drawer, Flex, Table, Tag } from 'antd';
import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { TrackRule, TrackRuleGroup } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { EditDeleteActions } from '../../../shared/list/EditDeleteActions';
import { ImportDialog } from '../../../shared/import/ImportDialog';
import { useLanguage } from '../../../i18n/useLanguage';
import { TASK_KEYS } from '../../tasks';
import { trackRulesApi } from '../api/trackRulesApi';
import { useDeleteRules, useRules } from '../hooks/useTrackRules';
import { RuleFormModal } from './RuleFormModal';
import { RuleTestPanel } from './RuleTestPanel';
import { GroupProducts } from './GroupProducts';
import { statusLabel } from './statusWords';

interface Props {
  group: TrackRuleGroup | null;
  onClose: () => void;
}

/** One group's rules in the order they are tried: add, change, delete, template and import, and the rule test. */
export function RulesDrawer({ group, onClose }: Props) {
  const { t } = useTranslation('track-rules');
  const lang = useLanguage();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const rules = useRules(group?.id ?? null);
  const remove = useDeleteRules();
  const [editing, setEditing] = useState<TrackRule | { groupId: number } | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [importing, setImporting] = useState(false);

  const deleteRule = async (r: TrackRule) => {
    try {
      await remove.mutateAsync([r.id]);
      void message.success(t('messages.deleted'));
    } catch {
      // the client showed the message
    }
  };

  return (
    <Drawer
      open={group !== null}
      onClose={onClose}
      title={group ? t('rules.title', { name: group.name, code: group.carrierCode }) : ''}
      width="min(880px, 100vw)"
      destroyOnHidden
      data-testid="track-rules-drawer"
    >
      {group ? (
        <Flex vertical gap={12}>
          <Flex justify="flex-end" gap={8} wrap>
            <Button
              icon={<DownloadOutlined />}
              onClick={() => void trackRulesApi.template(group.id)}
              data-testid="track-rule-template"
            >
              {t('actions.template')}
            </Button>
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="track-rule-import">
              {t('actions.import')}
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              data-testid="track-rule-add"
              onClick={() => {
                setEditing({ groupId: group.id });
                setFormOpen(true);
              }}
            >
              {t('actions.addRule')}
            </Button>
          </Flex>
          {rules.isError ? <Alert type="error" showIcon message={t('rules.loadFailed')} /> : null}
          <Table<TrackRule>
            size="small"
            rowKey="id"
            loading={rules.isLoading}
            dataSource={rules.data?.rows ?? []}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('rules.empty') }}
            onRow={(r) => ({ 'data-testid': `track-rule-row-${r.id}` }) as React.HTMLAttributes<HTMLElement>}
            columns={[
              { key: 'priority', dataIndex: 'priority', title: t('columns.priority'), width: 80, align: 'right' },
              {
                key: 'matchKind',
                title: t('columns.matchKind'),
                width: 110,
                render: (_, r) => t(`kinds.${r.matchKind}`),
              },
              { key: 'matchText', dataIndex: 'matchText', title: t('columns.matchText'), width: 200, ellipsis: true },
              {
                key: 'status',
                title: t('columns.status'),
                width: 200,
                render: (_, r) => statusLabel(r.status, r.subStatus, lang),
              },
              {
                key: 'enabled',
                title: t('columns.enabled'),
                width: 90,
                render: (_, r) =>
                  r.enabled ? <Tag color="green">{t('status.enabled')}</Tag> : <Tag>{t('status.disabled')}</Tag>,
              },
              {
                key: 'actions',
                title: t('columns.actions'),
                width: 80,
                render: (_, r) => (
                  <EditDeleteActions
                    row={r}
                    testIdPrefix="track-rule"
                    confirm={t('actions.deleteRuleConfirm', { text: r.matchText })}
                    onEdit={(row) => {
                      setEditing(row);
                      setFormOpen(true);
                    }}
                    onDelete={(row) => void deleteRule(row)}
                  />
                ),
              },
            ]}
          />
          <RuleTestPanel groupId={group.id} />
          <GroupProducts groupId={group.id} />
          <RuleFormModal open={formOpen} rule={editing} onClose={() => setFormOpen(false)} />
          <ImportDialog
            open={importing}
            title={t('rules.importTitle', { name: group.name })}
            testId="track-rule"
            onClose={() => setImporting(false)}
            onTemplate={() => trackRulesApi.template(group.id)}
            onSubmit={async (file) => {
              await trackRulesApi.import(file, group.id);
              void queryClient.invalidateQueries({ queryKey: TASK_KEYS.all });
            }}
          />
        </Flex>
      ) : null}
    </Drawer>
  );
}
