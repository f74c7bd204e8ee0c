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
interface EndpointBase {
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
  /** The request is multipart/form-data carrying one file in the field `file` (an upload), not JSON. */
  upload?: boolean;
  /**
   * An integration may call it with the header `X-API-Key` instead of a session, acting as the key's main account
   * (modules/api-docking); any other call refuses a key.
   */
  apiKey?: true;
}

/** An endpoint answering JSON: only the Authorization header signs its caller in. */
interface JsonEndpoint extends EndpointBase {
  raw?: false;
  cookieAuth?: never;
}

/** An endpoint answering a file or an image, not JSON. */
interface FileEndpoint extends EndpointBase {
  raw: true;
  /**
   * The web opens this file by a plain link (`<a href>`, `<img src>`), which carries no header: the session cookie
   * signs the caller in too. Only on GET file answers, never on JSON ones: a link on another site that a browser
   * follows with the cookie must not reach anything but a file.
   */
  cookieAuth?: boolean;
}

export type EndpointDef = JsonEndpoint | FileEndpoint;

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
