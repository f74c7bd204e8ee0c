import type { Language, OkObj, OkRows } from '@parcelhub/contracts';
import { ApiError } from './ApiError';
import {
  envelopeFieldErrors,
  envelopeMessage,
  fileNameFromDisposition,
  isEnvelope,
  isJsonContentType,
  isRecord,
  isSuccess,
  parseJson,
  type RawEnvelope,
} from './envelope';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
export type QueryValue = string | number | boolean | null | undefined;
/** Texts the client itself shows; the app maps them through i18n. */
export type HttpMessageKey =
  'serviceAbnormal' | 'timeout' | 'networkFailed' | 'requestError' | 'sessionExpired' | 'forbidden';

/**
 * `load`: the call fetches what a page shows; a 403 means the page is not for this user (the no-permission page).
 * `action`: the user did something (save, delete, approve); a 403 refuses that one thing and the page stays.
 */
export type RequestKind = 'load' | 'action';

export interface NotifyInput {
  message: string;
  /** Same key, one notification on screen (parallel 401s, repeated failures). */
  key?: string;
}

export interface HttpDeps {
  fetch: typeof fetch;
  /** Prefix for every path; '' means the server root of this origin. */
  baseUrl: string;
  timeout: number;
  getToken: () => string | null;
  getLanguage: () => Language;
  /** 401: clear the session and send the user to the login page, remembering where they were. */
  onUnauthorized: (error: ApiError) => void;
  /** 403 while loading a page: the no-permission page. A 403 on an action is only a message. */
  onForbidden: (error: ApiError) => void;
  notify: (input: NotifyInput) => void;
  translate: (key: HttpMessageKey) => string;
}

export interface RequestOptions {
  method?: HttpMethod;
  params?: Record<string, QueryValue>;
  /** JSON by default; FormData goes as multipart, URLSearchParams as a form. */
  body?: unknown;
  timeout?: number;
  /** The caller shows its own error (forms mapping field errors, login): no global notification. */
  silent?: boolean;
  /** A 401/403 here is an answer about this call (bad credentials, not approved), not about the session. */
  skipAuthRedirect?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Cancel an earlier identical call still in flight (default true). */
  dedupe?: boolean;
  /** See RequestKind; by default see requestKind below. */
  kind?: RequestKind;
}

/**
 * A GET loads. Other methods load when the caller passes an AbortSignal: that is how TanStack queries call
 * (list pages POST their filters), while mutations pass none. Say `kind` to decide otherwise.
 */
export function requestKind(options: RequestOptions): RequestKind {
  if (options.kind) return options.kind;
  if ((options.method ?? 'GET') === 'GET' || options.signal) return 'load';
  return 'action';
}

export interface Download {
  blob: Blob;
  fileName: string | null;
}

type AbortReason = 'duplicate' | 'timeout' | 'external';

export interface HttpClient {
  request: <T>(url: string, options?: RequestOptions) => Promise<T>;
  obj: <T>(url: string, options?: RequestOptions) => Promise<T>;
  rows: <T>(url: string, options?: RequestOptions) => Promise<{ rows: T[]; total: number }>;
  download: (url: string, options?: RequestOptions) => Promise<Download>;
  /** Calls in flight, for tests and diagnostics. */
  pending: () => number;
}

function buildUrl(baseUrl: string, url: string, params?: Record<string, QueryValue>): string {
  const path = /^https?:\/\//i.test(url) ? url : `${baseUrl.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v !== undefined && v !== null && v !== '') search.append(k, String(v));
  }
  const qs = search.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

function encodeBody(body: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob) return body;
  headers['Content-Type'] = 'application/json';
  return JSON.stringify(body);
}

function bodyKey(body: unknown): string | null {
  if (body === undefined) return '';
  if (body instanceof FormData || body instanceof Blob) return null; // not comparable: never deduplicated
  if (body instanceof URLSearchParams) return body.toString();
  return JSON.stringify(body);
}

