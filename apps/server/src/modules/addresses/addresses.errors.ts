import { defineErrors, type KeysOf } from '../../platform/http/errors';

/** The addresses module's error keys: HTTP status, numeric code (unique product-wide) and words. */
export const ADDRESS_ERRORS = defineErrors({
  COUNTRY_UNKNOWN: {
    status: 400,
    code: 4001020,
    message: {
      zh: '国家/地区不存在：{code}',
      en: 'Unknown country: {code}',
      ko: '알 수 없는 국가: {code}',
    },
  },
  ADDRESS_NOT_FOUND: {
    status: 404,
    code: 4041010,
    message: {
      zh: '地址不存在',
      en: 'Address not found',
      ko: '주소가 존재하지 않습니다',
    },
  },
});

declare module '../../platform/http/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorKeys extends KeysOf<typeof ADDRESS_ERRORS> {}
}
