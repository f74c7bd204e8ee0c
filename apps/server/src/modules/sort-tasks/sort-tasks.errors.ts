import { defineErrors, type KeysOf } from '../../platform/http/errors';

/** Sort tasks' error keys (block 43: status × 10000 + 4300 + n, docs/errors.md). */
export const SORT_TASKS_ERRORS = defineErrors({
  SORT_TASK_NOT_FOUND: {
    status: 404,
    code: 4044350,
    message: { zh: '分拣任务不存在：{id}', en: 'Sort task not found: {id}', ko: '분류 작업이 존재하지 않습니다: {id}' },
  },
  SORT_TASK_TOO_MANY: {
    status: 400,
    code: 4004350,
    message: {
      zh: '一个分拣任务最多 {max} 个包裹，收到 {count} 个',
      en: 'A sort task takes up to {max} parcels; {count} were given',
      ko: '분류 작업 하나에 최대 {max}개의 소포를 넣을 수 있습니다. {count}개가 입력되었습니다',
    },
  },
  SORT_TASK_NUMBER_TOO_LONG: {
    status: 400,
    code: 4004351,
    message: {
      zh: '单号过长（最多 {max} 个字符）：{number}',
      en: 'A number is too long (at most {max} characters): {number}',
      ko: '번호가 너무 깁니다 (최대 {max}자): {number}',
    },
  },
  SORT_TASK_NO_NUMBERS: {
    status: 400,
    code: 4004352,
    message: { zh: '请输入包裹单号', en: 'Enter the parcels’ numbers', ko: '소포 번호를 입력하세요' },
  },
  SORT_TASK_WRONG_STATUS: {
    status: 409,
    code: 4094350,
    message: {
      zh: '分拣任务 {taskNo} 当前为“{status}”，不能{action}',
      en: 'Sort task {taskNo} is {status}: it cannot be {action}',
      ko: '분류 작업 {taskNo}은(는) 현재 “{status}” 상태이므로 {action}할 수 없습니다',
    },
  },
  SORT_TASK_SORTED: {
    status: 409,
    code: 4094351,
    message: {
      zh: '分拣任务 {taskNo} 已分拣，不能取消或删除',
      en: 'Sort task {taskNo} is already sorted: it cannot be cancelled or removed',
      ko: '분류 작업 {taskNo}은(는) 이미 분류되어 취소하거나 삭제할 수 없습니다',
    },
  },
  SORT_TASK_NOT_PRESORTED: {
    status: 409,
    code: 4094352,
    message: {
      zh: '分拣任务 {taskNo} 尚未预分拣',
      en: 'Sort task {taskNo} has not been pre-sorted yet',
      ko: '분류 작업 {taskNo}은(는) 아직 사전 분류되지 않았습니다',
    },
  },
});

declare module '../../platform/http/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorKeys extends KeysOf<typeof SORT_TASKS_ERRORS> {}
}
