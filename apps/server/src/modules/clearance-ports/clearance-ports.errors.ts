import { defineErrors, type KeysOf } from '../../platform/http/errors';

/** Clearance ports' and industries' error keys (block 30: status × 10000 + 3000 + n, docs/errors.md). */
export const CLEARANCE_PORTS_ERRORS = defineErrors({
  CLEARANCE_PORT_NOT_FOUND: {
    status: 404,
    code: 4043000,
    message: {
      zh: '清关口岸不存在：{id}',
      en: 'Clearance port not found: {id}',
      ko: '통관 항구가 존재하지 않습니다: {id}',
    },
  },
});

export type ClearancePortsErrorKey = KeysOf<typeof CLEARANCE_PORTS_ERRORS>;
