import type { z } from 'zod';
import type { Permission } from '../access/permissions';

export type HttpVerb = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call: anyone, any signed-in user, or holders of one permission. The server denies anything else. */
export type EndpointAccess = { public: true } | { signedIn: true } | { permission: Permission };

export const PUBLIC_ACCESS = { public: true } as const satisfies EndpointAccess;
export const SIGNED_IN_ACCESS = { signedIn: true } as const satisfies EndpointAccess;
export const needs = (permission: Permission) => ({ permission }) as const satisfies EndpointAccess;

/**
 * One HTTP call, declared once: the server registers its route from it (validation, OpenAPI, access) and the
 * web client calls it through it (path, method, typed input and answer). Paths use `:name` for path parameters.
 */
export interface EndpointDef {
  method: HttpVerb;
  path: `/${string}`;
  summary: string;
  tags: readonly string[];
  access: EndpointAccess;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The success answer (an envelope). */
  response: z.ZodType;
  /** The answer is a file or an image, not JSON. */
  raw?: boolean;
  /** The request is multipart/form-data carrying one file in the field `file` (an upload), not JSON. */
  upload?: boolean;
}

export const defineEndpoint = <const E extends EndpointDef>(endpoint: E): E => endpoint;

type Part = 'params' | 'query' | 'body';
type Field<E, K extends Part> = K extends keyof E
  ? E[K] extends z.ZodType
    ? { [P in K]: z.input<E[K]> }
    : unknown
  : unknown;

/** What a client sends: path parameters, query and body, each typed by the endpoint's schemas. */
export type EndpointInput<E extends EndpointDef> = Field<E, 'params'> & Field<E, 'query'> & Field<E, 'body'>;

/** The envelope the endpoint answers on success. */
export type EndpointAnswer<E extends EndpointDef> = z.output<E['response']>;

/** Fills `:name` placeholders of a path (encoded). */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
