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
});

declare module '../../platform/http/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorKeys extends KeysOf<typeof SORT_RULES_ERRORS> {}
}
