import {
  LANGUAGES,
  TRACK_RULE_MATCH_KIND_WORDS,
  TRACKING_STATUSES,
  TRACKING_STATUS_WORDS,
  TRACKING_SUB_STATUS_LIST,
  TRACKING_SUB_STATUS_WORDS,
  type Language,
} from '@parcelhub/contracts';
import { yesNoReader } from '../../platform/sheets/cells';
import { defineSheet, type Words } from '../../platform/sheets/define-sheet';
import { writeSheetTemplate } from '../../platform/sheets/template';
import type { RuleRow } from './track-rules.repository';

/** Rows one import may hold past the header. */
export const MAX_IMPORT_ROWS = 5_000;

const YES: Words = { zh: '是', en: 'Yes', ko: '예' };
const NO: Words = { zh: '否', en: 'No', ko: '아니요' };

/** A cell written as a code or as its words in any language: the code; any other text as it is, for the check. */
function wordsReader(words: Record<string, Words>) {
  const byWord = new Map<string, string>();
  for (const [code, w] of Object.entries(words)) {
    byWord.set(code.toLowerCase(), code);
    for (const lang of LANGUAGES) byWord.set(w[lang].trim().toLowerCase(), code);
  }
  return (text: string) => byWord.get(text.trim().toLowerCase()) ?? text.trim();
}

const statusWords = Object.fromEntries(TRACKING_STATUSES.map((s) => [s, TRACKING_STATUS_WORDS[s]]));
const subStatusWords = Object.fromEntries(TRACKING_SUB_STATUS_LIST.map((s) => [s, TRACKING_SUB_STATUS_WORDS[s]]));

/**
 * The rule sheet, shared by the template and the import. Column keys are TrackRuleSave's fields, so a row's
 * validation errors name their column; statuses and kinds read as codes or as words in any of the three languages.
 */
export const RULE_SHEET = defineSheet<RuleRow>({
  name: { zh: '轨迹规则', en: 'Track rules', ko: '추적 규칙' },
  maxRows: MAX_IMPORT_ROWS,
  columns: [
    {
      key: 'priority',
      header: { zh: '优先级', en: 'Priority', ko: '우선순위' },
      width: 10,
      parse: (text) => (text.trim() === '' ? undefined : Number(text)),
      format: (r) => r.priority,
    },
    {
      key: 'matchKind',
      header: { zh: '匹配方式', en: 'Match kind', ko: '매칭 방식' },
      width: 14,
      required: true,
      list: (lang) => Object.values(TRACK_RULE_MATCH_KIND_WORDS).map((w) => w[lang]),
      parse: wordsReader(TRACK_RULE_MATCH_KIND_WORDS),
      format: (r, lang) => TRACK_RULE_MATCH_KIND_WORDS[r.matchKind][lang],
    },
    {
      key: 'matchText',
      header: { zh: '匹配内容', en: 'Match text', ko: '매칭 내용' },
      width: 36,
      required: true,
      format: (r) => r.matchText,
    },
    {
      key: 'status',
      header: { zh: '轨迹状态', en: 'Tracking status', ko: '추적 상태' },
      width: 18,
      required: true,
      list: (lang) => TRACKING_STATUSES.map((s) => TRACKING_STATUS_WORDS[s][lang]),
      parse: wordsReader(statusWords),
      format: (r, lang) => statusWords[r.status]?.[lang] ?? r.status,
    },
    {
      key: 'subStatus',
      header: { zh: '子状态', en: 'Sub-status', ko: '하위 상태' },
      width: 18,
      list: (lang) => TRACKING_SUB_STATUS_LIST.map((s) => TRACKING_SUB_STATUS_WORDS[s][lang]),
      parse: wordsReader(subStatusWords),
      format: (r, lang) => (r.subStatus ? (subStatusWords[r.subStatus]?.[lang] ?? r.subStatus) : ''),
    },
    {
      key: 'enabled',
      header: { zh: '启用', en: 'Enabled', ko: '사용' },
      width: 8,
      list: (lang) => [YES[lang], NO[lang]],
      parse: (text) => (text.trim() === '' ? undefined : yesNoReader(Object.values(YES), Object.values(NO))(text)),
      format: (r, lang) => (r.enabled ? YES[lang] : NO[lang]),
    },
    {
      key: 'remark',
      header: { zh: '备注', en: 'Remark', ko: '비고' },
      width: 24,
      format: (r) => r.remark,
    },
  ],
});

