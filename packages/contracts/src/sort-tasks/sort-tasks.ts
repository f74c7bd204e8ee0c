import { z } from 'zod';
import { idField, idParam } from '../common/fields';
import { PageQuery } from '../common/paging';
import { PATTERNS } from '../common/rules';
import type { Language } from '../common/language';
import { SORT_TYPES } from '../warehouses/warehouses';

type Words = Record<Language, string>;

/**
 * A sort task's life (decisions-2.md 200): CREATED → PRESORTING → PRESORTED → SORTING → SORTED; CANCELED by an
 * operator before it is sorted, FAILED when its background work failed (it may be run again).
 */
export const SORT_TASK_STATUSES = [
  'CREATED',
  'PRESORTING',
  'PRESORTED',
  'SORTING',
  'SORTED',
  'CANCELED',
  'FAILED',
] as const;
export type SortTaskStatus = (typeof SORT_TASK_STATUSES)[number];

export const SORT_TASK_STATUS_WORDS: Record<SortTaskStatus, Words> = {
  CREATED: { zh: '已创建', en: 'Created', ko: '생성됨' },
  PRESORTING: { zh: '预分拣中', en: 'Pre-sorting', ko: '사전 분류 중' },
  PRESORTED: { zh: '已预分拣', en: 'Pre-sorted', ko: '사전 분류 완료' },
  SORTING: { zh: '分拣中', en: 'Sorting', ko: '분류 중' },
  SORTED: { zh: '已分拣', en: 'Sorted', ko: '분류 완료' },
  CANCELED: { zh: '已取消', en: 'Canceled', ko: '취소됨' },
  FAILED: { zh: '失败', en: 'Failed', ko: '실패' },
};

/** Why a parcel of a task cannot be sorted (decisions-2.md 202). */
export const SORT_PARCEL_REASONS = [
  'UNKNOWN_PARCEL',
  'CANCELED',
  'OTHER_WAREHOUSE',
  'NO_RULE',
  'NO_BAY',
  'SORTED_ELSEWHERE',
  'WRONG_STATUS',
] as const;
export type SortParcelReason = (typeof SORT_PARCEL_REASONS)[number];

export const SORT_PARCEL_REASON_WORDS: Record<SortParcelReason, Words> = {
  UNKNOWN_PARCEL: { zh: '包裹不存在', en: 'Unknown parcel', ko: '알 수 없는 소포' },
  CANCELED: { zh: '订单已取消', en: 'The order is cancelled', ko: '주문이 취소되었습니다' },
  OTHER_WAREHOUSE: { zh: '包裹在其他仓库', en: 'The parcel is at another warehouse', ko: '다른 창고의 소포입니다' },
  NO_RULE: { zh: '无法匹配规则', en: 'Unable to match the rule', ko: '규칙과 일치하지 않습니다' },
  NO_BAY: { zh: '格口不存在或已停用', en: 'The bay is missing or disabled', ko: '슬롯이 없거나 비활성입니다' },
  SORTED_ELSEWHERE: {
    zh: '已分拣到其他格口',
    en: 'Already sorted to another bay',
    ko: '이미 다른 슬롯으로 분류되었습니다',
  },
  WRONG_STATUS: {
    zh: '订单状态不可分拣',
    en: 'The order’s status cannot be sorted',
    ko: '주문 상태가 분류할 수 없는 상태입니다',
  },
};

/** A parcel line's state in the "sort order status list". */
export const SORT_PARCEL_STATES = ['PENDING', 'DECIDED', 'UNSORTABLE', 'SORTED'] as const;
export type SortParcelState = (typeof SORT_PARCEL_STATES)[number];

export const SORT_PARCEL_STATE_WORDS: Record<SortParcelState, Words> = {
  PENDING: { zh: '待预分拣', en: 'Waiting for pre-sort', ko: '사전 분류 대기' },
  DECIDED: { zh: '已分配格口', en: 'Bay decided', ko: '슬롯 결정됨' },
  UNSORTABLE: { zh: '不可分拣', en: 'Cannot be sorted', ko: '분류 불가' },
  SORTED: { zh: '已分拣', en: 'Sorted', ko: '분류 완료' },
};

