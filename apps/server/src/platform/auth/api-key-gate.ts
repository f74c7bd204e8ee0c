import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from './actor';

/** What the gate keeps about a call an API key signed in (set on `req.apiKeyCall`). */
export interface ApiKeyCall {
  keyId: number;
  mode: 'test' | 'live';
  /** The gate's own bookkeeping of the call (the Idempotency-Key it claimed), opaque to the platform. */
  state?: unknown;
}

/**
 * API keys as a way in, for routes whose endpoint declares `apiKey` (contracts). The platform only calls the gate;
 * the keys, their rate and the idempotency store belong to modules/api-docking, which makes it.
 */
export interface ApiKeyGate {
  /**
   * The caller of a guarded request carrying `X-API-Key`: the key owner's actor, or null once the gate has answered
   * the refusal itself (a call that takes no key, an unknown or revoked key, past the rate).
   */
  authenticate(req: FastifyRequest, reply: FastifyReply, key: string): Promise<Actor | null>;
  /** Before the handler of a write made with a key: may answer instead (a replay, a conflict), with `reply.send`. */
  beforeWrite(req: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** The answer of a write made with a key, as it is sent (serialized). */
  afterWrite(req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<void>;
}

export const API_KEY_HEADER = 'x-api-key';

/** The request's `X-API-Key` (the first, if repeated); undefined without one. */
export const apiKeyOf = (req: FastifyRequest): string | undefined => {
  const v = req.headers[API_KEY_HEADER];
  return Array.isArray(v) ? v[0] : v;
};

/** The write hooks: callback style, so a request signed in by a session pays no promise for them. */
export function installApiKeyWrites(app: FastifyInstance, gate: ApiKeyGate) {
  const writes = (req: FastifyRequest) => req.apiKeyCall !== null && req.routeOptions.config?.apiKey?.idempotent;
  app.addHook('preHandler', (req, reply, done) => {
    if (!writes(req)) return done();
    gate.beforeWrite(req, reply).then(() => {
      if (!reply.sent) done();
    }, done);
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    if (!writes(req)) return done(null, payload);
    gate.afterWrite(req, reply, payload).then(
      () => done(null, payload),
      (err: Error) => done(err),
    );
  });
}
