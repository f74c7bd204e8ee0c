import { defineErrors, type KeysOf } from '../../platform/http/errors';

/** The regions module's error keys: HTTP status, numeric code (unique product-wide) and words. */
export const REGION_ERRORS = defineErrors({
  REGION_NOT_FOUND: {
    status: 404,
    code: 4040900,
    message: { zh: '国家/地区不存在：{code}', en: 'Country not found: {code}', ko: '국가를 찾을 수 없습니다: {code}' },
  },
  CITY_NOT_FOUND: {
    status: 404,
    code: 4040901,
    message: { zh: '城市不存在', en: 'City not found', ko: '도시가 존재하지 않습니다' },
  },
  REGION_CODE3_TAKEN: {
    status: 409,
    code: 4090900,
    message: {
      zh: '三字码 {code3} 已被其他国家使用',
      en: 'The three-letter code {code3} belongs to another country',
      ko: '3자리 코드 {code3}는 다른 국가가 사용 중입니다',
    },
  },
  CITY_CODE_TAKEN: {
    status: 409,
    code: 4090901,
    message: {
      zh: '该国家已有编码为 {code} 的城市',
      en: 'This country already has a city with code {code}',
      ko: '이 국가에 코드가 {code}인 도시가 이미 있습니다',
    },
  },
});

declare module '../../platform/http/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorKeys extends KeysOf<typeof REGION_ERRORS> {}
}
