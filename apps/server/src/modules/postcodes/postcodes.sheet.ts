import type { Language } from '@parcelhub/contracts';
import { defineSheet } from '../../platform/sheets/define-sheet';
import { writeSheetTemplate } from '../../platform/sheets/template';
import type { EntryRow } from './postcodes.repository';

/** Rows one import may hold past the header. */
export const MAX_IMPORT_ROWS = 10_000;

/** A postcode as the export writes it: the entry and its group's name. */
export interface ExportedPostcode {
  entry: EntryRow;
  groupName: string;
}

/**
 * The postcode sheet, shared by the template, the import and the export (an export imports back). Column keys are
 * PostcodeEntryInput's fields, so a row's validation errors name their column.
 */
export const POSTCODE_SHEET = defineSheet<ExportedPostcode>({
  name: { zh: '邮编', en: 'Postcodes', ko: '우편번호' },
  maxRows: MAX_IMPORT_ROWS,
  columns: [
    {
      key: 'start',
      header: { zh: '邮编/起始邮编', en: 'Postcode or range start', ko: '우편번호 또는 구간 시작' },
      width: 24,
      required: true,
      format: (r) => r.entry.startPostcode,
    },
    {
      key: 'end',
      header: { zh: '结束邮编', en: 'Range end', ko: '구간 끝' },
      width: 16,
      format: (r) => r.entry.endPostcode,
    },
    {
      key: 'groupId',
      header: { zh: '分组 ID', en: 'Group ID', ko: '그룹 ID' },
      width: 12,
      format: (r) => r.entry.groupId,
    },
    {
      key: 'groupName',
      header: { zh: '分组名称', en: 'Group name', ko: '그룹 이름' },
      width: 30,
      format: (r) => r.groupName,
    },
  ],
});

export const SHEET_WORDS = {
  notes: { zh: '填写说明', en: 'How to fill in', ko: '작성 방법' },
  template: { zh: '邮编导入模板', en: 'postcode-import-template', ko: '우편번호 가져오기 템플릿' },
} satisfies Record<string, Record<Language, string>>;

const NOTES: Record<Language, string[]> = {
  zh: [
    '带 * 的列必填。第 2 行是示例，导入前请删除或替换。',
    '单个邮编只填起始列；邮编区间填起始和结束。邮编只能包含字母、数字、空格或“-”，最多 20 位。',
    '区间按开头字符匹配：995 至 999 覆盖 99500-99999。美国分组只接受 1-5 位数字的邮编前缀或 5+4 位邮编，区间两端位数须相同。',
    '分组 ID：该行导入的分组；留空则导入上传时选择的分组。分组名称仅供查看，不会导入。',
    '分组中已有的邮编保持不变；文件中重复的行会报错。',
    `一次最多导入 ${MAX_IMPORT_ROWS} 行。有错误的行不会导入，可在任务中心下载错误报告。导出的文件可修改后再导入。`,
  ],
  en: [
    'Columns marked * are required. Row 2 is an example: delete or replace it before importing.',
    "A single postcode fills the start column only; a range fills start and end. Letters, digits, space or '-', at most 20.",
    'Ranges match by leading characters: 995 to 999 covers 99500-99999. US groups take ZIP prefixes of 1-5 digits or ZIP+4, a range with ends of the same length.',
    'Group ID: the group the row goes to; leave it blank to import into the group chosen when uploading. Group name is for reading only and is not imported.',
    'A postcode the group already holds is left as it is; a row repeated within the file is reported.',
    `At most ${MAX_IMPORT_ROWS} rows at once. Rows with errors are not imported: download the report from the task center. An exported file can be edited and imported again.`,
  ],
  ko: [
    '* 표시된 열은 필수입니다. 2행은 예시이므로 가져오기 전에 지우거나 바꾸세요.',
    "단일 우편번호는 시작 열만, 구간은 시작과 끝을 채우세요. 문자, 숫자, 공백 또는 '-'로 최대 20자입니다.",
    '구간은 앞자리로 맞춥니다: 995부터 999까지는 99500-99999를 포함합니다. 미국 그룹은 1-5자리 숫자 앞자리 또는 5+4자리만 받으며, 구간 양끝의 자릿수가 같아야 합니다.',
    '그룹 ID: 행을 넣을 그룹입니다. 비워 두면 업로드할 때 고른 그룹으로 가져옵니다. 그룹 이름은 참고용이며 가져오지 않습니다.',
    '그룹에 이미 있는 우편번호는 그대로 둡니다. 파일 안에서 반복된 행은 오류로 보고됩니다.',
    `한 번에 최대 ${MAX_IMPORT_ROWS}행까지 가져올 수 있습니다. 오류가 있는 행은 가져오지 않으며, 작업 센터에서 오류 보고서를 내려받을 수 있습니다. 내보낸 파일을 고쳐서 다시 가져올 수 있습니다.`,
  ],
};

/** The headers must be the template's, in any of the three languages, in order. */
export const matchesTemplate = (headers: string[]) => POSTCODE_SHEET.matches(headers);

/** The import template in the reader's language: headers (required ones marked *), an example range, notes. */
export function writePostcodeTemplate(lang: Language): Promise<{ name: string; bytes: Buffer }> {
  return writeSheetTemplate(POSTCODE_SHEET, lang, {
    notesName: SHEET_WORDS.notes[lang],
    notes: NOTES[lang],
    example: ['995', '999', '', ''],
    fileName: SHEET_WORDS.template[lang],
  });
}
