import { defineErrors, type KeysOf } from '../../platform/http/errors';

/** Clearance products' error keys (block 31: status × 10000 + 3100 + n, docs/errors.md). */
export const CLEARANCE_PRODUCT_ERRORS = defineErrors({
  CLEARANCE_PRODUCT_NOT_FOUND: {
    status: 404,
    code: 4043100,
    message: {
      zh: '清关产品不存在：{id}',
      en: 'Clearance product not found: {id}',
      ko: '통관 상품이 존재하지 않습니다: {id}',
    },
  },
  CLEARANCE_QUOTE_NOT_FOUND: {
    status: 404,
    code: 4043101,
    message: {
      zh: '清关报价不存在：{id}',
      en: 'Clearance quote not found: {id}',
      ko: '통관 견적이 존재하지 않습니다: {id}',
    },
  },
  CLEARANCE_SUPPLIER_NOT_FOUND: {
    status: 400,
    code: 4003100,
    message: {
      zh: '供应商不存在：{id}',
      en: 'No such supplier: {id}',
      ko: '공급업체가 존재하지 않습니다: {id}',
    },
  },
  CLEARANCE_PORT_UNUSABLE: {
    status: 400,
    code: 4003101,
    message: {
      zh: '清关口岸不存在或未启用：{codes}',
      en: 'Clearance ports missing or disabled: {codes}',
      ko: '통관 항구가 없거나 사용 중지되었습니다: {codes}',
    },
  },
  CLEARANCE_SERVICE_UNKNOWN: {
    status: 400,
    code: 4003102,
    message: {
      zh: '行业 {industryId} 下没有清关服务 {serviceId}',
      en: 'Industry {industryId} has no clearance service {serviceId}',
      ko: '업종 {industryId}에 통관 서비스 {serviceId}가 없습니다',
    },
  },
  CLEARANCE_USERS_UNKNOWN: {
    status: 400,
    code: 4003103,
    message: {
      zh: '以下用户名不是客户主账号：{names}',
      en: 'These user names are not customer main accounts: {names}',
      ko: '다음 사용자 이름은 고객 주 계정이 아닙니다: {names}',
    },
  },
  CLEARANCE_DROPDOWN_PLATFORM_ONLY: {
    status: 403,
    code: 4033100,
    message: {
      zh: 'PLATFORM 类型的产品下拉仅限平台用户',
      en: 'The PLATFORM product dropdown is for the platform only',
      ko: 'PLATFORM 상품 목록은 플랫폼 사용자 전용입니다',
    },
  },
  CLEARANCE_PRODUCT_CODE_TAKEN: {
    status: 409,
    code: 4093100,
    message: {
      zh: '清关产品代码已存在：{code}',
      en: 'A clearance product with the code {code} already exists',
      ko: '이미 존재하는 통관 상품 코드입니다: {code}',
    },
  },
  CLEARANCE_DISABLED_BY_PLATFORM: {
    status: 409,
    code: 4093101,
    message: {
      zh: '该清关产品已被平台下架，只有平台可以重新上架',
      en: 'The platform took this clearance product off the shelf: only the platform can put it back',
      ko: '플랫폼이 내린 통관 상품은 플랫폼만 다시 올릴 수 있습니다',
    },
  },
  CLEARANCE_QUOTE_NAME_TAKEN: {
    status: 409,
    code: 4093102,
    message: {
      zh: '该产品已有名为 {name} 的销售报价',
      en: 'This product already has a sale quote named {name}',
      ko: '이 상품에 이미 {name} 판매 견적이 있습니다',
    },
  },
});

declare module '../../platform/http/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorKeys extends KeysOf<typeof CLEARANCE_PRODUCT_ERRORS> {}
}
