import { defineErrors, type KeysOf } from '../../platform/http/errors';

/** The due work screen's error keys (block 38): HTTP status, numeric code (unique product-wide) and words. */
export const DUE_WORK_ERRORS = defineErrors({
  DUE_WORK_NOT_FOUND: {
    status: 404,
    code: 4043850,
    message: {
      zh: '没有该后台任务',
      en: 'No such background work item',
      ko: '해당 백그라운드 작업이 없습니다',
    },
  },
  DUE_WORK_NOT_GIVEN_UP: {
    status: 409,
    code: 4093850,
    message: {
      zh: '该后台任务未放弃，无需重试（可能已被重试）',
      en: 'This background work has not given up: there is nothing to retry (it may have been retried already)',
      ko: '이 백그라운드 작업은 포기되지 않아 재시도할 필요가 없습니다(이미 재시도되었을 수 있습니다)',
    },
  },
});

declare module '../../platform/http/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorKeys extends KeysOf<typeof DUE_WORK_ERRORS> {}
}
