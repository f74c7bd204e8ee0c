import autocannon, { type Options, type Result } from 'autocannon';

export interface Target {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Load {
  connections: number;
  pipelining: number;
  /** Seconds. */
  duration: number;
}

export interface Measurement {
  label: string;
  /** Seconds actually measured. */
  seconds: number;
  /** Responses with a 2xx status. */
  ok: number;
  non2xx: number;
  /** Connection errors, timeouts included (autocannon counts them in `errors`). */
  errors: number;
  statusCodes: Record<string, number>;
  reqPerSec: number;
  /** Milliseconds, exact over every 2xx response (nearest rank). */
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Mean bytes on the wire per 2xx response, headers included (NaN when not an HTTP run). */
  bytes: number;
  /** CPU milliseconds per operation of the process doing the work (the server; for raw runs the bench itself). */
  cpuMs: number;
}

/** Percentiles and rate over the latencies of successful operations. */
export function summarise(
  label: string,
  seconds: number,
  okLatencies: number[],
  failures: { non2xx: number; errors: number; statusCodes: Record<string, number> },
  bytes = Number.NaN,
  cpuSeconds = Number.NaN,
): Measurement {
  const sorted = Float64Array.from(okLatencies).sort();
  return {
    label,
    seconds,
    ok: sorted.length,
    ...failures,
    reqPerSec: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? (sorted[sorted.length - 1] ?? Number.NaN) : Number.NaN,
    bytes,
    cpuMs: (cpuSeconds * 1000) / sorted.length,
  };
}

/** The median of some figures (nearest rank: the middle one of an odd count). */
export const median = (xs: readonly number[]) => percentile(Float64Array.from(xs).sort(), 50);

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

interface Raw {
  result: Result;
  seconds: number;
  okLatencies: number[];
  okBytes: number;
  statusCodes: Record<string, number>;
}

/**
 * One autocannon run. Latencies come from autocannon's own per-request hrtime (the `response`
 * event, fractional ms): its summary histogram rounds to whole ms and has no p95.
 */
function runOnce(baseUrl: string, target: Target, load: Load): Promise<Raw> {
  const opts: Options = {
    url: `${baseUrl}${target.path}`,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections: load.connections,
    pipelining: load.pipelining,
    duration: load.duration,
    timeout: 10,
  };
  const okLatencies: number[] = [];
  let okBytes = 0;
  const statusCodes: Record<string, number> = {};
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const instance = autocannon(opts, (err, result) => {
      if (err) return reject(err);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      resolve({ result, seconds, okLatencies, okBytes, statusCodes });
    });
    instance.on('response', (_client, statusCode, bytes, ms) => {
      statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
      if (statusCode >= 200 && statusCode < 300) {
        okLatencies.push(ms);
        okBytes += bytes;
      }
    });
  });
}

/** Warm-up (discarded), then the measured run. */
export async function measure(
  baseUrl: string,
  target: Target,
  load: Load,
  warmupSeconds: number,
  cpuSeconds: () => number = () => Number.NaN,
): Promise<Measurement> {
  if (warmupSeconds > 0) await runOnce(baseUrl, target, { ...load, duration: warmupSeconds });
  const cpuBefore = cpuSeconds();
  const { result, seconds, okLatencies, okBytes, statusCodes } = await runOnce(baseUrl, target, load);
  const cpu = cpuSeconds() - cpuBefore;
  const total = Object.values(statusCodes).reduce((a, b) => a + b, 0);
  const failures = { non2xx: total - okLatencies.length, errors: result.errors, statusCodes };
  return summarise(target.label, seconds, okLatencies, failures, okBytes / okLatencies.length, cpu);
}
