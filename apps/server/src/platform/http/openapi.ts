import type { FastifyInstance, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { z } from 'zod';
import { createJsonSchemaTransformObject, jsonSchemaTransform } from 'fastify-type-provider-zod';
import { CountryTreeNode, MenuDtoTree, MenuNode, MenuTreeOption } from '@parcelhub/contracts';
import { TOKEN_COOKIE } from '../auth/guard';
import '../auth/access';

/**
 * Recursive schemas are named components: unnamed, the converter points their cycle at a `schema0` it never
 * writes, and the document does not resolve. A new recursive schema goes here (the document test fails until it does).
 */
const RECURSIVE = { MenuNode, MenuDtoTree, MenuTreeOption, CountryTreeNode } as const;
for (const [id, schema] of Object.entries(RECURSIVE)) {
  if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });
}

/** The error envelope every failure answers (see the document's description). */
const ERROR_ENVELOPE = {
  type: 'object',
  required: ['flag', 'code', 'msg', 'errorKey'],
  properties: {
    flag: { type: 'boolean', enum: [false] },
    code: { type: 'integer' },
    msg: { type: 'string' },
    errorKey: { type: 'string' },
    params: { type: 'object', additionalProperties: true },
    fieldErrors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: { field: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
} as const;

const FAILURES: Record<string, string> = {
  '400': 'Bad input (VALIDATION_FAILED with fieldErrors)',
  '401': 'No session, or an expired one',
  '403': 'Not allowed',
  '404': 'Not found, or not yours',
  '409': 'Conflicts with the current state',
  '429': 'Too many requests',
  '500': 'Our fault (the log has it under the x-request-id header)',
};

type Transformed = ReturnType<typeof jsonSchemaTransform>;
type RouteSchema = NonNullable<RouteOptions['schema']> & { params?: unknown; querystring?: unknown; body?: unknown };

/** A name for each operation, unique because a method and a path are: `post_api_orderRules_moveUp_id`. */
const operationIdOf = (method: string, url: string) =>
  `${method.toLowerCase()}_${url.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '')}`;

/** Adds what the zod conversion leaves out: the operation's name, who may call it and how it fails. */
function describeOperation(input: Parameters<typeof jsonSchemaTransform>[0]): Transformed {
  const out = jsonSchemaTransform(input);
  const schema = out.schema as Record<string, unknown> | undefined;
  const route = (input as { route?: RouteOptions }).route;
  if (!schema || schema.hide || !route) return out;
  const method = Array.isArray(route.method) ? String(route.method[0]) : String(route.method);
  const access = route.config?.access;
  const isPublic = !access || 'public' in access;
  const asked = input.schema as RouteSchema;
  const bearer: Record<string, string[]> = { bearer: [] };
  const cookie: Record<string, string[]> = { cookie: [] };
  const security = isPublic ? [] : route.config?.cookieAuth ? [bearer, cookie] : [bearer];
  const codes = [
    ...(asked.params || asked.querystring || asked.body ? ['400'] : []),
    ...(isPublic ? ['429'] : ['401', '403']),
    ...(asked.params ? ['404'] : []),
    ...(method === 'GET' ? [] : ['409']),
    '500',
  ];
  const response = { ...((schema.response as Record<string, unknown> | undefined) ?? {}) };
  for (const code of codes) response[code] ??= { description: FAILURES[code], ...ERROR_ENVELOPE };
  return { ...out, schema: { ...schema, operationId: operationIdOf(method, input.url), security, response } };
}

/** The OpenAPI document, generated from the same zod schemas that validate requests. */
export async function installOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Parcelhub API',
        version: '0.1.0',
        description:
          'Every JSON answer is an envelope: `{flag, code, msg, obj}` or `{flag, code, msg, rows, total}` on success ' +
          '(code 10200); `{flag:false, code, msg, errorKey, params?, fieldErrors?}` on failure. ' +
          'Send `Authorization: Bearer <token>` from `POST /auth/login`; only the file downloads marked with the ' +
          `cookie security also take the session from the \`${TOKEN_COOKIE}\` cookie. Password fields are RSA-OAEP ` +
          '(SHA-256) ciphertexts in base64, made with the key from `GET /auth/publicKey`.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: TOKEN_COOKIE },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: describeOperation,
    // Named components in the document's own dialect (OpenAPI 3.0: `nullable`, not a type list), like the routes'.
    transformObject: createJsonSchemaTransformObject({ zodToJsonConfig: { target: 'openapi-3.0' } }),
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
