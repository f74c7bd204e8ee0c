import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { renderLabelsPdf, type LabelData } from '../../apps/server/src/modules/carriers/label';
import { createLabelRenderPool } from '../../apps/server/src/modules/carriers/label/render-pool';

const WORKER = fileURLToPath(new URL('../../apps/server/dist/label-render-worker.js', import.meta.url));

/** The longest the event loop waited while `work` ran, and the work's wall time. */
async function stalled(work: () => Promise<unknown>): Promise<{ maxMs: number; wallMs: number }> {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  // The monitor records the gap between two of its ticks: one before the work, one after.
  await new Promise((r) => setTimeout(r, 5));
  const t0 = performance.now();
  await work();
  const wallMs = performance.now() - t0;
  await new Promise((r) => setTimeout(r, 5));
  delay.disable();
  return { maxMs: delay.max / 1e6, wallMs };
}

/**
 * What a batch print does to everyone else's requests: the longest event-loop delay while one PDF of `labels` is
 * drawn in place, beside the same PDF drawn on a drawing thread (the server's `LABEL_RENDER_THREADS`, from the built
 * dist/label-render-worker.js), in the same run.
 */
export async function benchLabelStall(labels: LabelData[]): Promise<void> {
  const pool = createLabelRenderPool(WORKER, 1);
  if (!pool) {
    console.log('  event-loop stall: no built worker (npm run build), not measured');
    return;
  }
  try {
    await pool.render(labels.slice(0, 20), {}); // the thread's start, font parse and JIT
    const rounds: string[] = [];
    for (let i = 0; i < 2; i++) {
      const here = await stalled(() => renderLabelsPdf(labels));
      const there = await stalled(() => pool.render(labels, {}));
      rounds.push(
        `in place ${here.maxMs.toFixed(0)} ms (${here.wallMs.toFixed(0)} ms wall), ` +
          `on a drawing thread ${there.maxMs.toFixed(0)} ms (${there.wallMs.toFixed(0)} ms wall)`,
      );
    }
    console.log(`  event-loop stall while one PDF of ${labels.length} labels is drawn: ${rounds.join('; ')}`);
  } finally {
    await pool.close();
  }
}
