export { ApiError, isApiError, isCanceled, hasErrorKey, type ApiErrorKind } from './ApiError';
export {
  createHttpClient,
  type HttpClient,
  type HttpDeps,
  type RequestOptions,
  type RequestKind,
  requestKind,
  type Download,
} from './createHttpClient';
export { http, configureHttp, DEFAULT_TIMEOUT } from './http';
export { saveDownload } from './saveDownload';
export { IDEMPOTENCY_HEADER, newIdempotencyKey } from './idempotency';
