import {
  ZIP_CODE_TYPES,
  ZIP_CODE_TYPE_WORDS,
  ZIP_PROBLEM_WORDS,
  ZoneInput,
  parseZipCode,
  type Language,
  type ZipCodeType,
} from '@parcelhub/contracts';
import { toFieldErrors } from '../../platform/http/validation';
import { AppError } from '../../platform/http/app-error';
import { readSheetRows, writeSheet } from '../../platform/files/xlsx';
import type { DataScope } from '../../platform/auth/scope';
import type { RunningTask, TaskOutcome } from '../tasks';
import type { ZoneWrite } from './zones.repository';
import { MAX_ZONE_ROWS, YES_NO, ZONE_HEADERS, ZONE_WIDTHS, matchesZoneTemplate } from './zones.sheet';

export const ZONE_IMPORT_QUEUE = 'productCosts.zoneImport';

export interface ZoneImportData {
  fileKey: string;
  lang: Language;
  costId: number;
  /** For rows without a country. */
  defaultCountry: string;
  /** The submitter's scope: the job writes only to a cost it still sees. */
  scope: DataScope;
}

export const ZONE_IMPORT_TASK_NAME: Record<Language, string> = {
  zh: '分区报价导入',
  en: 'Zone import',
  ko: '구역 가져오기',
};

const WORDS = {
  row: { zh: '行号', en: 'Row', ko: '행' },
  reasons: { zh: '错误原因', en: 'Why it was not imported', ko: '가져오지 못한 이유' },
  unknownCountry: { zh: '国家/地区不存在：{v}', en: 'Unknown country: {v}', ko: '알 수 없는 국가: {v}' },
  unknownType: {
    zh: '邮编类型只能是：{v}',
    en: 'The zip code type is one of: {v}',
    ko: '우편번호 유형은 다음 중 하나입니다: {v}',
  },
  unknownYesNo: { zh: '请填写 是 或 否', en: 'Write Yes or No', ko: '예 또는 아니오를 쓰세요' },
  duplicate: {
    zh: '与第 {v} 行的邮编区间重复',
    en: 'Same zip code range as row {v}',
    ko: '{v}행과 우편번호 구간이 같습니다',
  },
  report: { zh: '分区导入错误', en: 'zone-import-errors', ko: '구역 가져오기 오류' },
} satisfies Record<string, Record<Language, string>>;

const COLUMN: Record<string, number> = {
  zipCode: 0,
  zipCodeType: 1,
  deliveryPlace: 2,
  areaBelongs: 3,
  zipCodeFormat: 4,
  deliveryTimeType: 5,
  remark: 6,
  isRemote: 7,
  countryCode: 8,
};

const LANGS: Language[] = ['zh', 'en', 'ko'];
const squash = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

/** The type as any language writes it, or its code. */
function readType(text: string): ZipCodeType | null | undefined {
  if (text.trim() === '') return undefined;
  const key = squash(text);
  for (const type of ZIP_CODE_TYPES) {
    if (squash(type) === key) return type;
    if (LANGS.some((l) => squash(ZIP_CODE_TYPE_WORDS[type][l]) === key)) return type;
  }
  return null;
}

const YES = new Set(['1', 'y', 'yes', 'true', ...LANGS.map((l) => squash(YES_NO[l][0]))]);
const NO = new Set(['0', 'n', 'no', 'false', ...LANGS.map((l) => squash(YES_NO[l][1]))]);

function readYesNo(text: string): boolean | null | undefined {
  if (text.trim() === '') return undefined;
  const key = squash(text);
  if (YES.has(key)) return true;
  if (NO.has(key)) return false;
  return null;
}

const RowInput = ZoneInput.omit({ id: true });

