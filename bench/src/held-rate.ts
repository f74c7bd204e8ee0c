import http from 'node:http';
import { summarise, type Measurement, type Target } from './measure';

/**
 * An open-loop load: requests leave on a fixed schedule, `rate` per second spread evenly, over at most `connections`
 * kept-alive sockets, whatever the answers' pace. Each latency runs from the moment the request is handed to the
 * client, so one that waited for a socket behind a slow answer counts its wait (no coordinated omission); the
 * generator's own timer lateness (up to a millisecond) is not the server's and is left out. autocannon's overallRate
 * cannot stand in: it sends each second's quota in a burst, so its latencies are those of a flat-out run.
 */
export async function measureHeld(
  baseUrl: string,
  target: Target,
  { rate, connections, duration, warmup }: { rate: number; connections: number; duration: number; warmup: number },
  cpuSeconds: () => number = () => Number.NaN,
): Promise<Measurement> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  try {
    if (warmup > 0) await run(baseUrl, target, agent, rate, warmup);
    const cpuBefore = cpuSeconds();
    const r = await run(baseUrl, target, agent, rate, duration);
    const cpu = cpuSeconds() - cpuBefore;
    return summarise(target.label, r.seconds, r.okLatencies, r.failures, r.bytes / r.okLatencies.length, cpu);
  } finally {
    agent.destroy();
  }
}

async function run(baseUrl: string, target: Target, agent: http.Agent, rate: number, seconds: number) {
  const url = new URL(target.path, baseUrl);
  const body = target.body ? Buffer.from(target.body) : undefined;
  const headers = {
    ...(target.headers ?? {}),
    ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}),
  };
  const okLatencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  let errors = 0;
  let bytes = 0;
  const pending = new Set<Promise<void>>();
  const total = Math.round(rate * seconds);
  const start = performance.now();

  const send = () => {
    const sentAt = performance.now();
    const done = new Promise<void>((resolve) => {
      const req = http.request(url, { method: target.method, headers, agent }, (res) => {
        let size = 0;
        res.on('data', (chunk: Buffer) => (size += chunk.length));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          statusCodes[status] = (statusCodes[status] ?? 0) + 1;
          if (status >= 200 && status < 300) {
            okLatencies.push(performance.now() - sentAt);
            bytes += size;
          }
          resolve();
        });
      });
      req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(body);
    });
    pending.add(done);
    void done.then(() => pending.delete(done));
  };

  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    // Every request whose time has come leaves now (a late timer sends the ones it owes at once).
    const due = Math.min(total, Math.floor(((now - start) / 1000) * rate) + 1);
    for (; sent < due; sent++) send();
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  const answered = Object.values(statusCodes).reduce((a, b) => a + b, 0);
  return {
    seconds: elapsed,
    okLatencies,
    bytes,
    failures: { non2xx: answered - okLatencies.length, errors, statusCodes },
  };
}
