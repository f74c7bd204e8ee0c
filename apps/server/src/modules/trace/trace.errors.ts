import { defineErrors, type KeysOf } from '../../platform/http/errors';

/** Trace stations' and the trace database's error keys (block 40: status × 10000 + 4000 + n, docs/errors.md). */
export const TRACE_ERRORS = defineErrors({
  TRACE_TIMEZONE_UNKNOWN: {
    status: 400,
    code: 4004050,
    message: {
      zh: '未知的时区：{timezone}（请填写 IANA 时区名，如 Asia/Shanghai）',
      en: 'Unknown timezone: {timezone} (write an IANA name such as Asia/Shanghai)',
      ko: '알 수 없는 시간대입니다: {timezone} (Asia/Shanghai 같은 IANA 이름을 쓰세요)',
    },
  },
  TRACE_STATUS_UNKNOWN: {
    status: 400,
    code: 4004051,
    message: {
      zh: '未知的轨迹状态：{status}',
      en: 'Unknown tracking status: {status}',
      ko: '알 수 없는 추적 상태입니다: {status}',
    },
  },
  TRACE_SUB_STATUS_MISMATCH: {
    status: 400,
    code: 4004052,
    message: {
      zh: '子状态 {subStatus} 不属于轨迹状态 {status}',
      en: 'The sub-status {subStatus} does not belong to the tracking status {status}',
      ko: '하위 상태 {subStatus}은(는) 추적 상태 {status}에 속하지 않습니다',
    },
  },
  TRACE_EVENT_TIME_INVALID: {
    status: 400,
    code: 4004053,
    message: {
      zh: '轨迹时间无法识别：{eventTime}（格式 YYYY-MM-DD HH:mm:ss）',
      en: 'The event time {eventTime} is not a time (write YYYY-MM-DD HH:mm:ss)',
      ko: '이벤트 시간을 읽을 수 없습니다: {eventTime} (YYYY-MM-DD HH:mm:ss 형식)',
    },
  },
  TRACE_EVENT_IN_FUTURE: {
    status: 400,
    code: 4004054,
    message: {
      zh: '轨迹时间 {eventTime} 不能晚于当前时间一天以上',
      en: 'The event time {eventTime} is more than a day in the future',
      ko: '이벤트 시간 {eventTime}이(가) 현재보다 하루 넘게 미래입니다',
    },
  },
  TRACE_STATION_UNKNOWN: {
    status: 400,
    code: 4004055,
    message: {
      zh: '轨迹站点不存在：{code}',
      en: 'No trace station has the code {code}',
      ko: '코드가 {code}인 추적 스테이션이 없습니다',
    },
  },
  TRACE_STATION_DISABLED: {
    status: 400,
    code: 4004056,
    message: {
      zh: '轨迹站点 {code} 已停用',
      en: 'The trace station {code} is disabled',
      ko: '추적 스테이션 {code}은(는) 사용 중지되었습니다',
    },
  },
  TRACE_PLATFORM_ONLY: {
    status: 403,
    code: 4034050,
    message: {
      zh: '轨迹站点和轨迹库仅限平台使用',
      en: 'Trace stations and the trace database are for the platform only',
      ko: '추적 스테이션과 추적 데이터베이스는 플랫폼 전용입니다',
    },
  },
  TRACE_STATION_NOT_FOUND: {
    status: 404,
    code: 4044050,
    message: {
      zh: '轨迹站点不存在：{id}',
      en: 'Trace station not found: {id}',
      ko: '추적 스테이션이 존재하지 않습니다: {id}',
    },
  },
  TRACE_RECORD_NOT_FOUND: {
    status: 404,
    code: 4044051,
    message: {
      zh: '轨迹库记录不存在：{id}',
      en: 'Trace record not found: {id}',
      ko: '추적 기록이 존재하지 않습니다: {id}',
    },
  },
  TRACE_STATION_CODE_TAKEN: {
    status: 409,
    code: 4094050,
    message: {
      zh: '站点代码已存在：{code}',
      en: 'A trace station with the code {code} already exists',
      ko: '이미 존재하는 스테이션 코드입니다: {code}',
    },
  },
  TRACE_RECORD_TAKEN: {
    status: 409,
    code: 4094051,
    message: {
      zh: '派送单号 {deliveryNumber} 已有同一时间、同一状态的记录',
      en: 'The delivery number {deliveryNumber} already has a record of this status at this time',
      ko: '배송 번호 {deliveryNumber}에 같은 시간, 같은 상태의 기록이 이미 있습니다',
    },
  },
});

export type TraceErrorKey = keyof typeof TRACE_ERRORS;

declare module '../../platform/http/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorKeys extends KeysOf<typeof TRACE_ERRORS> {}
}
