import type { EndpointAccess, Language } from '@parcelhub/contracts';
import type { Actor } from './actor';

/**
 * What each route asks of its caller. Every route under /api and /auth must declare one, or the server refuses
 * to start: access is denied by default.
 */
export type RouteAccess = EndpointAccess;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    actor: Actor | null;
    /** The raw session token, when one came with the request. */
    sessionToken: string | null;
    lang: Language;
  }
}

export const PUBLIC: { access: RouteAccess } = { access: { public: true } };
