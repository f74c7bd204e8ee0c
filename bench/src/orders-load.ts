import { summarise, type Measurement } from './measure';

/**
 * A closed-loop load for calls autocannon cannot make (each connection its own customer and body, or a chain of
 * cursors): `workers` loops back to back for `seconds`, each timing its own operation. An operation answers true
 * for a success (2xx); a thrown error counts as a connection error. The first failure is kept to show.
 */
export interface LoopResult {
  latencies: number[];
  seconds: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
  firstFailure: string | null;
}

export type Operation = (worker: number, seq: number) => Promise<{ status: number; failure?: string }>;

export async function loop(workers: number, seconds: number, op: Operation): Promise<LoopResult> {
  const out: LoopResult = { latencies: [], seconds: 0, non2xx: 0, errors: 0, statusCodes: {}, firstFailure: null };
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let seq = 0; performance.now() < end; seq++) {
        const t0 = performance.now();
        try {
          const { status, failure } = await op(worker, seq);
          const ms = performance.now() - t0;
          out.statusCodes[status] = (out.statusCodes[status] ?? 0) + 1;
          if (status >= 200 && status < 300) out.latencies.push(ms);
          else {
            out.non2xx++;
            out.firstFailure ??= `HTTP ${status}: ${failure ?? ''}`.slice(0, 400);
          }
        } catch (err) {
          out.errors++;
          out.firstFailure ??= err instanceof Error ? err.message : String(err);
        }
      }
    }),
  );
  out.seconds = (performance.now() - started) / 1000;
  return out;
}

/** Warm-up (discarded), then the measured loop, summarised like the autocannon runs. */
export async function measureLoop(
  label: string,
  workers: number,
  warmup: number,
  seconds: number,
  op: Operation,
  cpuSeconds: () => number = () => Number.NaN,
): Promise<Measurement & { firstFailure: string | null }> {
  if (warmup > 0) {
    const w = await loop(workers, warmup, op);
    if (w.firstFailure) throw new Error(`${label}: warm-up failed: ${w.firstFailure}`);
  }
  const cpu0 = cpuSeconds();
  const r = await loop(workers, seconds, op);
  const cpu = cpuSeconds() - cpu0;
  const m = summarise(
    label,
    r.seconds,
    r.latencies,
    { non2xx: r.non2xx, errors: r.errors, statusCodes: r.statusCodes },
    Number.NaN,
    cpu,
  );
  return { ...m, firstFailure: r.firstFailure };
}

/** One HTTP call of the loop: the status, and the body's start when it failed. */
export async function post(
  baseUrl: string,
  path: string,
  token: string,
  body: string,
): Promise<{ status: number; failure?: string; json?: Record<string, unknown> }> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'en' },
    body,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  if (res.status < 200 || res.status >= 300) return { status: res.status, failure: text.slice(0, 300) };
  return { status: res.status, json: JSON.parse(text) as Record<string, unknown> };
}

export const fixed = (n: number, digits: number) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
