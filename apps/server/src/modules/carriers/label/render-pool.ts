import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { LabelData } from './label.types';
import type { PdfLabelOptions } from './pdf';
import type { RenderJob, RenderReply } from './render-worker';
import { LabelDataError } from './text';

export interface LabelRenderPool {
  render(labels: LabelData[], options: PdfLabelOptions): Promise<Buffer>;
  /** Ends the threads; drawings in flight fail. */
  close(): Promise<void>;
}

interface Pending {
  resolve: (pdf: Buffer) => void;
  reject: (err: unknown) => void;
}

/** One drawing thread: its jobs in flight, answered by id; a thread that dies fails them and is replaced. */
function createThread(file: string) {
  const pending = new Map<number, Pending>();
  let worker: Worker | null = null;

  function start(): Worker {
    const w = new Worker(file);
    // The server's stop closes the pool; a thread alone never keeps the process alive.
    w.unref();
    w.on('message', (reply: RenderReply) => {
      const job = pending.get(reply.id);
      if (!job) return;
      pending.delete(reply.id);
      if ('pdf' in reply) job.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
      else if ('refused' in reply) job.reject(new LabelDataError(reply.refused.field, reply.refused.reason));
      else job.reject(new Error(`label drawing failed: ${reply.failed}`));
    });
    const died = (err: unknown) => {
      if (worker !== w) return;
      worker = null;
      for (const job of pending.values()) job.reject(err);
      pending.clear();
    };
    w.on('error', died);
    w.on('exit', (code) => died(new Error(`the label drawing thread stopped (exit code ${code})`)));
    return w;
  }

  return {
    get load() {
      return pending.size;
    },
    send(job: RenderJob): Promise<Buffer> {
      const w = (worker ??= start());
      return new Promise<Buffer>((resolve, reject) => {
        pending.set(job.id, { resolve, reject });
        w.postMessage(job);
      });
    },
    async close() {
      const w = worker;
      worker = null;
      if (!w) return;
      for (const job of pending.values()) job.reject(new Error('the label drawing threads were closed'));
      pending.clear();
      await w.terminate();
    },
  };
}

/**
 * Draws label PDFs on `threads` worker threads (`file`, the built render-worker), each job to the least busy one, so a
 * big PDF (a batch print: about a millisecond a label) does not hold the thread that answers requests. Which PDFs come
 * here is the caller's choice (`POOLED_FROM` in carriers.service.ts). Null when there is nothing to run: no threads
 * asked for, or no built worker (running from source), and the caller draws in its own thread.
 */
export function createLabelRenderPool(file: string, threads: number): LabelRenderPool | null {
  if (threads < 1 || !existsSync(file)) return null;
  const pool = Array.from({ length: threads }, () => createThread(file));
  let next = 0;
  return {
    render(labels, options) {
      const thread = pool.reduce((a, b) => (b.load < a.load ? b : a));
      return thread.send({ id: ++next, labels, options });
    },
    async close() {
      await Promise.all(pool.map((t) => t.close()));
    },
  };
}
