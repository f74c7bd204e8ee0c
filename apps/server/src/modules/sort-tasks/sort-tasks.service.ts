import {
  SORT_PARCEL_REASON_WORDS,
  SORT_PARCEL_REASONS,
  SORT_PARCEL_STATE_WORDS,
  SORT_PARCEL_STATES,
  SORT_TASK_MAX_PARCELS,
  SORT_TASK_NUMBER_MAX,
  SORT_TASK_STATUS_WORDS,
  SORT_TASK_STATUSES,
  splitNumbers,
  type Language,
  type SortStatusList,
  type SortTask,
  type SortTaskAdd,
  type SortTaskListQuery,
  type SortTaskProgress,
  type SortTaskResult,
  type SortTaskStatus,
} from '@parcelhub/contracts';
import type { Actor } from '../../platform/auth/actor';
import { ALL_DATA, scopeOf } from '../../platform/auth/scope';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { pageWindow } from '../../platform/db/paging';
import { AppError, isAppError } from '../../platform/http/app-error';
import { errorDef, type ErrorKey } from '../../platform/http/errors';
import { interpolate } from '../../platform/i18n/language';
import type { OrdersService } from '../orders';
import type { SortRulesService } from '../sort-rules';
import type { RunningTask, TasksService } from '../tasks';
import type { WarehousesService } from '../warehouses';
import {
  chunks,
  fromStatuses,
  groupByBay,
  judgeLine,
  moveTask,
  parcelState,
  SORTABLE_STATUSES,
  stepsToSorted,
  type SortTaskAction,
} from './sort-tasks.logic';
import { renderBatchPdf } from './sort-tasks.pdf';
import * as queries from './sort-tasks.repository';
import type { LineDecision, SortLineRow, SortTaskRow } from './sort-tasks.repository';

export const PRESORT_QUEUE = 'sortTasks.presort';
export const SORT_QUEUE = 'sortTasks.sort';
/** Parcels moved per transaction by the sort (decisions-2.md 204). */
export const SORT_CHUNK = 50;
const RUNNING: readonly SortTaskStatus[] = ['PRESORTING', 'SORTING'];

interface JobData {
  sortTaskId: number;
  lang: Language;
  by: 'PLATFORM' | 'SUPPLIER';
  operator: { id: number; name: string };
}

const ACTION_WORDS: Record<SortTaskAction, Record<Language, string>> = {
  preSort: { zh: '预分拣', en: 'pre-sorted', ko: '사전 분류' },
  preSortDone: { zh: '完成预分拣', en: 'pre-sorted', ko: '사전 분류 완료' },
  sort: { zh: '分拣', en: 'sorted', ko: '분류' },
  sortDone: { zh: '完成分拣', en: 'sorted', ko: '분류 완료' },
  fail: { zh: '失败', en: 'failed', ko: '실패' },
  cancel: { zh: '取消', en: 'cancelled', ko: '취소' },
  remove: { zh: '删除', en: 'removed', ko: '삭제' },
};

const TASK_NAME = (verb: Record<Language, string>, taskNo: string): Record<Language, string> => ({
  zh: `${verb.zh} ${taskNo}`,
  en: `${verb.en} ${taskNo}`,
  ko: `${verb.ko} ${taskNo}`,
});
const PRESORT_NAME = { zh: '分拣任务预分拣', en: 'Pre-sort of sort task', ko: '분류 작업 사전 분류' };
const SORT_NAME = { zh: '分拣任务分拣', en: 'Sort of sort task', ko: '분류 작업 분류' };

function errorWords(key: string | null, lang: Language): string | null {
  if (!key) return null;
  try {
    return interpolate(errorDef(key as ErrorKey).message[lang], {});
  } catch {
    return key;
  }
}

