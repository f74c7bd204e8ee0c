import { readLocalJson, STORAGE_KEYS, writeLocal } from '../../shared/storage/local';

export interface LayoutSettings {
  themeColor: string;
  showTabs: boolean;
  fixedHeader: boolean;
  showLogo: boolean;
  uniqueOpened: boolean;
}

export const DEFAULT_SETTINGS: LayoutSettings = {
  themeColor: '#2b80ff',
  showTabs: true,
  fixedHeader: true,
  showLogo: true,
  uniqueOpened: true,
};

export const THEME_SWATCHES = ['#2b80ff', '#409eff', '#1677ff', '#13c2c2', '#52c41a', '#fa8c16', '#f5222d', '#722ed1'];

const isHexColor = (v: unknown): v is string => typeof v === 'string' && /^#[0-9a-fA-F]{6}$/.test(v);

function accept(v: unknown): v is Partial<LayoutSettings> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Stored settings merged over the defaults; anything malformed falls back to its default. */
export function loadSettings(): LayoutSettings {
  const stored = readLocalJson<Partial<LayoutSettings>>(STORAGE_KEYS.settings, {}, accept);
  const bool = (k: keyof Omit<LayoutSettings, 'themeColor'>) =>
    typeof stored[k] === 'boolean' ? (stored[k] as boolean) : DEFAULT_SETTINGS[k];
  return {
    themeColor: isHexColor(stored.themeColor) ? stored.themeColor : DEFAULT_SETTINGS.themeColor,
    showTabs: bool('showTabs'),
    fixedHeader: bool('fixedHeader'),
    showLogo: bool('showLogo'),
    uniqueOpened: bool('uniqueOpened'),
  };
}

export function saveSettings(s: LayoutSettings): void {
  writeLocal(STORAGE_KEYS.settings, JSON.stringify(s));
}
