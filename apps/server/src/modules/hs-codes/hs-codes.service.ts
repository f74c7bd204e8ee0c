import type { z } from 'zod';
import {
  HS_MATCH_CANDIDATES,
  HS_MATCH_MAX_NAMES,
  HS_GOODS_NAME_MAX,
  type HsCodeDetail,
  type HsConfirmInput,
  type HsConfirmation,
  type HsExportInput,
  type HsMatchInput,
  type HsMatchRow,
  type HsMatchTaskResult,
  type HsUploadQuery,
  type Language,
} from '@parcelhub/contracts';
import type { Actor } from '../../platform/auth/actor';
import { scopeOf, type DataScope } from '../../platform/auth/scope';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { AppError, isAppError } from '../../platform/http/app-error';
import { runSheetExport } from '../../platform/sheets/export-runner';
import { readImport, writeImportReport } from '../../platform/sheets/parse';
import type { TasksService, RunningTask, TaskOutcome } from '../tasks';
import type { UsersService } from '../users';
import * as queries from './hs-codes.repository';
import { GOODS_LIST_SHEET, MATCHED_LIST_SHEET, writeGoodsListTemplate, type MatchedRecord } from './hs-codes.sheet';
import type { StoredMatchRow } from './hs-codes.tables';
import { loadHsData, type HsNode } from './logic/hs-data';
import { CHAPTER_NAMES, SECTION_NAMES } from './logic/hs-names';
import { buildMatcher, goodsKey, type Matcher } from './logic/matcher';

export const UPLOAD_QUEUE = 'hsCodes.upload';
export const EXPORT_QUEUE = 'hsCodes.export';

const UPLOAD_TASK_NAME: Record<Language, string> = { zh: '品名清单匹配', en: 'Goods list match', ko: '품명 목록 매칭' };
const EXPORT_TASK_NAME: Record<Language, string> = {
  zh: 'HS编码匹配结果导出',
  en: 'HS code matches export',
  ko: 'HS 코드 매칭 결과 내보내기',
};
const FILE_NAME: Record<Language, string> = { zh: 'HS编码匹配结果', en: 'hs-code-matches', ko: 'HS코드매칭결과' };
const WORDS = {
  empty: { zh: '空行', en: 'Blank row', ko: '빈 행' },
  tooLong: {
    zh: `品名最多 ${HS_GOODS_NAME_MAX} 个字符`,
    en: `A goods name is at most ${HS_GOODS_NAME_MAX} characters`,
    ko: `품명은 최대 ${HS_GOODS_NAME_MAX}자입니다`,
  },
  report: { zh: '品名清单未匹配行', en: 'goods-list-rows-left-out', ko: '품명 목록 제외 행' },
} satisfies Record<string, Record<Language, string>>;

interface UploadData {
  fileKey: string;
  lang: Language;
  /** Whose confirmed matches apply; null: none (the platform's own list). */
  customerId: number | null;
}

interface ExportData {
  rows: { goodsName: string; hsCode?: string }[];
  lang: Language;
  customerId: number | null;
}

const pick = (lang: Language, zh: string, en: string, ko: string) => (lang === 'zh' ? zh : lang === 'ko' ? ko : en);

/**
 * HS codes (issue 40 item 5): the nomenclature as reference data, the in-process matcher, customers' confirmed
 * matches, the goods list upload and the matched list export through the task center.
 */
