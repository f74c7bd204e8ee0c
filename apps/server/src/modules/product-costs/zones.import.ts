import {
  ZIP_CODE_TYPES,
  ZIP_CODE_TYPE_WORDS,
  ZIP_PROBLEM_WORDS,
  ZoneInput,
  parseZipCode,
  type Language,
  type ZipCodeType,
} from '@parcelhub/contracts';
import { fieldReasons, readImport, writeImportReport } from '../../platform/sheets/parse';
import type { DataScope } from '../../platform/auth/scope';
import type { RunningTask, TaskOutcome } from '../tasks';
import type { ZoneWrite } from './zones.repository';
import { MAX_ZONE_ROWS, YES_NO, ZONE_SHEET } from './zones.sheet';

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
  const v = ZONE_SHEET.values(cells);
  const reasons: string[] = [];
  const say = (key: string, text: string) => reasons.push(ZONE_SHEET.reason(key, lang, text));

  const type = readType(v.zipCodeType!);
  if (type === null)
    say(
      'zipCodeType',
      WORDS.unknownType[lang].replace('{v}', ZIP_CODE_TYPES.map((t) => ZIP_CODE_TYPE_WORDS[t][lang]).join(' / ')),
    );
  const remote = readYesNo(v.isRemote!);
  if (remote === null) say('isRemote', WORDS.unknownYesNo[lang]);
  const country = (v.countryCode!.trim() || ctx.defaultCountry).toUpperCase();

  const parsed = RowInput.safeParse({
    ...v,
    costId: ctx.costId,
    countryCode: country,
    zipCodeType: type ?? undefined,
    isRemote: remote ?? undefined,
  });
  if (!parsed.success) {
    reasons.push(...fieldReasons(ZONE_SHEET, parsed.error.issues, lang));
    return { ok: false, reasons };
  }
  if (reasons.length > 0) return { ok: false, reasons };
  const input = parsed.data;
  if (!ctx.countryExists(input.countryCode)) {
    say('countryCode', WORDS.unknownCountry[lang].replace('{v}', input.countryCode));
    return { ok: false, reasons };
  }
  const zip = parseZipCode(input.countryCode, input.zipCode);
  if (!zip.ok) {
    say('zipCode', ZIP_PROBLEM_WORDS[zip.problem][lang]);
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
  const codes = await target.countryCodes();
  const { good, bad, total } = await readImport(task, fileKey, {
    sheet: ZONE_SHEET,
    maxRows: MAX_ZONE_ROWS,
    rowsAboveHeader: 0,
    parse(row) {
      const result = parseZoneRow(row.cells, { lang, costId, defaultCountry, countryExists: (c) => codes.has(c) });
      return result.ok ? { ok: true, value: result.zone } : result;
    },
    unique: {
      key: (z) => `${z.countryCode}\u0000${z.zipFrom}\u0000${z.zipTo}`,
      reason: (first) => ZONE_SHEET.reason('zipCode', lang, WORDS.duplicate[lang].replace('{v}', String(first))),
    },
  });
  if (good.length > 0) await target.save(good);
  const outcome: TaskOutcome = { done: good.length, total };
  const report = await writeImportReport(task, ZONE_SHEET, lang, bad, WORDS.report);
  if (report) outcome.report = report;
  return outcome;
}
