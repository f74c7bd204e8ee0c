import type { Language } from '@parcelhub/contracts';
import type { DataAccess } from '../../platform/db/data-access';
import { bindRepository } from '../../platform/db/data-access';
import type { DueWork } from '../../platform/jobs/due-work';
import { fullBucket, take, type Bucket, type Rate } from '../../platform/rate/token-bucket';
import type { CarriersService, TrackingEvent } from '../carriers';
import { pullQueries } from './tracking.pull.repository';
import type { RawEvent } from './raw-events';
import type { IngestResult } from './tracking.service';

/** "Pull the carrier's events of its parcels" as due work: one item per carrier, key its code. */
export const TRACK_PULL_KIND = 'tracking.pull';
/** The key of the parcels that have no carrier code (the default carrier's). */
export const NO_CARRIER_KEY = '-';
/** Numbers one `track` call asks for (the spec's limit). */
export const TRACK_NUMBERS_PER_CALL = 40;
/** Calls a carrier takes from one process: a minute's worth, and a few at once. */
export const DEFAULT_PULL_RATE: Rate = { perMinute: 60, capacity: 5 };
/** A label schedules its carrier's pull at most this often per process. */
const LABEL_SCHEDULE_GAP_MS = 5_000;
/** Language of the order log lines a pull writes (the platform's default). */
const PULL_LANG: Language = 'zh';

const carrierOfKey = (key: string) => (key === NO_CARRIER_KEY ? null : key);

export interface PullDeps {
  data: DataAccess;
  carriers: Pick<CarriersService, 'track'>;
  dueWork: DueWork;
  ingest: (raws: readonly RawEvent[], lang: Language) => Promise<IngestResult>;
  /** Marks these orders' parcels EXPIRED (their carrier silent for 30 days) and lets the orders follow. */
  expire: (orderIds: readonly number[], lang: Language) => Promise<void>;
  intervalSeconds: number;
  rate?: Rate;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export interface PullResult {
  calls: number;
  numbers: number;
  failed: number;
  expired: number;
  ingested: IngestResult;
}

/** Carrier events as raw events; an event with a time that does not read is dropped (it cannot be placed). */
export function rawOf(carrierCode: string, events: readonly TrackingEvent[]): RawEvent[] {
  return events.flatMap((ev) => {
    const eventTime = new Date(ev.time);
    if (Number.isNaN(eventTime.getTime()) || typeof ev.trackingNo !== 'string' || !ev.trackingNo) return [];
    return [
      {
        carrierCode,
        trackingNo: ev.trackingNo,
        code: String(ev.code ?? ''),
        description: String(ev.description ?? '').slice(0, 500),
        location: String(ev.location ?? '').slice(0, 200),
        eventTime,
        source: 'carrier' as const,
      },
    ];
  });
}

/**
 * The carrier pulls: every `TRACK_PULL_SECONDS` each carrier's labelled, undelivered parcels are asked for, 40 numbers a
 * call, the calls rate-limited per carrier (token bucket), their events fed to `ingest`. Parcels silent for 30 days
 * expire first and are no longer asked for. A carrier's failed calls make the item fail: due work retries it with
 * backoff (the whole pull again: what was stored is stored once).
 */
export function createTrackingPull(deps: PullDeps) {
  const repo = bindRepository(deps.data, pullQueries);
  const now = deps.now ?? (() => Date.now());
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms).unref()));
  const rate = deps.rate ?? DEFAULT_PULL_RATE;
  const intervalMs = deps.intervalSeconds * 1000;
  const buckets = new Map<string, Bucket>();
  let stopped = false;
  let lastLabelled = -Infinity;

  /** Waits for a call of this carrier's rate. */
  async function callSlot(key: string) {
    for (;;) {
      const got = take(buckets.get(key) ?? fullBucket(rate, now()), rate, now());
      buckets.set(key, got.bucket);
      if (got.ok) return;
      await sleep(got.retryAfterSeconds * 1000);
    }
  }

  async function pullCarrier(key: string): Promise<PullResult> {
    const code = carrierOfKey(key);
    const result: PullResult = {
      calls: 0,
      numbers: 0,
      failed: 0,
      expired: 0,
      ingested: { recorded: 0, repeated: 0, waiting: 0, unknown: 0 },
    };
    const errors: string[] = [];
    for (let afterId = 0; !stopped;) {
      const stale = await repo.staleParcels(code, new Date(now()), afterId, 500);
      if (stale.length === 0) break;
      afterId = stale[stale.length - 1]!;
      await deps.expire(stale, PULL_LANG);
      result.expired += stale.length;
    }
    for (let afterId = 0; !stopped;) {
      const parcels = await repo.parcelsToPull(code, afterId, TRACK_NUMBERS_PER_CALL);
      if (parcels.length === 0) break;
      afterId = parcels[parcels.length - 1]!.id;
      await callSlot(key);
      result.calls++;
      result.numbers += parcels.length;
      let events: TrackingEvent[];
      try {
        events = await deps.carriers.track(
          code,
          parcels.map((p) => p.trackingNo),
        );
      } catch (err) {
        result.failed++;
        errors.push(err instanceof Error ? err.message : String(err));
        continue;
      }
      const got = await deps.ingest(rawOf(code ?? '', events), PULL_LANG);
      for (const k of Object.keys(got) as (keyof IngestResult)[]) result.ingested[k] += got[k];
    }
    if (errors.length > 0)
      throw new Error(`${errors.length} of ${result.calls} track calls failed; the first: ${errors[0]}`);
    return result;
  }

  deps.dueWork.register(TRACK_PULL_KIND, {
    title: { zh: '拉取承运商轨迹', en: 'Carrier tracking pull', ko: '운송사 추적 조회' },
    maxAttempts: 8,
    baseDelayMs: 60_000,
    maxDelayMs: Math.max(60_000, intervalMs),
    paused: () => stopped,
    run: async (key) => {
      await pullCarrier(key);
      // The next pull, while the carrier has parcels on the way (rescheduling ends this worker's lease: the runner
      // leaves the item due then instead of forgetting it).
      if (await repo.hasParcelsToPull(carrierOfKey(key)))
        await deps.dueWork.schedule(TRACK_PULL_KIND, key, new Date(now() + intervalMs));
    },
  });

  return {
    /** Pulls one carrier now (what the due item runs), answering what it did; tests and the bench call it. */
    pullCarrier,
    /**
     * Makes a pull due for every carrier with parcels on the way that has none (at start, and every interval: the
     * label's own scheduling covers the rest). An item given up is made due again.
     */
    async ensureScheduled(): Promise<number> {
      return repo.schedulePulls(new Date(now() + intervalMs), TRACK_PULL_KIND);
    },
    /**
     * A label issued (in its transaction): its carrier's pull due within an interval, unless one is. A few seconds
     * apart at most per process: a burst of labels costs one statement, and `ensureScheduled` covers the others.
     */
    async labelled(orderId: number) {
      if (now() - lastLabelled < LABEL_SCHEDULE_GAP_MS) return;
      lastLabelled = now();
      await repo.schedulePullOf(TRACK_PULL_KIND, orderId, new Date(now() + intervalMs));
    },
    stop() {
      stopped = true;
    },
  };
}

export type TrackingPull = ReturnType<typeof createTrackingPull>;
