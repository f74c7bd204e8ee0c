import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** Route handlers see request parts typed by their zod schemas (validation itself is ours, see zod-compilers). */
export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
