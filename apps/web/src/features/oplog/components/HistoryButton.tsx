import { Button, Tooltip } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** The row action that opens a record's history (no suspense: an icon needs no words to show). */
export function HistoryButton({ id, onOpen }: { id: number; onOpen: () => void }) {
  const { t } = useTranslation('oplog', { useSuspense: false });
  return (
    <Tooltip title={t('drawer.open')}>
      <Button
        type="link"
        size="small"
        icon={<HistoryOutlined />}
        aria-label={t('drawer.open')}
        onClick={onOpen}
        data-testid={`history-${id}`}
      />
    </Tooltip>
  );
}
