import { DEFAULT_LANGUAGE } from '@parcelhub/contracts';
import { getToken } from '../storage/token';
import { createHttpClient, type HttpDeps } from './createHttpClient';

/** Default request time-out (spec §9: 1,200,000 ms); override with VITE_HTTP_TIMEOUT. */
export const DEFAULT_TIMEOUT = Number(import.meta.env.VITE_HTTP_TIMEOUT ?? 1_200_000) || 1_200_000;

const FALLBACK_TEXT: Record<string, string> = {
  serviceAbnormal: 'The service is abnormal, please try again later',
  timeout: 'network request timed out',
  networkFailed: 'interface request failed',
  requestError: 'Request error',
  sessionExpired: 'Current login status has expired, please log in again',
  forbidden: 'You have no permission for this action',
};

/** The app wires navigation, notifications and i18n in at start-up (see app/bootstrap). */
const deps: HttpDeps = {
  fetch: (input, init) => globalThis.fetch(input, init),
  baseUrl: import.meta.env.VITE_API_BASE ?? '',
  timeout: DEFAULT_TIMEOUT,
  getToken,
  getLanguage: () => DEFAULT_LANGUAGE,
  onUnauthorized: () => undefined,
  onForbidden: () => undefined,
  notify: () => undefined,
  translate: (key) => FALLBACK_TEXT[key] ?? key,
};

export function configureHttp(patch: Partial<HttpDeps>): void {
  Object.assign(deps, patch);
}

/** Every server call of the app goes through this client; it reads `deps` at call time. */
export const http = createHttpClient({
  get fetch() {
    return deps.fetch;
  },
  get baseUrl() {
    return deps.baseUrl;
  },
  get timeout() {
    return deps.timeout;
  },
  getToken: () => deps.getToken(),
  getLanguage: () => deps.getLanguage(),
  onUnauthorized: (e) => deps.onUnauthorized(e),
  onForbidden: (e) => deps.onForbidden(e),
  notify: (n) => deps.notify(n),
  translate: (k) => deps.translate(k),
});
