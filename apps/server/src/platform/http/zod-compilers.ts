import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify/types/schema';
import type { z } from 'zod';
import { RequestValidationError } from './validation';

const isZod = (s: unknown): s is z.ZodType => typeof s === 'object' && s !== null && 'safeParse' in s;

/**
 * The path of the first string holding a NUL character, if any. PostgreSQL cannot store NUL in text at all, so a
 * schema that forgot the shared text type must still not turn one into a database failure.
 */
export function findNul(value: unknown): PropertyKey[] | null {
  const path: PropertyKey[] = [];
  return holdsNul(value, path) ? path : null;
}

/**
 * True when `value` holds a NUL; then `path` leads to it. Every request body goes through this, so it allocates
 * nothing on the way (no path copies, no entry arrays): the path is pushed on the way down and popped back up.
 */
function holdsNul(value: unknown, path: PropertyKey[]): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      path.push(i);
      if (holdsNul(value[i], path)) return true;
      path.pop();
    }
    return false;
  }
  for (const k in value) {
    if (!Object.prototype.hasOwnProperty.call(value, k)) continue;
    path.push(k);
    if (k.includes('\u0000') || holdsNul((value as Record<string, unknown>)[k], path)) return true;
    path.pop();
  }
  return false;
}

/** Requests are parsed by the contracts' zod schemas: coerced, defaulted, trimmed values reach the handlers. */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  if (!isZod(schema)) return () => ({ value: undefined });
  const part = httpPart ?? 'body';
  return (data) => {
    // Issues carry their input so that a wrong type can be told from a missing value in the message. Asking for it
    // costs every parse, valid or not (a quote's body 13-15 us against 10), so only a refused value is parsed again
    // with it: the same issues, and a valid body parsed once.
    let result = schema.safeParse(data);
    if (!result.success) result = schema.safeParse(data, { reportInput: true });
    if (!result.success) return { error: new RequestValidationError(result.error.issues, part) };
    const nul = findNul(result.data);
    if (nul) {
      return {
        error: new RequestValidationError(
          [{ code: 'custom', path: nul, message: 'controlChars', input: undefined }],
          part,
        ),
      };
    }
    return { value: result.data };
  };
};

/**
 * Answers are plain JSON, handed on as its UTF-8 bytes: a long answer's JSON text is built in pieces, and as a string
 * it would be flattened to count its bytes and encoded again to be written; as bytes it is encoded once. With
 * `validate` on (tests), each answer is first checked against its contract schema, so a server that drifts from the
 * contract fails its tests rather than its clients.
 */
export function serializerCompiler(validate: boolean): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, url, method }) =>
    (data) => {
      if (validate && isZod(schema)) {
        const result = schema.safeParse(data);
        if (!result.success) {
          throw new Error(
            `Response of ${method} ${url} breaks its contract: ${JSON.stringify(result.error.issues.slice(0, 5))}`,
          );
        }
      }
      // Typed as a string by fastify; a Buffer is what its reply writes as is (counted by its length).
      return Buffer.from(JSON.stringify(data)) as unknown as string;
    };
}
