/** localStorage access that never throws (private mode, disabled storage, tests). */
export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage unavailable: the setting only lasts for this page
  }
}

export function readLocalJson<T>(key: string, fallback: T, accept: (v: unknown) => v is T): T {
  const raw = readLocal(key);
  if (raw === null) return fallback;
  try {
    const parsed: unknown = JSON.parse(raw);
    return accept(parsed) ? parsed : fallback;
  } catch {
    return fallback;
  }
}

export const STORAGE_KEYS = {
  language: 'language',
  isSubLogin: 'isSubLogin',
  settings: 'settings',
  recentMenus: 'recentMenus',
  sidebarCollapsed: 'sidebarCollapsed',
} as const;
