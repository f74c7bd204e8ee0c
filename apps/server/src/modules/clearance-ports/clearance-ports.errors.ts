import { defineErrors, type KeysOf } from '../../platform/http/errors';

/** Clearance ports', industries' and services' error keys (block 30: status × 10000 + 3000 + n, docs/errors.md). */
export const CLEARANCE_PORTS_ERRORS = defineErrors({
  CLEARANCE_ASSIGN_NOBODY: {
    status: 400,
    code: 4003050,
    message: {
      zh: '请选择要分配的客户',
      en: 'Choose the customers to assign the service to',
      ko: '서비스를 배정할 고객을 고르세요',
    },
  },
  CLEARANCE_CUSTOMERS_UNKNOWN: {
    status: 400,
    code: 4003051,
    message: {
      zh: '以下不是客户主账号：{names}',
      en: 'Not customer main accounts: {names}',
      ko: '고객 주 계정이 아닙니다: {names}',
    },
  },
  CLEARANCE_ASSIGNMENTS_FORBIDDEN: {
    status: 403,
    code: 4033050,
    message: {
      zh: '供应商不能查看客户的清关服务',
      en: "Suppliers cannot see customers' clearance services",
      ko: '공급업체는 고객의 통관 서비스를 볼 수 없습니다',
    },
  },
  CLEARANCE_PORT_NOT_FOUND: {
    status: 404,
    code: 4043050,
    message: {
      zh: '清关口岸不存在：{id}',
      en: 'Clearance port not found: {id}',
      ko: '통관 항구가 존재하지 않습니다: {id}',
    },
  },
  CLEARANCE_INDUSTRY_NOT_FOUND: {
    status: 404,
    code: 4043051,
    message: {
      zh: '清关行业不存在：{id}',
      en: 'Clearance industry not found: {id}',
      ko: '통관 업종이 존재하지 않습니다: {id}',
    },
  },
  CLEARANCE_SERVICE_NOT_FOUND: {
    status: 404,
    code: 4043052,
    message: {
      zh: '行业 {industryId} 没有清关服务 {serviceId}',
      en: 'Industry {industryId} has no clearance service {serviceId}',
      ko: '업종 {industryId}에 통관 서비스 {serviceId}이(가) 없습니다',
    },
  },
  CLEARANCE_ASSIGNMENT_NOT_FOUND: {
    status: 404,
    code: 4043053,
    message: {
      zh: '清关服务分配不存在：{id}',
      en: 'Clearance service assignment not found: {id}',
      ko: '통관 서비스 배정이 존재하지 않습니다: {id}',
    },
  },
  CLEARANCE_PORT_CODE_TAKEN: {
    status: 409,
    code: 4093050,
    message: {
      zh: '口岸代码已存在：{code}',
      en: 'A clearance port with the code {code} already exists',
      ko: '이미 존재하는 항구 코드입니다: {code}',
    },
  },
  CLEARANCE_PORT_IN_USE: {
    status: 409,
    code: 4093051,
    message: {
      zh: '口岸 {code} 正被 {count} 个清关产品使用，不能删除：{products}',
      en: 'Port {code} cannot be deleted: {count} clearance products use it: {products}',
      ko: '항구 {code}은(는) 통관 상품 {count}개가 사용 중이라 삭제할 수 없습니다: {products}',
    },
  },
  CLEARANCE_INDUSTRY_NAME_TAKEN: {
    status: 409,
    code: 4093052,
    message: {
      zh: '行业名称已存在：{name}',
      en: 'An industry named {name} already exists',
      ko: '이미 존재하는 업종 이름입니다: {name}',
    },
  },
  CLEARANCE_SERVICE_NAME_TAKEN: {
    status: 409,
    code: 4093053,
    message: {
      zh: '该行业已有名为 {name} 的服务',
      en: 'The industry already has a service named {name}',
      ko: '이 업종에 이미 {name} 서비스가 있습니다',
    },
  },
  CLEARANCE_SERVICE_ASSIGNED: {
    status: 409,
    code: 4093054,
    message: {
      zh: '服务 {name} 已分配给 {count} 个客户，请先取消分配',
      en: 'Service {name} is assigned to {count} customers: cancel those assignments first',
      ko: '서비스 {name}이(가) 고객 {count}명에게 배정되어 있습니다. 먼저 배정을 취소하세요',
    },
  },
});

declare module '../../platform/http/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorKeys extends KeysOf<typeof CLEARANCE_PORTS_ERRORS> {}
}
