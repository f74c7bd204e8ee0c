import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage, sendError } from './error-handler';

/**
 * URLs the router refuses before any route or hook runs (broken percent-encoding, a path parameter past the
 * router's length limit) get the error envelope like every other bad request, not Fastify's own shape.
 */
export function answerFrameworkError(_error: Error, req: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  return sendError(reply, 'BAD_REQUEST', requestLanguage(req));
}
