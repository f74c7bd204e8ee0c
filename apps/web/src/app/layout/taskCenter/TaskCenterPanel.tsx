import { useEffect, useState } from 'react';
import { Alert, Button, Divider, Empty, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { recentTasks, TaskItem, useTasks } from '../../../features/tasks';

export const TASK_LIST_PATH = '/download/index';
/** Spec 000 §9: the tip over the list hides after 3 s. */
const TIP_MS = 3000;

/** The task center's window: tasks in progress or updated within 15 minutes, and the way to the full list. */
export function TaskCenterPanel({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { data, isLoading } = useTasks();
  const [tip, setTip] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setTip(false), TIP_MS);
    return () => clearTimeout(timer);
  }, []);
  const tasks = recentTasks(data?.rows ?? [], Date.now());
  const viewAll = (
    <Link to={TASK_LIST_PATH} onClick={onNavigate}>
      <Button size="small" data-testid="task-center-all">
        {t('taskCenter.viewAll')}
      </Button>
    </Link>
  );
  return (
    <div data-testid="task-center-panel" style={{ width: 300, maxWidth: '100%' }}>
      {tip ? <Alert type="info" showIcon title={t('taskCenter.tip')} style={{ marginBottom: 8 }} /> : null}
      {isLoading ? (
        <Spin />
      ) : tasks.length === 0 ? (
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
          {viewAll}
        </Empty>
      ) : (
        <>
          <div style={{ maxHeight: 360, overflowY: 'auto' }}>
            {tasks.map((task, i) => (
              <div key={task.id}>
                {i > 0 ? <Divider style={{ margin: 0 }} /> : null}
                <TaskItem task={task} />
              </div>
            ))}
          </div>
          <div style={{ textAlign: 'center', marginTop: 8 }}>{viewAll}</div>
        </>
      )}
    </div>
  );
}
