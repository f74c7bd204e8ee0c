import type { Language } from '../common/language';

type Words = Record<Language, string>;

/** How a warehouse sorts a parcel (spec 000 §4): by distribution center, destination port or logistics channel. */
export const SORT_TYPES = ['DISTRIBUTION_CENTER', 'DESTINATION_PORT', 'LOGISTICS_CHANNEL'] as const;
export type SortType = (typeof SORT_TYPES)[number];

export const SORT_TYPE_WORDS: Record<SortType, Words> = {
  DISTRIBUTION_CENTER: { zh: '按分拨中心', en: 'By distribution center', ko: '물류 센터별' },
  DESTINATION_PORT: { zh: '按目的港', en: 'By destination port', ko: '도착항별' },
  LOGISTICS_CHANNEL: { zh: '按物流渠道', en: 'By logistics channel', ko: '물류 채널별' },
};

/** A sorting bay's state: empty, holding an open bag's parcels, or at its weight limit (spec 000 §4). */
export const BAY_STATES = ['IDLE', 'FILLING', 'FULL'] as const;
export type BayState = (typeof BAY_STATES)[number];

export const BAY_STATE_WORDS: Record<BayState, Words> = {
  IDLE: { zh: '空闲', en: 'Idle', ko: '대기' },
  FILLING: { zh: '装填中', en: 'Filling', ko: '적재 중' },
  FULL: { zh: '已满', en: 'Full', ko: '가득 참' },
};
