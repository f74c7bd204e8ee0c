import { configureHttp } from '../shared/http';
import { clearSession } from '../shared/session';
import { currentLanguage, i18next, initI18n } from '../i18n';
import { currentPath, isPublicPath, loginUrl, navigateTo } from './navigation';
import { queryClient } from './queryClient';

/** Wires the HTTP client to i18n, the session and the router. Runs once before the first render. */
export function bootstrap(): void {
  initI18n();
  configureHttp({
    getLanguage: currentLanguage,
    translate: (key) => i18next.t(`common:http.${key}`),
    onUnauthorized: () => {
      clearSession(queryClient);
      if (!isPublicPath(window.location.pathname)) navigateTo(loginUrl(currentPath()), true);
    },
    onForbidden: () => navigateTo('/401'),
  });
}
