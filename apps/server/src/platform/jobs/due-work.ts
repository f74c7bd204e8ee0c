import { and, eq, inArray, sql as dsql } from 'drizzle-orm';
import type { Language } from '@parcelhub/contracts';
import type { Database, Db } from '../db/client';
import { dueWork } from './jobs.tables';

/** How one kind of due work is run and retried. */
export interface DueWorkKind {
  /** What the kind does, as operators read it in their language. */
  title?: Record<Language, string>;
  /** Runs the item; a throw is a failed attempt (retried with backoff until maxAttempts, then given up). */
  run(key: string): Promise<void>;
  maxAttempts?: number;
  /** The first retry's wait; each later one doubles it (before jitter). */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How long a worker holds an item: one that died lets it become due again after this. */
  leaseMs?: number;
  /** While true, this process's workers take no item of the kind (its module stopped, or holds its work back). */
  paused?: () => boolean;
}

export const DUE_WORK_DEFAULTS = { maxAttempts: 5, baseDelayMs: 30_000, maxDelayMs: 3_600_000, leaseMs: 60_000 };

/**
 * The wait before the next attempt after `attempts` failed ones: base x 2^(attempts-1), capped, then spread by up to
 * a quarter either way (`random` in [0, 1)) so items that failed together do not come due together.
 */
export function backoffMs(
  attempts: number,
  { baseDelayMs, maxDelayMs }: Pick<typeof DUE_WORK_DEFAULTS, 'baseDelayMs' | 'maxDelayMs'>,
  random: number,
): number {
  const plain = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(plain * (0.75 + random * 0.5));
}

/** What a failed attempt leaves: due again after its backoff, or given up at its last attempt. */
export function afterFailure(
  attempts: number,
  now: number,
  kind: Pick<DueWorkKind, 'maxAttempts' | 'baseDelayMs' | 'maxDelayMs'>,
  random: number,
): { dueAt: number } | { gaveUpAt: number } {
  const o = { ...DUE_WORK_DEFAULTS, ...kind };
  if (attempts >= o.maxAttempts) return { gaveUpAt: now };
  return { dueAt: now + backoffMs(attempts, o, random) };
}

/** Whether a worker may take an item now: due, not given up, and not held by a live lease. */
export function isTakeable(
  item: { dueAt: number; leaseUntil: number | null; gaveUpAt: number | null },
  now: number,
): boolean {
  return item.gaveUpAt === null && item.dueAt <= now && (item.leaseUntil === null || item.leaseUntil <= now);
}

export const DUE_WORK_STATES = ['due', 'gaveUp'] as const;
export type DueWorkState = (typeof DUE_WORK_STATES)[number];

export interface DueWorkItem {
  kind: string;
  key: string;
  dueAt: Date;
  attempts: number;
  lastError: string | null;
  gaveUpAt: Date | null;
  createdAt: Date;
}

const rowOf = (r: Record<string, unknown>): DueWorkItem => ({
  kind: r.kind as string,
  key: r.key as string,
  dueAt: new Date(r.due_at as string),
  attempts: Number(r.attempts),
  lastError: (r.last_error as string | null) ?? null,
  gaveUpAt: r.gave_up_at ? new Date(r.gave_up_at as string) : null,
  createdAt: new Date(r.created_at as string),
});

/*
 * Writes a module makes inside its own transaction (the handle given is the open one), so the item commits or rolls
 * back with the business change that made it due: one statement for any number of keys.
 */

/** Makes these keys of `kind` due at `dueAt`, afresh (attempts and a give-up forgotten). */
export async function scheduleDueIn(db: Db, kind: string, keys: readonly string[], dueAt: Date) {
  if (keys.length === 0) return;
  await db
    .insert(dueWork)
    .values(keys.map((key) => ({ kind, key, dueAt })))
    .onConflictDoUpdate({
      target: [dueWork.kind, dueWork.key],
      set: {
        dueAt,
        attempts: 0,
        lastError: null,
        gaveUpAt: null,
        leaseUntil: null,
        updatedAt: dsql`now()`,
      },
    });
}

/**
 * Records a failed attempt the kind's own work counted (its attempts, its error): due again at `dueAt`, or given
 * up when null. The lease ends, so the worker that held the item leaves this record as it is (see `attempt`).
 */
