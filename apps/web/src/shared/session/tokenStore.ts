import { useSyncExternalStore } from 'react';
import { getToken, removeToken, setToken } from '../storage/token';

/** The cookie holds the token; this store tells React when it changes in this tab. */
const listeners = new Set<() => void>();
let snapshot: string | null = getToken();

function emit(): void {
  snapshot = getToken();
  for (const l of listeners) l();
}

export function saveToken(token: string): void {
  setToken(token);
  emit();
}

export function clearToken(): void {
  removeToken();
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToken(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => null,
  );
}
