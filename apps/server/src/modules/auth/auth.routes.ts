import type { FastifyInstance } from 'fastify';
import { authEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../platform/http/endpoint-route';
import { ok, okDone } from '../../platform/http/envelope';
import type { PasswordCipher } from '../../platform/auth/rsa';
import type { AuthService } from './auth.service';

export function mountAuthRoutes(app: FastifyInstance, auth: AuthService, cipher: PasswordCipher) {
  mountEndpoints(app, authEndpoints, {
    captcha: async () => ok(await auth.captcha()),
    publicKey: async () => ok(cipher.publicKeyPem),
    login: async ({ body, req, lang }) =>
      ok(await auth.login(body, { ip: req.ip, userAgent: req.headers['user-agent'] ?? '', lang })),
    info: async ({ actor, lang }) => ok(await auth.info(actor, lang)),
    logout: async ({ req }) => {
      if (req.sessionToken) await auth.logout(req.sessionToken);
      return okDone();
    },
    authList: async ({ actor, lang }) => ok(await auth.authList(actor, lang)),
    language: async ({ lang }) => ok(lang),
    setLanguage: async ({ actor, params }) => {
      await auth.setLanguage(actor, params.lang);
      return ok(params.lang);
    },
  });
}
