import type { NavigateFunction } from 'react-router-dom';

/** Reachable without a session (spec §2). */
export const PUBLIC_PATHS = [
  '/login',
  '/register',
  '/forgetPassword',
  '/404',
  '/401',
  '/registrationAgreement',
  '/privacyAgreement',
  '/bigscreen',
  '/APIDockingInfo/webhookDoc',
  '/calculator',
] as const;

export function isPublicPath(pathname: string): boolean {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return (PUBLIC_PATHS as readonly string[]).includes(clean);
}

export function loginUrl(redirect: string | null): string {
  if (!redirect || redirect === '/' || isPublicPath(redirect.split('?')[0] ?? '')) return '/login';
  return `/login?redirect=${encodeURIComponent(redirect)}`;
}

let navigator: NavigateFunction | null = null;

/** The router registers its navigate function so code outside React (the HTTP client) can move the user. */
export function setNavigator(fn: NavigateFunction | null): void {
  navigator = fn;
}

export function navigateTo(to: string, replace = false): void {
  if (navigator) void navigator(to, { replace });
  else if (replace) window.location.replace(to);
  else window.location.assign(to);
}

export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
