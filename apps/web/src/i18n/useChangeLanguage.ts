import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { authEndpoints, type Language } from '@parcelhub/contracts';
import { call } from '../shared/http/endpoint';
import { getToken } from '../shared/storage/token';
import { STORAGE_KEYS, writeLocal } from '../shared/storage/local';
import { applyLanguage } from './i18n';

/**
 * The language switcher: remembers the choice on this browser and, when logged in, on the account first, so that
 * the menus and countries refetched under the new query keys come back in the new language.
 */
export function useChangeLanguage(): (lang: Language) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (lang: Language) => {
      writeLocal(STORAGE_KEYS.language, lang);
      if (getToken()) {
        await call(authEndpoints.setLanguage, { params: { lang } }, { silent: true }).catch(() => undefined);
      }
      await applyLanguage(lang);
      void queryClient.invalidateQueries({ queryKey: ['session'] });
    },
    [queryClient],
  );
}
