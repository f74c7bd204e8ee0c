import { useState } from 'react';
import { Button, Drawer, Popover, Tooltip } from 'antd';
import { ProfileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TaskCenterPanel } from './TaskCenterPanel';

/** The header's task center (spec §2 layout): a button that opens the recent tasks in a popover. */
export function TaskCenterButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
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
