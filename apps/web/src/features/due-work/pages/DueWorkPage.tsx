import type { DueWorkItem } from '@parcelhub/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage';
import { formatDateTime } from '../../../shared/format';
import { ListPage, type ListColumn } from '../../../shared/list';
import { dueWorkApi } from '../api/dueWorkApi';
import { RetryButton } from '../components/RetryButton';
import { useDueWorkFilters } from '../components/dueWorkFilters';
import { INITIAL_DUE_WORK_FILTERS, toDueWorkQuery, type DueWorkFilters } from '../components/dueWorkQuery';
import { DUE_WORK_KEYS } from '../hooks/queryKeys';

/** Background work that waits or gave up (system:dueWork), with a retry for what gave up. */
export function DueWorkPage() {
  const { t } = useTranslation('due-work');
  const lang = useLanguage();
  const filters = useDueWorkFilters();
  const columns: ListColumn<DueWorkItem>[] = [
    {
      key: 'kind',
      title: t('columns.kind'),
      width: 140,
      locked: true,
      ellipsis: true,
      render: (r) => <span title={r.kind}>{r.kindName}</span>,
    },
    { key: 'key', title: t('columns.key'), width: 100, ellipsis: true },
    {
      key: 'state',
      title: t('columns.state'),
      width: 90,
      render: (r) => <Tag color={r.state === 'gaveUp' ? 'red' : 'blue'}>{t(`states.${r.state}`)}</Tag>,
    },
    {
      key: 'attempts',
      title: t('columns.attempts'),
      width: 80,
      align: 'right',
      render: (r) => <span data-testid={`due-work-attempts-${r.kind}-${r.key}`}>{r.attempts}</span>,
    },
    { key: 'lastError', title: t('columns.lastError'), width: 240, ellipsis: true },
    { key: 'dueAt', title: t('columns.dueAt'), width: 160, render: (r) => formatDateTime(r.dueAt) },
    {
      key: 'gaveUpAt',
      title: t('columns.gaveUpAt'),
      width: 160,
      render: (r) => (r.gaveUpAt ? formatDateTime(r.gaveUpAt) : '-'),
    },
    {
      key: 'createdAt',
      title: t('columns.createdAt'),
      width: 160,
      defaultHidden: true,
      render: (r) => formatDateTime(r.createdAt),
    },
  ];
  return (
    <ListPage<DueWorkItem, DueWorkFilters>
      testId="due-work"
      title={t('title')}
      intro={t('intro')}
      filterFormName="due-work-filters"
      filters={filters}
      initialFilters={INITIAL_DUE_WORK_FILTERS}
      queryKey={DUE_WORK_KEYS.list(lang)}
      load={(req, signal) => dueWorkApi.list(toDueWorkQuery(req), signal)}
      columns={columns}
      rowKey={(r) => `${r.kind}:${r.key}`}
      rowTestId={(r) => `due-work-row-${r.kind}-${r.key}`}
      rowActions={{ width: 90, render: (r) => <RetryButton item={r} /> }}
      pageSize={20}
    />
  );
}
