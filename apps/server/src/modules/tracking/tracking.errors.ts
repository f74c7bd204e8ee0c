import { defineErrors, type KeysOf } from '../../platform/http/errors';

/** The tracking module's error keys: HTTP status, numeric code (block 22, docs/errors.md) and words. */
export const TRACKING_ERRORS = defineErrors({
  TRACKING_STATUS_UNKNOWN: {
    status: 400,
    code: 4002250,
    message: {
      zh: '未知的轨迹状态 {status}',
      en: 'Unknown tracking status {status}',
      ko: '알 수 없는 추적 상태 {status}',
    },
  },
  TRACKING_SUB_STATUS_MISMATCH: {
    status: 400,
    code: 4002251,
    message: {
      zh: '子状态 {subStatus} 不属于轨迹状态 {status}',
      en: 'The sub-status {subStatus} does not belong to the tracking status {status}',
      ko: '하위 상태 {subStatus}은(는) 추적 상태 {status}에 속하지 않습니다',
    },
  },
  TRACKING_EVENT_IN_FUTURE: {
    status: 400,
    code: 4002252,
    message: {
      zh: '轨迹时间 {eventTime} 不能晚于当前时间一天以上',
      en: 'The event time {eventTime} is more than a day in the future',
      ko: '이벤트 시간 {eventTime}이(가) 현재보다 하루 넘게 미래입니다',
    },
  },
  TRACKING_EVENT_BEFORE_ORDER: {
    status: 400,
    code: 4002253,
    message: {
      zh: '轨迹时间 {eventTime} 早于下单时间 {placedAt}',
      en: 'The event time {eventTime} is before the order was placed ({placedAt})',
      ko: '이벤트 시간 {eventTime}이(가) 주문 시간({placedAt})보다 이릅니다',
    },
  },
  TRACKING_PLATFORM_ONLY: {
    status: 403,
    code: 4032250,
    message: {
      zh: '只有平台可以手工添加轨迹',
      en: 'Only the platform adds tracking events by hand',
      ko: '추적 이벤트는 플랫폼만 수동으로 추가할 수 있습니다',
    },
  },
  TRACKING_NUMBER_NOT_FOUND: {
    status: 404,
    code: 4042250,
    message: {
      zh: '找不到跟踪号为 {trackingNo} 的订单',
      en: 'No order has the tracking number {trackingNo}',
      ko: '추적 번호 {trackingNo}의 주문을 찾을 수 없습니다',
    },
  },
  TRACKING_ORDER_NOT_FOUND: {
    status: 404,
    code: 4042251,
    message: {
      zh: '找不到内部单号为 {insideNumber} 的订单',
      en: 'No order has the inside number {insideNumber}',
      ko: '내부 번호 {insideNumber}의 주문을 찾을 수 없습니다',
    },
  },
});

declare module '../../platform/http/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorKeys extends KeysOf<typeof TRACKING_ERRORS> {}
}