/** One row of the sheet read as a zone row of `costId`, or the reasons it cannot be one, worded in `lang`. */
export function parseZoneRow(
  cells: string[],
  ctx: { lang: Language; costId: number; defaultCountry: string; countryExists: (code: string) => boolean },
): { ok: true; zone: ZoneWrite } | { ok: false; reasons: string[] } {
  const { lang } = ctx;
  const headers = ZONE_HEADERS[lang];
  const cell = (i: number) => cells[i] ?? '';
  const reasons: string[] = [];
  const say = (column: number, text: string) => reasons.push(`${headers[column]}: ${text}`);

  const type = readType(cell(1));
  if (type === null)
    say(1, WORDS.unknownType[lang].replace('{v}', ZIP_CODE_TYPES.map((t) => ZIP_CODE_TYPE_WORDS[t][lang]).join(' / ')));
  const remote = readYesNo(cell(7));
  if (remote === null) say(7, WORDS.unknownYesNo[lang]);
  const country = (cell(8).trim() || ctx.defaultCountry).toUpperCase();

  const parsed = RowInput.safeParse({
    costId: ctx.costId,
    countryCode: country,
    zipCode: cell(0),
    zipCodeType: type ?? undefined,
    areaBelongs: cell(3),
    deliveryPlace: cell(2),
    zipCodeFormat: cell(4),
    deliveryTimeType: cell(5),
    remark: cell(6),
    isRemote: remote ?? undefined,
  });
  if (!parsed.success) {
    for (const e of toFieldErrors(parsed.error.issues, lang)) {
      const column = COLUMN[e.field];
      reasons.push(`${column === undefined ? e.field : headers[column]}: ${e.message}`);
    }
    return { ok: false, reasons };
  }
  if (reasons.length > 0) return { ok: false, reasons };
  const input = parsed.data;
  if (!ctx.countryExists(input.countryCode)) {
    say(8, WORDS.unknownCountry[lang].replace('{v}', input.countryCode));
    return { ok: false, reasons };
  }
  const zip = parseZipCode(input.countryCode, input.zipCode);
  if (!zip.ok) {
    say(0, ZIP_PROBLEM_WORDS[zip.problem][lang]);
    return { ok: false, reasons };
  }
  return {
    ok: true,
    zone: {
      costId: ctx.costId,
      countryCode: input.countryCode,
      zipCode: zip.zipCode,
      zipFrom: zip.zipFrom,
      zipTo: zip.zipTo,
      zipCodeType: input.zipCodeType,
      areaBelongs: input.areaBelongs,
      deliveryPlace: input.deliveryPlace,
      zipCodeFormat: input.zipCodeFormat,
      deliveryTimeType: input.deliveryTimeType,
      remark: input.remark,
      isRemote: input.isRemote ?? input.zipCodeType === 'REMOTE',
    },
  };
}

export interface ZoneImportTarget {
  countryCodes: () => Promise<Set<string>>;
  /** Writes the good rows and moves the cost's version, all or none; throws when the cost is gone. */
  save: (rows: ZoneWrite[]) => Promise<void>;
}

/**
 * The import job: counts the rows (for the progress bar), keeps every good row, reports every bad one with its row
 * number and reasons. A range repeated within the file is refused after its first row.
 */
export async function runZoneImport(task: RunningTask<ZoneImportData>, target: ZoneImportTarget): Promise<TaskOutcome> {
  const { lang, fileKey, costId, defaultCountry } = task.data;
  let total = 0;
  try {
    for await (const row of readSheetRows(task.files.read(fileKey))) if (row.number > 1) total++;
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('SHEET_UNREADABLE');
  }
  if (total > MAX_ZONE_ROWS) throw new AppError('SHEET_TOO_MANY_ROWS', { max: MAX_ZONE_ROWS });
  await task.progress(0, total);

  const codes = await target.countryCodes();
  const good: ZoneWrite[] = [];
  const firstRow = new Map<string, number>();
  const bad: { number: number; reasons: string[]; cells: string[] }[] = [];
  let seen = 0;
  let headerOk = false;
  for await (const row of readSheetRows(task.files.read(fileKey))) {
    if (!headerOk) {
      if (!matchesZoneTemplate(row.cells)) throw new AppError('SHEET_WRONG_TEMPLATE');
      headerOk = true;
      continue;
    }
    const result = parseZoneRow(row.cells, { lang, costId, defaultCountry, countryExists: (c) => codes.has(c) });
    if (result.ok) {
      const z = result.zone;
      const key = `${z.countryCode}\u0000${z.zipFrom}\u0000${z.zipTo}`;
      const first = firstRow.get(key);
      if (first === undefined) {
        firstRow.set(key, row.number);
        good.push(z);
      } else {
        const reason = `${ZONE_HEADERS[lang][0]}: ${WORDS.duplicate[lang].replace('{v}', String(first))}`;
        bad.push({ number: row.number, reasons: [reason], cells: row.cells });
      }
    } else bad.push({ number: row.number, reasons: result.reasons, cells: row.cells });
    await task.progress(++seen, total);
  }
  if (!headerOk) throw new AppError('SHEET_WRONG_TEMPLATE');
  if (good.length > 0) await target.save(good);

  const outcome: TaskOutcome = { done: good.length, total };
  if (bad.length > 0) {
    const out = task.files.writer('tasks');
    await writeSheet(out.stream, {
      sheetName: WORDS.report[lang],
      columns: [
        { header: WORDS.row[lang], width: 8 },
        { header: WORDS.reasons[lang], width: 60 },
        ...ZONE_HEADERS[lang].map((header, i) => ({ header, width: ZONE_WIDTHS[i] })),
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
