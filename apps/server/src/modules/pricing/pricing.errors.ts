import { defineErrors, type KeysOf } from '../../platform/http/errors';

/**
 * The pricing module's keys. A quote's refusals are not failures of the call: each refused row carries one of the
 * `QUOTE_*` keys and its words in `refused` (status 422 is nominal; codes 4221700-4221799 are this module's, block 17).
 */
export const PRICING_ERRORS = defineErrors({
  QUOTE_INVALID_INPUT: {
    status: 422,
    code: 4221700,
    message: { zh: '报价参数不正确', en: 'The quote request is not valid', ko: '견적 요청이 올바르지 않습니다' },
  },
  QUOTE_NO_BOXES: {
    status: 422,
    code: 4221701,
    message: { zh: '请至少填写一个箱子', en: 'Add at least one box', ko: '상자를 하나 이상 입력하세요' },
  },
  QUOTE_POSTCODE_INVALID: {
    status: 422,
    code: 4221702,
    message: {
      zh: '邮编格式不正确：{postcode}',
      en: 'The postcode is not valid for this destination: {postcode}',
      ko: '이 목적지의 우편번호 형식이 올바르지 않습니다: {postcode}',
    },
  },
  QUOTE_POSTCODE_REQUIRED: {
    status: 422,
    code: 4221716,
    message: {
      zh: '请填写收件人邮编：寄往 {country} 需要邮编才能报价',
      en: 'Enter the receiver’s postcode: {country} needs one for a quote',
      ko: '수취인 우편번호를 입력하세요: {country}(으)로 보내려면 우편번호가 필요합니다',
    },
  },
  QUOTE_OVER_PIECES: {
    status: 422,
    code: 4221703,
    message: {
      zh: '件数 {value} 超过上限 {limit}',
      en: '{value} pieces is over the limit of {limit}',
      ko: '상자 수 {value}개가 한도 {limit}개를 초과합니다',
    },
  },
  QUOTE_OVER_LONGEST_SIDE: {
    status: 422,
    code: 4221704,
    message: {
      zh: '第 {box} 箱最长边 {value} cm 超过上限 {limit} cm',
      en: 'Box {box}: longest side {value} cm is over the limit of {limit} cm',
      ko: '{box}번 상자: 최장변 {value} cm가 한도 {limit} cm를 초과합니다',
    },
  },
  QUOTE_OVER_GIRTH: {
    status: 422,
    code: 4221705,
    message: {
      zh: '第 {box} 箱围长 {value} cm 超过上限 {limit} cm',
      en: 'Box {box}: girth {value} cm is over the limit of {limit} cm',
      ko: '{box}번 상자: 둘레 {value} cm가 한도 {limit} cm를 초과합니다',
    },
  },
  QUOTE_OVER_PIECE_WEIGHT: {
    status: 422,
    code: 4221706,
    message: {
      zh: '第 {box} 箱重量 {value} kg 超过单件上限 {limit} kg',
      en: 'Box {box}: {value} kg is over the per-piece limit of {limit} kg',
      ko: '{box}번 상자: {value} kg가 개당 한도 {limit} kg를 초과합니다',
    },
  },
  QUOTE_OVER_DECLARED_VALUE: {
    status: 422,
    code: 4221707,
    message: {
      zh: '申报价值 {value} 美元超过上限 {limit} 美元',
      en: 'Declared value USD {value} is over the limit of USD {limit}',
      ko: '신고 가액 USD {value}가 한도 USD {limit}를 초과합니다',
    },
  },
  QUOTE_NO_DELIVERY: {
    status: 422,
    code: 4221708,
    message: {
      zh: '该邮编不派送：{postcode}',
      en: 'This postcode is not delivered: {postcode}',
      ko: '배송하지 않는 우편번호입니다: {postcode}',
    },
  },
  QUOTE_NO_ZONE: {
    status: 422,
    code: 4221709,
    message: {
      zh: '目的地不在该产品的分区内',
      en: 'The destination is in none of this product’s zones',
      ko: '목적지가 이 상품의 구역에 없습니다',
    },
  },
  QUOTE_NO_PRICE: {
    status: 422,
    code: 4221710,
    message: {
      zh: '分区 {zone} 没有 {weight} kg 的价格',
      en: 'Zone {zone} has no price for {weight} kg',
      ko: '구역 {zone}에 {weight} kg 요금이 없습니다',
    },
  },
  QUOTE_SIZE_LIMIT: {
    status: 422,
    code: 4221711,
    message: {
      zh: '超出附加费 {code} 的限制',
      en: 'Over the limit of surcharge {code}',
      ko: '부가요금 {code}의 제한을 초과합니다',
    },
  },
  QUOTE_FORMULA_ERROR: {
    status: 422,
    code: 4221712,
    message: {
      zh: '附加费 {code} 的公式无法计算',
      en: 'The formula of surcharge {code} could not be evaluated',
      ko: '부가요금 {code}의 공식을 계산할 수 없습니다',
    },
  },
  QUOTE_NO_PACKAGE: {
    status: 422,
    code: 4221713,
    message: {
      zh: '该产品尚未设置销售价（溢价包）',
      en: 'This product has no sales price (premium package) yet',
      ko: '이 상품에는 아직 판매가(프리미엄 패키지)가 없습니다',
    },
  },
  QUOTE_NOT_SERVED: {
    status: 422,
    code: 4221714,
    message: {
      zh: '该产品不派送到 {country}',
      en: 'This product does not deliver to {country}',
      ko: '이 상품은 {country}(으)로 배송하지 않습니다',
    },
  },
  QUOTE_PRICE_DATA_INVALID: {
    status: 422,
    code: 4221715,
    message: {
      zh: '该产品的价格数据有误，请联系客服',
      en: 'This product’s price data is inconsistent; contact customer service',
      ko: '이 상품의 요금 데이터에 오류가 있습니다. 고객센터에 문의하세요',
    },
  },
  QUOTE_CUSTOMER_NOT_FOUND: {
    status: 404,
    code: 4041729,
    message: { zh: '客户不存在', en: 'Customer not found', ko: '고객이 존재하지 않습니다' },
  },
  QUOTE_CUSTOMER_FORBIDDEN: {
    status: 403,
    code: 4031729,
    message: {
      zh: '只有平台可以代客户报价',
      en: 'Only the platform may quote as a customer',
      ko: '플랫폼만 고객 대신 견적할 수 있습니다',
    },
  },
});

declare module '../../platform/http/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorKeys extends KeysOf<typeof PRICING_ERRORS> {}
}
