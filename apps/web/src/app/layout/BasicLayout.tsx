import { useState } from 'react';
import { Layout } from 'antd';
import { useSessionContext } from '../../shared/session';
import { readLocal, STORAGE_KEYS, writeLocal } from '../../shared/storage/local';
import { useSettings } from '../settings/SettingsContext';
import { Logo } from './Logo';
import { Navbar } from './Navbar';
import { Sidebar } from './Sidebar';
import { TabsBar } from './tabs/TabsBar';
import { TabsProvider } from './tabs/TabsContext';
import { ViewHost } from './tabs/ViewHost';
import { useLayoutRoutes } from './useLayoutRoutes';

export const SIDEBAR_WIDTH = 220;
export const SIDEBAR_COLLAPSED_WIDTH = 60;
export const PAGE_PADDING = 16;

/** Sidebar from the menu, navbar, tabs of visited views, and the pages (spec §2, sizes from §9). */
export function BasicLayout() {
  const { settings } = useSettings();
  const { menus } = useSessionContext();
  const routes = useLayoutRoutes();
  const [collapsed, setCollapsed] = useState(() => readLocal(STORAGE_KEYS.sidebarCollapsed) === 'true');
  const toggle = () =>
    setCollapsed((c) => {
      writeLocal(STORAGE_KEYS.sidebarCollapsed, String(!c));
      return !c;
    });

  return (
    <TabsProvider>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Sider
          className="ph-sider"
          width={SIDEBAR_WIDTH}
          collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
          collapsed={collapsed}
          trigger={null}
          data-testid="sidebar"
          style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
        >
          {settings.showLogo ? <Logo collapsed={collapsed} /> : null}
          <Sidebar menus={menus} collapsed={collapsed} uniqueOpened={settings.uniqueOpened} />
        </Layout.Sider>
        <Layout style={{ minWidth: 0 }}>
          <div style={settings.fixedHeader ? { position: 'sticky', top: 0, zIndex: 100 } : undefined}>
            <Navbar routes={routes} collapsed={collapsed} onToggle={toggle} />
            {settings.showTabs ? <TabsBar routes={routes} /> : null}
          </div>
          <Layout.Content style={{ padding: PAGE_PADDING, minWidth: 0 }}>
            <ViewHost routes={routes} />
          </Layout.Content>
        </Layout>
      </Layout>
    </TabsProvider>
  );
}
