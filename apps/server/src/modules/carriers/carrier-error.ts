/**
 * A carrier's failure, as callers act on it: `retryable` (a timeout, a 5xx, a rate limit: try again later with
 * backoff) or not (bad data, no credentials: a person must act). `reason` is one clear sentence for the order's
 * label status and log, never a stack.
 */
export class CarrierError extends Error {
  readonly retryable: boolean;
  readonly reason: string;
  /** The docking provider code of the adapter that failed. */
  readonly carrier: string;

  constructor(carrier: string, reason: string, options: { retryable: boolean; cause?: unknown }) {
    super(reason, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'CarrierError';
    this.carrier = carrier;
    this.reason = reason;
    this.retryable = options.retryable;
  }
}

export const isCarrierError = (err: unknown): err is CarrierError => err instanceof CarrierError;
