import { defineErrors, type KeysOf } from '../../platform/http/errors';

/** The product-costs module's error keys: HTTP status, numeric code (unique product-wide) and words. */
export const PRODUCT_COST_ERRORS = defineErrors({
  COST_NOT_FOUND: {
    status: 404,
    code: 4041612,
    message: { zh: '成本价不存在', en: 'Product cost not found', ko: '원가가 존재하지 않습니다' },
  },
  PRODUCT_COST_ZONE_NOT_FOUND: {
    status: 404,
    code: 4041613,
    message: { zh: '分区记录不存在', en: 'Zone row not found', ko: '구역 행이 존재하지 않습니다' },
  },
  SURCHARGE_NOT_FOUND: {
    status: 404,
    code: 4041614,
    message: { zh: '附加费不存在', en: 'Surcharge not found', ko: '부가요금이 존재하지 않습니다' },
  },
  DOCKING_PROVIDER_NOT_FOUND: {
    status: 404,
    code: 4041615,
    message: { zh: '对接服务商不存在', en: 'Docking provider not found', ko: '연동 업체가 존재하지 않습니다' },
  },
  DOCK_MODEL_NOT_FOUND: {
    status: 404,
    code: 4041616,
    message: { zh: '对接服务不存在', en: 'Dock model not found', ko: '연동 서비스가 존재하지 않습니다' },
  },
  PRODUCT_COST_CODE_TAKEN: {
    status: 409,
    code: 4091612,
    message: {
      zh: '成本价编码 {code} 已被使用',
      en: 'The product cost code {code} is already taken',
      ko: '원가 코드 {code}는 이미 사용 중입니다',
    },
  },
  PRODUCT_COST_IN_USE: {
    status: 409,
    code: 4091613,
    message: {
      zh: '该成本价正被产品使用，不能删除{products}',
      en: 'Products use this cost, so it cannot be deleted{products}',
      ko: '상품이 이 원가를 사용 중이라 삭제할 수 없습니다{products}',
    },
  },
  SURCHARGE_CODE_TAKEN: {
    status: 409,
    code: 4091614,
    message: {
      zh: '该成本价已有编码为 {code} 的附加费',
      en: 'This cost already has a surcharge with code {code}',
      ko: '이 원가에 코드가 {code}인 부가요금이 이미 있습니다',
    },
  },
  DOCKING_PROVIDER_CODE_TAKEN: {
    status: 409,
    code: 4091615,
    message: {
      zh: '对接服务商编码 {code} 已被使用',
      en: 'The docking provider code {code} is already taken',
      ko: '연동 업체 코드 {code}는 이미 사용 중입니다',
    },
  },
  DOCKING_PROVIDER_IN_USE: {
    status: 409,
    code: 4091616,
    message: {
      zh: '有成本价账号正在使用该对接服务商，不能删除',
      en: "A product cost's account uses this docking provider, so it cannot be deleted",
      ko: '원가 계정이 이 연동 업체를 사용 중이라 삭제할 수 없습니다',
    },
  },
  DOCK_MODEL_CODE_TAKEN: {
    status: 409,
    code: 4091617,
    message: {
      zh: '该服务商已有服务代码为 {serviceCode} 的对接服务',
      en: 'This provider already has a dock model with service code {serviceCode}',
      ko: '이 업체에 서비스 코드가 {serviceCode}인 연동 서비스가 이미 있습니다',
    },
  },
  DOCK_MODEL_IN_USE: {
    status: 409,
    code: 4091618,
    message: {
      zh: '有成本价账号正在使用该对接服务，不能删除',
      en: "A product cost's account uses this dock model, so it cannot be deleted",
      ko: '원가 계정이 이 연동 서비스를 사용 중이라 삭제할 수 없습니다',
    },
  },
  PRODUCT_COST_ZONE_TAKEN: {
    status: 409,
    code: 4091619,
    message: {
      zh: '该成本价已有 {countryCode} {zipCode} 的分区记录',
      en: 'This cost already has a zone row for {countryCode} {zipCode}',
      ko: '이 원가에 {countryCode} {zipCode} 구역 행이 이미 있습니다',
    },
  },
  SURCHARGE_REFERENCED: {
    status: 409,
    code: 4091641,
    message: {
      zh: '附加费 {code} 的公式会因此失效：{reason}',
      en: 'The formula of surcharge {code} would stop working: {reason}',
      ko: '부가요금 {code}의 수식이 더 이상 동작하지 않게 됩니다: {reason}',
    },
  },
  FORMULA_INVALID: {
    status: 400,
    code: 4001612,
    message: { zh: '公式无效：{reason}', en: 'Invalid formula: {reason}', ko: '수식이 올바르지 않습니다: {reason}' },
  },
  PRODUCT_COST_OWNER_INVALID: {
    status: 400,
    code: 4001613,
    message: {
      zh: '成本价只能属于平台或供应商主账号',
      en: 'A product cost belongs to the platform or to a supplier main account',
      ko: '원가는 플랫폼 또는 공급사 주 계정에만 속할 수 있습니다',
    },
  },
  POSTCODE_GROUP_UNKNOWN: {
    status: 400,
    code: 4001614,
    message: {
      zh: '邮编分组不存在：{ids}',
      en: 'Unknown postcode groups: {ids}',
      ko: '존재하지 않는 우편번호 그룹: {ids}',
    },
  },
  DOCK_MODEL_PROVIDER_MISMATCH: {
    status: 400,
    code: 4001615,
    message: {
      zh: '所选对接服务不属于所选对接服务商',
      en: 'The dock model chosen does not belong to the docking provider chosen',
      ko: '선택한 연동 서비스가 선택한 연동 업체에 속하지 않습니다',
    },
  },
  PRICE_BANDS_INVALID: {
    status: 400,
    code: 4001616,
    message: { zh: '重量段无效：{reason}', en: 'Weight bands invalid: {reason}', ko: '무게 구간 오류: {reason}' },
  },
  CARRY_RULE_INVALID: {
    status: 400,
    code: 4001617,
    message: {
      zh: '自定义进位规则无效：{reason}',
      en: 'Custom weight rule invalid: {reason}',
      ko: '사용자 지정 올림 규칙 오류: {reason}',
    },
  },
  ZONE_ZIP_INVALID: {
    status: 400,
    code: 4001618,
    message: {
      zh: '邮编 {zipCode} 无效：{reason}',
      en: 'Postcode {zipCode}: {reason}',
      ko: '우편번호 {zipCode}: {reason}',
    },
  },
  SURCHARGE_CODE_RESERVED: {
    status: 400,
    code: 4001619,
    message: {
      zh: '附加费编码不能使用公式变量或费用行的名称：{code}',
      en: 'A surcharge code cannot be the name of a formula variable or a price line: {code}',
      ko: '부가요금 코드는 수식 변수나 요금 항목의 이름일 수 없습니다: {code}',
    },
  },
});

declare module '../../platform/http/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorKeys extends KeysOf<typeof PRODUCT_COST_ERRORS> {}
}
