import { defineErrors, type KeysOf } from '../../platform/http/errors';

/** The postcode groups' error keys: HTTP status, numeric code (block 14, docs/errors.md) and words. */
export const POSTCODE_ERRORS = defineErrors({
  POSTCODE_COUNTRY_UNKNOWN: {
    status: 400,
    code: 4001402,
    message: {
      zh: '国家/地区不存在：{code}',
      en: 'Unknown country: {code}',
      ko: '알 수 없는 국가: {code}',
    },
  },
  POSTCODE_US_INVALID: {
    status: 400,
    code: 4001403,
    message: {
      zh: '美国邮编须为 1-5 位数字（前缀）或 5+4 位（如 99501-1234）：{postcode}',
      en: 'A US postcode is a ZIP prefix of 1-5 digits or a ZIP+4 (e.g. 99501-1234): {postcode}',
      ko: '미국 우편번호는 1-5자리 숫자(앞자리) 또는 5+4자리(예: 99501-1234)여야 합니다: {postcode}',
    },
  },
  POSTCODE_RANGE_REVERSED: {
    status: 400,
    code: 4001404,
    message: {
      zh: '结束邮编不能小于起始邮编',
      en: 'The end postcode cannot be below the start postcode',
      ko: '끝 우편번호는 시작 우편번호보다 작을 수 없습니다',
    },
  },
  POSTCODE_RANGE_LENGTH: {
    status: 400,
    code: 4001405,
    message: {
      zh: '美国邮编区间的起始和结束位数须相同',
      en: 'The start and end of a US postcode range must have the same number of digits',
      ko: '미국 우편번호 구간의 시작과 끝은 자릿수가 같아야 합니다',
    },
  },
  POSTCODE_GROUP_NOT_FOUND: {
    status: 404,
    code: 4041402,
    message: {
      zh: '邮编分组不存在',
      en: 'Postcode group not found',
      ko: '우편번호 그룹이 존재하지 않습니다',
    },
  },
  POSTCODE_NOT_FOUND: {
    status: 404,
    code: 4041403,
    message: {
      zh: '邮编不存在',
      en: 'Postcode not found',
      ko: '우편번호가 존재하지 않습니다',
    },
  },
  POSTCODE_GROUP_NAME_TAKEN: {
    status: 409,
    code: 4091402,
    message: {
      zh: '已有同名的邮编分组：{name}',
      en: 'A postcode group named {name} already exists',
      ko: '같은 이름의 우편번호 그룹이 이미 있습니다: {name}',
    },
  },
  POSTCODE_DUPLICATE: {
    status: 409,
    code: 4091403,
    message: {
      zh: '该分组已有此邮编或区间：{postcode}',
      en: 'The group already holds this postcode or range: {postcode}',
      ko: '그룹에 이미 같은 우편번호 또는 구간이 있습니다: {postcode}',
    },
  },
  POSTCODE_GROUP_IN_USE: {
    status: 409,
    code: 4091404,
    message: {
      zh: '邮编分组正在被使用（{usedBy}），不能删除或修改国家和类型',
      en: 'The postcode group is in use ({usedBy}): it cannot be deleted nor change its country or type',
      ko: '우편번호 그룹이 사용 중입니다({usedBy}). 삭제하거나 국가와 유형을 바꿀 수 없습니다',
    },
  },
  POSTCODE_GROUP_COUNTRY_LOCKED: {
    status: 409,
    code: 4091405,
    message: {
      zh: '分组已有邮编，不能修改国家/地区；请先清空邮编或新建分组',
      en: 'The group holds postcodes, so its country cannot change: empty it first or create a new group',
      ko: '그룹에 우편번호가 있어 국가를 바꿀 수 없습니다. 먼저 비우거나 새 그룹을 만드세요',
    },
  },
});

declare module '../../platform/http/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorKeys extends KeysOf<typeof POSTCODE_ERRORS> {}
}