/** Numbers one task takes. */
export const SORT_TASK_MAX_PARCELS = 500;
/** The longest number taken (inside, tracking, order numbers are far shorter). */
export const SORT_TASK_NUMBER_MAX = 50;

/**
 * One entry of `insideNumbers`: a number, or several separated by spaces, line breaks, commas or semicolons (a
 * pasted column). Bounded so a huge string is refused before it is split.
 */
const numbersEntry = z
  .string()
  .max(SORT_TASK_MAX_PARCELS * (SORT_TASK_NUMBER_MAX + 2), { error: `tooLong|max=${SORT_TASK_MAX_PARCELS * 52}` })
  .regex(PATTERNS.multiLine, { error: 'controlChars' });

/** Splits, trims and dedupes pasted numbers, keeping their first order. */
export function splitNumbers(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const e of entries)
    for (const n of e.split(/[\s,;，；、]+/u)) {
      const v = n.trim();
      if (v) seen.add(v);
    }
  return [...seen];
}

export const SortTaskAdd = z.object({
  warehouseId: idField,
  sortType: z.enum(SORT_TYPES),
  insideNumbers: z
    .array(numbersEntry)
    .min(1, { error: 'required' })
    .max(SORT_TASK_MAX_PARCELS, { error: `tooMany|max=${SORT_TASK_MAX_PARCELS}` }),
});
export type SortTaskAdd = z.infer<typeof SortTaskAdd>;

/** `?id=` of the task calls. */
export const SortTaskIdQuery = z.object({ id: idParam });

export const SortTaskListQuery = PageQuery.extend({
  warehouseId: idField.optional(),
  status: z.enum(SORT_TASK_STATUSES).optional(),
});
export type SortTaskListQuery = z.infer<typeof SortTaskListQuery>;

const Progress = z.object({ done: z.number(), total: z.number() });

export const SortTask = z.object({
  id: z.number(),
  taskNo: z.string(),
  warehouseId: z.number(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  sortType: z.enum(SORT_TYPES),
  status: z.enum(SORT_TASK_STATUSES),
  statusI18n: z.string(),
  /** Parcel lines; those with a bay; those that cannot be sorted; those sorted. */
  total: z.number(),
  decided: z.number(),
  unsortable: z.number(),
  sorted: z.number(),
  createdByName: z.string(),
  createdDate: z.string(),
  presortedDate: z.string().nullable(),
  sortedDate: z.string().nullable(),
  error: z.string().nullable(),
});
export type SortTask = z.infer<typeof SortTask>;

/** The status of a task's pre-sort or sort, with the background task's progress. */
export const SortTaskProgress = z.object({
  id: z.number(),
  status: z.enum(SORT_TASK_STATUSES),
  statusI18n: z.string(),
  /** The task center's task doing the work, if one started. */
  taskId: z.number().nullable(),
  progress: Progress,
  error: z.string().nullable(),
});
export type SortTaskProgress = z.infer<typeof SortTaskProgress>;

export const SortTaskParcel = z.object({
  lineNo: z.number(),
  insideNumber: z.string(),
  orderId: z.number().nullable(),
  orderNo: z.string().nullable(),
  bayNumber: z.number().nullable(),
  ruleCode: z.string().nullable(),
  /** Kilograms, a decimal string. */
  weight: z.string().nullable(),
  state: z.enum(SORT_PARCEL_STATES),
  stateI18n: z.string(),
  reason: z.enum(SORT_PARCEL_REASONS).nullable(),
  reasonI18n: z.string().nullable(),
  sorted: z.boolean(),
});
export type SortTaskParcel = z.infer<typeof SortTaskParcel>;

export const SortTaskBay = z.object({
  bayNumber: z.number(),
  count: z.number(),
  /** Kilograms, a decimal string. */
  weight: z.string(),
});
export type SortTaskBay = z.infer<typeof SortTaskBay>;

export const SortTaskResult = z.object({
  task: SortTask,
  parcels: z.array(SortTaskParcel),
  bays: z.array(SortTaskBay),
});
export type SortTaskResult = z.infer<typeof SortTaskResult>;

const Choice = z.object({ value: z.string(), label: z.string() });
export const SortStatusList = z.object({
  task: z.array(Choice),
  parcel: z.array(Choice),
  reason: z.array(Choice),
});
export type SortStatusList = z.infer<typeof SortStatusList>;
