import { TrackRuleSave, type Language } from '@parcelhub/contracts';
import { fieldReasons, readImport, writeImportReport } from '../../platform/sheets/parse';
import type { RunningTask, TaskOutcome } from '../tasks';
import type { RuleWrite } from './track-rules.repository';
import { MAX_IMPORT_ROWS, RULE_SHEET } from './track-rules.sheet';
import { checkRule, problemWords } from './rule-check';
import { interpolate } from '../../platform/i18n/language';

export const IMPORT_QUEUE = 'trackRules.import';

export interface RuleImportData {
  fileKey: string;
  lang: Language;
  groupId: number;
}

export const IMPORT_TASK_NAME: Record<Language, string> = {
  zh: '轨迹规则导入',
  en: 'Track rule import',
  ko: '추적 규칙 가져오기',
};

const WORDS = {
  duplicate: {
    zh: '与第 {v} 行的匹配方式和内容相同',
    en: 'Same kind and text as row {v}',
    ko: '{v}행과 방식과 내용이 같습니다',
  },
  report: { zh: '轨迹规则导入错误', en: 'track-rule-import-errors', ko: '추적 규칙 가져오기 오류' },
} satisfies Record<string, Record<Language, string>>;

/** One row read as a rule of the group, or the reasons it cannot be one, in `lang`. */
export function parseRuleRow(
  cells: string[],
  groupId: number,
  lang: Language,
): { ok: true; value: RuleWrite } | { ok: false; reasons: string[] } {
  const parsed = TrackRuleSave.safeParse({ ...RULE_SHEET.read(cells), groupId });
  if (!parsed.success) return { ok: false, reasons: fieldReasons(RULE_SHEET, parsed.error.issues, lang) };
  const rule = parsed.data;
  const checked = checkRule(rule);
  if (!checked.ok) {
    const column = checked.problem.key.includes('PATTERN')
      ? 'matchText'
      : checked.problem.key.includes('SUB')
        ? 'subStatus'
        : 'status';
    return { ok: false, reasons: [RULE_SHEET.reason(column, lang, problemWords(checked.problem, lang))] };
  }
  return {
    ok: true,
    value: {
      groupId,
      priority: rule.priority,
      matchKind: rule.matchKind,
      matchText: rule.matchText,
      status: checked.status,
      subStatus: checked.subStatus,
      enabled: rule.enabled,
      remark: rule.remark,
    },
  };
}

/** The import job: every good row lands through `save` (one transaction), every bad one is reported. */
export async function runRuleImport(
  task: RunningTask<RuleImportData>,
  save: (rows: RuleWrite[]) => Promise<void>,
): Promise<TaskOutcome> {
  const { lang, fileKey, groupId } = task.data;
  const { good, bad, total } = await readImport(task, fileKey, {
    sheet: RULE_SHEET,
    maxRows: MAX_IMPORT_ROWS,
    parse: async (row) => parseRuleRow(row.cells, groupId, lang),
    unique: {
      key: (r) => `${r.matchKind}\u0000${r.matchText}`,
      reason: (first) => RULE_SHEET.reason('matchText', lang, interpolate(WORDS.duplicate[lang], { v: first })),
    },
  });
  await save(good);
  const outcome: TaskOutcome = { done: good.length, total };
  const report = await writeImportReport(task, RULE_SHEET, lang, bad, WORDS.report);
  if (report) outcome.report = report;
  return outcome;
}
