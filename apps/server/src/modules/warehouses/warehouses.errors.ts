import { defineErrors, type KeysOf } from '../../platform/http/errors';

/** Warehouses' error keys (block 27: status × 10000 + 2700 + n, docs/errors.md). */
export const WAREHOUSES_ERRORS = defineErrors({
  WAREHOUSE_NOT_FOUND: {
    status: 404,
    code: 4042750,
    message: { zh: '仓库不存在：{id}', en: 'Warehouse not found: {id}', ko: '창고가 존재하지 않습니다: {id}' },
  },
  BAY_NOT_FOUND: {
    status: 404,
    code: 4042751,
    message: {
      zh: '仓库 {warehouse} 没有格口 {number}',
      en: 'Warehouse {warehouse} has no bay {number}',
      ko: '창고 {warehouse}에 {number}번 구역이 없습니다',
    },
  },
  BAY_ID_NOT_FOUND: {
    status: 404,
    code: 4042752,
    message: { zh: '格口不存在：{id}', en: 'Bay not found: {id}', ko: '구역이 존재하지 않습니다: {id}' },
  },
  WAREHOUSE_CODE_TAKEN: {
    status: 409,
    code: 4092750,
    message: {
      zh: '仓库代码已存在：{code}',
      en: 'A warehouse with the code {code} already exists',
      ko: '이미 존재하는 창고 코드입니다: {code}',
    },
  },
  WAREHOUSE_HAS_PARCELS: {
    status: 409,
    code: 4092751,
    message: {
      zh: '仓库 {code} 的格口 {bays} 中还有包裹，不能删除',
      en: 'Warehouse {code} cannot be deleted: bays {bays} still hold parcels',
      ko: '창고 {code}의 구역 {bays}에 아직 소포가 있어 삭제할 수 없습니다',
    },
  },
  WAREHOUSE_IN_USE: {
    status: 409,
    code: 4092752,
    message: {
      zh: '仓库 {code} 仍有集包或分拣任务，不能删除',
      en: 'Warehouse {code} cannot be deleted: bags or sort tasks still refer to it',
      ko: '창고 {code}를 참조하는 포대 또는 분류 작업이 있어 삭제할 수 없습니다',
    },
  },
  BAY_NUMBER_TAKEN: {
    status: 409,
    code: 4092753,
    message: {
      zh: '该仓库已有格口 {number}',
      en: 'This warehouse already has a bay {number}',
      ko: '이 창고에 이미 {number}번 구역이 있습니다',
    },
  },
  BAY_NOT_EMPTY: {
    status: 409,
    code: 4092754,
    message: {
      zh: '格口 {number} 不是空闲状态（有包裹或集包），不能删除',
      en: 'Bay {number} is not idle and empty, so it cannot be deleted',
      ko: '{number}번 구역이 비어 있지 않아 삭제할 수 없습니다',
    },
  },
  WAREHOUSE_CUSTOMER_INVALID: {
    status: 400,
    code: 4002750,
    message: {
      zh: '客户不存在或不是主账号：{id}',
      en: 'No customer main account with the id {id}',
      ko: '고객 주 계정이 존재하지 않습니다: {id}',
    },
  },
  BAY_IMPORT_BAD_LINE: {
    status: 400,
    code: 4002751,
    message: {
      zh: '第 {line} 行格式不对，应为“格口号 距离”：{text}',
      en: 'Line {line} is not "number distance": {text}',
      ko: '{line}행이 "구역 번호 거리" 형식이 아닙니다: {text}',
    },
  },
  BAY_IMPORT_BAD_NUMBER: {
    status: 400,
    code: 4002752,
    message: {
      zh: '第 {line} 行：格口号须为 1 到 9999 的整数：{text}',
      en: 'Line {line}: the bay number must be a whole number from 1 to 9999: {text}',
      ko: '{line}행: 구역 번호는 1부터 9999까지의 정수여야 합니다: {text}',
    },
  },
  BAY_IMPORT_BAD_DISTANCE: {
    status: 400,
    code: 4002753,
    message: {
      zh: '第 {line} 行：距离须为 0 到 99999 米，最多两位小数：{text}',
      en: 'Line {line}: the distance must be 0 to 99999 metres with at most 2 decimals: {text}',
      ko: '{line}행: 거리는 0~99999미터, 소수점 둘째 자리까지여야 합니다: {text}',
    },
  },
  BAY_IMPORT_REPEATED: {
    status: 400,
    code: 4002754,
    message: {
      zh: '第 {line} 行：格口 {number} 已在第 {first} 行出现',
      en: 'Line {line}: bay {number} is already on line {first}',
      ko: '{line}행: {number}번 구역이 이미 {first}행에 있습니다',
    },
  },
  BAY_IMPORT_EMPTY: {
    status: 400,
    code: 4002755,
    message: {
      zh: '没有格口行：每行一个格口，“格口号 距离”',
      en: 'No bay lines: one bay a line, "number distance"',
      ko: '구역 행이 없습니다: 한 줄에 하나씩 "구역 번호 거리"',
    },
  },
  BAY_IMPORT_TOO_MANY: {
    status: 400,
    code: 4002756,
    message: {
      zh: '一次最多导入 {max} 个格口',
      en: 'At most {max} bays can be imported at once',
      ko: '한 번에 최대 {max}개 구역까지 가져올 수 있습니다',
    },
  },
  WAREHOUSE_LIST_PLATFORM_ONLY: {
    status: 403,
    code: 4032750,
    message: {
      zh: '平台级仓库列表仅限平台用户：请使用客户级仓库列表',
      en: 'The platform-level warehouse list is for the platform only: use the customer-level list',
      ko: '플랫폼 창고 목록은 플랫폼 사용자 전용입니다: 고객 창고 목록을 사용하세요',
    },
  },
});

declare module '../../platform/http/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorKeys extends KeysOf<typeof WAREHOUSES_ERRORS> {}
}
