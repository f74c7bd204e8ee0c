import { defineErrors, type KeysOf } from '../../platform/http/errors';

/** The operation log's error keys: HTTP status, numeric code (unique product-wide) and words. */
export const OPLOG_ERRORS = defineErrors({
  OPLOG_NOT_FOUND: {
    status: 404,
    code: 4041240,
    message: {
      zh: '没有该记录的操作日志',
      en: 'No operation log for this record',
      ko: '이 기록의 작업 로그가 없습니다',
    },
  },
});

declare module '../../platform/http/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorKeys extends KeysOf<typeof OPLOG_ERRORS> {}
}