/** Sort tasks (issue 39 item 5; decisions-2.md 200-209). */
export function createSortTasksService({
  data,
  warehouses,
  sortRules,
  orders,
  tasks,
}: {
  data: DataAccess;
  warehouses: WarehousesService;
  sortRules: SortRulesService;
  orders: OrdersService;
  tasks: TasksService;
}) {
  const repo = bindRepository(data, queries);

  async function find(actor: Actor, id: number): Promise<SortTaskRow> {
    const row = await repo.taskById(scopeOf(actor), id);
    if (!row) throw new AppError('SORT_TASK_NOT_FOUND', { id });
    return row;
  }

  function toDto(row: SortTaskRow, lang: Language): SortTask {
    return {
      id: row.id,
      taskNo: row.taskNo,
      warehouseId: row.warehouseId,
      warehouseCode: row.warehouseCode,
      warehouseName: row.warehouseName,
      sortType: row.sortType,
      status: row.status,
      statusI18n: SORT_TASK_STATUS_WORDS[row.status][lang],
      total: row.total,
      decided: row.decided,
      unsortable: row.unsortable,
      sorted: row.sorted,
      createdByName: row.createdByName,
      createdDate: row.createdAt.toISOString(),
      presortedDate: row.presortedAt?.toISOString() ?? null,
      sortedDate: row.sortedAt?.toISOString() ?? null,
      error: errorWords(row.errorKey, lang),
    };
  }

  /** Throws the error that says why `action` cannot be done to the task, or answers where it leads. */
  function check(row: SortTaskRow, action: SortTaskAction, lang: Language) {
    const m = moveTask(row.status, action, row.sorted);
    if (m.ok) return m.to;
    if (m.why === 'sorted') throw new AppError('SORT_TASK_SORTED', { taskNo: row.taskNo });
    if (m.why === 'notPresorted') throw new AppError('SORT_TASK_NOT_PRESORTED', { taskNo: row.taskNo });
    throw new AppError('SORT_TASK_WRONG_STATUS', {
      taskNo: row.taskNo,
      status: SORT_TASK_STATUS_WORDS[row.status][lang],
      action: ACTION_WORDS[action][lang],
    });
  }

  /** Another call moved the task first: the error its status now gives. */
  function busy(row: SortTaskRow, action: SortTaskAction, lang: Language): never {
    check(row, action, lang);
    throw new AppError('SORT_TASK_WRONG_STATUS', {
      taskNo: row.taskNo,
      status: SORT_TASK_STATUS_WORDS[row.status][lang],
      action: ACTION_WORDS[action][lang],
    });
  }

  async function progressOf(actor: Actor, row: SortTaskRow, lang: Language): Promise<SortTaskProgress> {
    let progress = { done: 0, total: row.total };
    let error = errorWords(row.errorKey, lang);
    if (row.jobTaskId) {
      const job = await tasks.get(actor, row.jobTaskId, lang).catch(() => null);
      if (job && job.taskStatus !== 'BEINGPROCESSD' && RUNNING.includes(row.status)) {
        // Its job ended without moving the task (a server stopped under it, settled by the task center): failed.
        if (await repo.moveTask(row.id, [row.status], 'FAILED', { errorKey: 'TASK_FAILED' }))
          return progressOf(actor, (await repo.taskById(ALL_DATA, row.id))!, lang);
      }
      if (job) {
        progress = { done: job.progress.done, total: job.progress.total || row.total };
        if (row.status === 'FAILED') error = job.error ?? error;
      }
    }
    if (row.status === 'PRESORTED' || row.status === 'SORTED') progress = { done: row.total, total: row.total };
    return {
      id: row.id,
      status: row.status,
      statusI18n: SORT_TASK_STATUS_WORDS[row.status][lang],
      taskId: row.jobTaskId,
      progress,
      error,
    };
  }

  /** Starts a pre-sort or a sort: the task moved first (one statement, so two clicks start one job), then queued. */
  async function start(actor: Actor, id: number, action: 'preSort' | 'sort', lang: Language) {
    const row = await find(actor, id);
    if (action === 'sort' && row.status === 'FAILED' && !row.presortedAt)
      throw new AppError('SORT_TASK_NOT_PRESORTED', { taskNo: row.taskNo });
    const to = check(row, action, lang)!;
    if (!(await repo.moveTask(row.id, [row.status], to, { errorKey: null }))) busy(await find(actor, id), action, lang);
    const jobData: JobData = {
      sortTaskId: row.id,
      lang,
      by: actor.privilegeType === 'SUPPLIER' ? 'SUPPLIER' : 'PLATFORM',
      operator: { id: actor.userId, name: actor.username },
    };
    try {
      const { id: jobTaskId } = await tasks.submit(actor, {
        name: TASK_NAME(action === 'preSort' ? PRESORT_NAME : SORT_NAME, row.taskNo),
        type: 'EXPORT',
        queue: action === 'preSort' ? PRESORT_QUEUE : SORT_QUEUE,
        access: ['warehouse:sort'],
        data: jobData,
      });
      await repo.setJobTask(row.id, jobTaskId);
    } catch (err) {
      await repo.moveTask(row.id, [to], 'FAILED', { errorKey: isAppError(err) ? err.errorKey : 'TASK_FAILED' });
      throw err;
    }
    return progressOf(actor, await find(actor, id), lang);
  }

  /** A job's work wrapped so that a failure marks the sort task FAILED (a cancel has already moved it). */
  function guarded(work: (task: RunningTask<JobData>) => Promise<{ done: number; total: number }>) {
    return tasks.job<JobData>(async (task) => {
      try {
        return await work(task);
      } catch (err) {
        // A cancel of ours has moved the task already (CANCELED: no move from there); a cancel in the task center or a
        // failure leaves it FAILED, to be run again.
        const key = isAppError(err) ? err.errorKey : 'TASK_FAILED';
        await repo.moveTask(task.data.sortTaskId, fromStatuses('fail'), 'FAILED', { errorKey: key });
        throw err;
      }
    });
  }

  async function orderStatuses(lines: readonly SortLineRow[]) {
    const found = await orders.findByNumbers(ALL_DATA, [...new Set(lines.map((l) => l.insideNumber))]);
    return new Map(found.flatMap((f) => (f.order ? [[f.order.id, f.order] as const] : [])));
  }

  const presortJob = guarded(async (task) => {
    const row = await repo.taskById(ALL_DATA, task.data.sortTaskId);
    if (!row || row.status !== 'PRESORTING') return { done: 0, total: 0 };
    const lines = (await repo.linesOf(row.id)).filter((l) => !l.sorted);
    const orderIds = lines.flatMap((l) => (l.orderId ? [l.orderId] : []));
    const [facts, places, bays, current] = await Promise.all([
      sortRules.parcelFacts(orderIds),
      warehouses.placesOf(orderIds),
      warehouses.bays(row.warehouseId),
      orderStatuses(lines),
    ]);
    const placeOf = new Map(places.map((p) => [p.orderId, p]));
    const bayOf = new Map(bays.filter((b) => b.valid).map((b) => [b.number, b]));
    const decisions: LineDecision[] = [];
    let done = 0;
    for (const line of lines) {
      const order = line.orderId ? current.get(line.orderId) : undefined;
      const f = line.orderId ? facts.get(line.orderId) : undefined;
      const decision = f ? await sortRules.decideOrNull(row.warehouseId, row.sortType, f) : null;
      const judged = judgeLine(
        {
          order: order ?? null,
          place: line.orderId ? (placeOf.get(line.orderId) ?? null) : null,
          decision: decision
            ? { bayNumber: decision.bayNumber, bayId: bayOf.get(decision.bayNumber)?.id ?? null }
            : null,
        },
        row.warehouseId,
      );
      decisions.push({
        id: line.id,
        bayId: judged.reason === null ? judged.bayId : null,
        bayNumber: decision?.bayNumber ?? null,
        ruleId: decision?.rule.id ?? null,
        ruleCode: decision?.rule.code ?? null,
        weight: f?.weightKg ?? null,
        reason: judged.reason,
      });
      await task.progress(++done, lines.length);
    }
    await task.commit({ done, total: lines.length }, async () => {
      await repo.writeDecisions(decisions);
      const counts = await repo.countsOf(row.id);
      if (!(await repo.moveTask(row.id, ['PRESORTING'], 'PRESORTED', { ...counts, presortedAt: new Date() })))
        throw new AppError('TASK_CANCELLED');
    });
    return { done, total: lines.length };
  });

  const sortJob = guarded(async (task) => {
    const { sortTaskId, by, operator, lang } = task.data;
    const row = await repo.taskById(ALL_DATA, sortTaskId);
    if (!row || row.status !== 'SORTING') return { done: 0, total: 0 };
    // In order id order: two tasks sorting the same parcels at once take their places in one order (no deadlock).
    const lines = (await repo.linesOf(row.id))
      .filter((l) => !l.sorted && !l.reason && l.bayId !== null && l.orderId !== null)
      .sort((a, b) => a.orderId! - b.orderId!);
    let done = 0;
    for (const slice of chunks(lines, SORT_CHUNK)) {
      await data.withTransaction(async () => {
        if ((await repo.statusOf(row.id)) !== 'SORTING') throw new AppError('TASK_CANCELLED');
        const sortedIds: number[] = [];
        for (const line of slice) {
          const before = (await orderStatuses([line])).get(line.orderId!);
          if (!before || !SORTABLE_STATUSES.includes(before.status)) {
            await repo.markReason(line.id, before?.status === 'CANCELED' ? 'CANCELED' : 'WRONG_STATUS');
            continue;
          }
          const { placed, place } = await warehouses.placeParcel({
            orderId: line.orderId!,
            warehouseId: row.warehouseId,
            bayId: line.bayId!,
            weightKg: line.weight ?? '0',
            ruleId: line.ruleId,
            source: 'TASK',
          });
          if (!placed && (place.warehouseId !== row.warehouseId || place.bayId !== line.bayId)) {
            await repo.markReason(
              line.id,
              place.warehouseId !== row.warehouseId ? 'OTHER_WAREHOUSE' : 'SORTED_ELSEWHERE',
            );
            continue;
          }
          // Another task, a station or the label worker may move the order meanwhile: read it again and retry.
          let order = placed ? before : (await orderStatuses([line])).get(line.orderId!)!;
          for (let attempt = 1; ; attempt++) {
            try {
              let status = order.status;
              for (const to of stepsToSorted(status)) {
                await orders.transition({
                  order: { id: order.id, orderNo: order.orderNo, status },
                  to,
                  by,
                  operator,
                  action: 'SORT',
                  messageKey: 'sortTask',
                  params: { taskNo: row.taskNo, bay: line.bayNumber ?? '' },
                  lang,
                });
                status = to;
              }
              break;
            } catch (err) {
              if (!isAppError(err) || err.errorKey !== 'ORDER_BUSY' || attempt >= 3) throw err;
              order = (await orderStatuses([line])).get(line.orderId!)!;
            }
          }
          sortedIds.push(line.id);
        }
        await repo.markSorted(sortedIds);
      });
      done += slice.length;
      await task.progress(done, lines.length);
    }
    await task.commit({ done, total: lines.length }, async () => {
      const counts = await repo.countsOf(row.id);
      if (!(await repo.moveTask(row.id, ['SORTING'], 'SORTED', { ...counts, sortedAt: new Date() })))
        throw new AppError('TASK_CANCELLED');
    });
    return { done, total: lines.length };
  });

  return {
    async list(actor: Actor, q: SortTaskListQuery, lang: Language) {
      const { offset, limit } = pageWindow(q);
      const { rows, total } = await repo.listTasks(
        scopeOf(actor),
        { warehouseId: q.warehouseId, status: q.status },
        offset,
        limit,
      );
      return { rows: rows.map((r) => toDto(r, lang)), total };
    },

    async add(actor: Actor, body: SortTaskAdd, lang: Language): Promise<SortTask> {
      const numbers = splitNumbers(body.insideNumbers);
      if (numbers.length === 0) throw new AppError('SORT_TASK_NO_NUMBERS');
      if (numbers.length > SORT_TASK_MAX_PARCELS)
        throw new AppError('SORT_TASK_TOO_MANY', { max: SORT_TASK_MAX_PARCELS, count: numbers.length });
      const long = numbers.find((n) => n.length > SORT_TASK_NUMBER_MAX);
      if (long)
        throw new AppError('SORT_TASK_NUMBER_TOO_LONG', { max: SORT_TASK_NUMBER_MAX, number: `${long.slice(0, 20)}…` });
      await warehouses.get(body.warehouseId);
      const found = await orders.findByNumbers(scopeOf(actor), numbers);
      // Two numbers of one order (its inside and tracking numbers) make one line.
      const seen = new Set<number>();
      const lines = found
        .filter((f) => !f.order || (!seen.has(f.order.id) && seen.add(f.order.id)))
        .map((f, i): queries.NewLine => ({
          lineNo: i + 1,
          insideNumber: f.order?.insideNumber || f.number,
          orderId: f.order?.id ?? null,
          orderNo: f.order?.orderNo ?? null,
          reason: f.order ? null : 'UNKNOWN_PARCEL',
        }));
      const id = await data.withTransaction(async () => {
        const taskId = await repo.insertTask({
          accountId: actor.accountId,
          warehouseId: body.warehouseId,
          sortType: body.sortType,
          total: lines.length,
          unsortable: lines.filter((l) => l.reason).length,
          createdBy: actor.userId,
          createdByName: actor.username,
        });
        await repo.insertLines(taskId, lines);
        return taskId;
      });
      return toDto(await find(actor, id), lang);
    },

    preSort: (actor: Actor, id: number, lang: Language) => start(actor, id, 'preSort', lang),
    sort: (actor: Actor, id: number, lang: Language) => start(actor, id, 'sort', lang),
    async status(actor: Actor, id: number, lang: Language) {
      return progressOf(actor, await find(actor, id), lang);
    },

    async result(actor: Actor, id: number, lang: Language): Promise<SortTaskResult> {
      const row = await find(actor, id);
      const lines = await repo.linesOf(row.id);
      return {
        task: toDto(row, lang),
        parcels: lines.map((l) => {
          const state = parcelState(l);
          return {
            lineNo: l.lineNo,
            insideNumber: l.insideNumber,
            orderId: l.orderId,
            orderNo: l.orderNo,
            bayNumber: l.reason ? null : l.bayNumber,
            ruleCode: l.ruleCode,
            weight: l.weight,
            state,
            stateI18n: SORT_PARCEL_STATE_WORDS[state][lang],
            reason: l.reason,
            reasonI18n: l.reason ? SORT_PARCEL_REASON_WORDS[l.reason][lang] : null,
            sorted: l.sorted,
          };
        }),
        bays: groupByBay(lines),
      };
    },

    async batchPdf(actor: Actor, id: number): Promise<{ name: string; bytes: Buffer }> {
      const row = await find(actor, id);
      if (!row.presortedAt || row.status === 'CANCELED')
        throw new AppError('SORT_TASK_NOT_PRESORTED', { taskNo: row.taskNo });
      const lines = (await repo.linesOf(row.id)).filter((l) => !l.reason && l.bayNumber !== null);
      const bays = new Map<number, { insideNumber: string; weight: string }[]>();
      for (const l of lines) {
        const list = bays.get(l.bayNumber!) ?? [];
        list.push({ insideNumber: l.insideNumber, weight: l.weight ?? '0' });
        bays.set(l.bayNumber!, list);
      }
      const bytes = renderBatchPdf({
        taskNo: row.taskNo,
        warehouseCode: row.warehouseCode,
        sortType: row.sortType,
        bays: [...bays.entries()].sort(([a], [b]) => a - b).map(([bayNumber, parcels]) => ({ bayNumber, parcels })),
        printedAt: new Date(),
      });
      return { name: `${row.taskNo}.pdf`, bytes };
    },

    async remove(actor: Actor, id: number, lang: Language) {
      const row = await find(actor, id);
      check(row, 'remove', lang);
      if (!(await repo.deleteTask(row.id, fromStatuses('remove')))) busy(await find(actor, id), 'remove', lang);
      return { id: row.id };
    },

    async cancel(actor: Actor, id: number, lang: Language): Promise<SortTask> {
      const row = await find(actor, id);
      check(row, 'cancel', lang);
      if (!(await repo.moveTask(row.id, fromStatuses('cancel'), 'CANCELED')))
        busy(await find(actor, id), 'cancel', lang);
      // A pre-sort in flight stops at its next progress report (and its commit finds the task no longer PRESORTING).
      if (row.status === 'PRESORTING' && row.jobTaskId) await tasks.cancel(actor, row.jobTaskId).catch(() => undefined);
      return toDto(await find(actor, id), lang);
    },

    statusList(lang: Language): SortStatusList {
      return {
        task: SORT_TASK_STATUSES.map((s) => ({ value: s, label: SORT_TASK_STATUS_WORDS[s][lang] })),
        parcel: SORT_PARCEL_STATES.map((s) => ({ value: s, label: SORT_PARCEL_STATE_WORDS[s][lang] })),
        reason: SORT_PARCEL_REASONS.map((s) => ({ value: s, label: SORT_PARCEL_REASON_WORDS[s][lang] })),
      };
    },

    presortJob,
    sortJob,
  };
}

export type SortTasksService = ReturnType<typeof createSortTasksService>;
