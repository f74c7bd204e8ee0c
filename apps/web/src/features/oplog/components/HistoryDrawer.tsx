import { Alert, Drawer, Empty, Flex, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage';
import { formatDateTime } from '../../../shared/format';
import { hasErrorKey } from '../../../shared/http/ApiError';
import { oplogApi } from '../api/oplogApi';
import { OPLOG_KEYS } from '../hooks/queryKeys';
import { ActionTag } from './ActionTag';
import { FieldChanges } from './FieldChanges';

export interface HistoryDrawerProps {
  resource: string;
  /** The record whose history to show; null closes the drawer. */
  recordId: number | null;
  /** Field names (camelCase) to the words the page shows for them. */
  labels?: Record<string, string>;
  onClose: () => void;
}

/** Who changed what and when, newest first: a timeline of one record's writes. */
export function HistoryDrawer({ resource, recordId, labels, onClose }: HistoryDrawerProps) {
  const { t } = useTranslation('oplog');
  const lang = useLanguage();
  const query = useQuery({
    queryKey: OPLOG_KEYS.history(resource, recordId ?? 0, lang),
    queryFn: ({ signal }) => oplogApi.history(resource, recordId ?? 0, signal),
    enabled: recordId !== null,
    retry: false,
  });
  // Nothing visible answers 404: for the reader that is a record without history.
  const noHistory = hasErrorKey(query.error, 'OPLOG_NOT_FOUND');
  const rows = query.data?.rows ?? [];

  return (
    <Drawer
      title={t('drawer.title', { id: recordId ?? '' })}
      open={recordId !== null}
      onClose={onClose}
      size="min(520px, 100vw)"
      destroyOnHidden
      data-testid="oplog-drawer"
    >
      {query.isLoading ? (
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin />
        </Flex>
      ) : query.isError && !noHistory ? (
        <Alert type="error" title={t('drawer.failed')} showIcon />
      ) : rows.length === 0 ? (
        <Empty description={t('drawer.empty')} />
      ) : (
        <Flex vertical gap={12} data-testid="oplog-timeline">
          {rows.map((entry) => (
            <Flex
              key={entry.id}
              vertical
              gap={4}
              style={{ borderInlineStart: '2px solid rgba(5,5,5,0.12)', paddingInlineStart: 12 }}
              data-testid={`oplog-entry-${entry.id}`}
            >
              <Flex gap={8} wrap align="center">
                <ActionTag action={entry.action} />
                <Typography.Text strong>{entry.username ?? t('system')}</Typography.Text>
                <Typography.Text type="secondary">{formatDateTime(entry.createdDate)}</Typography.Text>
              </Flex>
              <FieldChanges changes={entry.changes} labels={labels} />
            </Flex>
          ))}
        </Flex>
      )}
    </Drawer>
  );
}
