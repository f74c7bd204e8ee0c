import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_PATTERN, ordersEndpoints } from '@parcelhub/contracts';
import type { Actor } from '../../platform/auth/actor';
import type { ApiKeyGate } from '../../platform/auth/api-key-gate';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { sendError } from '../../platform/http/error-handler';
import { IDEMPOTENCY_KEY, idempotencyKeyOf } from '../../platform/http/idempotency';
import type { UsersService } from '../users';
import type { RolesService } from '../roles';
import type { QuoteService } from '../pricing';
import { SANDBOX_CODE } from '../carriers';
import * as queries from './api-docking.repository';
import { hashApiKey, requestHash } from './key-text';
import { fullBucket, take, type Bucket, type Rate } from '../../platform/rate/token-bucket';

/** A resolved key is kept this long per process; revoking in this process evicts it at once (decision 137). */
const KEY_TTL_MS = 5_000;
/** Last use is written at most this often per key. */
const TOUCH_EVERY_SECONDS = 60;
export const IDEMPOTENCY_TTL_HOURS = 24;
/** A claim older than this with no answer was left by a process that died: the next request may take it over. */
const CLAIM_STALE_SECONDS = 300;
/** How long a twin request waits for the first one's answer before it is told to retry. */
const TWIN_WAIT_MS = 30_000;
const POLL_MS = 100;

interface Claim {
  accountId: number;
  key: string;
  done: boolean;
  finished: () => void;
}

