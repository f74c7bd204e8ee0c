import { defineErrors, type KeysOf } from '../../platform/http/errors';

/**
 * The wallet's error keys: HTTP status, numeric code (block 21, docs/errors.md) and words.
 */
export const WALLET_ERRORS = defineErrors({
  /** The spec's 'Sorry, not enough balance': 409, the wallet's state refuses the charge. */
  WALLET_NOT_ENOUGH_BALANCE: {
    status: 409,
    code: 4092130,
    message: {
      zh: '抱歉，余额不足',
      en: 'Sorry, not enough balance',
      ko: '죄송합니다. 잔액이 부족합니다',
    },
  },
  WALLET_KEY_CONFLICT: {
    status: 409,
    code: 4092131,
    message: {
      zh: '幂等键 {key} 已用于另一笔金额或类型不同的资金变动',
      en: 'The idempotency key {key} was already used for a movement of another amount or kind',
      ko: '멱등 키 {key}는 금액이나 종류가 다른 자금 이동에 이미 사용되었습니다',
    },
  },
  WALLET_RECHARGE_NOT_PENDING: {
    status: 409,
    code: 4092132,
    message: {
      zh: '该充值单已处理（{status}），不能再审核或入账',
      en: 'This recharge was already handled ({status}): it cannot be reviewed or credited again',
      ko: '이 충전 요청은 이미 처리되었습니다({status}). 다시 심사하거나 입금할 수 없습니다',
    },
  },
  WALLET_CREDIT_LIMIT_BELOW_DEBT: {
    status: 409,
    code: 4092133,
    message: {
      zh: '信用额度不能低于当前欠款 {debt}',
      en: 'The credit limit cannot be below the current debt of {debt}',
      ko: '신용 한도는 현재 부채 {debt}보다 낮을 수 없습니다',
    },
  },
  WALLET_PAYMENT_MISMATCH: {
    status: 409,
    code: 4092134,
    message: {
      zh: '支付通知与充值单不符（金额或状态）：{rechargeNo}',
      en: 'The payment notification does not match the recharge (amount or status): {rechargeNo}',
      ko: '결제 알림이 충전 요청과 일치하지 않습니다(금액 또는 상태): {rechargeNo}',
    },
  },
  WALLET_NOT_FOUND: {
    status: 404,
    code: 4042130,
    message: {
      zh: '客户钱包不存在',
      en: 'Customer wallet not found',
      ko: '고객 지갑이 존재하지 않습니다',
    },
  },
  WALLET_RECHARGE_NOT_FOUND: {
    status: 404,
    code: 4042131,
    message: {
      zh: '充值单不存在',
      en: 'Recharge not found',
      ko: '충전 요청이 존재하지 않습니다',
    },
  },
  WALLET_VOUCHER_NOT_FOUND: {
    status: 404,
    code: 4042132,
    message: {
      zh: '凭证文件不存在，请重新上传',
      en: 'The voucher file was not found: upload it again',
      ko: '증빙 파일이 없습니다. 다시 업로드해 주세요',
    },
  },
  /** The spec's 'please upload voucher'. */
  WALLET_VOUCHER_REQUIRED: {
    status: 400,
    code: 4002139,
    message: {
      zh: '请上传凭证',
      en: 'Please upload voucher',
      ko: '증빙을 업로드해 주세요',
    },
  },
  WALLET_AMOUNT_INVALID: {
    status: 422,
    code: 4222135,
    message: {
      zh: '金额须大于 0，最多两位小数，且不超过 {max}',
      en: 'The amount must be more than 0, with at most 2 decimals, and at most {max}',
      ko: '금액은 0보다 크고 소수점 이하 2자리 이내이며 {max} 이하여야 합니다',
    },
  },
  WALLET_KEY_INVALID: {
    status: 422,
    code: 4222136,
    message: {
      zh: '幂等键须为 1-200 个字符，且不含控制字符',
      en: 'An idempotency key is 1-200 characters without control characters',
      ko: '멱등 키는 제어 문자가 없는 1-200자여야 합니다',
    },
  },
  WALLET_RECHARGE_TOO_SMALL: {
    status: 422,
    code: 4222137,
    message: {
      zh: '充值金额不能少于 {min}',
      en: 'The recharge amount must be at least {min}',
      ko: '충전 금액은 {min} 이상이어야 합니다',
    },
  },
  WALLET_RECHARGE_TOO_LARGE: {
    status: 422,
    code: 4222138,
    message: {
      zh: '单笔充值金额不能超过 {max}',
      en: 'One recharge cannot exceed {max}',
      ko: '1회 충전 금액은 {max}를 넘을 수 없습니다',
    },
  },
  WALLET_PAY_TYPE_UNAVAILABLE: {
    status: 422,
    code: 4222139,
    message: {
      zh: '不支持该支付方式：{payType}',
      en: 'This pay type is not available here: {payType}',
      ko: '이 결제 방식은 사용할 수 없습니다: {payType}',
    },
  },
  WALLET_SIGNATURE_INVALID: {
    status: 403,
    code: 4032130,
    message: {
      zh: '支付通知签名无效',
      en: 'The payment notification’s signature is not valid',
      ko: '결제 알림의 서명이 유효하지 않습니다',
    },
  },
});

declare module '../../platform/http/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorKeys extends KeysOf<typeof WALLET_ERRORS> {}
}
