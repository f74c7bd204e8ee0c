import type { IncomingHttpHeaders } from 'node:http';

/** An `Idempotency-Key` header's value: 1 to 100 printable ASCII characters, no spaces. */
export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,100}$/;

/** The request's `Idempotency-Key` header as sent (the first, if repeated); undefined without one. */
export const idempotencyKeyOf = (headers: IncomingHttpHeaders): string | undefined => {
  const v = headers['idempotency-key'];
  return Array.isArray(v) ? v[0] : v;
};
