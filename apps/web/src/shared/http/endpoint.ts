import { fillPath, type EndpointAnswer, type EndpointDef, type EndpointInput } from '@parcelhub/contracts';
import { http } from './http';
import { saveDownload } from './saveDownload';
import type { QueryValue, RequestOptions } from './createHttpClient';

type CallOptions = Omit<RequestOptions, 'method' | 'params' | 'body'>;
type ObjOf<E extends EndpointDef> = EndpointAnswer<E> extends { obj: infer O } ? O : never;
type RowOf<E extends EndpointDef> = EndpointAnswer<E> extends { rows: (infer R)[] } ? R : never;

/**
 * Calls an endpoint declared in the contracts: its path, method and answer come from the same declaration the
 * server registers its route from, so neither side writes a path or casts an answer by hand.
 */
export function call<E extends EndpointDef>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointAnswer<E>> {
  const parts = input as { params?: Record<string, unknown>; query?: Record<string, QueryValue>; body?: unknown };
  return http.request<EndpointAnswer<E>>(fillPath(endpoint.path, parts.params).replace(/^\//, ''), {
    ...options,
    method: endpoint.method,
    params: parts.query,
    body: parts.body,
  });
}

/** The `obj` of an endpoint answering one object. */
export async function callObj<E extends EndpointDef>(
  endpoint: E,
  input: EndpointInput<E>,
  options?: CallOptions,
): Promise<ObjOf<E>> {
  const answer = (await call(endpoint, input, options)) as { obj: ObjOf<E> };
  return answer.obj;
}

/** Rows and total of an endpoint answering a list. */
export async function callRows<E extends EndpointDef>(
  endpoint: E,
  input: EndpointInput<E>,
  options?: CallOptions,
): Promise<{ rows: RowOf<E>[]; total: number }> {
  const answer = (await call(endpoint, input, options)) as { rows: RowOf<E>[]; total: number };
  return { rows: answer.rows, total: answer.total };
}

/** Sends one file to an upload endpoint (multipart, field `file`); the `obj` of its answer. */
export async function callUpload<E extends EndpointDef & { upload: true }>(
  endpoint: E,
  file: Blob,
  fileName: string,
  options: CallOptions = {},
): Promise<ObjOf<E>> {
  const form = new FormData();
  form.append('file', file, fileName);
  const answer = await http.request<{ obj: ObjOf<E> }>(endpoint.path.replace(/^\//, ''), {
    ...options,
    method: endpoint.method,
    body: form,
  });
  return answer.obj;
}

/** Downloads the file a raw endpoint answers, under the server's name (or `fallbackName`). */
export async function callDownload<E extends EndpointDef & { raw: true }>(
  endpoint: E,
  input: EndpointInput<E>,
  fallbackName: string,
): Promise<void> {
  const parts = input as { params?: Record<string, unknown>; query?: Record<string, QueryValue> };
  const file = await http.download(fillPath(endpoint.path, parts.params).replace(/^\//, ''), {
    method: endpoint.method,
    params: parts.query,
  });
  saveDownload(file, fallbackName);
}
