import { defineErrors, type KeysOf } from '../http/errors';

/** Uploads and spreadsheets: what a file may be, and why one was refused. */
export const FILE_ERRORS = defineErrors({
  FILE_REQUIRED: {
    status: 400,
    code: 40030,
    message: { zh: '请选择要上传的文件', en: 'Choose a file to upload', ko: '업로드할 파일을 선택하세요' },
  },
  FILE_NOT_XLSX: {
    status: 400,
    code: 40031,
    message: {
      zh: '只能导入 Excel 文件（.xlsx）',
      en: 'Only Excel files (.xlsx) can be imported',
      ko: 'Excel 파일(.xlsx)만 가져올 수 있습니다',
    },
  },
  FILE_ZIP_BOMB: {
    status: 400,
    code: 40032,
    message: {
      zh: '文件解压后过大，已拒绝',
      en: 'The file unpacks to far more than a spreadsheet should; it was refused',
      ko: '압축을 풀면 너무 커지는 파일이라 거부되었습니다',
    },
  },
  FILE_TYPE_NOT_ALLOWED: {
    status: 400,
    code: 40036,
    message: {
      zh: '文件类型不符：只能上传 {allowed} 文件（按文件内容判断，与文件名无关）',
      en: 'Only {allowed} files can be uploaded here (judged by the content, whatever the name)',
      ko: '{allowed} 파일만 올릴 수 있습니다(이름이 아니라 내용으로 판단합니다)',
    },
  },
  FILE_TYPE_MISMATCH: {
    status: 400,
    code: 40038,
    message: {
      zh: '文件名显示为 {claimed}，但文件内容是 {actual}，已拒绝',
      en: 'The name says {claimed} but the file is a {actual}; it was refused',
      ko: '이름은 {claimed}인데 내용은 {actual} 파일이라 거부되었습니다',
    },
  },
  FILE_SVG_UNSAFE: {
    status: 400,
    code: 40037,
    message: {
      zh: 'SVG 文件含有脚本、事件或外部引用，已拒绝（{reason}）',
      en: 'The SVG holds scripts, event handlers or references to other files, so it was refused ({reason})',
      ko: 'SVG 파일에 스크립트, 이벤트 또는 외부 참조가 있어 거부되었습니다({reason})',
    },
  },
  FILE_TOO_LARGE: {
    status: 413,
    code: 41301,
    message: { zh: '文件不能超过 {max} MB', en: 'The file may be at most {max} MB', ko: '파일은 최대 {max}MB입니다' },
  },
  SHEET_WRONG_TEMPLATE: {
    status: 400,
    code: 40033,
    message: {
      zh: '表头与模板不一致，请下载最新模板',
      en: 'The headers do not match the template; download the template again',
      ko: '머리글이 템플릿과 다릅니다. 템플릿을 다시 내려받으세요',
    },
  },
  SHEET_TOO_MANY_ROWS: {
    status: 400,
    code: 40034,
    message: {
      zh: '一次最多导入 {max} 行',
      en: 'At most {max} rows can be imported at once',
      ko: '한 번에 최대 {max}행까지 가져올 수 있습니다',
    },
  },
  SHEET_UNREADABLE: {
    status: 400,
    code: 40035,
    message: {
      zh: '无法读取该 Excel 文件',
      en: 'The spreadsheet could not be read',
      ko: '스프레드시트를 읽을 수 없습니다',
    },
  },
});

declare module '../http/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorKeys extends KeysOf<typeof FILE_ERRORS> {}
}
