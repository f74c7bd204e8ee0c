import type { OplogEntry } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage';
import { formatDateTime } from '../../../shared/format';
import { ListPage, type ListColumn } from '../../../shared/list';
import { ActionTag } from '../components/ActionTag';
import { FieldChanges } from '../components/FieldChanges';
import { toOplogQuery, useOplogFilters, type OplogFilters } from '../components/oplogFilters';
import { oplogApi } from '../api/oplogApi';
import { OPLOG_KEYS } from '../hooks/queryKeys';

const INITIAL_FILTERS: OplogFilters = {};

/** Every logged write of the product, newest first (system:oplog). */
export function OperationLogPage() {
  const { t } = useTranslation('oplog');
  const lang = useLanguage();
  const filters = useOplogFilters();
  const columns: ListColumn<OplogEntry>[] = [
    { key: 'createdDate', title: t('columns.time'), width: 150, render: (r) => formatDateTime(r.createdDate) },
    { key: 'username', title: t('columns.user'), width: 110, ellipsis: true, render: (r) => r.username ?? t('system') },
    { key: 'action', title: t('columns.action'), width: 80, render: (r) => <ActionTag action={r.action} /> },
    {
      key: 'resource',
      title: t('columns.resource'),
      width: 150,
      ellipsis: true,
      render: (r) => <span title={r.resource}>{r.resourceLabel}</span>,
    },
    {
      key: 'recordId',
      title: t('columns.record'),
      width: 160,
      ellipsis: true,
      render: (r) => (r.recordName ? `${r.recordName} (#${r.recordId})` : `#${r.recordId}`),
    },
    {
      key: 'changes',
      title: t('columns.changes'),
      width: 320,
      locked: true,
      render: (r) => <FieldChanges changes={r.changes} max={6} />,
    },
    { key: 'requestId', title: t('columns.requestId'), width: 160, defaultHidden: true, ellipsis: true },
  ];
  return (
    <ListPage<OplogEntry, OplogFilters>
      testId="oplog"
      title={t('title')}
      intro={t('intro')}
      filterFormName="oplog-filters"
      filters={filters}
      initialFilters={INITIAL_FILTERS}
      queryKey={OPLOG_KEYS.list(lang)}
      load={(req, signal) => oplogApi.list(toOplogQuery(req), signal)}
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={(r) => `oplog-row-${r.id}`}
      pageSize={20}
    />
  );
}
