import { defineErrors, type KeysOf } from '../../platform/http/errors';

/** The account module's error keys: HTTP status, numeric code (unique product-wide) and words. */
export const ACCOUNT_ERRORS = defineErrors({
  SLIDER_REQUIRED: {
    status: 400,
    code: 4000512,
    message: {
      zh: '请先完成滑块验证',
      en: 'Complete the slider check first',
      ko: '먼저 슬라이더 인증을 완료하세요',
    },
  },
  SMS_CODE_INVALID: {
    status: 400,
    code: 4000513,
    message: {
      zh: '短信验证码错误或已过期',
      en: 'The SMS code is wrong or has expired',
      ko: 'SMS 인증번호가 틀렸거나 만료되었습니다',
    },
  },
  EMAIL_CODE_INVALID: {
    status: 400,
    code: 4000514,
    message: {
      zh: '邮箱验证码错误或已过期',
      en: 'The email code is wrong or has expired',
      ko: '이메일 인증번호가 틀렸거나 만료되었습니다',
    },
  },
  OLD_PASSWORD_WRONG: {
    status: 400,
    code: 4000515,
    message: {
      zh: '旧密码错误',
      en: 'The old password is wrong',
      ko: '기존 비밀번호가 올바르지 않습니다',
    },
  },
  PASSWORD_SAME_AS_OLD: {
    status: 400,
    code: 4000516,
    message: {
      zh: '新密码不能与旧密码相同',
      en: 'The new password must differ from the old one',
      ko: '새 비밀번호는 기존 비밀번호와 달라야 합니다',
    },
  },
  PASSWORD_WRONG: {
    status: 400,
    code: 4000517,
    message: {
      zh: '密码错误',
      en: 'Wrong password',
      ko: '비밀번호가 올바르지 않습니다',
    },
  },
  USERNAME_TAKEN: {
    status: 409,
    code: 4090501,
    message: {
      zh: '账号 {username} 已被注册',
      en: 'The account {username} is already taken',
      ko: '계정 {username}은(는) 이미 사용 중입니다',
    },
  },
  PHONE_TAKEN: {
    status: 409,
    code: 4090502,
    message: {
      zh: '该手机号已注册',
      en: 'This phone number is already registered',
      ko: '이미 등록된 휴대폰 번호입니다',
    },
  },
  EMAIL_TAKEN: {
    status: 409,
    code: 4090503,
    message: {
      zh: '该邮箱已被使用',
      en: 'This email is already in use',
      ko: '이미 사용 중인 이메일입니다',
    },
  },
  SMS_TOO_FREQUENT: {
    status: 429,
    code: 4290502,
    message: {
      zh: '发送过于频繁，请 {seconds} 秒后再试',
      en: 'Too frequent; try again in {seconds} seconds',
      ko: '너무 자주 요청했습니다. {seconds}초 후에 다시 시도하세요',
    },
  },
});

declare module '../../platform/http/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorKeys extends KeysOf<typeof ACCOUNT_ERRORS> {}
}
