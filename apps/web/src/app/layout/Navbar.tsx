import { useState } from 'react';
import { Button, Flex, Tooltip } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RouteEntry } from '../../shared/session';
import { AccountDropdown } from './account/AccountDropdown';
import { Breadcrumbs } from './Breadcrumbs';
import { HEADER_HEIGHT } from './headerSize';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MenuSearch } from './MenuSearch';
import { SettingsDrawer } from './SettingsDrawer';
import { TaskCenterButton } from './taskCenter/TaskCenterButton';

export { HEADER_HEIGHT };

interface Props {
  routes: RouteEntry[];
  collapsed: boolean;
  onToggle: () => void;
}

/** The header of a wide screen; a phone gets NarrowNavbar. */
export function Navbar({ routes, collapsed, onToggle }: Props) {
  const { t } = useTranslation();
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <Flex
      align="center"
      gap={8}
      style={{ height: HEADER_HEIGHT, padding: '0 16px', background: '#fff', borderBottom: '1px solid #f0f0f0' }}
    >
      <Tooltip title={collapsed ? t('nav.expand') : t('nav.collapse')}>
        <Button
          type="text"
          data-testid="sidebar-toggle"
          aria-label={collapsed ? t('nav.expand') : t('nav.collapse')}
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={onToggle}
        />
      </Tooltip>
      <div style={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
        <Breadcrumbs routes={routes} />
      </div>
      <MenuSearch routes={routes} />
      <LanguageSwitcher />
      <TaskCenterButton />
      <Tooltip title={t('nav.settings')}>
        <Button
          type="text"
          data-testid="settings-open"
          aria-label={t('nav.settings')}
          icon={<SettingOutlined />}
          onClick={() => setSettingsOpen(true)}
        />
      </Tooltip>
      <AccountDropdown />
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </Flex>
  );
}
