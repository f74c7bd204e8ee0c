import { ERRORS, type ErrorKey } from '@parcelhub/contracts';

/** The one error type the services throw; the error handler words it in the caller's language. */
export class AppError extends Error {
  readonly status: number;
  readonly code: number;
  constructor(
    readonly errorKey: ErrorKey,
    readonly params: Record<string, unknown> = {},
  ) {
    super(errorKey);
    this.name = 'AppError';
    this.status = ERRORS[errorKey].status;
    this.code = ERRORS[errorKey].code;
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
