import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ComponentKey } from '@parcelhub/contracts';
import { ComingSoonPage, type PageProps } from '../shared/components/ComingSoon';

type PageComponent = ComponentType<PageProps>;
type Loader = () => Promise<{ default: PageComponent }>;

/**
 * Menu component keys (from api/menus/build) to their pages. Each page is its own chunk. A key without a page
 * yet shows the coming-soon screen instead of failing.
 */
export const PAGE_LOADERS: Partial<Record<ComponentKey, Loader>> = {
  'home/index': () => import('../features/home/pages/HomePage').then((m) => ({ default: m.HomePage })),
  'address/index': () =>
    import('../features/address/pages/AddressBookPage').then((m) => ({ default: m.AddressBookPage })),
  'system/outbox/index': () => import('../features/system/pages/OutboxPage').then((m) => ({ default: m.OutboxPage })),
  'download/index': () => import('../features/tasks/pages/TaskListPage').then((m) => ({ default: m.TaskListPage })),
  'system/users/index': () =>
    import('../features/system/pages/UserReviewPage').then((m) => ({ default: m.UserReviewPage })),
};

export interface ResolvedPage {
  componentKey: string | null;
  available: boolean;
  Component: PageComponent | LazyExoticComponent<PageComponent>;
}

const lazyPages = new Map<string, LazyExoticComponent<PageComponent>>();

/** Normalises keys written with a leading slash or a file extension (`/address/index.vue`). */
export function normaliseKey(key: string | null | undefined): string | null {
  if (!key) return null;
  return (
    key
      .trim()
      .replace(/^\/+/, '')
      .replace(/\.(vue|tsx?|jsx?)$/, '') || null
  );
}

export function resolvePage(componentKey: string | null | undefined): ResolvedPage {
  const key = normaliseKey(componentKey);
  const loader = key ? PAGE_LOADERS[key as ComponentKey] : undefined;
  if (!key || !loader) return { componentKey: key, available: false, Component: ComingSoonPage };
  let page = lazyPages.get(key);
  if (!page) {
    page = lazy(loader);
    lazyPages.set(key, page);
  }
  return { componentKey: key, available: true, Component: page };
}
