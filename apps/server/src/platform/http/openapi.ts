import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

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
          'Send `Authorization: Bearer <token>` from `POST /auth/login`. Password fields are RSA-OAEP (SHA-256) ' +
          'ciphertexts in base64, made with the key from `GET /auth/publicKey`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
