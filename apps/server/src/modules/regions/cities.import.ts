import { CityInput, type Language } from '@parcelhub/contracts';
import { toFieldErrors } from '../../platform/http/validation';
import { AppError } from '../../platform/http/app-error';
import { readSheetRows, writeSheet } from '../../platform/files/xlsx';
import type { RunningTask, TaskOutcome } from '../tasks';
import type { CityWrite } from './cities.repository';
import { CITY_HEADERS, CITY_WIDTHS, MAX_IMPORT_ROWS, matchesTemplate } from './cities.sheet';

export const IMPORT_QUEUE = 'regions.cityImport';

export interface CityImportData {
  fileKey: string;
  lang: Language;
}

export const IMPORT_TASK_NAME: Record<Language, string> = { zh: '城市导入', en: 'City import', ko: '도시 가져오기' };

const WORDS = {
  row: { zh: '行号', en: 'Row', ko: '행' },
  reasons: { zh: '错误原因', en: 'Why it was not imported', ko: '가져오지 못한 이유' },
  unknownCountry: { zh: '国家/地区不存在：{v}', en: 'Unknown country: {v}', ko: '알 수 없는 국가: {v}' },
  duplicate: {
    zh: '与第 {v} 行的城市代码重复',
    en: 'Same city code as row {v}',
    ko: '{v}행과 도시 코드가 같습니다',
  },
  report: { zh: '城市导入错误', en: 'city-import-errors', ko: '도시 가져오기 오류' },
} satisfies Record<string, Record<Language, string>>;

const FIELD_COLUMN: Record<string, number> = {
  countryCode: 0,
  provinceCode: 1,
  provinceName: 2,
  provinceNameEn: 3,
  code: 4,
  name: 5,
  nameEn: 6,
  description: 7,
};

const CityRowInput = CityInput.omit({ id: true });

/** One row of the sheet read as a city, or the reasons it cannot be one, worded in `lang`. */
export function parseCityRow(
  cells: string[],
  lang: Language,
  countryExists: (code: string) => boolean,
): { ok: true; city: CityWrite } | { ok: false; reasons: string[] } {
  const cell = (i: number) => cells[i] ?? '';
  const countryText = cell(0);
  const country = (/\(([A-Za-z]{2})\)\s*$/.exec(countryText)?.[1] ?? countryText).toUpperCase();
  const parsed = CityRowInput.safeParse({
    countryCode: country,
    provinceCode: cell(1),
    provinceName: cell(2),
    provinceNameEn: cell(3),
    code: cell(4),
    name: cell(5),
    nameEn: cell(6),
    description: cell(7),
  });
  if (!parsed.success) {
    const reasons = toFieldErrors(parsed.error.issues, lang).map((e) => {
      const column = FIELD_COLUMN[e.field];
      return `${column === undefined ? e.field : CITY_HEADERS[lang][column]}: ${e.message}`;
    });
    return { ok: false, reasons };
  }
  if (!countryExists(parsed.data.countryCode))
    return {
      ok: false,
      reasons: [`${CITY_HEADERS[lang][0]}: ${WORDS.unknownCountry[lang].replace('{v}', countryText)}`],
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
  let total = 0;
  try {
    for await (const row of readSheetRows(task.files.read(fileKey))) if (row.number > 1) total++;
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('SHEET_UNREADABLE');
  }
  if (total > MAX_IMPORT_ROWS) throw new AppError('SHEET_TOO_MANY_ROWS', { max: MAX_IMPORT_ROWS });
  await task.progress(0, total);

  const codes = await target.countryCodes();
  const good: CityWrite[] = [];
  const firstRow = new Map<string, number>();
  const bad: { number: number; reasons: string[]; cells: string[] }[] = [];
  let seen = 0;
  let headerOk = false;
  for await (const row of readSheetRows(task.files.read(fileKey))) {
    if (!headerOk) {
      if (!matchesTemplate(row.cells)) throw new AppError('SHEET_WRONG_TEMPLATE');
      headerOk = true;
      continue;
    }
    const result = parseCityRow(row.cells, lang, (c) => codes.has(c));
    if (result.ok) {
      const key = `${result.city.countryCode}\u0000${result.city.code}`;
      const first = firstRow.get(key);
      if (first === undefined) {
        firstRow.set(key, row.number);
        good.push(result.city);
      } else {
        const reason = `${CITY_HEADERS[lang][4]}: ${WORDS.duplicate[lang].replace('{v}', String(first))}`;
        bad.push({ number: row.number, reasons: [reason], cells: row.cells });
      }
    } else bad.push({ number: row.number, reasons: result.reasons, cells: row.cells });
    await task.progress(++seen, total);
  }
  if (!headerOk) throw new AppError('SHEET_WRONG_TEMPLATE');
  await target.save(good);

  const outcome: TaskOutcome = { done: good.length, total };
  if (bad.length > 0) {
    const out = task.files.writer('tasks');
    await writeSheet(out.stream, {
      sheetName: WORDS.report[lang],
      columns: [
        { header: WORDS.row[lang], width: 8 },
        { header: WORDS.reasons[lang], width: 60 },
        ...CITY_HEADERS[lang].map((header, i) => ({ header, width: CITY_WIDTHS[i] })),
      ],
      rows: (async function* () {
        for (const b of bad) yield [b.number, b.reasons.join('; '), ...b.cells];
      })(),
    });
    await out.done();
    outcome.report = { name: `${WORDS.report[lang]}.xlsx`, key: out.key };
  }
  return outcome;
}
