import { createContext, type ComponentType } from 'react';

/** What the history drawer shows: a record of `resource`, its fields named by `labels`. */
export interface RecordHistoryDrawerProps {
  resource: string;
  recordId: number;
  labels?: Record<string, string>;
  onClose: () => void;
}

/**
 * The record history a list's "history" row action opens. The operation log feature provides it (the app's
 * providers): the shared list never depends on a feature.
 */
export interface RecordHistory {
  Button: ComponentType<{ id: number; onOpen: () => void }>;
  Drawer: ComponentType<RecordHistoryDrawerProps>;
}

export const RecordHistoryContext = createContext<RecordHistory | null>(null);
