import { defineErrors, type KeysOf } from '../../platform/http/errors';

/** The media module's error keys (what an upload may be lives in platform/files/files.errors.ts). */
export const MEDIA_ERRORS = defineErrors({
  STORED_FILE_NOT_FOUND: {
    status: 404,
    code: 4041111,
    message: { zh: '文件不存在', en: 'File not found', ko: '파일이 존재하지 않습니다' },
  },
});

declare module '../../platform/http/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorKeys extends KeysOf<typeof MEDIA_ERRORS> {}
}
