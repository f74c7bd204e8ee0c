import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

const isApi = (url: string) => /^\/(api|auth)(\/|\?|$)/.test(url);

/** One CSP source: a keyword or an origin (scheme, host, optional port; a leading `*.` for subdomains). */
const SOURCE = /^('self'|'none'|https?:\/\/(\*\.)?[A-Za-z0-9.-]+(:\d{1,5})?)$/;

/** `FRAME_ANCESTORS`, space-separated, as CSP sources; anything else stops the server at start with a clear line. */
export function frameAncestorsOf(setting: string): string[] {
  const sources = setting.split(/\s+/).filter(Boolean);
  const bad = sources.filter((s) => !SOURCE.test(s));
  if (bad.length > 0) {
    throw new Error(`FRAME_ANCESTORS: ${bad.join(' ')} is not an origin (https://host[:port]) or 'self' or 'none'`);
  }
  return sources.length > 0 ? sources : ["'self'"];
}

/**
 * Security headers on every answer. The content security policy is the one the web app runs under: its scripts
 * are its own files; antd writes inline styles; images may be data: or blob: URLs (previews, captchas); calls go
 * to this origin only. Framing is allowed to the configured host shells only (frame-ancestors; X-Frame-Options
 * cannot name a list, so it is left out rather than contradicting it). API answers are never cached.
 */
export async function installSecurityHeaders(app: FastifyInstance, { frameAncestors }: { frameAncestors: string }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: frameAncestorsOf(frameAncestors),
      },
    },
    frameguard: false,
    referrerPolicy: { policy: 'same-origin' },
    // Sibling hosts of the domain may still be plain HTTP: this server vouches for itself only.
    strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: false },
  });
  app.addHook('onSend', async (req, reply) => {
    if (isApi(req.url)) reply.header('cache-control', 'no-store');
  });
}
