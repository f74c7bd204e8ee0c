import { defineErrors, type KeysOf } from '../../platform/http/errors';

/** HS codes' error keys (block 32: status × 10000 + 3200 + n, docs/errors.md). */
export const HS_CODES_ERRORS = defineErrors({
  HS_CODE_NOT_FOUND: {
    status: 404,
    code: 4043200,
    message: {
      zh: 'HS 编码不存在：{code}',
      en: 'No HS code {code} in the 2022 nomenclature',
      ko: 'HS 코드가 존재하지 않습니다: {code}',
    },
  },
  HS_MATCH_NOT_FOUND: {
    status: 404,
    code: 4043201,
    message: {
      zh: '品名匹配任务不存在：{id}',
      en: 'No goods list match with the task id {id}',
      ko: '품명 매칭 작업이 존재하지 않습니다: {id}',
    },
  },
  HS_CODE_UNKNOWN: {
    status: 400,
    code: 4003202,
    message: {
      zh: 'HS 编码 {code} 不在 2022 版协调制度中',
      en: 'The HS code {code} is not a subheading of the 2022 nomenclature',
      ko: 'HS 코드 {code}는 2022년 품목분류의 소호가 아닙니다',
    },
  },
  HS_CUSTOMER_REQUIRED: {
    status: 400,
    code: 4003200,
    message: {
      zh: '平台确认匹配时须指定客户（customerId 或 userName）',
      en: 'The platform confirms a match for a customer: give customerId or userName',
      ko: '플랫폼이 매칭을 확인할 때는 고객(customerId 또는 userName)을 지정해야 합니다',
    },
  },
  HS_CUSTOMER_INVALID: {
    status: 400,
    code: 4003201,
    message: {
      zh: '客户不存在或不是客户主账号：{customer}',
      en: 'No customer main account {customer}',
      ko: '고객 주 계정이 존재하지 않습니다: {customer}',
    },
  },
});

declare module '../../platform/http/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorKeys extends KeysOf<typeof HS_CODES_ERRORS> {}
}
