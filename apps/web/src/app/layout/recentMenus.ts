import { readLocalJson, STORAGE_KEYS, writeLocal } from '../../shared/storage/local';

export const MAX_RECENT = 5;
const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

export const loadRecent = (): string[] =>
  readLocalJson(STORAGE_KEYS.recentMenus, [], isStringArray).slice(0, MAX_RECENT);

/** Most recent first, no duplicates, at most 5 (spec §9). */
export function pushRecent(list: readonly string[], path: string): string[] {
  return [path, ...list.filter((p) => p !== path)].slice(0, MAX_RECENT);
}

export const saveRecent = (list: readonly string[]) => writeLocal(STORAGE_KEYS.recentMenus, JSON.stringify(list));
