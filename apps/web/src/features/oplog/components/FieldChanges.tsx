import { Flex, Typography } from 'antd';
import { ArrowRightOutlined } from '@ant-design/icons';
import type { FieldChange } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function ValueText({ value }: { value: unknown }) {
  const { t } = useTranslation('oplog');
  if (value === null || value === undefined || value === '')
    return <Typography.Text type="secondary">{t('values.empty')}</Typography.Text>;
  if (typeof value === 'boolean') return <>{t(value ? 'values.yes' : 'values.no')}</>;
  if (typeof value === 'string') return <>{ISO_TIME.test(value) ? formatDateTime(value) : value}</>;
  return <>{typeof value === 'object' ? JSON.stringify(value) : String(value)}</>;
}

/** A value as the server worded it in the user's language (dates, amounts, choices), else as it was logged. */
function Value({ text, value }: { text?: string; value: unknown }) {
  return text !== undefined ? <>{text}</> : <ValueText value={value} />;
}

/**
 * Each changed field: its label (the list's column title where there is one, else the one its module declared),
 * before → after.
 */
export function FieldChanges({
  changes,
  labels,
  max,
}: {
  changes: FieldChange[];
  labels?: Record<string, string>;
  /** Shows at most this many fields and how many more there are (a list row); all of them when left out. */
  max?: number;
}) {
  const { t } = useTranslation('oplog');
  const shown = max && changes.length > max ? changes.slice(0, max) : changes;
  return (
    <Flex vertical gap={2}>
      {shown.map((c) => (
        <Flex key={c.field} gap={6} wrap align="baseline" data-testid={`oplog-change-${c.field}`}>
          <Typography.Text strong>{labels?.[c.field] ?? c.label ?? c.field}</Typography.Text>
          <Typography.Text delete={c.after !== null} type="secondary" style={{ wordBreak: 'break-all' }}>
            <Value text={c.beforeText} value={c.before} />
          </Typography.Text>
          <ArrowRightOutlined style={{ fontSize: 10 }} aria-hidden />
          <Typography.Text style={{ wordBreak: 'break-all' }}>
            <Value text={c.afterText} value={c.after} />
          </Typography.Text>
        </Flex>
      ))}
      {shown.length < changes.length ? (
        <Typography.Text type="secondary" data-testid="oplog-changes-more">
          {t('moreFields', { count: changes.length - shown.length })}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
