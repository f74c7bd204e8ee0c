import { useState } from 'react';
import { App, Button, Input } from 'antd';
import type { WaitingEvent } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { ListPage, type FilterField, type ListColumn } from '../../../shared/list';
import { trackRulesApi } from '../api/trackRulesApi';
import { trackRuleKeys } from '../hooks/queryKeys';
import { RuleFormModal, type RuleDraft } from './RuleFormModal';
import { GroupFormModal } from './GroupFormModal';

interface Filters {
  carrierCode?: string;
  code?: string;
}
const INITIAL: Filters = {};

/**
 * Raw events no rule maps ("Unable to match the rule"). "Map" opens a new rule of the carrier's group for the event's
 * code: once saved, every waiting event of that code is mapped again in the background.
 */
export function WaitingEvents() {
  const { t } = useTranslation('track-rules');
  const { message } = App.useApp();
  const [draft, setDraft] = useState<RuleDraft | null>(null);
  const [groupFor, setGroupFor] = useState<string | null>(null);
  const filters: FilterField<Filters>[] = [
    {
      name: 'carrierCode',
      label: t('filters.carrierCode'),
      input: <Input allowClear style={{ width: 160 }} maxLength={30} />,
    },
    { name: 'code', label: t('filters.code'), input: <Input allowClear style={{ width: 160 }} maxLength={200} /> },
  ];
  const columns: ListColumn<WaitingEvent>[] = [
    { key: 'carrierCode', title: t('columns.carrierCode'), width: 120, locked: true },
    { key: 'trackingNo', title: t('columns.trackingNo'), width: 170, ellipsis: true },
    { key: 'code', title: t('columns.code'), width: 130, ellipsis: true },
    { key: 'description', title: t('columns.description'), width: 240, ellipsis: true },
    { key: 'location', title: t('columns.location'), width: 110, ellipsis: true, defaultHidden: true },
    { key: 'eventTime', title: t('columns.eventTime'), width: 170, render: (r) => formatDateTime(r.eventTime) },
  ];

  const map = (e: WaitingEvent) => {
    if (e.groupId === null) {
      void message.warning(t('actions.noGroup', { code: e.carrierCode }));
      setGroupFor(e.carrierCode);
      return;
    }
    setDraft({ groupId: e.groupId, matchKind: 'CODE', matchText: e.code });
  };

  return (
    <ListPage<WaitingEvent, Filters>
      testId="track-waiting"
      title={t('tabs.waiting')}
      filterFormName="track-waiting-filters"
      filters={filters}
      initialFilters={INITIAL}
      queryKey={trackRuleKeys.waiting()}
      load={({ pageNo, pageSize, filters: f }, signal) =>
        trackRulesApi.waiting(
          {
            pageNo,
            pageSize,
            ...(f.carrierCode?.trim() ? { carrierCode: f.carrierCode.trim() } : {}),
            ...(f.code?.trim() ? { code: f.code.trim() } : {}),
          },
          signal,
        )
      }
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={(r) => `track-waiting-row-${r.id}`}
      rowActions={{
        width: 80,
        render: (r) => (
          <Button type="link" size="small" onClick={() => map(r)} data-testid={`track-waiting-map-${r.id}`}>
            {t('actions.map')}
          </Button>
        ),
      }}
    >
      {() => (
        <>
          <RuleFormModal open={draft !== null} rule={draft} onClose={() => setDraft(null)} />
          <GroupFormModal
            open={groupFor !== null}
            group={null}
            carrierCode={groupFor ?? undefined}
            onClose={() => setGroupFor(null)}
          />
        </>
      )}
    </ListPage>
  );
}
