import { defineErrors, type KeysOf } from '../../platform/http/errors';

/** Waybills' error keys (block 25: status × 10000 + 2500 + n, docs/errors.md). */
export const WAYBILL_ERRORS = defineErrors({
  WAYBILL_NOT_FOUND: {
    status: 404,
    code: 4042550,
    message: { zh: '运单不存在：{id}', en: 'Waybill not found: {id}', ko: '운송장이 존재하지 않습니다: {id}' },
  },
  WAYBILL_AWB_FORMAT: {
    status: 400,
    code: 4002550,
    message: {
      zh: '空运提单号 {awbNo} 格式不正确：应为 3 位航司前缀和 8 位序号，如 123-12345675',
      en: 'Air waybill number {awbNo} is not valid: it is a 3-digit airline prefix and an 8-digit serial, e.g. 123-12345675',
      ko: '항공 운송장 번호 {awbNo}의 형식이 올바르지 않습니다: 항공사 3자리와 일련번호 8자리여야 합니다 (예: 123-12345675)',
    },
  },
  WAYBILL_AWB_CHECK_DIGIT: {
    status: 400,
    code: 4002551,
    message: {
      zh: '空运提单号 {awbNo} 校验位错误：最后一位应为 {expected}（前七位序号除以 7 的余数）',
      en: 'Air waybill number {awbNo} fails its check digit: the last digit should be {expected} (the first seven serial digits mod 7)',
      ko: '항공 운송장 번호 {awbNo}의 검증 숫자가 틀렸습니다: 마지막 자리는 {expected}이어야 합니다 (일련번호 앞 7자리를 7로 나눈 나머지)',
    },
  },
  WAYBILL_EVENT_IN_FUTURE: {
    status: 400,
    code: 4002552,
    message: {
      zh: '事件时间 {eventTime} 晚于现在超过一天',
      en: 'The event time {eventTime} is more than a day ahead of now',
      ko: '이벤트 시간 {eventTime}이(가) 현재보다 하루 넘게 미래입니다',
    },
  },
  WAYBILL_DATES_ORDER: {
    status: 400,
    code: 4002553,
    message: {
      zh: '到达日期 {arrivalDate} 早于起飞日期 {departureDate}',
      en: 'The arrival date {arrivalDate} is before the departure date {departureDate}',
      ko: '도착일 {arrivalDate}이(가) 출발일 {departureDate}보다 이릅니다',
    },
  },
  WAYBILL_PLATFORM_ONLY: {
    status: 403,
    code: 4032550,
    message: {
      zh: '运单仅由平台管理',
      en: 'Waybills are managed by the platform only',
      ko: '운송장은 플랫폼만 관리합니다',
    },
  },
  WAYBILL_AWB_TAKEN: {
    status: 409,
    code: 4092550,
    message: {
      zh: '空运提单号已存在：{awbNo}',
      en: 'A waybill with the number {awbNo} already exists',
      ko: '이미 존재하는 항공 운송장 번호입니다: {awbNo}',
    },
  },
});

declare module '../../platform/http/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorKeys extends KeysOf<typeof WAYBILL_ERRORS> {}
}
