import type { BackendModule, ReadCallback } from 'i18next';
import { loadNamespace } from './resources';

/** Fetches a feature's translations when a page first asks for its namespace (one small chunk each). */
export const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    loadNamespace(language, namespace).then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
