import { defineErrors, type KeysOf } from '../../platform/http/errors';

/** The dictionaries module's error keys: HTTP status, numeric code (unique product-wide) and words. */
export const DICT_ERRORS = defineErrors({
  DICT_NOT_FOUND: {
    status: 404,
    code: 4040835,
    message: {
      zh: '字典不存在：{name}',
      en: 'Dictionary not found: {name}',
      ko: '사전이 존재하지 않습니다: {name}',
    },
  },
  DICT_VALUE_NOT_FOUND: {
    status: 404,
    code: 4040836,
    message: {
      zh: '字典值不存在',
      en: 'Dictionary value not found',
      ko: '사전 값이 존재하지 않습니다',
    },
  },
  DICT_NAME_TAKEN: {
    status: 409,
    code: 4090835,
    message: {
      zh: '字典名称已存在：{name}',
      en: 'A dictionary named {name} already exists',
      ko: '이미 존재하는 사전 이름입니다: {name}',
    },
  },
  DICT_VALUE_TAKEN: {
    status: 409,
    code: 4090836,
    message: {
      zh: '该字典中已有值 {value}',
      en: 'This dictionary already has the value {value}',
      ko: '이 사전에 이미 값 {value}이(가) 있습니다',
    },
  },
  DICT_BUILT_IN: {
    status: 409,
    code: 4090837,
    message: {
      zh: '{name} 为系统内置，不能删除或修改其名称/值（可停用）',
      en: '{name} is built in: it cannot be deleted or renamed (it can be disabled)',
      ko: '{name}은(는) 시스템 기본 항목이라 삭제하거나 이름/값을 바꿀 수 없습니다(비활성화는 가능)',
    },
  },
});

declare module '../../platform/http/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorKeys extends KeysOf<typeof DICT_ERRORS> {}
}