interface KnownKey {
  keyId: number;
  mode: 'test' | 'live';
  actor: Actor;
  until: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function createKeyGate(deps: {
  data: DataAccess;
  users: Pick<UsersService, 'findById'>;
  roles: Pick<RolesService, 'rolesOf'>;
  pricing: Pick<QuoteService, 'productFacts'>;
  rate: Rate;
  now?: () => number;
}) {
  const { data, users, roles, pricing, rate } = deps;
  const now = deps.now ?? Date.now;
  const repo = bindRepository(data, queries);
  const known = new Map<string, KnownKey>();
  const buckets = new Map<number, Bucket>();
  const touched = new Map<number, number>();
  /** This process's requests holding a claim, by account and key: a twin here waits for its end, not the clock. */
  const inFlight = new Map<string, Promise<void>>();

  /** The main account behind a key, as a signed-in main user would be (its roles' permissions), or null. */
  async function actorOf(accountId: number): Promise<Actor | null> {
    const user = await users.findById(accountId);
    if (!user || !user.enabled || !user.isApproved || user.parentId !== null || user.privilegeType !== 'USER')
      return null;
    const roleRows = await roles.rolesOf(user.id);
    return {
      userId: user.id,
      accountId: user.id,
      username: user.username,
      privilegeType: user.privilegeType,
      roles: roleRows.length ? roleRows.map((r) => r.name) : ['ROLE_SYSTEM_DEFAULT'],
      permissions: new Set(roleRows.flatMap((r) => r.permissions)),
      isSubAccount: false,
      grantedMenuIds: null,
      language: user.language,
      sessionId: 0,
    };
  }

  async function resolve(key: string): Promise<KnownKey | null> {
    const at = now();
    const cached = known.get(key);
    if (cached && cached.until > at) return cached;
    known.delete(key);
    const row = await repo.findActiveByHash(hashApiKey(key));
    const actor = row ? await actorOf(row.accountId) : null;
    if (!row || !actor) return null;
    const entry: KnownKey = { keyId: row.id, mode: row.mode, actor, until: at + KEY_TTL_MS };
    if (known.size > 10_000) known.clear();
    known.set(key, entry);
    return entry;
  }

  /** Written once a minute per key and process; the update itself skips a row another process touched. */
  async function touch(keyId: number) {
    const at = now();
    if (at - (touched.get(keyId) ?? -Infinity) < TOUCH_EVERY_SECONDS * 1000) return;
    touched.set(keyId, at);
    await repo.touchKey(keyId, TOUCH_EVERY_SECONDS);
  }

  function replay(reply: FastifyReply, row: queries.IdempotencyRecord) {
    return reply
      .code(row.status!)
      .header('content-type', 'application/json; charset=utf-8')
      .header('idempotent-replayed', 'true')
      .send(row.body);
  }

  /** A test key places only where the sandbox carrier books: no real carrier is asked for a label. */
  async function testModeRefusal(req: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (req.apiKeyCall?.mode !== 'test' || req.routeOptions.url !== ordersEndpoints.place.path) return false;
    const productId = (req.body as { productId?: number } | undefined)?.productId;
    if (typeof productId !== 'number') return false;
    const facts = await pricing.productFacts(productId);
    if (!facts || facts.carrierCode === SANDBOX_CODE) return false;
    sendError(reply, 'API_KEY_TEST_MODE_PRODUCT', req.lang, { productId });
    return true;
  }

  const gate: ApiKeyGate = {
    async authenticate(req, reply, key) {
      if (!req.routeOptions.config?.apiKey) {
        sendError(reply, 'API_KEY_NOT_ACCEPTED', req.lang);
        return null;
      }
      const found = API_KEY_PATTERN.test(key) ? await resolve(key) : null;
      if (!found) {
        sendError(reply, 'API_KEY_INVALID', req.lang);
        return null;
      }
      const at = now();
      const taken = take(buckets.get(found.keyId) ?? fullBucket(rate, at), rate, at);
      buckets.set(found.keyId, taken.bucket);
      if (!taken.ok) {
        reply.header('retry-after', String(taken.retryAfterSeconds));
        sendError(reply, 'API_KEY_RATE_LIMITED', req.lang, { seconds: taken.retryAfterSeconds });
        return null;
      }
      await touch(found.keyId);
      req.apiKeyCall = { keyId: found.keyId, mode: found.mode };
      return found.actor;
    },

    async beforeWrite(req, reply) {
      if (await testModeRefusal(req, reply)) return;
      const key = idempotencyKeyOf(req.headers);
      if (key === undefined) return;
      if (!IDEMPOTENCY_KEY.test(key)) {
        sendError(reply, 'IDEMPOTENCY_KEY_INVALID', req.lang);
        return;
      }
      const accountId = req.actor!.accountId;
      const hash = requestHash(req.method, req.url, req.body);
      const slot = `${accountId}:${key}`;
      const deadline = now() + TWIN_WAIT_MS;
      for (;;) {
        if (
          await repo.claimIdempotency(
            { accountId, idempotencyKey: key, requestHash: hash },
            IDEMPOTENCY_TTL_HOURS,
            CLAIM_STALE_SECONDS,
          )
        ) {
          let finished!: () => void;
          inFlight.set(slot, new Promise<void>((r) => (finished = r)));
          const claim: Claim = { accountId, key, done: false, finished };
          req.apiKeyCall!.state = claim;
          return;
        }
        const row = await repo.findIdempotency(accountId, key);
        if (row && row.requestHash !== hash) {
          sendError(reply, 'IDEMPOTENCY_KEY_REUSED', req.lang);
          return;
        }
        if (row && row.status !== null) {
          replay(reply, row);
          return;
        }
        if (now() > deadline) {
          reply.header('retry-after', '1');
          sendError(reply, 'IDEMPOTENCY_IN_PROGRESS', req.lang);
          return;
        }
        // Running (or just given back): wait for its end here, or poll when another process runs it.
        const running = inFlight.get(slot);
        await (running ? Promise.race([running, sleep(TWIN_WAIT_MS)]) : sleep(POLL_MS));
      }
    },

    async afterWrite(req, reply, payload) {
      const claim = req.apiKeyCall?.state as Claim | undefined;
      if (!claim || claim.done) return;
      claim.done = true;
      try {
        // The serializers answer a Buffer (errors a string); anything else (a stream) cannot be replayed.
        const body = Buffer.isBuffer(payload) ? payload.toString('utf8') : payload;
        if (reply.statusCode >= 500 || typeof body !== 'string')
          await repo.releaseIdempotency(claim.accountId, claim.key);
        else await repo.completeIdempotency(claim.accountId, claim.key, reply.statusCode, body);
      } finally {
        inFlight.delete(`${claim.accountId}:${claim.key}`);
        claim.finished();
      }
    },
  };

  return {
    gate,
    /** A key ended in this process stops at once here (other processes within KEY_TTL_MS). */
    forgetKey(keyId: number) {
      for (const [key, entry] of known) if (entry.keyId === keyId) known.delete(key);
      buckets.delete(keyId);
    },
    forgetOldIdempotency: () => repo.forgetOldIdempotency(IDEMPOTENCY_TTL_HOURS),
  };
}

export type KeyGate = ReturnType<typeof createKeyGate>;
