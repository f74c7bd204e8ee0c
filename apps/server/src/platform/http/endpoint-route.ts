import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { EndpointAnswer, EndpointDef, Language } from '@parcelhub/contracts';
import type { Actor } from '../auth/actor';
import { actingAs } from '../db/actor-context';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler gets: the request's parts parsed by the endpoint's schemas, the caller, and its language. */
export interface EndpointCall<E extends EndpointDef> {
  body: Out<E['body']>;
  query: Out<E['query']>;
  params: Out<E['params']>;
  /** The signed-in caller; null only on public endpoints. */
  actor: E['access'] extends { public: true } ? Actor | null : Actor;
  lang: Language;
  req: FastifyRequest;
  reply: FastifyReply;
}

export type EndpointHandler<E extends EndpointDef> = (
  call: EndpointCall<E>,
) => Promise<EndpointAnswer<E> | void> | EndpointAnswer<E> | void;

/** Registers the server side of an endpoint declared in contracts: same path, schemas and access as the client. */
export function mountEndpoint<E extends EndpointDef>(app: FastifyInstance, endpoint: E, handler: EndpointHandler<E>) {
  const isPublic = 'public' in endpoint.access;
  const cookieAuth = endpoint.cookieAuth === true;
  if (cookieAuth && !(endpoint.raw === true && endpoint.method === 'GET')) {
    // The types refuse it too; this holds for a declaration cast past them.
    throw new Error(`${endpoint.method} ${endpoint.path}: cookieAuth is only for GET endpoints answering a file`);
  }
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: {
      access: endpoint.access,
      cookieAuth,
      ...(endpoint.apiKey ? { apiKey: { idempotent: endpoint.method !== 'GET' && endpoint.raw !== true } } : {}),
    },
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.raw ? {} : { response: { 200: endpoint.response } }),
    },
    handler: async (req, reply) => {
      if (!isPublic && !req.actor) throw new Error(`${endpoint.path}: the guard let an anonymous call through`);
      const run = () =>
        handler({
          body: req.body as Out<E['body']>,
          query: req.query as Out<E['query']>,
          params: req.params as Out<E['params']>,
          actor: req.actor as EndpointCall<E>['actor'],
          lang: req.lang,
          req,
          reply,
        });
      // The signed-in caller is the author of every write the handler makes (the operation log reads it).
      const { actor } = req;
      return actor ? actingAs({ userId: actor.userId, accountId: actor.accountId, requestId: req.id }, run) : run();
    },
  });
}

/** The handlers of a group of endpoints, one per declared endpoint: a missing one fails the type check. */
export type EndpointHandlers<G extends Record<string, EndpointDef>> = { [K in keyof G]: EndpointHandler<G[K]> };

export function mountEndpoints<G extends Record<string, EndpointDef>>(
  app: FastifyInstance,
  group: G,
  handlers: EndpointHandlers<G>,
) {
  for (const key of Object.keys(group) as (keyof G & string)[]) mountEndpoint(app, group[key]!, handlers[key]);
}
