import { useState } from 'react';
import { Button, Drawer, Popover, Tooltip } from 'antd';
import { ProfileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { TASK_KEYS } from '../../../features/tasks';
import { TaskCenterPanel } from './TaskCenterPanel';

/** The header's task center (spec §2 layout): a button that opens the recent tasks in a popover. */
export function TaskCenterButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  // Opening the window asks for the tasks at once rather than waiting for the 30 s refresh.
  const toggle = (next: boolean) => {
    if (next) void queryClient.invalidateQueries({ queryKey: TASK_KEYS.all });
    setOpen(next);
  };
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={toggle}
      title={t('taskCenter.title')}
      content={<TaskCenterPanel onNavigate={() => setOpen(false)} />}
    >
      <Tooltip title={t('nav.taskCenter')}>
        <Button type="text" data-testid="task-center" aria-label={t('nav.taskCenter')} icon={<ProfileOutlined />} />
      </Tooltip>
    </Popover>
  );
}

/** The same panel for a phone, opened from the folded header menu. */
export function TaskCenterDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer title={t('taskCenter.title')} open={open} onClose={onClose} size="min(320px, 90vw)">
      <TaskCenterPanel onNavigate={onClose} />
    </Drawer>
  );
}
