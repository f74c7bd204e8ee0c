import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorEnvelope, Language } from '@parcelhub/contracts';
import { isAppError } from './app-error';
import { RequestValidationError, toFieldErrors } from './validation';
import { errorDef, type ErrorKey } from './errors';
import { interpolate, languageFromHeader } from '../i18n/language';

export function requestLanguage(req: FastifyRequest): Language {
  return req.actor?.language ?? languageFromHeader(req.headers['accept-language']);
}

export function errorEnvelope(key: ErrorKey, lang: Language, params: Record<string, unknown> = {}): ErrorEnvelope {
  const def = errorDef(key);
  const envelope: ErrorEnvelope = {
    flag: false,
    code: def.code,
    msg: interpolate(def.message[lang], params),
    errorKey: key,
  };
  if (Object.keys(params).length > 0) envelope.params = params;
  return envelope;
}

export function sendError(reply: FastifyReply, key: ErrorKey, lang: Language, params?: Record<string, unknown>) {
  return reply.status(errorDef(key).status).send(errorEnvelope(key, lang, params));
}

/** Fastify's own errors (bad JSON, too large, ...) mapped onto our keys. */
function frameworkKey(err: FastifyError): ErrorKey | null {
  const status = err.statusCode ?? 500;
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  if (status === 404) return 'ROUTE_NOT_FOUND';
  if (status >= 400 && status < 500) return 'BAD_REQUEST';
  return null;
}

/** The one place where anything thrown becomes the envelope of the API contract. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const lang = requestLanguage(req);
    if (err instanceof RequestValidationError) {
      return reply
        .status(400)
        .send({ ...errorEnvelope('VALIDATION_FAILED', lang), fieldErrors: toFieldErrors(err.issues, lang) });
    }
    if (isAppError(err)) {
      if (err.status >= 500) req.log.error({ err }, err.message);
      return sendError(reply, err.errorKey, lang, err.params);
    }
    const key = frameworkKey(err);
    if (key) {
      req.log.info({ err: { message: err.message, code: err.code } }, 'request rejected');
      return sendError(reply, key, lang);
    }
    req.log.error({ err }, 'unhandled error');
    return sendError(reply, 'INTERNAL', lang);
  });
}
