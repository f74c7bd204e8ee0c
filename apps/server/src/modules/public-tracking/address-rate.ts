import { fullBucket, take, type Bucket, type Rate } from '../../platform/rate/token-bucket';

/** Addresses kept at most; past it, those whose bucket has refilled are forgotten (they would start full anyway). */
const MAX_ADDRESSES = 10_000;

/**
 * A token bucket per client address, in process. `take(address)` answers null when the call may go, else the
 * seconds until one may.
 */
export function createAddressRate(rate: Rate, now: () => number = Date.now) {
  const buckets = new Map<string, Bucket>();

  function forgetRefilled(at: number) {
    const refillMs = (rate.capacity / rate.perMinute) * 60_000;
    for (const [address, bucket] of buckets) if (at - bucket.at >= refillMs) buckets.delete(address);
  }

  return {
    take(address: string): number | null {
      const at = now();
      if (buckets.size >= MAX_ADDRESSES && !buckets.has(address)) forgetRefilled(at);
      const taken = take(buckets.get(address) ?? fullBucket(rate, at), rate, at);
      buckets.set(address, taken.bucket);
      return taken.ok ? null : taken.retryAfterSeconds;
    },
    /** Addresses remembered (for the tests of the forgetting). */
    get size() {
      return buckets.size;
    },
  };
}
