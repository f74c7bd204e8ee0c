import type { SheetColumn } from '../files/xlsx';
import { writeSheet } from '../files/xlsx';
import type { FileStorage } from '../files/storage';

/** What an export reads of its task (the task center's `RunningTask` is one). */
export interface ExportTask {
  files: Pick<FileStorage, 'writer' | 'remove'>;
  /** Throws once the task was cancelled: the export stops at its next record. */
  progress(done: number, total: number): Promise<void>;
}

export interface ExportPlan<R> {
  sheetName: string;
  columns: SheetColumn[];
  /** The file's name before its time stamp (`<fileName>-YYYYMMDDHHmmss.xlsx`). */
  fileName: string;
  /** The records the export will write (the progress bar's total); a guess is fine, it grows if passed. */
  count(): Promise<number>;
  records(): AsyncIterable<R>;
  /** A record's sheet rows: one for most, several for some (an order's boxes). */
  rows(record: R): unknown[][] | Promise<unknown[][]>;
}

/** `20261205142233`: the UTC time an export file is named by. */
export const fileStamp = (now = new Date()) => now.toISOString().slice(0, 19).replace(/[-:T]/g, '');

/**
 * Runs an export into a file of the task's: counts, reports progress per record, streams the rows out (memory stays
 * flat), and on any failure (a cancel included: progress throws) removes the half-written file before passing the
 * error on. Answers the file, named with the time, and the records written.
 */
export async function runSheetExport<R>(
  task: ExportTask,
  plan: ExportPlan<R>,
): Promise<{ result: { name: string; key: string }; done: number; total: number }> {
  const total = await plan.count();
  await task.progress(0, total);
  let done = 0;
  async function* cells() {
    for await (const record of plan.records()) {
      yield* await plan.rows(record);
      done++;
      await task.progress(done, Math.max(done, total));
    }
  }
  const out = task.files.writer('tasks');
  try {
    await writeSheet(out.stream, { sheetName: plan.sheetName, columns: plan.columns, rows: cells() });
    await out.done();
  } catch (err) {
    out.stream.destroy();
    await out.done().catch(() => undefined); // closed (or failed) before the file goes
    await task.files.remove(out.key).catch(() => undefined);
    throw err;
  }
  return {
    result: { name: `${plan.fileName}-${fileStamp()}.xlsx`, key: out.key },
    done,
    total: Math.max(done, total),
  };
}
