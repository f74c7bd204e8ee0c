import type pg from 'pg';

/** The channel the state counters' triggers announce a change on (migration 0020). */
export const STATE_CHANNEL = 'parcelhub_state';
/** The listening connection's application_name. */
export const CHANGE_FEED_APPLICATION = 'parcelhub-change-feed';

export interface ChangeFeed {
  /** Moves at every change announced on the channel; undefined while not listening (a change could go unseen). */
  count(): number | undefined;
  /** Moves the count: this process's own writes, counted when they have ended. */
  bump(): void;
  close(): Promise<void>;
}

interface FeedOptions {
  connect: () => pg.Client;
  /**
   * How often the listening connection is asked a `select 1`; one not answered within as long counts as dropped
   * (a connection cut without a word would otherwise lose notifications silently).
   */
  heartbeatMs?: number;
  /** First wait before listening again after the connection dropped; doubles up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
}

/**
 * A dedicated connection listening on the state channel (decision 57). The count it answers moves after every
 * announced change and after every reconnection (changes made while it was down went unheard), and is undefined
 * while it is not listening, so a cache checks the database itself then.
 */
export function listenForChanges({
  connect,
  heartbeatMs = 5_000,
  retryMs = 250,
  maxRetryMs = 10_000,
}: FeedOptions): ChangeFeed {
  let changes = 0;
  let listening = false;
  let closed = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let wait = retryMs;

  const heartbeat = setInterval(() => {
    const c = client;
    if (!c || !listening) return;
    const late = setTimeout(() => dropped(c), heartbeatMs);
    late.unref();
    c.query('select 1').then(
      () => clearTimeout(late),
      () => {
        clearTimeout(late);
        dropped(c);
      },
    );
  }, heartbeatMs);
  heartbeat.unref();

  const dropped = (c: pg.Client) => {
    if (client !== c) return;
    listening = false;
    client = null;
    c.end().catch(() => undefined);
    if (closed) return;
    timer = setTimeout(start, wait);
    timer.unref();
    wait = Math.min(wait * 2, maxRetryMs);
  };

  async function start() {
    timer = null;
    if (closed) return;
    const c = connect();
    client = c;
    c.on('notification', () => {
      changes++;
    });
    c.on('error', () => dropped(c));
    c.on('end', () => dropped(c));
    try {
      await c.connect();
      await c.query(`LISTEN ${STATE_CHANNEL}`);
      if (client !== c) return;
      changes++; // anything may have changed while nobody listened
      listening = true;
      wait = retryMs;
    } catch {
      dropped(c);
    }
  }

  const ready = start();
  return {
    count: () => (listening ? changes : undefined),
    bump: () => {
      changes++;
    },
    async close() {
      closed = true;
      clearInterval(heartbeat);
      if (timer) clearTimeout(timer);
      await ready;
      const c = client;
      client = null;
      listening = false;
      await c?.end().catch(() => undefined);
    },
  };
}

/** No feed: the count is never known, so every cache reads its counter (DB_CHANGE_FEED=off). */
export function unheard(): ChangeFeed {
  return { count: () => undefined, bump: () => undefined, close: async () => undefined };
}
