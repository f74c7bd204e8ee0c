import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, type Actor } from './actor';
import { sendError, requestLanguage } from '../http/error-handler';
import { apiKeyOf, installApiKeyWrites, type ApiKeyGate } from './api-key-gate';
import './access';

export interface SessionResolver {
  /** The actor behind a session token, or null when the session is unknown, ended or expired. */
  resolve(token: string): Promise<Actor | null>;
}

export const TOKEN_COOKIE = 'HD-TOEKN';

function readToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (header) {
    const m = /^Bearer\s+(\S+)$/i.exec(header);
    return m?.[1] ?? null;
  }
  // Plain links to files carry no header; the client keeps the token in this cookie. Only the GET file routes that
  // declare cookieAuth read it: a browser sends the cookie on a link from another site too, so any other route
  // (GETs that change state included) would act for whoever followed that link.
  if (req.method === 'GET' && req.routeOptions.config?.cookieAuth === true && req.headers.cookie) {
    for (const part of req.headers.cookie.split(';')) {
      const [name, ...value] = part.trim().split('=');
      if (name === TOKEN_COOKIE) return decodeURIComponent(value.join('=')) || null;
    }
  }
  return null;
}

const guarded = (url: string) => url.startsWith('/api/') || url.startsWith('/auth/');

/** Denies by default: a route under /api or /auth without declared access stops the server from starting. */
export function installGuard(app: FastifyInstance, sessions: SessionResolver, keys?: ApiKeyGate) {
  app.decorateRequest('actor', null);
  app.decorateRequest('apiKeyCall', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('lang', 'zh');

  app.addHook('onRoute', (route) => {
    if (route.config?.access) return;
    if (guarded(route.url)) throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
  });

  app.addHook('onRequest', async (req, reply) => {
    const access = req.routeOptions.config?.access;
    const token = readToken(req);
    req.sessionToken = token;
    const apiKey = keys && access && !('public' in access) ? apiKeyOf(req) : undefined;
    if (apiKey !== undefined) {
      // A key, not a session: the gate answers its own refusals (in the caller's Accept-Language).
      req.lang = requestLanguage(req);
      req.actor = await keys!.authenticate(req, reply, apiKey);
      if (reply.sent) return reply;
    } else if (token && access && !('public' in access)) req.actor = await sessions.resolve(token);
    req.lang = requestLanguage(req);
    if (!access || 'public' in access) return;
    if (!req.actor) return sendError(reply, token ? 'SESSION_EXPIRED' : 'UNAUTHORIZED', req.lang);
    if ('permission' in access && !can(req.actor, access.permission)) {
      return sendError(reply, 'FORBIDDEN', req.lang);
    }
  });
  if (keys) installApiKeyWrites(app, keys);
}

/** The actor of a route that declared signedIn or a permission (the guard has already checked it). */
export function actorOf(req: FastifyRequest): Actor {
  if (!req.actor) throw new Error('actorOf called on a public route');
  return req.actor;
}
