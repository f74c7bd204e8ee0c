import { defineErrors, type KeysOf } from '../../platform/http/errors';

/** API docking's error keys (block 24: status × 10000 + 2400 + n, docs/errors.md). */
export const API_DOCKING_ERRORS = defineErrors({
  API_KEY_INVALID: {
    status: 401,
    code: 4012450,
    message: {
      zh: 'API 密钥无效或已作废',
      en: 'The API key is wrong or has been revoked',
      ko: 'API 키가 잘못되었거나 폐기되었습니다',
    },
  },
  API_KEY_NOT_ACCEPTED: {
    status: 403,
    code: 4032450,
    message: {
      zh: '此接口不接受 API 密钥，请登录后调用',
      en: 'This call does not accept an API key: sign in to use it',
      ko: '이 호출은 API 키를 받지 않습니다. 로그인 후 사용하세요',
    },
  },
  API_KEY_MAIN_ACCOUNT_ONLY: {
    status: 403,
    code: 4032451,
    message: {
      zh: '只有客户主账号可以创建、重置或作废 API 密钥',
      en: 'Only a customer main account can create, regenerate or revoke API keys',
      ko: '고객 주 계정만 API 키를 생성, 재발급 또는 폐기할 수 있습니다',
    },
  },
  API_KEY_TEST_MODE_PRODUCT: {
    status: 403,
    code: 4032452,
    message: {
      zh: '测试密钥只能在沙箱承运商的产品下单（产品 {productId}）',
      en: 'A test key places orders only on products of the sandbox carrier (product {productId})',
      ko: '테스트 키는 샌드박스 운송사의 상품에만 주문할 수 있습니다 (상품 {productId})',
    },
  },
  API_KEY_NOT_FOUND: {
    status: 404,
    code: 4042450,
    message: { zh: 'API 密钥不存在', en: 'API key not found', ko: 'API 키가 존재하지 않습니다' },
  },
  API_KEY_MODE_ACTIVE: {
    status: 409,
    code: 4092450,
    message: {
      zh: '已有一个有效的 {mode} 密钥，请重置它',
      en: 'There is an active {mode} key already: regenerate it instead',
      ko: '유효한 {mode} 키가 이미 있습니다. 재발급하세요',
    },
  },
  API_KEY_REVOKED: {
    status: 409,
    code: 4092451,
    message: {
      zh: '该密钥已作废',
      en: 'This key has been revoked already',
      ko: '이 키는 이미 폐기되었습니다',
    },
  },
  IDEMPOTENCY_IN_PROGRESS: {
    status: 409,
    code: 4092452,
    message: {
      zh: '使用该 Idempotency-Key 的请求仍在处理中，请稍后重试',
      en: 'A request with this Idempotency-Key is still running: retry in a moment',
      ko: '이 Idempotency-Key의 요청이 아직 처리 중입니다. 잠시 후 다시 시도하세요',
    },
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    code: 4222450,
    message: {
      zh: '该 Idempotency-Key 在 24 小时内已用于另一个不同的请求',
      en: 'This Idempotency-Key was used for a different request in the last 24 hours',
      ko: '이 Idempotency-Key는 최근 24시간 안에 다른 요청에 사용되었습니다',
    },
  },
  API_KEY_RATE_LIMITED: {
    status: 429,
    code: 4292450,
    message: {
      zh: '该 API 密钥调用过于频繁，请 {seconds} 秒后重试',
      en: 'Too many calls with this API key: retry in {seconds} s',
      ko: '이 API 키의 호출이 너무 많습니다. {seconds}초 후 다시 시도하세요',
    },
  },
});

declare module '../../platform/http/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorKeys extends KeysOf<typeof API_DOCKING_ERRORS> {}
}
