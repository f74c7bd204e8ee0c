import { z } from 'zod';
import { defineEndpoint, PUBLIC_ACCESS, SIGNED_IN_ACCESS } from '../common/endpoint';
import { okEmpty, okObj } from '../common/envelope';
import { Language } from '../common/language';
import { AuthList, CaptchaResult, LoginInput, LoginResult, SetLanguagePath, UserInfo } from './auth';

const tags = ['auth'];

export const authEndpoints = {
  captcha: defineEndpoint({
    method: 'GET',
    path: '/auth/code',
    summary: 'Arithmetic image captcha',
    tags,
    access: PUBLIC_ACCESS,
    response: okObj(CaptchaResult),
  }),
  publicKey: defineEndpoint({
    method: 'GET',
    path: '/auth/publicKey',
    summary: 'RSA public key (PEM) for password fields: RSA-OAEP, SHA-256, base64',
    tags,
    access: PUBLIC_ACCESS,
    response: okObj(z.string()),
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/auth/login',
    summary: 'Sign in',
    tags,
    access: PUBLIC_ACCESS,
    body: LoginInput,
    response: okObj(LoginResult),
  }),
  info: defineEndpoint({
    method: 'GET',
    path: '/auth/info',
    summary: 'The signed-in user',
    tags,
    access: SIGNED_IN_ACCESS,
    response: okObj(UserInfo),
  }),
  logout: defineEndpoint({
    method: 'DELETE',
    path: '/auth/logout',
    summary: 'End the session',
    tags,
    access: PUBLIC_ACCESS,
    response: okEmpty,
  }),
  authList: defineEndpoint({
    method: 'GET',
    path: '/api/subProduct/getAuthList',
    summary: "A sub-account's granted menus and permissions",
    tags,
    access: SIGNED_IN_ACCESS,
    response: okObj(AuthList),
  }),
  language: defineEndpoint({
    method: 'GET',
    path: '/api/customerInfo/i18n',
    summary: "The user's language",
    tags,
    access: SIGNED_IN_ACCESS,
    response: okObj(Language),
  }),
  setLanguage: defineEndpoint({
    method: 'POST',
    path: '/api/customerInfo/i18n/:lang',
    summary: "Save the user's language",
    tags,
    access: SIGNED_IN_ACCESS,
    params: SetLanguagePath,
    response: okObj(Language),
  }),
};