const WORDS = {
  notes: { zh: '填写说明', en: 'How to fill in', ko: '작성 방법' },
  template: { zh: '轨迹规则导入模板', en: 'track-rule-import-template', ko: '추적 규칙 가져오기 템플릿' },
} satisfies Record<string, Words>;

const NOTES: Record<Language, string[]> = {
  zh: [
    '带 * 的列必填。第 2 行是示例，导入前请删除或替换。',
    '匹配方式：事件代码（与承运商事件代码完全相同）、关键词（描述中包含，不区分大小写）、通配模式（* 任意字符，? 一个字符，匹配整个代码或整个描述）。',
    '通配模式最多 100 个字符、8 个 *，不支持正则表达式。',
    '优先级数字越小越先匹配，留空为 100。子状态须属于所填的轨迹状态。',
    '规则组中已有相同匹配方式和内容的规则会被更新；其余行新增。',
    `一次最多导入 ${MAX_IMPORT_ROWS} 行。有错误的行不会导入，可在任务中心下载错误报告。`,
  ],
  en: [
    'Columns marked * are required. Row 2 is an example: delete or replace it before importing.',
    'Match kind: Event code (the carrier event code exactly), Keyword (part of the description, any case), Pattern (* any run, ? one character, over the whole code or the whole description).',
    'A pattern holds at most 100 characters and 8 *; regular expressions are not taken.',
    'Lower priority numbers are tried first; blank is 100. A sub-status must belong to the tracking status given.',
    'A rule of the same kind and text the group already has is changed; other rows are added.',
    `At most ${MAX_IMPORT_ROWS} rows at once. Rows with errors are not imported: download the report from the task center.`,
  ],
  ko: [
    '* 표시된 열은 필수입니다. 2행은 예시이므로 가져오기 전에 지우거나 바꾸세요.',
    '매칭 방식: 이벤트 코드(운송사 이벤트 코드와 정확히 같음), 키워드(설명에 포함, 대소문자 무시), 패턴(* 임의의 문자열, ? 한 글자, 코드 전체 또는 설명 전체).',
    '패턴은 최대 100자, * 8개까지이며 정규식은 쓸 수 없습니다.',
    '우선순위 숫자가 작을수록 먼저 매칭됩니다. 비우면 100입니다. 하위 상태는 입력한 추적 상태에 속해야 합니다.',
    '그룹에 같은 방식과 내용의 규칙이 있으면 바뀌고, 나머지 행은 추가됩니다.',
    `한 번에 최대 ${MAX_IMPORT_ROWS}행까지 가져올 수 있습니다. 오류가 있는 행은 가져오지 않으며, 작업 센터에서 오류 보고서를 내려받을 수 있습니다.`,
  ],
};

/** The import template of a group in the reader's language: headers, an example rule, notes. */
export function writeRuleTemplate(lang: Language, groupName: string) {
  return writeSheetTemplate(RULE_SHEET, lang, {
    notesName: WORDS.notes[lang],
    notes: NOTES[lang],
    example: [
      10,
      TRACK_RULE_MATCH_KIND_WORDS.KEYWORD[lang],
      'out for delivery',
      TRACKING_STATUS_WORDS.OUT_FOR_DELIVERY[lang],
      '',
      YES[lang],
      '',
    ],
    fileName: `${WORDS.template[lang]}-${groupName.replace(/[^\p{L}\p{N}._-]+/gu, '_').slice(0, 40)}`,
  });
}
