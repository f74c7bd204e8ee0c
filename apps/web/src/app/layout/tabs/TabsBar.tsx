import { Dropdown, Tabs, type MenuProps } from 'antd';
import { CloseOutlined, ReloadOutlined, MinusOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { findRoute, type RouteEntry } from '../../../shared/session';
import { useTabs } from './TabsContext';

/** The visited views, with a right-click menu: refresh, close, close others, close all. */
export function TabsBar({ routes }: { routes: RouteEntry[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { state, close, closeOthers, closeAll, refresh } = useTabs();
  const active = findRoute(routes, pathname)?.path;

  const contextMenu = (path: string, affix: boolean): MenuProps => ({
    items: [
      {
        key: 'refresh',
        icon: <ReloadOutlined />,
        label: <span data-testid="tab-menu-refresh">{t('tabs.refresh')}</span>,
      },
      {
        key: 'close',
        icon: <CloseOutlined />,
        label: <span data-testid="tab-menu-close">{t('tabs.close')}</span>,
        disabled: affix,
      },
      {
        key: 'closeOthers',
        icon: <MinusOutlined />,
        label: <span data-testid="tab-menu-closeOthers">{t('tabs.closeOthers')}</span>,
      },
      {
        key: 'closeAll',
        icon: <CloseCircleOutlined />,
        label: <span data-testid="tab-menu-closeAll">{t('tabs.closeAll')}</span>,
      },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      if (key === 'refresh') refresh(path);
      else if (key === 'close') close(path);
      else if (key === 'closeOthers') closeOthers(path);
      else closeAll();
    },
  });

  const items = state.views.map((view) => {
    const title = findRoute(routes, view.path)?.title ?? view.path;
    return {
      key: view.path,
      closable: !view.affix,
      label: (
        <Dropdown menu={contextMenu(view.path, view.affix)} trigger={['contextMenu']}>
          <span data-testid={`tab-${view.path}`}>{title}</span>
        </Dropdown>
      ),
    };
  });

  return (
    <div style={{ background: '#fff', padding: '4px 12px 0', borderBottom: '1px solid #f0f0f0' }}>
      <Tabs
        className="ph-tabs"
        type="editable-card"
        hideAdd
        size="small"
        activeKey={active}
        items={items}
        onChange={(key) => {
          const view = state.views.find((v) => v.path === key);
          if (view) void navigate(view.fullPath);
        }}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') close(key);
        }}
      />
    </div>
  );
}
