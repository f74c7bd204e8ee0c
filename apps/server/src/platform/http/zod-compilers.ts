import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify/types/schema';
import type { z } from 'zod';
import { RequestValidationError } from './validation';

const isZod = (s: unknown): s is z.ZodType => typeof s === 'object' && s !== null && 'safeParse' in s;

/** Requests are parsed by the contracts' zod schemas: coerced, defaulted, trimmed values reach the handlers. */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  if (!isZod(schema)) return () => ({ value: undefined });
  return (data) => {
    const result = schema.safeParse(data);
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(result.error.issues, httpPart ?? 'body') };
  };
};

/**
 * Answers are plain JSON. With `validate` on (tests), each answer is first checked against its contract schema,
 * so a server that drifts from the contract fails its tests rather than its clients.
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
      return JSON.stringify(data);
    };
}
