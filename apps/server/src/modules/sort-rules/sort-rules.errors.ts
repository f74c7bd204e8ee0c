import { defineErrors, type KeysOf } from '../../platform/http/errors';

/** Sorting rules' error keys (block 28: status × 10000 + 2800 + n, docs/errors.md). */
export const SORT_RULES_ERRORS = defineErrors({
  SORT_RULE_UNMATCHED: {
    status: 422,
    code: 4222850,
    message: {
      zh: '无法匹配规则：{number}',
      en: 'Unable to match the rule: {number}',
      ko: '규칙과 일치하지 않습니다: {number}',
    },
  },
  SORT_RULE_NOT_FOUND: {
    status: 404,
    code: 4042850,
    message: { zh: '分拣规则不存在：{id}', en: 'Sorting rule not found: {id}', ko: '분류 규칙이 없습니다: {id}' },
  },
  SORT_RULE_CODE_TAKEN: {
    status: 409,
    code: 4092850,
    message: {
      zh: '该仓库已有规则代码 {code}',
      en: 'This warehouse already has a rule with the code {code}',
      ko: '이 창고에 규칙 코드 {code}이(가) 이미 있습니다',
    },
  },
  SORT_RULE_BAY_UNKNOWN: {
    status: 400,
    code: 4002850,
    message: {
      zh: '格口 {bayNumber} 不是仓库 {warehouse} 的格口',
      en: 'Bay {bayNumber} is not a bay of the warehouse {warehouse}',
      ko: '격구 {bayNumber}은(는) 창고 {warehouse}의 격구가 아닙니다',
    },
  },
  SORT_RULE_CUSTOMER_UNKNOWN: {
    status: 400,
    code: 4002851,
    message: {
      zh: '客户不存在：{id}',
      en: 'No such customer: {id}',
      ko: '고객이 없습니다: {id}',
    },
  },
});

declare module '../../platform/http/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorKeys extends KeysOf<typeof SORT_RULES_ERRORS> {}
}
