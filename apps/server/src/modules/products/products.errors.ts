import { defineErrors, type KeysOf } from '../../platform/http/errors';

/**
 * The products module's error keys: HTTP status, numeric code (block 15, docs/errors.md). A 404
 * never names the id in its words: a stranger's record and a missing one answer the same text.
 */
export const PRODUCT_ERRORS = defineErrors({
  PRODUCT_COUNTRY_UNKNOWN: {
    status: 400,
    code: 4001520,
    message: {
      zh: '国家/地区代码不存在：{code}',
      en: 'Unknown country code: {code}',
      ko: '존재하지 않는 국가 코드입니다: {code}',
    },
  },
  PRODUCT_ORIGIN_FIXED: {
    status: 400,
    code: 4001521,
    message: {
      zh: '产品创建后不能修改起运国家',
      en: 'The start country of a product cannot be changed after it is created',
      ko: '상품 생성 후에는 출발 국가를 변경할 수 없습니다',
    },
  },
  PRODUCT_CUSTOMER_UNKNOWN: {
    status: 400,
    code: 4001522,
    message: {
      zh: '找不到客户：{value}',
      en: 'No customer found for {value}',
      ko: '고객을 찾을 수 없습니다: {value}',
    },
  },
  PRODUCT_READ_ONLY: {
    status: 403,
    code: 4031520,
    message: {
      zh: '您只能查看该产品，不能修改',
      en: 'You may view this product but not change it',
      ko: '이 상품은 조회만 할 수 있으며 변경할 수 없습니다',
    },
  },
  PRODUCT_NOT_FOUND: {
    status: 404,
    code: 4041520,
    message: { zh: '产品不存在', en: 'Product not found', ko: '상품을 찾을 수 없습니다' },
  },
  PRODUCT_COST_NOT_FOUND: {
    status: 404,
    code: 4041521,
    message: { zh: '成本价不存在', en: 'Cost not found', ko: '원가를 찾을 수 없습니다' },
  },
  PREMIUM_PACKAGE_NOT_FOUND: {
    status: 404,
    code: 4041522,
    message: {
      zh: '溢价包不存在',
      en: 'Premium package not found',
      ko: '프리미엄 패키지를 찾을 수 없습니다',
    },
  },
  PRODUCT_CUSTOMER_NOT_ASSIGNED: {
    status: 404,
    code: 4041523,
    message: {
      zh: '该客户未分配到此产品或溢价包：{value}',
      en: 'This customer is not assigned here: {value}',
      ko: '이 고객은 여기에 배정되어 있지 않습니다: {value}',
    },
  },
  PRODUCT_RULE_NOT_FOUND: {
    status: 404,
    code: 4041524,
    message: { zh: '规则不存在', en: 'Rule not found', ko: '규칙을 찾을 수 없습니다' },
  },
  SHUTTLE_PROVIDER_NOT_FOUND: {
    status: 404,
    code: 4041525,
    message: {
      zh: '短驳服务商不存在',
      en: 'Shuttle provider not found',
      ko: '셔틀 운송사를 찾을 수 없습니다',
    },
  },
  PRODUCT_CODE_TAKEN: {
    status: 409,
    code: 4091520,
    message: {
      zh: '产品编码 {code} 已被使用',
      en: 'The product code {code} is already taken',
      ko: '상품 코드 {code}는 이미 사용 중입니다',
    },
  },
  PRODUCT_OFFLINE_BY_PLATFORM: {
    status: 409,
    code: 4091521,
    message: {
      zh: '该产品已被平台下架，请联系客服',
      en: 'This product was taken offline by the platform: please contact customer service',
      ko: '이 상품은 플랫폼에서 판매 중지했습니다. 고객 서비스에 문의하세요',
    },
  },
  PRODUCT_COST_DISABLED: {
    status: 409,
    code: 4091522,
    message: {
      zh: '成本价 {code} 已停用，不能上架产品',
      en: 'The cost {code} is disabled: no product can go on it or online',
      ko: '원가 {code}가 비활성화되어 상품을 등록하거나 판매할 수 없습니다',
    },
  },
  OWN_PRODUCT_CAP_REACHED: {
    status: 409,
    code: 4091523,
    message: {
      zh: '当前版本最多可创建 {cap} 个自有账号产品，请升级订阅',
      en: 'Your edition allows {cap} own-account products: upgrade your subscription for more',
      ko: '현재 버전에서는 자체 계정 상품을 {cap}개까지 만들 수 있습니다. 구독을 업그레이드하세요',
    },
  },
  PREMIUM_PACKAGE_NAME_TAKEN: {
    status: 409,
    code: 4091525,
    message: {
      zh: '该产品已有名为 {name} 的溢价包',
      en: 'This product already has a premium package named {name}',
      ko: '이 상품에 이미 {name} 프리미엄 패키지가 있습니다',
    },
  },
  SHUTTLE_PROVIDER_NAME_TAKEN: {
    status: 409,
    code: 4091526,
    message: {
      zh: '短驳服务商 {name} 已存在',
      en: 'A shuttle provider named {name} already exists',
      ko: '셔틀 운송사 {name}이(가) 이미 있습니다',
    },
  },
  PRODUCT_RULE_TAKEN: {
    status: 409,
    code: 4091545,
    message: {
      zh: '该字段已有同类校验规则',
      en: 'This field already has a rule of this kind',
      ko: '이 항목에는 같은 종류의 규칙이 이미 있습니다',
    },
  },
});

declare module '../../platform/http/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorKeys extends KeysOf<typeof PRODUCT_ERRORS> {}
}
