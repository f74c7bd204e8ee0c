import { useEffect, useMemo, useState } from 'react';
import { Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import type { MenuNode } from '@parcelhub/contracts';
import { MENU_TYPES } from '@parcelhub/contracts';
import { menuIcon } from './menuIcons';

type Item = Required<MenuProps>['items'][number];
const dirKey = (node: MenuNode) => `dir:${node.id}`;
const isExternal = (path: string) => /^https?:\/\//i.test(path);

/** Directory keys above each page path, to open the right submenus. */
function ancestorsByPath(nodes: readonly MenuNode[], above: string[] = [], out = new Map<string, string[]>()) {
  for (const node of nodes) {
    if (node.type === MENU_TYPES.PAGE) out.set(node.path, above);
    else ancestorsByPath(node.children ?? [], [...above, dirKey(node)], out);
  }
  return out;
}

function toItems(nodes: readonly MenuNode[], depth: number): Item[] {
  return nodes.map((node): Item => {
    const icon = depth === 0 ? menuIcon(node.meta.icon, node.path) : undefined;
    if (node.type === MENU_TYPES.PAGE) {
      return {
        key: node.path,
        icon,
        label: (
          <span className="ph-menu-label" data-testid={`menu-${node.path}`} title={node.meta.title}>
            {node.meta.title}
          </span>
        ),
      };
    }
    return {
      key: dirKey(node),
      icon,
      label: (
        <span className="ph-menu-label" data-testid={`menu-dir-${node.name}`} title={node.meta.title}>
          {node.meta.title}
        </span>
      ),
      // up to three levels (spec §2); deeper pages are listed flat under the third
      children: toItems(depth >= 2 ? flattenPages(node.children ?? []) : (node.children ?? []), depth + 1),
    };
  });
}

function flattenPages(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.flatMap((n) => (n.type === MENU_TYPES.PAGE ? [n] : flattenPages(n.children ?? [])));
}

interface Props {
  menus: MenuNode[];
  collapsed: boolean;
  uniqueOpened: boolean;
  /** Called when a page entry is clicked (the phone's drawer closes), even the current one. */
  onNavigate?: () => void;
}

/**
 * The menu tree. Titles longer than the sidebar end in an ellipsis and carry their full text as a title (the
 * browser's tooltip); a collapsed sidebar shows antd's tooltips instead.
 */
export function Sidebar({ menus, collapsed, uniqueOpened, onNavigate }: Props) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const items = useMemo(() => toItems(menus, 0), [menus]);
  const ancestors = useMemo(() => ancestorsByPath(menus), [menus]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => ancestors.get(pathname) ?? []);

  useEffect(() => {
    const above = ancestors.get(pathname);
    if (!above) return;
    setOpenKeys((prev) => (uniqueOpened ? above : Array.from(new Set([...prev, ...above]))));
  }, [pathname, ancestors, uniqueOpened]);

  const onOpenChange = (keys: string[]) => {
    if (!uniqueOpened) {
      setOpenKeys(keys);
      return;
    }
    const opened = keys.find((k) => !openKeys.includes(k));
    if (!opened) {
      setOpenKeys(keys);
      return;
    }
    // keep only the newly opened submenu and the ones it sits in
    const chain = [...ancestors.values()].find((list) => list.includes(opened)) ?? [opened];
    setOpenKeys(chain.slice(0, chain.indexOf(opened) + 1));
  };

  return (
    <Menu
      mode="inline"
      theme="dark"
      items={items}
      selectedKeys={[pathname]}
      openKeys={collapsed ? undefined : openKeys}
      onOpenChange={onOpenChange}
      onClick={({ key }) => {
        if (isExternal(key)) window.open(key, '_blank', 'noopener');
        else if (key !== pathname) void navigate(key);
        onNavigate?.();
      }}
      style={{ borderInlineEnd: 0, flex: 1 }}
    />
  );
}
