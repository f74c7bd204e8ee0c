import type { Language } from '../common/language';

type Words = Record<Language, string>;

/** The standard tracking statuses (design/domain.md § Tracking), in the order a parcel lives them. */
export const TRACKING_STATUSES = [
  'PENDING',
  'INFO_RECEIVED',
  'IN_TRANSIT',
  'OUT_FOR_DELIVERY',
  'AVAILABLE_FOR_PICKUP',
  'DELIVERY_FAILED',
  'DELIVERED',
  'EXCEPTION',
  'EXPIRED',
] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

/** The sub-statuses of each status; a code belongs to one status only. */
export const TRACKING_SUB_STATUSES = {
  PENDING: [],
  INFO_RECEIVED: [],
  IN_TRANSIT: [
    'PICKED_UP',
    'ARRIVED_AT_HUB',
    'SORTED',
    'BAGGED',
    'DEPARTED_ORIGIN_PORT',
    'ARRIVED_DESTINATION_PORT',
    'CUSTOMS_PROCESSING',
    'CUSTOMS_RELEASED',
    'CUSTOMS_INFO_REQUIRED',
  ],
  OUT_FOR_DELIVERY: [],
  AVAILABLE_FOR_PICKUP: [],
  DELIVERY_FAILED: [],
  DELIVERED: [],
  EXCEPTION: [
    'RETURNING',
    'RETURNED',
    'DELAYED',
    'HELD_FOR_PAYMENT',
    'HELD_BY_CUSTOMS',
    'DAMAGED',
    'LOST',
    'CANCELLED',
  ],
  EXPIRED: [],
} as const satisfies Record<TrackingStatus, readonly string[]>;

export type TrackingSubStatus = (typeof TRACKING_SUB_STATUSES)[TrackingStatus][number];
export const TRACKING_SUB_STATUS_LIST: readonly TrackingSubStatus[] = TRACKING_STATUSES.flatMap(
  (s) => TRACKING_SUB_STATUSES[s] as readonly TrackingSubStatus[],
);

export const isTrackingStatus = (v: string): v is TrackingStatus =>
  (TRACKING_STATUSES as readonly string[]).includes(v);

/** Whether `sub` is one of `status`'s sub-statuses. */
export const subStatusBelongs = (status: TrackingStatus, sub: string): sub is TrackingSubStatus =>
  (TRACKING_SUB_STATUSES[status] as readonly string[]).includes(sub);

/** Where an event came from. */
export const TRACKING_SOURCES = ['carrier', 'manual', 'internal', 'waybill', 'traceDb'] as const;
export type TrackingSource = (typeof TRACKING_SOURCES)[number];

export const TRACKING_STATUS_WORDS: Record<TrackingStatus, Words> = {
  PENDING: { zh: '待查询', en: 'Pending', ko: '조회 대기' },
  INFO_RECEIVED: { zh: '已收到信息', en: 'Info received', ko: '정보 접수' },
  IN_TRANSIT: { zh: '运输途中', en: 'In transit', ko: '운송 중' },
  OUT_FOR_DELIVERY: { zh: '派送中', en: 'Out for delivery', ko: '배송 출발' },
  AVAILABLE_FOR_PICKUP: { zh: '待自提', en: 'Available for pickup', ko: '픽업 가능' },
  DELIVERY_FAILED: { zh: '投递失败', en: 'Delivery failed', ko: '배송 실패' },
  DELIVERED: { zh: '已签收', en: 'Delivered', ko: '배송 완료' },
  EXCEPTION: { zh: '异常', en: 'Exception', ko: '이상' },
  EXPIRED: { zh: '已过期', en: 'Expired', ko: '만료' },
};

export const TRACKING_SUB_STATUS_WORDS: Record<TrackingSubStatus, Words> = {
  PICKED_UP: { zh: '已揽收', en: 'Picked up', ko: '집하 완료' },
  ARRIVED_AT_HUB: { zh: '到达转运中心', en: 'Arrived at hub', ko: '허브 도착' },
  SORTED: { zh: '已分拣', en: 'Sorted', ko: '분류 완료' },
  BAGGED: { zh: '已装袋', en: 'Bagged', ko: '포대 적재' },
  DEPARTED_ORIGIN_PORT: { zh: '离开始发港', en: 'Departed origin port', ko: '출발항 출발' },
  ARRIVED_DESTINATION_PORT: { zh: '到达目的港', en: 'Arrived at destination port', ko: '도착항 도착' },
  CUSTOMS_PROCESSING: { zh: '清关中', en: 'Customs processing', ko: '통관 진행 중' },
  CUSTOMS_RELEASED: { zh: '清关放行', en: 'Customs released', ko: '통관 완료' },
  CUSTOMS_INFO_REQUIRED: { zh: '清关需补充资料', en: 'Customs information required', ko: '통관 서류 필요' },
  RETURNING: { zh: '退回中', en: 'Returning', ko: '반송 중' },
  RETURNED: { zh: '已退回', en: 'Returned', ko: '반송 완료' },
  DELAYED: { zh: '延误', en: 'Delayed', ko: '지연' },
  HELD_FOR_PAYMENT: { zh: '待付款扣留', en: 'Held for payment', ko: '결제 대기 보류' },
  HELD_BY_CUSTOMS: { zh: '海关扣留', en: 'Held by customs', ko: '세관 보류' },
  DAMAGED: { zh: '破损', en: 'Damaged', ko: '파손' },
  LOST: { zh: '丢失', en: 'Lost', ko: '분실' },
  CANCELLED: { zh: '已取消', en: 'Cancelled', ko: '취소됨' },
};

/** Order statuses off the main line (the `otherOrderStatusList` dropdown). */
export const OTHER_ORDER_STATUS_WORDS = {
  CANCELED: { zh: '已取消', en: 'Canceled', ko: '취소됨' },
  INTERCEPTED: { zh: '已拦截', en: 'Intercepted', ko: '보류됨' },
  EXCEPTION: { zh: '异常', en: 'Exception', ko: '이상' },
  RETURNED: { zh: '已退回', en: 'Returned', ko: '반송됨' },
} satisfies Record<string, Words>;

/** Label outcomes that need someone's attention (the `exLabelStatusList` dropdown). */
export const EX_LABEL_STATUS_WORDS = {
  PENDING: { zh: '获取中', en: 'Pending', ko: '발행 대기' },
  FAILED: { zh: '失败', en: 'Failed', ko: '실패' },
  VOIDED: { zh: '已作废', en: 'Voided', ko: '무효화됨' },
} satisfies Record<string, Words>;