export function createHsCodesService({
  data,
  tasks,
  users,
  matcher: given,
}: {
  data: DataAccess;
  tasks: TasksService;
  users: UsersService;
  matcher?: Matcher;
}) {
  const repo = bindRepository(data, queries);
  let built: Matcher | undefined = given;
  let nodes: Map<string, HsNode> | undefined;
  /** Built at the first match, once per process (about 150 ms), from the files the seed loads. */
  const matcher = () => (built ??= buildMatcher(loadHsData()));
  const nodeOf = (code: string) => (nodes ??= new Map(loadHsData().nodes.map((n) => [n.code, n]))).get(code);

  /** A subheading's words: the English text, after our chapter name in zh and ko. */
  function describe(code: string, lang: Language): string {
    const text = nodeOf(code)?.description ?? '';
    if (lang === 'en') return text;
    const chapter = CHAPTER_NAMES[code.slice(0, 2)];
    if (!chapter) return text;
    return lang === 'zh' ? `${chapter[0]}：${text}` : `${chapter[1]}: ${text}`;
  }

  /**
   * The customer whose confirmed matches apply. A customer (or its sub-account) is always its own account and may
   * not name another; the platform names one (by id or user name) or none.
   */
  async function customerOf(
    actor: Actor,
    ref: { customerId?: number | undefined; userName?: string | undefined },
    required: boolean,
  ): Promise<number | null> {
    const named = ref.customerId ?? (ref.userName ? ref.userName : undefined);
    if (scopeOf(actor).kind !== 'all') {
      if (named === undefined) return actor.accountId;
      if (ref.customerId !== undefined && ref.customerId === actor.accountId) return actor.accountId;
      throw new AppError('HS_CUSTOMER_INVALID', { customer: String(named) });
    }
    if (named === undefined) {
      if (required) throw new AppError('HS_CUSTOMER_REQUIRED');
      return null;
    }
    const user =
      ref.customerId !== undefined ? await users.findById(ref.customerId) : await users.findByUsername(ref.userName!);
    if (!user || user.parentId != null || user.privilegeType !== 'USER')
      throw new AppError('HS_CUSTOMER_INVALID', { customer: String(named) });
    return user.id;
  }

  const scopeFor = (actor: Actor): DataScope => scopeOf(actor);

  /** Each name's candidates, the customer's confirmed code first with score 1. */
  async function matchNames(scope: DataScope, customerId: number | null, names: string[]): Promise<StoredMatchRow[]> {
    const confirmed =
      customerId === null
        ? new Map<string, string>()
        : await repo.confirmedCodes(scope, customerId, names.map(goodsKey));
    const m = matcher();
    return names.map((goodsName) => {
      const found = m.match(goodsName, HS_MATCH_CANDIDATES).map((c) => ({ ...c, confirmed: false }));
      const mine = confirmed.get(goodsKey(goodsName));
      const candidates = mine
        ? [{ hsCode: mine, score: 1, confirmed: true }, ...found.filter((c) => c.hsCode !== mine)].slice(
            0,
            HS_MATCH_CANDIDATES,
          )
        : found;
      return { goodsName, candidates };
    });
  }

  const worded = (rows: StoredMatchRow[], lang: Language): HsMatchRow[] =>
    rows.map((r) => ({
      goodsName: r.goodsName,
      candidates: r.candidates.map((c) => ({ ...c, description: describe(c.hsCode, lang) })),
    }));

  const recordOf = (r: StoredMatchRow, lang: Language, chosen?: string): MatchedRecord => {
    const hsCode = chosen ?? r.candidates[0]?.hsCode ?? '';
    return {
      goodsName: r.goodsName,
      hsCode,
      description: hsCode ? describe(hsCode, lang) : '',
      confirmed: r.candidates.some((c) => c.confirmed && c.hsCode === hsCode),
      candidates: r.candidates,
    };
  };

  async function writeMatched(task: RunningTask<unknown>, records: MatchedRecord[], lang: Language) {
    return runSheetExport(task, {
      sheetName: MATCHED_LIST_SHEET.name[lang],
      columns: MATCHED_LIST_SHEET.writerColumns(lang),
      fileName: FILE_NAME[lang],
      count: async () => records.length,
      records: async function* () {
        yield* records;
      },
      rows: (r) => [MATCHED_LIST_SHEET.cells(r, lang)],
    });
  }

  return {
    describe,
    matcher,

    async match(actor: Actor, input: z.output<typeof HsMatchInput>, lang: Language) {
      const customerId = await customerOf(actor, input, false);
      return { rows: worded(await matchNames(scopeFor(actor), customerId, input.goodsNames), lang) };
    },

    async confirm(actor: Actor, input: z.output<typeof HsConfirmInput>, lang: Language): Promise<HsConfirmation> {
      const node = nodeOf(input.hsCode);
      if (!node || node.level !== 6) throw new AppError('HS_CODE_UNKNOWN', { code: input.hsCode });
      const accountId = (await customerOf(actor, input, true))!;
      const saved = await repo.upsertConfirmation({
        accountId,
        goodsKey: goodsKey(input.goodsName),
        goodsName: input.goodsName,
        hsCode: input.hsCode,
        confirmedBy: actor.userId,
      });
      return {
        id: saved.id,
        accountId: saved.accountId,
        goodsName: saved.goodsName,
        hsCode: saved.hsCode,
        description: describe(saved.hsCode, lang),
        updatedAt: saved.updatedAt.toISOString(),
      };
    },

    /** A chapter, heading or subheading from the reference tables, worded in the reader's language. */
    async detail(code: string, lang: Language): Promise<HsCodeDetail> {
      const node = await repo.nomenclatureNode(code);
      if (!node) throw new AppError('HS_CODE_NOT_FOUND', { code });
      const chapter = node.level === 2 ? node : await repo.nomenclatureNode(code.slice(0, 2));
      const heading = node.level === 6 ? await repo.nomenclatureNode(code.slice(0, 4)) : node.level === 4 ? node : null;
      const section = await repo.sectionOf(node.section);
      const chapterName = chapter
        ? pick(lang, chapter.nameZh ?? chapter.descriptionEn, chapter.descriptionEn, chapter.nameKo ?? chapter.descriptionEn)
        : '';
      const sectionName = section ? pick(lang, section.nameZh, section.nameEn, section.nameKo) : '';
      const description =
        node.level === 2
          ? chapterName
          : node.level === 6
            ? describe(code, lang)
            : lang === 'en'
              ? node.descriptionEn
              : `${chapterName}${lang === 'zh' ? '：' : ': '}${node.descriptionEn}`;
      return {
        hsCode: node.code,
        level: node.level,
        description,
        descriptionEn: node.descriptionEn,
        section: { code: node.section, description: sectionName || (SECTION_NAMES[node.section]?.[0] ?? '') },
        chapter: { code: code.slice(0, 2), description: chapterName },
        heading: heading ? { code: heading.code, description: heading.descriptionEn } : null,
        subheadings: node.level === 6 ? 0 : await repo.countChildren(code),
      };
    },

    /** An uploaded list's match by its task: the task's status, and the rows once it completed. */
    async matchResult(actor: Actor, taskId: number, lang: Language): Promise<HsMatchTaskResult> {
      let status: string;
      try {
        status = (await tasks.get(actor, taskId, lang)).taskStatus;
      } catch (err) {
        if (isAppError(err) && err.errorKey === 'TASK_NOT_FOUND') throw new AppError('HS_MATCH_NOT_FOUND', { id: taskId });
        throw err;
      }
      const list = await repo.matchList(scopeFor(actor), taskId);
      if (!list && status === 'PROCESSDINGCOMPLETED') throw new AppError('HS_MATCH_NOT_FOUND', { id: taskId });
      return { taskId, taskStatus: status, rows: list ? worded(list.rows, lang) : [], skipped: list?.skipped ?? 0 };
    },

    template: (lang: Language) => writeGoodsListTemplate(lang),

    /** Queues the match of an uploaded goods list (stored and checked to be an xlsx by `receive`). */
    async upload(actor: Actor, receive: () => Promise<string>, query: z.output<typeof HsUploadQuery>, lang: Language) {
      const customerId = await customerOf(actor, query, false);
      const fileKey = await receive();
      const { id } = await tasks.submit<UploadData>(actor, {
        name: UPLOAD_TASK_NAME,
        type: 'IMPORT',
        queue: UPLOAD_QUEUE,
        access: ['clearance:order'],
        data: { fileKey, lang, customerId },
      });
      return { taskId: id };
    },

    /** The upload's job: every name of the file matched, the matched list written, the rows kept for match/{id}. */
    uploadJob: tasks.job<UploadData>(async (task): Promise<TaskOutcome> => {
      const { lang, fileKey, customerId } = task.data;
      const { good, bad, total } = await readImport(task, fileKey, {
        sheet: GOODS_LIST_SHEET,
        maxRows: HS_MATCH_MAX_NAMES,
        parse: (row) => {
          const name = (GOODS_LIST_SHEET.values(row.cells).goodsName ?? '').trim();
          if (name === '') return { ok: false, reasons: [GOODS_LIST_SHEET.reason('goodsName', lang, WORDS.empty[lang])] };
          if (name.length > HS_GOODS_NAME_MAX || /[\u0000-\u001f\u007f]/.test(name))
            return { ok: false, reasons: [GOODS_LIST_SHEET.reason('goodsName', lang, WORDS.tooLong[lang])] };
          return { ok: true, value: name };
        },
      });
      const scope: DataScope = customerId === null ? { kind: 'all' } : { kind: 'account', accountId: customerId };
      const rows = await matchNames(scope, customerId, good);
      const written = await writeMatched(task as RunningTask<unknown>, rows.map((r) => recordOf(r, lang)), lang);
      const report = await writeImportReport(task, GOODS_LIST_SHEET, lang, bad, WORDS.report);
      const outcome: TaskOutcome = { result: written.result, done: good.length, total };
      if (report) outcome.report = report;
      await task.commit(outcome, () =>
        repo.saveMatchList({ taskId: task.taskId, accountId: task.accountId, rows, skipped: bad.length }),
      );
      return outcome;
    }),

    /** Queues the matched list of the names on the screen, each with the code picked for it. */
    async exportList(actor: Actor, input: z.output<typeof HsExportInput>, lang: Language) {
      const customerId = await customerOf(actor, input, false);
      const rows = input.rows.map((r) => ({ goodsName: r.goodsName.trim().slice(0, HS_GOODS_NAME_MAX), hsCode: r.hsCode }));
      for (const r of rows) if (r.hsCode && nodeOf(r.hsCode)?.level !== 6) throw new AppError('HS_CODE_UNKNOWN', { code: r.hsCode });
      const { id } = await tasks.submit<ExportData>(actor, {
        name: EXPORT_TASK_NAME,
        type: 'EXPORT',
        queue: EXPORT_QUEUE,
        access: ['clearance:order'],
        data: { rows: rows.slice(0, HS_MATCH_MAX_NAMES), lang, customerId },
      });
      return { taskId: id };
    },

    exportJob: tasks.job<ExportData>(async (task): Promise<TaskOutcome> => {
      const { lang, rows, customerId } = task.data;
      const scope: DataScope = customerId === null ? { kind: 'all' } : { kind: 'account', accountId: customerId };
      const matched = await matchNames(scope, customerId, rows.map((r) => r.goodsName));
      const written = await writeMatched(
        task as RunningTask<unknown>,
        matched.map((r, i) => recordOf(r, lang, rows[i]!.hsCode)),
        lang,
      );
      return { result: written.result, done: written.done, total: written.total };
    }),
  };
}

export type HsCodesService = ReturnType<typeof createHsCodesService>;
