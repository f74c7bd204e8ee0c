import type { QueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS, writeLocal } from '../storage/local';
import { clearToken } from './tokenStore';
import { logoutCall } from './sessionApi';

/** Forget the session on this browser: token, sub-login flag and every cached answer. */
export function clearSession(queryClient: QueryClient): void {
  clearToken();
  writeLocal(STORAGE_KEYS.isSubLogin, null);
  queryClient.clear();
}

/** Log out on the server when possible; the session is cleared here whatever the answer. */
export async function logout(queryClient: QueryClient): Promise<void> {
  try {
    await logoutCall();
  } catch {
    // the server may already have ended it
  } finally {
    clearSession(queryClient);
  }
}
