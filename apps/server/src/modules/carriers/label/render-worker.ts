import { parentPort } from 'node:worker_threads';
import type { LabelData } from './label.types';
import { renderLabelsPdf, type PdfLabelOptions } from './pdf';
import { LabelDataError } from './text';

/** One PDF to draw, as the pool sends it. */
export interface RenderJob {
  id: number;
  labels: LabelData[];
  options: PdfLabelOptions;
}

/** The drawn PDF, or why not: a refused label travels as its field and reason, anything else as its message. */
export type RenderReply =
  | { id: number; pdf: Uint8Array }
  | { id: number; refused: { field: string; reason: string } }
  | { id: number; failed: string };

/*
 * A label-drawing thread (render-pool.ts): the PDF is drawn here, off the thread that answers requests. Built by
 * build.mjs as dist/label-render-worker.js.
 */
const port = parentPort;
port?.on('message', (job: RenderJob) => {
  renderLabelsPdf(job.labels, job.options).then(
    (pdf) => port.postMessage({ id: job.id, pdf } satisfies RenderReply),
    (err: unknown) =>
      port.postMessage(
        (err instanceof LabelDataError
          ? { id: job.id, refused: { field: err.field, reason: err.reason } }
          : { id: job.id, failed: err instanceof Error ? err.message : String(err) }) satisfies RenderReply,
      ),
  );
});
