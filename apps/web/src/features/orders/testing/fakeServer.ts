import { OK_CODE, type EndpointDef } from '@parcelhub/contracts';
import type { Download, RequestOptions } from '../../../shared/http';

/** One call as it left the HTTP client: what a test asserts on (path, body, headers). */
export interface Sent {
  method: string;
  /** With the leading slash, parameters filled: `/api/order/detail/7`. */
  path: string;
  params: Record<string, string>;
  query: Record<string, unknown> | undefined;
  body: unknown;
  headers: Record<string, string>;
}

type Handler = (req: Sent) => unknown;

interface Route {
  endpoint: EndpointDef;
  pattern: RegExp;
  keys: string[];
  handler: Handler;
}

function compile(path: string): { pattern: RegExp; keys: string[] } {
  const keys: string[] = [];
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_m, key: string) => {
    keys.push(key);
    return '([^/]+)';
  });
  return { pattern: new RegExp(`^${source}$`), keys };
}

/**
 * A stand-in for the server behind `shared/http/http`: handlers per contract endpoint, and every call recorded as
 * sent (the page under test goes through its real api module and the real endpoint helpers). A handler answers the
 * envelope, or throws the ApiError the client would have thrown.
 */
export function fakeServer() {
  let routes: Route[] = [];
  const sent: Sent[] = [];

  const find = (method: string, path: string) => {
    for (const route of routes) {
      if (route.endpoint.method !== method) continue;
      const m = route.pattern.exec(path);
      if (m) {
        const params = Object.fromEntries(route.keys.map((k, i) => [k, decodeURIComponent(m[i + 1] ?? '')]));
        return { route, params };
      }
    }
    return null;
  };

  const handle = async (url: string, options: RequestOptions = {}): Promise<unknown> => {
    const method = options.method ?? 'GET';
    const path = `/${url.replace(/^\//, '').split('?')[0]}`;
    const found = find(method, path);
    if (!found) throw new Error(`fake server: no handler for ${method} ${path}`);
    const req: Sent = {
      method,
      path,
      params: found.params,
      query: options.params as Record<string, unknown> | undefined,
      body: options.body,
      headers: { ...options.headers },
    };
    sent.push(req);
    return found.route.handler(req);
  };

  return {
    sent,
    /** Answers this endpoint's calls (a later `on` for the same endpoint wins). */
    on(endpoint: EndpointDef, handler: Handler) {
      routes = [{ endpoint, ...compile(endpoint.path), handler }, ...routes.filter((r) => r.endpoint !== endpoint)];
    },
    reset() {
      routes = [];
      sent.length = 0;
    },
    /** The calls made to this endpoint, in order. */
    calls(endpoint: EndpointDef): Sent[] {
      const { pattern } = compile(endpoint.path);
      return sent.filter((s) => s.method === endpoint.method && pattern.test(s.path));
    },
    request: <T>(url: string, options?: RequestOptions) => handle(url, options) as Promise<T>,
    download: (url: string, options?: RequestOptions) => handle(url, options) as Promise<Download>,
  };
}

export type FakeServer = ReturnType<typeof fakeServer>;

export const ok = <T>(obj: T) => ({ flag: true, code: OK_CODE, msg: '', obj });
export const okRows = <T>(rows: T[]) => ({ flag: true, code: OK_CODE, msg: '', rows, total: rows.length });
export const pdf = (): Download => ({
  blob: new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
  fileName: 'labels.pdf',
});