export function createHttpClient(deps: HttpDeps): HttpClient {
  /** Identical calls in flight (method, url, body), each with the way to cancel it as a duplicate. */
  const inFlight = new Map<string, { cancel: () => void }>();

  async function send(url: string, options: RequestOptions, wantBlob: boolean): Promise<RawEnvelope | Download> {
    const method = options.method ?? 'GET';
    const fullUrl = buildUrl(deps.baseUrl, url, options.params);
    const headers: Record<string, string> = {
      Accept: wantBlob ? '*/*' : 'application/json',
      'Accept-Language': deps.getLanguage(),
      ...options.headers,
    };
    const token = deps.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const body = encodeBody(options.body, headers);

    const controller = new AbortController();
    let reason: AbortReason | null = null;
    const abort = (r: AbortReason) => {
      if (reason === null) reason = r;
      controller.abort();
    };

    const bk = options.dedupe === false ? null : bodyKey(options.body);
    const key = bk === null ? null : `${method} ${fullUrl} ${bk}`;
    const entry = { cancel: () => abort('duplicate') };
    if (key !== null) {
      inFlight.get(key)?.cancel();
      inFlight.set(key, entry);
    }
    const external = options.signal;
    const onExternal = () => abort('external');
    if (external?.aborted) abort('external');
    external?.addEventListener('abort', onExternal);
    const timer = setTimeout(() => abort('timeout'), options.timeout ?? deps.timeout);

    const fail = (kind: 'timeout' | 'network' | 'canceled'): ApiError => {
      const messageKey = kind === 'timeout' ? 'timeout' : 'networkFailed';
      const message = kind === 'canceled' ? 'request cancelled' : deps.translate(messageKey);
      const error = new ApiError({ kind, message });
      if (kind !== 'canceled' && !options.silent) deps.notify({ message, key: `http-${kind}` });
      return error;
    };
    const abortKind = (): 'timeout' | 'canceled' => (reason === 'timeout' ? 'timeout' : 'canceled');

    try {
      let response: Response;
      try {
        response = await deps.fetch(fullUrl, { method, headers, body, signal: controller.signal });
      } catch {
        throw fail(controller.signal.aborted ? abortKind() : 'network');
      }

      const contentType = response.headers.get('content-type');
      if (wantBlob && response.ok && !isJsonContentType(contentType)) {
        let blob: Blob;
        try {
          blob = await response.blob();
        } catch {
          throw fail(controller.signal.aborted ? abortKind() : 'network');
        }
        return { blob, fileName: fileNameFromDisposition(response.headers.get('content-disposition')) };
      }

      let text: string;
      try {
        text = await response.text();
      } catch {
        throw fail(controller.signal.aborted ? abortKind() : 'network');
      }
      const parsed = parseJson(text);
      const env = isEnvelope(parsed) ? parsed : null;

      if (response.ok && (env ? isSuccess(env) : text.trim() === '')) {
        return env ?? { flag: true, code: 10200, msg: '' };
      }
      throw handleFailure(response.status, env, options);
    } finally {
      clearTimeout(timer);
      external?.removeEventListener('abort', onExternal);
      if (key !== null && inFlight.get(key) === entry) inFlight.delete(key);
    }
  }

  function handleFailure(status: number, env: RawEnvelope | null, options: RequestOptions): ApiError {
    const serverMsg = envelopeMessage(env);
    const error = new ApiError({
      kind: env ? 'http' : 'parse',
      message: serverMsg || deps.translate(env ? 'serviceAbnormal' : 'requestError'),
      status,
      code: env && typeof env.code === 'number' ? env.code : null,
      errorKey: env && typeof env.errorKey === 'string' ? env.errorKey : null,
      params: env && isRecord(env.params) ? env.params : {},
      fieldErrors: envelopeFieldErrors(env),
    });
    if (status === 401 && !options.skipAuthRedirect) {
      deps.onUnauthorized(error);
      if (!options.silent) deps.notify({ message: serverMsg || deps.translate('sessionExpired'), key: 'http-401' });
      return error;
    }
    if (status === 403 && !options.skipAuthRedirect && requestKind(options) === 'load') {
      deps.onForbidden(error);
      return error;
    }
    if (status === 403) {
      if (!options.silent) deps.notify({ message: serverMsg || deps.translate('forbidden'), key: 'http-403' });
      return error;
    }
    if (!options.silent) {
      deps.notify({ message: serverMsg || deps.translate('serviceAbnormal'), key: `http-${error.errorKey ?? status}` });
    }
    return error;
  }

  const request = async <T>(url: string, options: RequestOptions = {}): Promise<T> =>
    (await send(url, options, false)) as T;

  return {
    request,
    obj: async <T>(url: string, options: RequestOptions = {}) => (await request<OkObj<T>>(url, options)).obj,
    rows: async <T>(url: string, options: RequestOptions = {}) => {
      const env = await request<OkRows<T>>(url, options);
      const rows = Array.isArray(env.rows) ? env.rows : [];
      return { rows, total: typeof env.total === 'number' ? env.total : rows.length };
    },
    download: async (url: string, options: RequestOptions = {}) => {
      const result = await send(url, options, true);
      if ('blob' in result) return result;
      throw new ApiError({ kind: 'parse', message: deps.translate('requestError') });
    },
    pending: () => inFlight.size,
  };
}
