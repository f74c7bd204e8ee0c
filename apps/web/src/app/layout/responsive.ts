import { useSyncExternalStore } from 'react';

/** Below antd's `md` breakpoint (768 px) the sidebar becomes a drawer and the header folds its controls. */
export const NARROW_QUERY = '(max-width: 767.98px)';

export function isNarrowScreen(): boolean {
  return (
    typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(NARROW_QUERY).matches
  );
}

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(NARROW_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True on a phone-width screen; follows rotation and resizing. Right from the first render, unlike useBreakpoint. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrowScreen, () => false);
}

/** Inside a host application's frame (spec §1: the product can be embedded as a micro-frontend). */
export function isEmbedded(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true; // a cross-origin parent: embedded
  }
}