export async function recordFailureIn(
  db: Db,
  kind: string,
  key: string,
  failure: { attempts: number; error: string; dueAt: Date | null },
) {
  const at = new Date();
  await db
    .insert(dueWork)
    .values({
      kind,
      key,
      dueAt: failure.dueAt ?? at,
      attempts: failure.attempts,
      lastError: failure.error.slice(0, 2000),
      gaveUpAt: failure.dueAt ? null : at,
    })
    .onConflictDoUpdate({
      target: [dueWork.kind, dueWork.key],
      set: {
        dueAt: failure.dueAt ?? dsql`${dueWork.dueAt}`,
        attempts: failure.attempts,
        lastError: failure.error.slice(0, 2000),
        gaveUpAt: failure.dueAt ? null : at,
        leaseUntil: null,
        updatedAt: dsql`now()`,
      },
    });
}

/** Forgets these keys of `kind` (their work is done, or no longer wanted). */
export async function forgetDueIn(db: Db, kind: string, keys: readonly string[]) {
  if (keys.length === 0) return;
  await db.delete(dueWork).where(and(eq(dueWork.kind, kind), inArray(dueWork.key, [...keys])));
}

/**
 * Work that is due at a time, leased by one worker at a time (`FOR UPDATE SKIP LOCKED`: several processes on
 * PostgreSQL take different items; the same on PGlite), retried with backoff and jitter, given up after its kind's
 * attempts and then listed for the platform's operators, who may retry it. Adding a kind is one entry in `kinds`.
 */
