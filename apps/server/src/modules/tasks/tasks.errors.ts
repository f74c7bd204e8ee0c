import { defineErrors, type KeysOf } from '../../platform/http/errors';

/** The task center's error keys: HTTP status, numeric code (unique product-wide) and words. */
export const TASK_ERRORS = defineErrors({
  TASK_NOT_FOUND: {
    status: 404,
    code: 4041320,
    message: { zh: '任务不存在', en: 'Task not found', ko: '작업이 존재하지 않습니다' },
  },
  TASK_FILE_MISSING: {
    status: 404,
    code: 4041321,
    message: {
      zh: '该任务没有可下载的文件',
      en: 'This task has no file to download',
      ko: '이 작업에는 다운로드할 파일이 없습니다',
    },
  },
  TASK_NOT_RUNNING: {
    status: 409,
    code: 4091320,
    message: {
      zh: '任务已结束，无法取消',
      en: 'The task has already ended and cannot be cancelled',
      ko: '작업이 이미 끝나 취소할 수 없습니다',
    },
  },
  TASK_CANCELLED: {
    status: 409,
    code: 4091321,
    message: { zh: '任务已被取消', en: 'The task was cancelled', ko: '작업이 취소되었습니다' },
  },
  TASK_INTERRUPTED: {
    status: 500,
    code: 5001320,
    message: {
      zh: '任务因服务重启而中断，请重新提交',
      en: 'The task was interrupted by a server restart; submit it again',
      ko: '서버 재시작으로 작업이 중단되었습니다. 다시 제출하세요',
    },
  },
  TASK_FAILED: {
    status: 500,
    code: 5001321,
    message: {
      zh: '任务处理失败，请稍后重试',
      en: 'The task failed; try again later',
      ko: '작업 처리에 실패했습니다. 잠시 후 다시 시도하세요',
    },
  },
});

declare module '../../platform/http/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorKeys extends KeysOf<typeof TASK_ERRORS> {}
}
