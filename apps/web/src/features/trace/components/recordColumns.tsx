import { Tag } from 'antd';
import { TRACKING_STATUS_WORDS, TRACKING_SUB_STATUS_WORDS, type TraceDbRecord } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { formatDateTime } from '../../../shared/format';
import type { ListColumn } from '../../../shared/list';

/** A status and sub-status code in the reader's words (the code itself when it is not a standard one). */
export function useStatusWords() {
  const lang = useLanguage();
  return (status: string, subStatus: string | null) => {
    const main = TRACKING_STATUS_WORDS[status as keyof typeof TRACKING_STATUS_WORDS]?.[lang] ?? status;
    if (!subStatus) return main;
    const sub = TRACKING_SUB_STATUS_WORDS[subStatus as keyof typeof TRACKING_SUB_STATUS_WORDS]?.[lang] ?? subStatus;
    return `${main} / ${sub}`;
  };
}

export function useRecordColumns(): ListColumn<TraceDbRecord>[] {
  const { t } = useTranslation('trace');
  const words = useStatusWords();
  return [
    { key: 'deliveryNumber', title: t('db.columns.deliveryNumber'), width: 170, locked: true, ellipsis: true },
    {
      key: 'status',
      title: t('db.columns.status'),
      width: 170,
      ellipsis: true,
      render: (r) => words(r.status, r.subStatus),
    },
    {
      key: 'eventTime',
      title: t('db.columns.eventTime'),
      width: 160,
      render: (r) => formatDateTime(r.eventTime),
    },
    {
      key: 'matchState',
      title: t('db.columns.matchState'),
      width: 100,
      render: (r) =>
        r.matchState === 'MATCHED' ? (
          <Tag color="green">{t('db.match.MATCHED')}</Tag>
        ) : (
          <Tag color="orange">{t('db.match.UNMATCHED')}</Tag>
        ),
    },
    { key: 'orderNo', title: t('db.columns.orderNo'), width: 150, ellipsis: true },
    { key: 'location', title: t('db.columns.location'), width: 140, ellipsis: true },
    { key: 'description', title: t('db.columns.description'), width: 160, ellipsis: true },
    { key: 'stationCode', title: t('db.columns.station'), width: 100, ellipsis: true, defaultHidden: true },
    {
      key: 'matchedAt',
      title: t('db.columns.matchedAt'),
      width: 160,
      defaultHidden: true,
      render: (r) => (r.matchedAt ? formatDateTime(r.matchedAt) : ''),
    },
  ];
}