export function createDueWork(
  database: Pick<Database, 'executeSql'>,
  given: Record<string, DueWorkKind>,
  { now = () => Date.now(), random = Math.random }: { now?: () => number; random?: () => number } = {},
) {
  const sql = (text: string, values?: unknown[]) => database.executeSql(text, values);
  const kinds: Record<string, DueWorkKind> = { ...given };
  let stopped = false;
  const inFlight = new Set<Promise<unknown>>();
  const kindOf = (name: string) => {
    const kind = kinds[name];
    if (!kind) throw new Error(`no due work kind ${name}`);
    return kind;
  };

  /** Takes up to `limit` due items of known kinds, leasing each to this worker. */
  async function lease(limit: number, only?: readonly string[]): Promise<Leased[]> {
    const at = new Date(now());
    const names = Object.keys(kinds).filter((k) => (!only || only.includes(k)) && !kinds[k]!.paused?.());
    if (names.length === 0) return [];
    const { rows } = await sql(
      `update due_work w set lease_until = $1::timestamptz + make_interval(secs => $2 / 1000.0), updated_at = $1
       from (select kind, key from due_work
             where gave_up_at is null and due_at <= $1 and (lease_until is null or lease_until <= $1)
               and kind = any($3::text[])
             order by due_at limit $4 for update skip locked) due
       where w.kind = due.kind and w.key = due.key
       returning w.kind, w.key, w.attempts, w.lease_until`,
      [at.toISOString(), DUE_WORK_DEFAULTS.leaseMs, names, limit],
    );
    return (rows as Record<string, unknown>[]).map((r) => ({
      kind: r.kind as string,
      key: r.key as string,
      attempts: Number(r.attempts),
      lease: new Date(r.lease_until as string).toISOString(),
    }));
  }

  // Each write after an attempt holds only while the lease is this worker's: an item rescheduled meanwhile (a new
  // placement, an operator's retry, or the kind's own work recording its failure with `recordFailureIn`) keeps what
  // was written then.
  async function attempt(item: Leased) {
    const kind = kindOf(item.kind);
    try {
      await kind.run(item.key);
      await sql(`delete from due_work where kind = $1 and key = $2 and lease_until = $3`, [
        item.kind,
        item.key,
        item.lease,
      ]);
      return true;
    } catch (err) {
      const attempts = item.attempts + 1;
      const next = afterFailure(attempts, now(), kind, random());
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 2000);
      await sql(
        `update due_work set attempts = $3, last_error = $4, lease_until = null, updated_at = now(),
           due_at = coalesce($5::timestamptz, due_at), gave_up_at = $6::timestamptz
         where kind = $1 and key = $2 and lease_until = $7`,
        [
          item.kind,
          item.key,
          attempts,
          message,
          'dueAt' in next ? new Date(next.dueAt).toISOString() : null,
          'gaveUpAt' in next ? new Date(next.gaveUpAt).toISOString() : null,
          item.lease,
        ],
      );
      return false;
    }
  }

  async function runDueOnce(batch: number, only?: readonly string[]): Promise<number> {
    let done = 0;
    while (!stopped) {
      const items = await lease(batch, only);
      if (items.length === 0) break;
      // Side by side: what their work writes may be grouped (a burst of labels is one statement).
      for (const ok of await Promise.all(items.map(attempt))) if (ok) done++;
    }
    return done;
  }

  return {
    /** Adds a kind (its module's, when the module is made); a kind is named `<module>.<what>`. */
    register(name: string, kind: DueWorkKind) {
      if (kinds[name]) throw new Error(`due work kind ${name} is registered twice`);
      kinds[name] = kind;
    },
    /** The registered kinds, by name (the operators' filter and words). */
    kinds: (): Readonly<Record<string, DueWorkKind>> => kinds,
    /** Makes `key` of `kind` due at `dueAt` (again, with its attempts reset, if it was known). */
    async schedule(kind: string, key: string, dueAt: Date = new Date(now())) {
      kindOf(kind);
      await sql(
        `insert into due_work (kind, key, due_at) values ($1, $2, $3)
         on conflict (kind, key) do update set due_at = excluded.due_at, attempts = 0, last_error = null,
           gave_up_at = null, lease_until = null, updated_at = now()`,
        [kind, key, dueAt.toISOString()],
      );
    },
    /**
     * Runs every item due now (of the kinds `only`, else of all), `batch` at a time; answers how many succeeded.
     * After `stop` it takes nothing.
     */
    runDue(batch = 20, only?: readonly string[]): Promise<number> {
      if (stopped) return Promise.resolve(0);
      const run = runDueOnce(batch, only);
      inFlight.add(run);
      void run.finally(() => inFlight.delete(run)).catch(() => undefined);
      return run;
    },
    /** No item is taken after this; answers once the attempts in flight have ended. */
    async stop() {
      stopped = true;
      await Promise.allSettled([...inFlight]);
    },
    /** A page of the items in a state, of one kind or all: given up newest first, due soonest first. */
    async page(q: { state: DueWorkState; kind?: string; offset: number; limit: number }) {
      const gaveUp = q.state === 'gaveUp';
      const where = `(gave_up_at is not null) = $1 and ($2::text is null or kind = $2)`;
      const [{ rows }, counted] = [
        await sql(
          `select kind, key, due_at, attempts, last_error, gave_up_at, created_at from due_work where ${where}
           order by ${gaveUp ? 'gave_up_at desc' : 'due_at'}, kind, key offset $3 limit $4`,
          [gaveUp, q.kind ?? null, q.offset, q.limit],
        ),
        await sql(`select count(*)::int as n from due_work where ${where}`, [gaveUp, q.kind ?? null]),
      ];
      return {
        rows: (rows as Record<string, unknown>[]).map(rowOf),
        total: Number((counted.rows[0] as { n: number }).n),
      };
    },
    /** One item, or null. */
    async find(kind: string, key: string): Promise<DueWorkItem | null> {
      const { rows } = await sql(
        `select kind, key, due_at, attempts, last_error, gave_up_at, created_at from due_work
         where kind = $1 and key = $2`,
        [kind, key],
      );
      const [row] = rows as Record<string, unknown>[];
      return row ? rowOf(row) : null;
    },
    /** Items given up, newest first (for the platform's operators), or every item waiting. */
    async list({ gaveUp = true, limit = 100 }: { gaveUp?: boolean; limit?: number } = {}): Promise<DueWorkItem[]> {
      const { rows } = await sql(
        `select kind, key, due_at, attempts, last_error, gave_up_at, created_at from due_work
         where (gave_up_at is not null) = $1 order by coalesce(gave_up_at, due_at) desc limit $2`,
        [gaveUp, limit],
      );
      return (rows as Record<string, unknown>[]).map(rowOf);
    },
    /**
     * An operator's retry of an item given up: due now with its attempts counted afresh. False when it is not given
     * up (any more): of many retries at once one makes it due, and it runs once.
     */
    async retry(kind: string, key: string): Promise<boolean> {
      const { rows } = await sql(
        `update due_work set due_at = $3, attempts = 0, gave_up_at = null, lease_until = null, updated_at = now()
         where kind = $1 and key = $2 and gave_up_at is not null returning key`,
        [kind, key, new Date(now()).toISOString()],
      );
      return rows.length > 0;
    },
  };
}

export type DueWork = ReturnType<typeof createDueWork>;

interface Leased {
  kind: string;
  key: string;
  attempts: number;
  /** The lease's end as this worker wrote it: its writes after the attempt hold only while it is still there. */
  lease: string;
}
