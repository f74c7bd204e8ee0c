import Decimal from 'decimal.js';
import type { Language, PlacedOrder, PlaceOrderData } from '@parcelhub/contracts';
import type { Actor } from '../../../platform/auth/actor';
import { AppError, isAppError } from '../../../platform/http/app-error';
import { errorEnvelope } from '../../../platform/http/error-handler';
import type { RunningTask, TaskOutcome } from '../../tasks';
import { say, WORDS } from './batch.columns';
import { buildOrder, groupRows, type OrderGroup } from './batch.parse';
import { readBatchRows, writeReport, type ReportLine } from './batch.sheet';

export const ORDER_BATCH_QUEUE = 'orders.batch-import';

export interface BatchJobData {
  batchId: number;
  fileKey: string;
  lang: Language;
}

/**
 * The placement as the batch calls it: one customer's orders in sheet order, each answered with its order or its
 * refusal. Orders are charged whole or not at all, and the first the balance cannot pay and all after it are
 * refused with WALLET_NOT_ENOUGH_BALANCE. It writes once `turn` resolves, and nothing if it resolves false.
 */
export type PlaceManyFn = (
  actor: Actor,
  inputs: PlaceOrderData[],
  options: { source: 'EXCEL'; batchId: number; turn: Promise<boolean> },
  lang: Language,
) => Promise<({ order: PlacedOrder } | { error: unknown })[]>;

/** Orders handed to the placement at once (one transaction each, one progress report each). */
export const BATCH_CHUNK = 250;

export interface BatchOutcome {
  totalOrders: number;
  successCount: number;
  failureCount: number;
  feeTotal: string;
  currency: string | null;
  reportName: string | null;
  reportFileKey: string | null;
}

export interface BatchJobDeps {
  /** The user who uploaded, as an actor for the placement (null: gone, disabled, or its main account disabled). */
  actorOf: (userId: number | null) => Promise<Actor | null>;
  /** Products the account may order with: code and id. */
  productsOf: (accountId: number) => Promise<{ id: number; code: string }[]>;
  /** The account's default sender address id, if it has one. */
  defaultSenderOf: (actor: Actor, lang: Language) => Promise<number | null>;
  placeMany: PlaceManyFn;
  /** Orders per call of placeMany (BATCH_CHUNK by default). */
  chunkSize?: number;
  /** Which batch placed each order (replays answer orders placed earlier, by another batch or by hand). */
  batchesOfOrders: (ids: number[]) => Promise<{ id: number; batchId: number | null }[]>;
  finish: (batchId: number, outcome: BatchOutcome) => Promise<void>;
  /** A defect met while placing one order (the order is reported; the batch goes on). */
  onDefect?: (err: unknown, referenceNo: string) => void;
}

type Result =
  | { kind: 'invalid'; group: OrderGroup; problems: Map<number, string[]> }
  | { kind: 'refused'; group: OrderGroup; reason: string }
  | { kind: 'placed'; group: OrderGroup; order: PlacedOrder };

const NOT_ENOUGH_BALANCE = 'WALLET_NOT_ENOUGH_BALANCE';

/** Why an order was refused, in the user's language: the module's error words. */
function reasonOf(err: unknown, lang: Language): string | null {
  if (!isAppError(err)) return null;
  return errorEnvelope(err.errorKey, lang, err.params).msg;
}

/** Every row of every order not placed, with its reason, in sheet order. */
export function reportLines(results: readonly Result[], lang: Language): ReportLine[] {
  const lines: ReportLine[] = [];
  for (const r of results) {
    if (r.kind === 'placed') continue;
    for (const row of r.group.rows) {
      if (r.kind === 'refused') lines.push({ row, reason: r.reason });
      else {
        const own = r.problems.get(row.number);
        const rows = [...r.problems.keys()].join(', ');
        lines.push({ row, reason: own ? own.join('; ') : say(WORDS.siblingBad, lang, { rows }) });
      }
    }
  }
  return lines.sort((a, b) => a.row.number - b.row.number);
}

/**
 * The batch job: reads and groups the rows, then places every valid order in sheet order through the placement,
 * a chunk at a time (each order charged whole or not at all). Once the wallet refuses one for its balance, the rest
 * are not tried and are reported so. An order the placement answers from an earlier upload (same reference number
 * and body) is reported as already placed, never charged again.
 */
