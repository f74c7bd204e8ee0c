/**
 * Sign-in throttling, as plain functions: failures within a window are counted per account and per address;
 * past a few, each answer is slowed; past the limit, the key is locked for a while.
 */
export interface LockoutPolicy {
  maxFailures: number;
  lockMinutes: number;
  slowdownMs: number;
  /** Failures older than this are forgotten. */
  windowMinutes: number;
  /** Failures allowed before answers start to slow. */
  freeFailures: number;
}

export interface FailureState {
  key: string;
  failures: number;
  firstFailedAt: Date;
  lockedUntil: Date | null;
}

export function lockedUntil(state: FailureState | undefined, now: Date): Date | null {
  return state?.lockedUntil && state.lockedUntil > now ? state.lockedUntil : null;
}

/** The state after one more failure. */
export function recordFailure(
  state: FailureState | undefined,
  key: string,
  now: Date,
  policy: LockoutPolicy,
  maxFailures = policy.maxFailures,
): FailureState {
  const windowStart = now.getTime() - policy.windowMinutes * 60_000;
  const fresh =
    !state || state.firstFailedAt.getTime() < windowStart || (state.lockedUntil && state.lockedUntil <= now);
  const failures = fresh ? 1 : state.failures + 1;
  const firstFailedAt = fresh ? now : state.firstFailedAt;
  const locked = failures >= maxFailures ? new Date(now.getTime() + policy.lockMinutes * 60_000) : null;
  return { key, failures, firstFailedAt, lockedUntil: locked };
}

/** How long to hold a failed answer: nothing for the first few, then growing, capped at 4 s. */
export function slowdownMs(failures: number, policy: LockoutPolicy): number {
  const over = failures - policy.freeFailures;
  return over > 0 ? Math.min(4000, over * policy.slowdownMs) : 0;
}

export const minutesLeft = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
