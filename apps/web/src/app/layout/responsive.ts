import { useSyncExternalStore } from 'react';

/** Below antd's `md` breakpoint (768 px) the sidebar becomes a drawer and the header folds its controls. */
export const NARROW_QUERY = '(max-width: 767.98px)';

const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/** Whether the media query matches now (false where there is no window, as on a server). */
export const matchesMedia = (query: string): boolean => hasMatchMedia() && window.matchMedia(query).matches;

/** One subscriber per query, so useSyncExternalStore sees the same function on every render. */
const subscribers = new Map<string, (onChange: () => void) => () => void>();
function subscriberOf(query: string) {
  let subscribe = subscribers.get(query);
  if (!subscribe) {
    subscribe = (onChange) => {
      if (!hasMatchMedia()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    };
    subscribers.set(query, subscribe);
  }
  return subscribe;
}

/** Whether the media query matches, right from the first render and followed live as the screen or setting changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    subscriberOf(query),
    () => matchesMedia(query),
    () => false,
  );
}

export const isNarrowScreen = (): boolean => matchesMedia(NARROW_QUERY);

/** True on a phone-width screen; follows rotation and resizing. Right from the first render, unlike useBreakpoint. */
export const useNarrowScreen = (): boolean => useMediaQuery(NARROW_QUERY);

/** Whether the person asked their system for less motion (WCAG 2.3.3); followed live, as the setting changes. */
export const useReducedMotion = (): boolean => useMediaQuery('(prefers-reduced-motion: reduce)');

/** Inside a host application's frame (spec §1: the product can be embedded as a micro-frontend). */
export function isEmbedded(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true; // a cross-origin parent: embedded
  }
}
