interface PgErrorLike {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

/** The constraint behind a unique violation (23505), whether the driver or drizzle raised it; else null. */
export function uniqueViolation(err: unknown): string | null {
  for (let e = err as PgErrorLike | undefined, i = 0; e && i < 4; e = e.cause as PgErrorLike | undefined, i++) {
    if (e.code === '23505') return e.constraint ?? '';
  }
  return null;
}
