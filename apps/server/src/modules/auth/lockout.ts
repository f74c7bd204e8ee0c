/**
 * Sign-in throttling: failures within a window are counted per account and per address (by the database, one
 * atomic statement each: see `addFailure`); past a few, each answer is slowed; past the limit, the key is locked.
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

/** What one more failure is counted against, for `addFailure`. */
export interface FailureRule {
  now: Date;
  /** Failures before this are forgotten. */
  windowStart: Date;
  maxFailures: number;
  /** When a lock taken now would end. */
  lockUntil: Date;
}

export function failureRule(policy: LockoutPolicy, now: Date, maxFailures = policy.maxFailures): FailureRule {
  return {
    now,
    windowStart: new Date(now.getTime() - policy.windowMinutes * 60_000),
    maxFailures,
    lockUntil: new Date(now.getTime() + policy.lockMinutes * 60_000),
  };
}

/** How long to hold a failed answer: nothing for the first few, then growing, capped at 4 s. */
export function slowdownMs(failures: number, policy: LockoutPolicy): number {
  const over = failures - policy.freeFailures;
  return over > 0 ? Math.min(4000, over * policy.slowdownMs) : 0;
}

export const minutesLeft = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
