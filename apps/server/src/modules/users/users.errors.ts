import { defineErrors, type KeysOf } from '../../platform/http/errors';

/** The users module's error keys: HTTP status, numeric code (unique product-wide) and words. */
export const USER_ERRORS = defineErrors({
  USER_NOT_FOUND: {
    status: 404,
    code: 4040211,
    message: {
      zh: '用户不存在',
      en: 'User not found',
      ko: '사용자가 존재하지 않습니다',
    },
  },
  ALREADY_APPROVED: {
    status: 409,
    code: 4090204,
    message: {
      zh: '该账号已审核通过',
      en: 'This account is already approved',
      ko: '이미 승인된 계정입니다',
    },
  },
});

declare module '../../platform/http/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorKeys extends KeysOf<typeof USER_ERRORS> {}
}
