import { CityInput, type Language } from '@parcelhub/contracts';
import { fieldReasons, readImport, writeImportReport } from '../../platform/sheets/parse';
import type { RunningTask, TaskOutcome } from '../tasks';
import type { CityWrite } from './cities.repository';
import { CITY_SHEET, MAX_IMPORT_ROWS } from './cities.sheet';

export const IMPORT_QUEUE = 'regions.cityImport';

export interface CityImportData {
  fileKey: string;
  lang: Language;
}

export const IMPORT_TASK_NAME: Record<Language, string> = { zh: '城市导入', en: 'City import', ko: '도시 가져오기' };

const WORDS = {
  unknownCountry: { zh: '国家/地区不存在：{v}', en: 'Unknown country: {v}', ko: '알 수 없는 국가: {v}' },
  duplicate: {
    zh: '与第 {v} 行的城市代码重复',
    en: 'Same city code as row {v}',
    ko: '{v}행과 도시 코드가 같습니다',
  },
  report: { zh: '城市导入错误', en: 'city-import-errors', ko: '도시 가져오기 오류' },
} satisfies Record<string, Record<Language, string>>;

const CityRowInput = CityInput.omit({ id: true });

/** One row of the sheet read as a city, or the reasons it cannot be one, worded in `lang`. */
export function parseCityRow(
  cells: string[],
  lang: Language,
  countryExists: (code: string) => boolean,
): { ok: true; city: CityWrite } | { ok: false; reasons: string[] } {
  const countryText = CITY_SHEET.values(cells).countryCode!;
  const parsed = CityRowInput.safeParse(CITY_SHEET.read(cells));
  if (!parsed.success) return { ok: false, reasons: fieldReasons(CITY_SHEET, parsed.error.issues, lang) };
  if (!countryExists(parsed.data.countryCode))
    return {
      ok: false,
      reasons: [CITY_SHEET.reason('countryCode', lang, WORDS.unknownCountry[lang].replace('{v}', countryText))],
    };
  return { ok: true, city: parsed.data };
}

export interface CityImportTarget {
  countryCodes: () => Promise<Set<string>>;
  /** Writes the good rows, all or none. */
  save: (rows: CityWrite[]) => Promise<void>;
}

/**
 * The import job: counts the rows (for the progress bar), keeps every good row, reports every bad one with its row
 * number and reasons. A code repeated within the file is refused after its first row.
 */
export async function runCityImport(task: RunningTask<CityImportData>, target: CityImportTarget): Promise<TaskOutcome> {
  const { lang, fileKey } = task.data;
  const codes = await target.countryCodes();
  const { good, bad, total } = await readImport(task, fileKey, {
    sheet: CITY_SHEET,
    maxRows: MAX_IMPORT_ROWS,
    rowsAboveHeader: 0,
    parse(row) {
      const result = parseCityRow(row.cells, lang, (c) => codes.has(c));
      return result.ok ? { ok: true, value: result.city } : result;
    },
    unique: {
      key: (city) => `${city.countryCode}\u0000${city.code}`,
      reason: (first) => CITY_SHEET.reason('code', lang, WORDS.duplicate[lang].replace('{v}', String(first))),
    },
  });
  await target.save(good);
  const outcome: TaskOutcome = { done: good.length, total };
  const report = await writeImportReport(task, CITY_SHEET, lang, bad, WORDS.report);
  if (report) outcome.report = report;
  return outcome;
}
