import { defineErrors, type KeysOf } from '../../platform/http/errors';

/** The carriers' error keys: HTTP status, numeric code (block 20: status × 10000 + 2000 + n, docs/errors.md) and words. */
export const CARRIER_ERRORS = defineErrors({
  CARRIER_LABEL_INVALID: {
    status: 422,
    code: 4222006,
    message: {
      zh: '无法生成面单：{field} {reason}',
      en: 'The label cannot be made: {field} {reason}',
      ko: '라벨을 만들 수 없습니다: {field} {reason}',
    },
  },
  CARRIER_LABELS_TOO_MANY: {
    status: 400,
    code: 4002007,
    message: {
      zh: '一次最多打印 {max} 张面单',
      en: 'At most {max} labels can be printed at once',
      ko: '한 번에 최대 {max}장의 라벨을 인쇄할 수 있습니다',
    },
  },
  CARRIER_REJECTED: {
    status: 422,
    code: 4222008,
    message: {
      zh: '承运商拒绝了该运单：{reason}',
      en: 'The carrier refused the shipment: {reason}',
      ko: '운송사가 배송을 거부했습니다: {reason}',
    },
  },
  CARRIER_UNAVAILABLE: {
    status: 422,
    code: 4222009,
    message: {
      zh: '承运商暂时无法响应，请稍后重试：{reason}',
      en: 'The carrier did not answer; please try again later: {reason}',
      ko: '운송사가 응답하지 않습니다. 잠시 후 다시 시도하세요: {reason}',
    },
  },
});

declare module '../../platform/http/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorKeys extends KeysOf<typeof CARRIER_ERRORS> {}
}
