import { errorDef, type ErrorKey } from './errors';

/** The one error type the services throw; the error handler words it in the caller's language. */
export class AppError extends Error {
  constructor(
    readonly errorKey: ErrorKey,
    readonly params: Record<string, unknown> = {},
  ) {
    super(errorKey);
    this.name = 'AppError';
  }
  /** Looked up when read, so a service can throw before the server has registered the catalogues. */
  get status(): number {
    return errorDef(this.errorKey).status;
  }
  get code(): number {
    return errorDef(this.errorKey).code;
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
