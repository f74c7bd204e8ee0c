import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The carriers' settings, from the environment (documented in docs/api.md, "Labels"):
 * - LABEL_RENDER_THREADS: threads that draw label PDFs off the thread answering requests (default 1; 0 draws them
 *   there). Running from source (tests) there is no built worker and labels are drawn in the calling thread.
 * - LABEL_RENDER_WORKER_FILE: the built worker to run (default: `label-render-worker.js` beside the server's bundle);
 *   for a server run from source that should draw on threads, as the in-process benches do with the built one.
 */
const CarriersEnv = z.object({
  LABEL_RENDER_THREADS: z.coerce.number().int().min(0).max(16).default(1),
});

export interface CarriersConfig {
  renderThreads: number;
  /** The built label worker beside the server's bundle (build.mjs), whether or not it exists. */
  renderWorkerFile: string;
}

export function loadCarriersConfig(env: Record<string, string | undefined> = process.env): CarriersConfig {
  const parsed = CarriersEnv.safeParse({ LABEL_RENDER_THREADS: env.LABEL_RENDER_THREADS || undefined });
  if (!parsed.success) throw new Error('LABEL_RENDER_THREADS must be a whole number from 0 to 16');
  return {
    renderThreads: parsed.data.LABEL_RENDER_THREADS,
    renderWorkerFile:
      env.LABEL_RENDER_WORKER_FILE || fileURLToPath(new URL('./label-render-worker.js', import.meta.url)),
  };
}
