import { useState } from 'react';
import { Button, Drawer, Dropdown, Flex, type MenuProps } from 'antd';
import {
  MenuOutlined,
  MoreOutlined,
  ProfileOutlined,
  SearchOutlined,
  SettingOutlined,
  TranslationOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { isLanguage, LANGUAGES } from '@parcelhub/contracts';
import { useChangeLanguage, useLanguage } from '../../i18n';
import { findRoute, type RouteEntry } from '../../shared/session';
import { useAccountMenu } from './account/useAccountMenu';
import { MenuSearch } from './MenuSearch';
import { SettingsDrawer } from './SettingsDrawer';
import { TaskCenterDrawer } from './taskCenter/TaskCenterButton';
import { HEADER_HEIGHT } from './headerSize';

type Panel = 'search' | 'settings' | 'tasks' | null;

/**
 * The header of a phone: the menu button, the page's title, and everything else (search, language, task center,
 * settings, account) folded into one menu.
 */
export function NarrowNavbar({ routes, onOpenMenu }: { routes: RouteEntry[]; onOpenMenu: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const lang = useLanguage();
  const changeLanguage = useChangeLanguage();
  const account = useAccountMenu();
  const [panel, setPanel] = useState<Panel>(null);
  const close = () => setPanel(null);
  const title = findRoute(routes, pathname)?.title ?? '';

  const items: NonNullable<MenuProps['items']> = [
    {
      key: 'search',
      icon: <SearchOutlined />,
      label: <span data-testid="more-search">{t('nav.searchPlaceholder')}</span>,
    },
    {
      key: 'language',
      icon: <TranslationOutlined />,
      label: <span data-testid="more-language">{t('nav.language')}</span>,
      children: LANGUAGES.map((l) => ({
        key: `lang:${l}`,
        label: <span data-testid={`lang-${l}`}>{t(`languageNames.${l}`)}</span>,
      })),
    },
    { key: 'tasks', icon: <ProfileOutlined />, label: <span data-testid="more-tasks">{t('nav.taskCenter')}</span> },
    { key: 'settings', icon: <SettingOutlined />, label: <span data-testid="more-settings">{t('nav.settings')}</span> },
    { type: 'divider' },
    ...account.items,
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (account.select(key)) return;
    if (key.startsWith('lang:')) {
      const next = key.slice(5);
      if (isLanguage(next) && next !== lang) void changeLanguage(next);
    } else if (key === 'search' || key === 'settings' || key === 'tasks') setPanel(key);
  };

  return (
    <Flex
      align="center"
      gap={4}
      style={{ height: HEADER_HEIGHT, padding: '0 4px', background: '#fff', borderBottom: '1px solid #f0f0f0' }}
    >
      <Button
        type="text"
        size="large"
        data-testid="menu-drawer-open"
        aria-label={t('nav.menu')}
        icon={<MenuOutlined />}
        onClick={onOpenMenu}
      />
      <div
        data-testid="page-title"
        style={{
          flex: 1,
          minWidth: 0,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          fontWeight: 500,
        }}
      >
        {title}
      </div>
      <Dropdown trigger={['click']} placement="bottomRight" menu={{ items, onClick, selectable: false }}>
        <Button type="text" size="large" data-testid="header-more" aria-label={t('nav.more')} icon={<MoreOutlined />} />
      </Dropdown>
      {account.dialogs}
      <SettingsDrawer open={panel === 'settings'} onClose={close} />
      <TaskCenterDrawer open={panel === 'tasks'} onClose={close} />
      <Drawer
        title={t('nav.searchPlaceholder')}
        placement="top"
        size="auto"
        open={panel === 'search'}
        onClose={close}
        destroyOnHidden
      >
        <MenuSearch routes={routes} block autoFocus onNavigate={close} />
      </Drawer>
    </Flex>
  );
}
