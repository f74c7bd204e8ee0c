import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  AuthList,
  CaptchaResult,
  Language,
  LoginInput,
  LoginResult,
  okEmpty,
  okObj,
  SetLanguagePath,
  UserInfo,
} from '@parcelhub/contracts';
import { ok, okDone } from '../../platform/http/envelope';
import { typed } from '../../platform/http/typed';
import { PUBLIC, SIGNED_IN } from '../../platform/auth/access';
import { actorOf } from '../../platform/auth/guard';
import type { PasswordCipher } from '../../platform/auth/rsa';
import type { AuthService } from './auth.service';

export function authRoutes(auth: AuthService, cipher: PasswordCipher) {
  return async (fastify: FastifyInstance) => {
    const app = typed(fastify);
    const tags = ['auth'];

    app.get(
      '/auth/code',
      {
        config: PUBLIC,
        schema: { tags, summary: 'Arithmetic image captcha', response: { 200: okObj(CaptchaResult) } },
      },
      async () => ok(await auth.captcha()),
    );
    app.get(
      '/auth/publicKey',
      {
        config: PUBLIC,
        schema: {
          tags,
          summary: 'RSA public key (PEM) for password fields: RSA-OAEP, SHA-256, base64',
          response: { 200: okObj(z.string()) },
        },
      },
      async () => ok(cipher.publicKeyPem),
    );
    app.post(
      '/auth/login',
      {
        config: PUBLIC,
        schema: { tags, summary: 'Sign in', body: LoginInput, response: { 200: okObj(LoginResult) } },
      },
      async (req) =>
        ok(await auth.login(req.body, { ip: req.ip, userAgent: req.headers['user-agent'] ?? '', lang: req.lang })),
    );
    app.get(
      '/auth/info',
      { config: SIGNED_IN, schema: { tags, summary: 'The signed-in user', response: { 200: okObj(UserInfo) } } },
      async (req) => ok(await auth.info(actorOf(req), req.lang)),
    );
    app.delete(
      '/auth/logout',
      { config: PUBLIC, schema: { tags, summary: 'End the session', response: { 200: okEmpty } } },
      async (req) => {
        if (req.sessionToken) await auth.logout(req.sessionToken);
        return okDone();
      },
    );
    app.get(
      '/api/subProduct/getAuthList',
      {
        config: SIGNED_IN,
        schema: { tags, summary: "A sub-account's granted menus and permissions", response: { 200: okObj(AuthList) } },
      },
      async (req) => ok(await auth.authList(actorOf(req), req.lang)),
    );
    app.get(
      '/api/customerInfo/i18n',
      { config: SIGNED_IN, schema: { tags, summary: "The user's language", response: { 200: okObj(Language) } } },
      async (req) => ok(req.lang),
    );
    app.post(
      '/api/customerInfo/i18n/:lang',
      {
        config: SIGNED_IN,
        schema: {
          tags,
          summary: "Save the user's language",
          params: SetLanguagePath,
          response: { 200: okObj(Language) },
        },
      },
      async (req) => {
        await auth.setLanguage(actorOf(req), req.params.lang);
        return ok(req.params.lang);
      },
    );
  };
}
