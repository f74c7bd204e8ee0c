import { defineErrors, type KeysOf } from '../../platform/http/errors';

/** The auth module's error keys: HTTP status, numeric code (unique product-wide) and words. */
export const AUTH_ERRORS = defineErrors({
  CAPTCHA_INVALID: {
    status: 400,
    code: 4000110,
    message: {
      zh: '验证码错误',
      en: 'Wrong verification code',
      ko: '인증 코드가 올바르지 않습니다',
    },
  },
  CAPTCHA_EXPIRED: {
    status: 400,
    code: 4000111,
    message: {
      zh: '验证码不存在或已过期',
      en: 'The verification code has expired, get a new one',
      ko: '인증 코드가 만료되었습니다. 새로 받으세요',
    },
  },
  BAD_CREDENTIALS: {
    status: 401,
    code: 4010102,
    message: {
      zh: '用户名或密码错误',
      en: 'Incorrect user name or password',
      ko: '사용자 이름 또는 비밀번호가 올바르지 않습니다',
    },
  },
  NOT_APPROVED: {
    status: 403,
    code: 4030101,
    message: {
      zh: '账号正在审核中（1-3 个工作日），审核通过后即可登录',
      en: 'Your account is under review (1 to 3 days); you can sign in once it is approved',
      ko: '계정 심사 중입니다(1~3일). 승인 후 로그인할 수 있습니다',
    },
  },
  ACCOUNT_DISABLED: {
    status: 403,
    code: 4030102,
    message: {
      zh: '账号已停用，请联系管理员',
      en: 'This account is disabled; contact the administrator',
      ko: '비활성화된 계정입니다. 관리자에게 문의하세요',
    },
  },
  ACCOUNT_LOCKED: {
    status: 429,
    code: 4290101,
    message: {
      zh: '登录失败次数过多，请 {minutes} 分钟后再试',
      en: 'Too many failed sign-ins; try again in {minutes} minutes',
      ko: '로그인 실패가 너무 많습니다. {minutes}분 후에 다시 시도하세요',
    },
  },
});

declare module '../../platform/http/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorKeys extends KeysOf<typeof AUTH_ERRORS> {}
}
