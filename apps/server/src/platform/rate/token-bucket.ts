/**
 * A per-key rate as a token bucket: `capacity` calls may come at once, and the bucket refills `perMinute` calls a
 * minute, continuously. Pure: the caller keeps the bucket and the clock.
 */
export interface Bucket {
  tokens: number;
  /** When `tokens` was counted (ms). */
  at: number;
}

export interface Rate {
  perMinute: number;
  capacity: number;
}

export type Take = { ok: true; bucket: Bucket } | { ok: false; bucket: Bucket; retryAfterSeconds: number };

export const fullBucket = (rate: Rate, now: number): Bucket => ({ tokens: rate.capacity, at: now });

/** Takes one call from the bucket at `now`; refused, it says in whole seconds when one call will be there. */
export function take(bucket: Bucket, rate: Rate, now: number): Take {
  const perMs = rate.perMinute / 60_000;
  // A clock that went back refills nothing and takes nothing back.
  const elapsed = Math.max(0, now - bucket.at);
  const tokens = Math.min(rate.capacity, bucket.tokens + elapsed * perMs);
  const at = Math.max(now, bucket.at);
  if (tokens >= 1) return { ok: true, bucket: { tokens: tokens - 1, at } };
  return { ok: false, bucket: { tokens, at }, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perMs / 1000)) };
}
