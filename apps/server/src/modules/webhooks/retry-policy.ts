/*
 * How long a message is retried: exponential backoff from WEBHOOK_RETRY_BASE_SECONDS, each wait capped at 6 hours,
 * for as many attempts as it takes to keep trying for more than five days even with the shortest jitter. An endpoint
 * failing for five days is disabled (decision 152), so a lone message keeps its endpoint under watch that long.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;
/** An endpoint failing this long is disabled and its owner told. */
export const DISABLE_AFTER_MS = 5 * DAY_MS;
export const MAX_DELAY_MS = 6 * 60 * 60 * 1000;
/** The due work's backoff spreads each wait down to 3/4 of it at the least. */
const LEAST_JITTER = 0.75;

export interface RetryPolicy {
  baseDelayMs: number;
  maxDelayMs: number;
  maxAttempts: number;
}

/** The policy for a base delay: the attempts whose shortest waits add up past five days and six hours. */
export function retryPolicy(baseSeconds: number): RetryPolicy {
  const baseDelayMs = Math.max(1, Math.round(baseSeconds * 1000));
  let attempts = 1;
  let least = 0;
  while (least < DISABLE_AFTER_MS + MAX_DELAY_MS) {
    least += Math.min(MAX_DELAY_MS, baseDelayMs * 2 ** (attempts - 1)) * LEAST_JITTER;
    attempts++;
  }
  return { baseDelayMs, maxDelayMs: MAX_DELAY_MS, maxAttempts: attempts };
}

/** Whether an endpoint failing since `since` has failed long enough to be disabled at `now`. */
export const failedTooLong = (since: Date | null, now: number) =>
  since !== null && now - since.getTime() >= DISABLE_AFTER_MS;