export async function runBatchImport(task: RunningTask<BatchJobData>, deps: BatchJobDeps): Promise<TaskOutcome> {
  const { batchId, fileKey, lang } = task.data;
  const results: Result[] = [];
  let total = 0;
  const outcomeOf = (final: boolean): BatchOutcome => {
    let fee = new Decimal(0);
    let currency: string | null = null;
    let success = 0;
    for (const r of results)
      if (r.kind === 'placed') {
        success++;
        fee = fee.plus(r.order.fee.total);
        currency ??= r.order.fee.currency;
      }
    return {
      totalOrders: total,
      successCount: success,
      failureCount: final ? total - success : results.length - success,
      feeTotal: fee.toFixed(2),
      currency,
      reportName: null,
      reportFileKey: null,
    };
  };

  try {
    const actor = await deps.actorOf(task.userId);
    if (!actor) throw new AppError('ACCOUNT_DISABLED');
    if (actor.privilegeType !== 'USER') throw new AppError('ORDER_CUSTOMERS_ONLY');
    // A header with no rows below it ends with no orders (the page says the file held none).
    const rows = await readBatchRows(task.files.read(fileKey));
    const groups = groupRows(rows);
    total = groups.length;
    await task.progress(0, total);

    const codes = new Map((await deps.productsOf(actor.accountId)).map((p) => [p.code.toUpperCase(), p.id]));
    const ctx = {
      lang,
      productIdOf: (code: string) => codes.get(code.toUpperCase()),
      defaultSenderId: await deps.defaultSenderOf(actor, lang),
    };
    let balanceOut: string | null = null;
    let chunk: { group: OrderGroup; input: PlaceOrderData }[] = [];
    // Two chunks at a time: the next is checked and priced while the one before writes. Each writes after the one
    // before has written and been counted (its turn), and writes nothing once the balance ran out.
    let turn = Promise.resolve(true);
    let writing: Promise<void> | null = null;
    let stopped = false;
    const placeChunk = async () => {
      const items = chunk;
      chunk = [];
      let release!: (go: boolean) => void;
      const mine = turn;
      turn = new Promise<boolean>((resolve) => (release = resolve));
      const placing = balanceOut
        ? Promise.resolve([])
        : deps.placeMany(
            actor,
            items.map((c) => c.input),
            { source: 'EXCEL', batchId, turn: mine },
            lang,
          );
      const counted = (async () => {
        let ok = false;
        try {
          const outcomes = await placing;
          if (stopped) return; // the batch ended at a chunk before: this one wrote nothing
          // Past the balance's end the chunk wrote nothing: each order is refused for it.
          count(items, balanceOut ? [] : outcomes);
          await task.progress(results.length, total);
          ok = true;
        } finally {
          // A chunk that failed or was cancelled at its report ends the batch: none after it writes.
          if (!ok) stopped = true;
          release(ok && balanceOut === null);
        }
      })();
      counted.catch(() => undefined); // awaited below; a failure ends the batch there
      const before = writing;
      writing = counted;
      if (before) await before;
    };
    const count = (items: typeof chunk, outcomes: Awaited<ReturnType<PlaceManyFn>>) => {
      items.forEach(({ group }, i) => {
        const outcome = outcomes[i];
        if (!outcome) return results.push({ kind: 'refused', group, reason: balanceOut! });
        if ('order' in outcome) return results.push({ kind: 'placed', group, order: outcome.order });
        const err = outcome.error;
        let reason = reasonOf(err, lang);
        if (reason === null) {
          deps.onDefect?.(err, group.referenceNo);
          reason = say(WORDS.internal, lang);
        }
        if (isAppError(err) && err.errorKey === NOT_ENOUGH_BALANCE) balanceOut ??= reason;
        results.push({ kind: 'refused', group, reason });
      });
    };
    for (const group of groups) {
      const built = buildOrder(group, ctx);
      if (built.ok) chunk.push({ group, input: built.input });
      else results.push({ kind: 'invalid', group, problems: built.problems });
      if (chunk.length >= (deps.chunkSize ?? BATCH_CHUNK)) await placeChunk();
    }
    if (chunk.length > 0) await placeChunk();
    if (writing) await writing;
    await task.progress(results.length, total);

    // Replays: the placement answered an order this batch did not place (an earlier upload of the same rows).
    const placed = results.filter((r) => r.kind === 'placed');
    const mine = new Map(
      (await deps.batchesOfOrders(placed.map((r) => r.order.id))).map((o) => [o.id, o.batchId === batchId]),
    );
    results.forEach((r, i) => {
      if (r.kind === 'placed' && !mine.get(r.order.id))
        results[i] = {
          kind: 'refused',
          group: r.group,
          reason: say(WORDS.alreadyPlaced, lang, { orderNo: r.order.orderNo }),
        };
    });

    const outcome = outcomeOf(true);
    const lines = reportLines(results, lang);
    const taskOutcome: TaskOutcome = { done: outcome.successCount, total };
    if (lines.length > 0) {
      const out = task.files.writer('tasks');
      await writeReport(out.stream, lines, lang);
      await out.done();
      outcome.reportName = `${WORDS.report[lang]}.xlsx`;
      outcome.reportFileKey = out.key;
      taskOutcome.report = { name: outcome.reportName, key: out.key };
    }
    await deps.finish(batchId, outcome);
    return taskOutcome;
  } catch (err) {
    // Ended as a whole (a wrong file, the task cancelled): the batch keeps what was placed before, and its end.
    await deps.finish(batchId, outcomeOf(false)).catch(() => undefined);
    throw err;
  }
}
