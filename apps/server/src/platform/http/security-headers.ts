import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

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
  const headers = staticHeaders({
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
  const apiHeaders = { ...headers, 'cache-control': 'no-store' };
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(isApi(req.url) ? apiHeaders : headers);
    done();
  });
}

/**
 * helmet's headers, worked out once: they depend on the options only, and helmet rebuilds them (the policy string
 * above all) on every answer otherwise, which showed as 10% of the server's time under load (bench/).
 */
function staticHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failed: unknown;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => void (failed = err));
  if (failed) throw failed;
  return headers;
}
