import { useCallback, useState } from 'react';
import { readLocalJson, writeLocal } from '../storage/local';
import type { ListColumn } from './types';

/** What the user changed, per column key; columns not named keep their declared default. */
export type ColumnOverrides = Record<string, boolean>;

const isOverrides = (v: unknown): v is ColumnOverrides =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  Object.values(v as Record<string, unknown>).every((x) => typeof x === 'boolean');

export const columnStorageKey = (pageKey: string) => `listColumns:${pageKey}`;

export function isColumnVisible<T>(column: ListColumn<T>, overrides: ColumnOverrides): boolean {
  if (column.locked) return true;
  return overrides[column.key] ?? !column.defaultHidden;
}

/** Column visibility of one list page, remembered on this browser. */
export function useColumnSettings(pageKey: string) {
  const storageKey = columnStorageKey(pageKey);
  const [overrides, setOverrides] = useState<ColumnOverrides>(() => readLocalJson(storageKey, {}, isOverrides));
  const setVisible = useCallback(
    (key: string, visible: boolean) =>
      setOverrides((prev) => {
        const next = { ...prev, [key]: visible };
        writeLocal(storageKey, JSON.stringify(next));
        return next;
      }),
    [storageKey],
  );
  const reset = useCallback(() => {
    writeLocal(storageKey, null);
    setOverrides({});
  }, [storageKey]);
  return { overrides, setVisible, reset };
}
