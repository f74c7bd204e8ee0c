import type { FieldError } from '@parcelhub/contracts';

/**
 * Why a call failed: `http` the server answered an error envelope (or an error status), `timeout` no answer in time,
 * `network` no answer at all, `canceled` a newer identical call or the caller aborted it (never shown), `parse`
 * the answer was not what a client can read.
 */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'canceled' | 'parse';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  status?: number | null;
  code?: number | null;
  errorKey?: string | null;
  params?: Record<string, unknown>;
  fieldErrors?: FieldError[];
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly code: number | null;
  readonly errorKey: string | null;
  readonly params: Record<string, unknown>;
  readonly fieldErrors: FieldError[];

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.code = init.code ?? null;
    this.errorKey = init.errorKey ?? null;
    this.params = init.params ?? {};
    this.fieldErrors = init.fieldErrors ?? [];
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
export const isCanceled = (e: unknown): boolean => isApiError(e) && e.kind === 'canceled';
export const hasErrorKey = (e: unknown, ...keys: string[]): e is ApiError =>
  isApiError(e) && e.errorKey !== null && keys.includes(e.errorKey);
