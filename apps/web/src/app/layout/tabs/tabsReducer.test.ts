import { describe, expect, it } from 'vitest';
import {
  initialTabs,
  MAX_CACHED_VIEWS,
  neighbourAfterClose,
  tabsReducer,
  type TabView,
  type TabsState,
} from './tabsReducer';

const view = (path: string, extra: Partial<TabView> = {}): TabView => ({
  path,
  fullPath: path,
  affix: false,
  noCache: false,
  ...extra,
});
const visit = (s: TabsState, v: TabView) => tabsReducer(s, { type: 'visit', view: v });
const paths = (s: TabsState) => s.views.map((v) => v.path);

describe('tabsReducer', () => {
  it('adds a view once and remembers its latest query', () => {
    let s = visit(initialTabs, view('/home', { affix: true }));
    s = visit(s, view('/address/book'));
    s = visit(s, view('/address/book', { fullPath: '/address/book?type=SENDER' }));
    expect(paths(s)).toEqual(['/home', '/address/book']);
    expect(s.views[1]?.fullPath).toBe('/address/book?type=SENDER');
    expect(s.cached).toEqual(['/home', '/address/book']);
  });

  it(`keeps at most ${MAX_CACHED_VIEWS} views mounted, dropping the least recently used`, () => {
    let s = initialTabs;
    for (let i = 0; i < 12; i += 1) s = visit(s, view(`/p${i}`));
    s = visit(s, view('/p2'));
    expect(s.views).toHaveLength(12);
    expect(s.cached).toHaveLength(MAX_CACHED_VIEWS);
    expect(s.cached).not.toContain('/p0');
    expect(s.cached).not.toContain('/p1');
    expect(s.cached.at(-1)).toBe('/p2');
  });

  it('never caches noCache views', () => {
    const s = visit(initialTabs, view('/live', { noCache: true }));
    expect(paths(s)).toEqual(['/live']);
    expect(s.cached).toEqual([]);
  });

  it('closes a view but not an affixed one', () => {
    let s = visit(visit(initialTabs, view('/home', { affix: true })), view('/a'));
    s = tabsReducer(s, { type: 'close', path: '/home' });
    expect(paths(s)).toEqual(['/home', '/a']);
    s = tabsReducer(s, { type: 'close', path: '/a' });
    expect(paths(s)).toEqual(['/home']);
    expect(s.cached).toEqual(['/home']);
  });

  it('closes others and all, keeping affixed views', () => {
    let s = initialTabs;
    for (const v of [view('/home', { affix: true }), view('/a'), view('/b'), view('/c')]) s = visit(s, v);
    expect(paths(tabsReducer(s, { type: 'closeOthers', path: '/b' }))).toEqual(['/home', '/b']);
    const all = tabsReducer(s, { type: 'closeAll' });
    expect(paths(all)).toEqual(['/home']);
    expect(all.cached).toEqual(['/home']);
  });

  it('refresh drops the view from the cache so it mounts again, keeping the tab', () => {
    let s = visit(visit(initialTabs, view('/a')), view('/b'));
    s = tabsReducer(s, { type: 'refresh', path: '/a' });
    expect(paths(s)).toEqual(['/a', '/b']);
    expect(s.cached).toEqual(['/b']);
  });

  it('puts affixed views first without mounting them', () => {
    let s = visit(initialTabs, view('/a'));
    s = tabsReducer(s, { type: 'affix', views: [view('/home')] });
    expect(paths(s)).toEqual(['/home', '/a']);
    expect(s.views[0]?.affix).toBe(true);
    expect(s.cached).toEqual(['/a']);
    expect(tabsReducer(s, { type: 'affix', views: [view('/home')] })).toBe(s);
  });

  it('prunes views whose page disappeared', () => {
    let s = visit(visit(initialTabs, view('/a')), view('/b'));
    s = tabsReducer(s, { type: 'prune', validPaths: ['/b'] });
    expect(paths(s)).toEqual(['/b']);
    expect(s.cached).toEqual(['/b']);
  });

  it('picks the right neighbour after closing, else the left one', () => {
    const views = [view('/a'), view('/b'), view('/c')];
    expect(neighbourAfterClose(views, '/b')?.path).toBe('/c');
    expect(neighbourAfterClose(views, '/c')?.path).toBe('/b');
    expect(neighbourAfterClose([view('/a')], '/a')).toBeNull();
  });
});
