import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForChanges, type ChangeFeed } from './change-feed';

/** A stand-in for pg.Client: `select 1` answers unless `silent`; LISTEN answers unless `refuse`. */
class FakeClient extends EventEmitter {
  silent = false;
  refuse = false;
  ended = false;
  queries: string[] = [];
  connect = async () => {
    if (this.refuse) throw new Error('connection refused');
  };
  query = (text: string) => {
    this.queries.push(text);
    if (this.silent) return new Promise(() => undefined);
    return Promise.resolve({ rows: [] });
  };
  end = async () => {
    this.ended = true;
  };
}

let feed: ChangeFeed | null = null;
afterEach(async () => {
  await feed?.close();
  feed = null;
  vi.useRealTimers();
});

function start(opts: { refuseFirst?: boolean } = {}) {
  const clients: FakeClient[] = [];
  feed = listenForChanges({
    connect: () => {
      const c = new FakeClient();
      if (opts.refuseFirst && clients.length === 0) c.refuse = true;
      clients.push(c);
      return c as unknown as pg.Client;
    },
    heartbeatMs: 100,
    retryMs: 10,
    maxRetryMs: 40,
  });
  return { feed, clients };
}

const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('listenForChanges', () => {
  it('is unknown until it listens, then moves at every notification and at local writes', async () => {
    vi.useFakeTimers();
    const { feed, clients } = start();
    expect(feed.count()).toBeUndefined();
    await tick(0);
    expect(clients[0]!.queries).toEqual(['LISTEN parcelhub_state']);
    const first = feed.count()!;
    expect(first).toEqual(expect.any(Number));
    clients[0]!.emit('notification', { channel: 'parcelhub_state', payload: 'pricing_state' });
    expect(feed.count()).toBe(first + 1);
    feed.bump();
    expect(feed.count()).toBe(first + 2);
  });

  it('unknown from an error until it listens again on a new connection, and moved then', async () => {
    vi.useFakeTimers();
    const { feed, clients } = start();
    await tick(0);
    const before = feed.count()!;
    clients[0]!.emit('error', new Error('terminated'));
    expect(feed.count()).toBeUndefined();
    expect(clients[0]!.ended).toBe(true);
    await tick(10);
    expect(clients).toHaveLength(2);
    expect(feed.count()).toBeGreaterThan(before);
    // The old connection's late events change nothing.
    clients[0]!.emit('notification', {});
    clients[0]!.emit('end');
    const now = feed.count();
    expect(now).toBeDefined();
    clients[1]!.emit('notification', {});
    expect(feed.count()).toBe(now! + 1);
  });

  it('a connection that stops answering the heartbeat counts as dropped', async () => {
    vi.useFakeTimers();
    const { feed, clients } = start();
    await tick(0);
    await tick(100); // one heartbeat answered
    expect(clients[0]!.queries).toContain('select 1');
    expect(feed.count()).toBeDefined();
    clients[0]!.silent = true;
    await tick(100); // the next one is sent and not answered
    expect(feed.count()).toBeDefined();
    await tick(100);
    expect(feed.count()).toBeUndefined();
    clients[0]!.silent = false;
    await tick(10);
    expect(clients).toHaveLength(2);
    expect(feed.count()).toBeDefined();
  });

  it('retries a refused connection with a growing wait, and close stops it', async () => {
    vi.useFakeTimers();
    const { feed, clients } = start({ refuseFirst: true });
    await tick(0);
    expect(feed.count()).toBeUndefined();
    await tick(10);
    expect(clients).toHaveLength(2);
    expect(feed.count()).toBeDefined();
    await feed.close();
    expect(feed.count()).toBeUndefined();
    expect(clients[1]!.ended).toBe(true);
    await tick(1_000);
    expect(clients).toHaveLength(2);
  });
});
