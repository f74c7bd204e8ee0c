import { defineErrors, type KeysOf } from '../../platform/http/errors';

/** Tail logistics' error keys (block 26: status × 10000 + 2600 + n, docs/errors.md). */
export const TAIL_LOGISTICS_ERRORS = defineErrors({
  TAIL_LOGISTICS_NOT_FOUND: {
    status: 404,
    code: 4042650,
    message: {
      zh: '尾程物流商不存在：{id}',
      en: 'Last-mile carrier not found: {id}',
      ko: '라스트마일 운송사가 존재하지 않습니다: {id}',
    },
  },
  TAIL_SERVICE_NOT_FOUND: {
    status: 404,
    code: 4042651,
    message: {
      zh: '该物流商下没有此派送服务：{id}',
      en: 'This carrier has no delivery service {id}',
      ko: '이 운송사에 해당 배송 서비스가 없습니다: {id}',
    },
  },
  TAIL_LOGISTICS_CODE_TAKEN: {
    status: 409,
    code: 4092650,
    message: {
      zh: '物流商代码已存在：{code}',
      en: 'A carrier with the code {code} already exists',
      ko: '이미 존재하는 운송사 코드입니다: {code}',
    },
  },
  TAIL_SERVICE_CODE_TAKEN: {
    status: 409,
    code: 4092651,
    message: {
      zh: '该物流商已有代码为 {code} 的派送服务',
      en: 'This carrier already has a delivery service with the code {code}',
      ko: '이 운송사에 이미 코드가 {code}인 배송 서비스가 있습니다',
    },
  },
});

declare module '../../platform/http/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorKeys extends KeysOf<typeof TAIL_LOGISTICS_ERRORS> {}
}
