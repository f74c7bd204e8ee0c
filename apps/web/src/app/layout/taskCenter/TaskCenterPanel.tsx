import { Button, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export const TASK_LIST_PATH = '/download/index';

/**
 * What the task center shows: the user's recent import and export tasks (spec §3, filled in by a later issue; until
 * then always the empty state) and the way to the full task list.
 */
export function TaskCenterPanel({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <div data-testid="task-center-panel" style={{ width: '100%', maxWidth: 300 }}>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <div data-testid="task-center-empty">{t('taskCenter.empty')}</div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('taskCenter.hint')}
            </Typography.Text>
          </>
        }
      >
        <Link to={TASK_LIST_PATH} onClick={onNavigate}>
          <Button size="small">{t('taskCenter.viewAll')}</Button>
        </Link>
      </Empty>
    </div>
  );
}
