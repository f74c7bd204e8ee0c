import { defineErrors, type KeysOf } from './errors';

/** The platform's own error keys: HTTP status, numeric code (unique product-wide) and words. */
export const PLATFORM_ERRORS = defineErrors({
  VALIDATION_FAILED: {
    status: 400,
    code: 40001,
    message: {
      zh: '参数错误',
      en: 'Invalid parameters',
      ko: '매개변수가 올바르지 않습니다',
    },
  },
  BAD_REQUEST: {
    status: 400,
    code: 40002,
    message: {
      zh: '请求错误',
      en: 'Request error',
      ko: '잘못된 요청입니다',
    },
  },
  PASSWORD_DECRYPT_FAILED: {
    status: 400,
    code: 40003,
    message: {
      zh: '密码解密失败，请刷新页面后重试',
      en: 'The password could not be decrypted; reload the page and try again',
      ko: '비밀번호를 해독할 수 없습니다. 페이지를 새로 고친 후 다시 시도하세요',
    },
  },
  IDEMPOTENCY_KEY_INVALID: {
    status: 400,
    code: 40004,
    message: {
      zh: 'Idempotency-Key 须为 1 至 100 个可见 ASCII 字符',
      en: 'The Idempotency-Key must be 1 to 100 visible ASCII characters',
      ko: 'Idempotency-Key는 1~100자의 보이는 ASCII 문자여야 합니다',
    },
  },
  UNAUTHORIZED: {
    status: 401,
    code: 40100,
    message: {
      zh: '当前登录状态已过期，请重新登录',
      en: 'Current login status has expired, please log in again',
      ko: '로그인 상태가 만료되었습니다. 다시 로그인하세요',
    },
  },
  SESSION_EXPIRED: {
    status: 401,
    code: 40101,
    message: {
      zh: '当前登录状态已过期，请重新登录',
      en: 'Current login status has expired, please log in again',
      ko: '로그인 상태가 만료되었습니다. 다시 로그인하세요',
    },
  },
  FORBIDDEN: {
    status: 403,
    code: 40300,
    message: {
      zh: '没有权限，请联系管理员',
      en: 'No permission; contact the administrator',
      ko: '권한이 없습니다. 관리자에게 문의하세요',
    },
  },
  NOT_FOUND: {
    status: 404,
    code: 40400,
    message: {
      zh: '数据不存在',
      en: 'Not found',
      ko: '데이터가 존재하지 않습니다',
    },
  },
  ROUTE_NOT_FOUND: {
    status: 404,
    code: 40401,
    message: {
      zh: '接口不存在',
      en: 'No such interface',
      ko: '존재하지 않는 인터페이스입니다',
    },
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    code: 41300,
    message: {
      zh: '上传内容过大',
      en: 'The upload is too large',
      ko: '업로드 크기가 너무 큽니다',
    },
  },
  TOO_MANY_REQUESTS: {
    status: 429,
    code: 42900,
    message: {
      zh: '请求过于频繁',
      en: 'Too many requests',
      ko: '요청이 너무 많습니다',
    },
  },
  NOT_READY: {
    status: 503,
    code: 50300,
    message: {
      zh: '服务正在启动，请稍后再试',
      en: 'The service is starting, try again shortly',
      ko: '서비스가 시작 중입니다. 잠시 후 다시 시도하세요',
    },
  },
  INTERNAL: {
    status: 500,
    code: 50000,
    message: {
      zh: '服务异常，请稍后再试',
      en: 'The service is abnormal, please try again later',
      ko: '서비스에 문제가 발생했습니다. 잠시 후 다시 시도하세요',
    },
  },
});

declare module './errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorKeys extends KeysOf<typeof PLATFORM_ERRORS> {}
}
