import type { EndpointAccess, Language } from '@parcelhub/contracts';
import type { Actor } from './actor';
import type { ApiKeyCall } from './api-key-gate';

/**
 * What each route asks of its caller. Every route under /api and /auth must declare one, or the server refuses
 * to start: access is denied by default.
 */
export type RouteAccess = EndpointAccess;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** The session cookie signs the caller in too (a file the web opens by a plain link); else the header only. */
    cookieAuth?: boolean;
    /** An integration may call with `X-API-Key` (contracts' `apiKey`); `idempotent`: a write honouring Idempotency-Key. */
    apiKey?: { idempotent: boolean };
  }
  interface FastifyRequest {
    actor: Actor | null;
    /** The raw session token, when one came with the request. */
    sessionToken: string | null;
    lang: Language;
    /** Set when an API key (not a session) signed the caller in: what the key gate keeps about the call. */
    apiKeyCall: ApiKeyCall | null;
  }
}

export const PUBLIC: { access: RouteAccess } = { access: { public: true } };
