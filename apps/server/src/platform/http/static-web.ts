import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sendError, requestLanguage } from './error-handler';

const isApi = (url: string) => /^\/(api|auth)(\/|$)/.test(url) || url.startsWith('/openapi.json');

/** Serves the built web app; any other GET that wants HTML gets index.html (client-side routes). */
export async function installStaticWeb(app: FastifyInstance, dist: string | null) {
  const index = dist ? path.join(dist, 'index.html') : null;
  if (dist && index && fs.existsSync(index)) {
    // Hashed assets may be cached long; index.html (below) never is.
    await app.register(fastifyStatic, { root: dist, wildcard: true, index: false, maxAge: '1h' });
  } else {
    app.log.warn({ dist }, 'web app not built: only the API is served');
  }
  app.setNotFoundHandler((req, reply) => {
    const wantsHtml = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    if (index && wantsHtml && !isApi(req.url) && fs.existsSync(index)) {
      return reply.type('text/html').header('cache-control', 'no-cache').send(fs.createReadStream(index));
    }
    return sendError(reply, 'ROUTE_NOT_FOUND', requestLanguage(req));
  });
}
