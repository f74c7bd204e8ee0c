/** The tab bar of visited views and the views kept mounted (spec: cache amount 10). Pure, so it is unit tested. */

export const MAX_CACHED_VIEWS = 10;

export interface TabView {
  /** The path without query: one tab per page. */
  path: string;
  /** The path with its query, to go back to exactly what was shown. */
  fullPath: string;
  affix: boolean;
  noCache: boolean;
}

export interface TabsState {
  views: TabView[];
  /** Paths of the views kept mounted, least recently used first. */
  cached: string[];
}

export type TabsAction =
  | { type: 'visit'; view: TabView }
  /** Views always shown first (home), not mounted until visited. */
  | { type: 'affix'; views: TabView[] }
  | { type: 'close'; path: string }
  | { type: 'closeOthers'; path: string }
  | { type: 'closeAll' }
  | { type: 'refresh'; path: string }
  /** Drop views whose page no longer exists (menus changed). */
  | { type: 'prune'; validPaths: readonly string[] };

export const initialTabs: TabsState = { views: [], cached: [] };

function touch(cached: string[], path: string): string[] {
  const next = [...cached.filter((p) => p !== path), path];
  return next.length > MAX_CACHED_VIEWS ? next.slice(next.length - MAX_CACHED_VIEWS) : next;
}

export function tabsReducer(state: TabsState, action: TabsAction): TabsState {
  switch (action.type) {
    case 'visit': {
      const { view } = action;
      const index = state.views.findIndex((v) => v.path === view.path);
      const views =
        index === -1
          ? [...state.views, view]
          : state.views.map((v, i) => (i === index ? { ...v, fullPath: view.fullPath, noCache: view.noCache } : v));
      const cached = view.noCache ? state.cached.filter((p) => p !== view.path) : touch(state.cached, view.path);
      return { views, cached };
    }
    case 'affix': {
      const missing = action.views.filter((a) => !state.views.some((v) => v.path === a.path));
      if (missing.length === 0) return state;
      return { ...state, views: [...missing.map((v) => ({ ...v, affix: true })), ...state.views] };
    }
    case 'close': {
      const target = state.views.find((v) => v.path === action.path);
      if (!target || target.affix) return state;
      return {
        views: state.views.filter((v) => v.path !== action.path),
        cached: state.cached.filter((p) => p !== action.path),
      };
    }
    case 'closeOthers': {
      const views = state.views.filter((v) => v.affix || v.path === action.path);
      const keep = new Set(views.map((v) => v.path));
      return { views, cached: state.cached.filter((p) => keep.has(p)) };
    }
    case 'closeAll': {
      const views = state.views.filter((v) => v.affix);
      const keep = new Set(views.map((v) => v.path));
      return { views, cached: state.cached.filter((p) => keep.has(p)) };
    }
    case 'refresh':
      return { ...state, cached: state.cached.filter((p) => p !== action.path) };
    case 'prune': {
      const valid = new Set(action.validPaths);
      const views = state.views.filter((v) => valid.has(v.path));
      if (views.length === state.views.length) return state;
      return { views, cached: state.cached.filter((p) => valid.has(p)) };
    }
    default: {
      const unreachable: never = action;
      return unreachable;
    }
  }
}

/** Where to go after closing the active tab: its right neighbour, else its left one, else nowhere. */
export function neighbourAfterClose(views: readonly TabView[], path: string): TabView | null {
  const index = views.findIndex((v) => v.path === path);
  if (index === -1) return null;
  return views[index + 1] ?? views[index - 1] ?? null;
}
