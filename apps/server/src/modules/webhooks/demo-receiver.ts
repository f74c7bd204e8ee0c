import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { demoReceiverEndpoints, type DemoReceivedMessage } from '@parcelhub/contracts';
import type { Config } from '../../config';
import type { Actor } from '../../platform/auth/actor';
import { ALL_DATA } from '../../platform/auth/scope';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { AppError } from '../../platform/http/app-error';
import { mountEndpoints } from '../../platform/http/endpoint-route';
import { okDone, okRows } from '../../platform/http/envelope';
import type { UsersService } from '../users';
import { newSecret } from './signing';
import { webhookQueries } from './webhooks.repository';

/** The demo customer whose webhook points at the receiver. */
export const DEMO_RECEIVER_ACCOUNT = 'customer';
export const DEMO_RECEIVER_PATH = '/api/demo/webhookReceiver';
/** The messages kept per endpoint (in memory: the demo forgets them at a restart). */
const KEEP = 200;

interface Deps {
  data: DataAccess;
  config: Pick<Config, 'SEED_DEMO' | 'WEBHOOK_ALLOW_PRIVATE' | 'PORT'>;
  users: UsersService;
}

/**
 * A demo piece, not a product feature (decision 264): with the demo data seeded and WEBHOOK_ALLOW_PRIVATE on (what
 * `npm start` sets on its embedded database), the demo customer gets a webhook pointing at this receiver on loopback.
 * The receiver is what a customer's system would be: it verifies each message with the `standardwebhooks` package
 * (with the endpoint's secret, which a real receiver would have kept when it registered) and keeps the last ones, so
 * `GET api/demo/webhookReceiver/messages` shows the signed messages arriving in order of sequence. Off, every call of
 * it answers 404 and nothing is registered.
 */
export function createDemoReceiver({ data, config, users }: Deps) {
  const repo = bindRepository(data, webhookQueries);
  const on = config.SEED_DEMO && config.WEBHOOK_ALLOW_PRIVATE;
  const kept = new Map<number, DemoReceivedMessage[]>();
  /** Per endpoint and parcel, the highest sequence received: a lower one is stale. */
  const highest = new Map<string, number>();

  function requireOn() {
    if (!on) throw new AppError('WEBHOOK_DEMO_RECEIVER_OFF');
  }
  const urlFor = (port: number, accountId: number) => `http://127.0.0.1:${port}${DEMO_RECEIVER_PATH}/${accountId}`;

  return {
    enabled: on,

    /**
     * Registers the demo customer's webhook to this receiver unless it has one (at start; `port` is the one the
     * server listens on). Answers the endpoint's id, or null when off or the demo customer is missing.
     */
    async ensureRegistered(port = config.PORT): Promise<number | null> {
      if (!on || port === 0) return null;
      const customer = await users.findByUsername(DEMO_RECEIVER_ACCOUNT);
      if (!customer) return null;
      const url = urlFor(port, customer.id);
      const existing = (await repo.listEndpoints(ALL_DATA, 'customer')).find((e) => e.url === url);
      if (existing) return existing.id;
      const row = await repo.insertEndpoint({
        kind: 'customer',
        accountId: customer.id,
        url,
        events: ['tracking.updated'],
        secret: newSecret(),
        createdBy: customer.id,
      });
      return row.id;
    },

    /** A message for the account's endpoints: verified with its endpoint's secret, kept, stale or not. */
    async receive(accountId: number, body: string, headers: Record<string, string | string[] | undefined>) {
      requireOn();
      const flat = Object.fromEntries(
        Object.entries(headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : (v ?? '')]),
      );
      const endpoints = (await repo.listEndpoints(ALL_DATA, 'customer')).filter(
        (e) => e.accountId === accountId && e.url.includes(DEMO_RECEIVER_PATH),
      );
      for (const endpoint of endpoints) {
        let payload: {
          data?: { sequence?: number; trackingNo?: string | null; status?: string; subStatus?: string | null };
        };
        try {
          payload = new Webhook(endpoint.secret).verify(body, flat) as typeof payload;
        } catch {
          continue;
        }
        const d = payload.data ?? {};
        const sequence = Number(d.sequence ?? 0);
        const parcel = `${endpoint.id}:${d.trackingNo ?? ''}`;
        const stale = sequence <= (highest.get(parcel) ?? 0);
        if (!stale) highest.set(parcel, sequence);
        const list = kept.get(endpoint.id) ?? [];
        list.push({
          webhookId: flat['webhook-id'] ?? '',
          endpointId: endpoint.id,
          sequence,
          trackingNo: d.trackingNo ?? null,
          status: String(d.status ?? ''),
          subStatus: d.subStatus ?? null,
          receivedAt: new Date().toISOString(),
          verified: true,
          stale,
        });
        kept.set(endpoint.id, list.slice(-KEEP));
        return;
      }
      throw new AppError('WEBHOOK_DEMO_SIGNATURE_INVALID');
    },

    /**
     * The messages kept for the caller's account, each parcel's in order of sequence (deliveries run concurrently, so
     * they may arrive out of it: `stale` tells which arrived after a higher one).
     */
    async messages(actor: Actor): Promise<DemoReceivedMessage[]> {
      requireOn();
      const mine = (await repo.listEndpoints(ALL_DATA, 'customer')).filter((e) => e.accountId === actor.accountId);
      return mine
        .flatMap((e) => kept.get(e.id) ?? [])
        .sort(
          (a, b) =>
            (a.trackingNo ?? '').localeCompare(b.trackingNo ?? '') ||
            a.sequence - b.sequence ||
            a.receivedAt.localeCompare(b.receivedAt),
        );
    },
  };
}
export type DemoReceiver = ReturnType<typeof createDemoReceiver>;

/**
 * The receiver's routes. `receive` reads its body as the bytes sent (a signature is over them, not over a re-encoded
 * object): its own scope parses JSON as a string.
 */
export function mountDemoReceiverRoutes(app: FastifyInstance, demo: DemoReceiver) {
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    mountEndpoints(scope, demoReceiverEndpoints, {
      receive: async ({ params, body, req }) => {
        await demo.receive(params.id, body, req.headers);
        return okDone();
      },
      messages: async ({ actor }) => {
        const rows = await demo.messages(actor);
        return okRows(rows, rows.length);
      },
    });
  });
}
