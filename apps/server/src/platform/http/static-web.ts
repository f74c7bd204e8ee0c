import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sendError, requestLanguage } from './error-handler';

const isApi = (url: string) => /^\/(api|auth)(\/|$)/.test(url) || url.startsWith('/openapi.json');
/** Vite's output: assets/<name>-<content hash>.<ext>; a new build gives a changed file a new name. */
const isAssetUrl = (url: string) => url.startsWith('/assets/');
const HASHED = /[/\\]assets[/\\][^/\\]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HOUR = 'public, max-age=3600';

/** The file as built, whichever precompressed sibling (.br, .gz) goes out. */
const builtName = (file: string) => file.replace(/\.(br|gz)$/, '');

export function cacheControlFor(file: string): string {
  const name = builtName(file);
  if (path.basename(name) === 'index.html') return 'no-cache';
  return HASHED.test(name) ? IMMUTABLE : HOUR;
}

/**
 * Serves the built web app: `/` and any other GET that wants HTML (client-side routes) get index.html, never cached
 * without revalidation; hashed assets are cached for a year. A `.br`/`.gz` sibling written by the web build goes
 * out instead of the file when the client accepts it, so assets are not compressed again on every request.
 */
export async function installStaticWeb(app: FastifyInstance, dist: string | null) {
  const index = dist ? path.join(dist, 'index.html') : null;
  const served = Boolean(dist && index && fs.existsSync(index));
  if (dist && served) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: true,
      index: ['index.html'],
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, file) => {
        res.setHeader('cache-control', cacheControlFor(file));
        res.setHeader('vary', 'accept-encoding');
      },
    });
  } else {
    app.log.warn({ dist }, 'web app not built: only the API is served');
  }
  app.setNotFoundHandler((req, reply) => {
    const wantsHtml = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    // A missing asset (a chunk of an older build) is a 404, not the app's HTML under a script's name.
    if (served && wantsHtml && !isApi(req.url) && !isAssetUrl(req.url)) return reply.sendFile('index.html');
    return sendError(reply, 'ROUTE_NOT_FOUND', requestLanguage(req));
  });
}
