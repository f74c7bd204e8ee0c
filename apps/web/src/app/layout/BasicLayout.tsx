import { useEffect, useState } from 'react';
import { Drawer, Layout } from 'antd';
import { useLocation } from 'react-router-dom';
import { useSessionContext } from '../../shared/session';
import { readLocal, STORAGE_KEYS, writeLocal } from '../../shared/storage/local';
import { useSettings } from '../settings/SettingsContext';
import { Logo } from './Logo';
import { NarrowNavbar } from './NarrowNavbar';
import { Navbar } from './Navbar';
import { useNarrowScreen } from './responsive';
import { Sidebar } from './Sidebar';
import { TabsBar } from './tabs/TabsBar';
import { TabsProvider } from './tabs/TabsContext';
import { ViewHost } from './tabs/ViewHost';
import { useLayoutRoutes } from './useLayoutRoutes';

export const SIDEBAR_WIDTH = 220;
export const SIDEBAR_COLLAPSED_WIDTH = 60;
export const PAGE_PADDING = 16;
const NARROW_PAGE_PADDING = 8;
const MENU_BACKGROUND = '#001529';

/**
 * Sidebar from the menu, navbar, tabs of visited views, and the pages (spec §2, sizes from §9). Below antd's `md`
 * breakpoint the sidebar is a drawer opened from the header, and the header folds its controls into one menu.
 */
export function BasicLayout() {
  const { settings } = useSettings();
  const { menus } = useSessionContext();
  const routes = useLayoutRoutes();
  const narrow = useNarrowScreen();
  const { pathname } = useLocation();
  // The address the narrow screen's menu drawer was opened at (null: closed). The router hands a new address to React
  // in a transition, which waits while the next page's code loads; a drawer opened meanwhile was opened at the new
  // address, and must not close when React's address catches up with it.
  const [drawerAt, setDrawerAt] = useState<string | null>(null);
  const drawerOpen = drawerAt !== null;
  const closeDrawer = () => setDrawerAt(null);
  const [collapsed, setCollapsed] = useState(() => readLocal(STORAGE_KEYS.sidebarCollapsed) === 'true');
  const toggle = () =>
    setCollapsed((c) => {
      writeLocal(STORAGE_KEYS.sidebarCollapsed, String(!c));
      return !c;
    });

  useEffect(() => {
    setDrawerAt((at) => (at === pathname ? at : null));
  }, [pathname]);
  useEffect(() => setDrawerAt(null), [narrow]);

  const sidebar = (folded: boolean) => (
    <>
      {settings.showLogo ? <Logo collapsed={folded} /> : null}
      <Sidebar menus={menus} collapsed={folded} uniqueOpened={settings.uniqueOpened} onNavigate={closeDrawer} />
    </>
  );

  return (
    <TabsProvider>
      <Layout style={{ minHeight: '100vh' }}>
        {narrow ? (
          <Drawer
            placement="left"
            open={drawerOpen}
            onClose={closeDrawer}
            size={SIDEBAR_WIDTH + 20}
            closable={false}
            styles={{ header: { display: 'none' }, body: { padding: 0, background: MENU_BACKGROUND } }}
          >
            <div data-testid="menu-drawer">{sidebar(false)}</div>
          </Drawer>
        ) : (
          <Layout.Sider
            className="ph-sider"
            width={SIDEBAR_WIDTH}
            collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
            collapsed={collapsed}
            trigger={null}
            data-testid="sidebar"
            style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
          >
            {sidebar(collapsed)}
          </Layout.Sider>
        )}
        <Layout style={{ minWidth: 0 }}>
          <div style={settings.fixedHeader ? { position: 'sticky', top: 0, zIndex: 100 } : undefined}>
            {narrow ? (
              <NarrowNavbar routes={routes} onOpenMenu={() => setDrawerAt(window.location.pathname)} />
            ) : (
              <Navbar routes={routes} collapsed={collapsed} onToggle={toggle} />
            )}
            {settings.showTabs ? <TabsBar routes={routes} /> : null}
          </div>
          <Layout.Content style={{ padding: narrow ? NARROW_PAGE_PADDING : PAGE_PADDING, minWidth: 0 }}>
            <ViewHost routes={routes} />
          </Layout.Content>
        </Layout>
      </Layout>
    </TabsProvider>
  );
}
