import { ClearancePortSave, type Language } from '@parcelhub/contracts';
import { fieldReasons, readImport, writeImportReport } from '../../platform/sheets/parse';
import { interpolate } from '../../platform/i18n/language';
import type { RunningTask, TaskOutcome } from '../tasks';
import type { PortWrite } from './clearance-ports.repository';
import { MAX_PORT_IMPORT_ROWS, PORT_SHEET } from './clearance-ports.sheet';

export const PORT_IMPORT_QUEUE = 'clearancePorts.import';

export interface PortImportData {
  fileKey: string;
  lang: Language;
}

export const PORT_IMPORT_TASK_NAME: Record<Language, string> = {
  zh: '清关口岸导入',
  en: 'Clearance port import',
  ko: '통관 항구 가져오기',
};

const WORDS = {
  duplicate: { zh: '与第 {v} 行的口岸代码重复', en: 'Same port code as row {v}', ko: '{v}행과 같은 항구 코드입니다' },
  report: { zh: '清关口岸导入错误', en: 'clearance-port-import-errors', ko: '통관 항구 가져오기 오류' },
} satisfies Record<string, Record<Language, string>>;

/** One row of the sheet read as a port, or the reasons it cannot be one (each named by its column), in `lang`. */
export function parsePortRow(
  cells: string[],
  lang: Language,
): { ok: true; value: PortWrite } | { ok: false; reasons: string[] } {
  const { id: _ignored, ...values } = PORT_SHEET.read(cells) as Record<string, unknown>;
  const parsed = ClearancePortSave.safeParse(values);
  if (!parsed.success) return { ok: false, reasons: fieldReasons(PORT_SHEET, parsed.error.issues, lang) };
  const { id: _id, ...port } = parsed.data;
  return { ok: true, value: port };
}

/**
 * The import job: every good row adds or updates its port (by code) in one transaction; every bad row is reported
 * with its number and reasons, and a code repeated in the file is refused after its first row.
 */
export async function runPortImport(
  task: RunningTask<PortImportData>,
  save: (rows: PortWrite[]) => Promise<void>,
): Promise<TaskOutcome> {
  const { lang, fileKey } = task.data;
  const { good, bad, total } = await readImport(task, fileKey, {
    sheet: PORT_SHEET,
    maxRows: MAX_PORT_IMPORT_ROWS,
    parse: async (row) => parsePortRow(row.cells, lang),
    unique: {
      key: (p) => p.code,
      reason: (first) => PORT_SHEET.reason('code', lang, interpolate(WORDS.duplicate[lang], { v: first })),
    },
  });
  if (good.length) await save(good);
  const outcome: TaskOutcome = { done: good.length, total };
  const report = await writeImportReport(task, PORT_SHEET, lang, bad, WORDS.report);
  if (report) outcome.report = report;
  return outcome;
}
