import net from 'node:net';
import { summarise, type Measurement, type Target } from './measure';

/**
 * An open-loop load: requests leave on a fixed schedule, `rate` per second spread evenly, over at most `connections`
 * kept-alive sockets, whatever the answers' pace. Each latency runs from the moment the request is due, so one that
 * waited for a socket behind a slow answer counts its wait (no coordinated omission); the generator's own timer
 * lateness (up to a millisecond) is not the server's and is left out. autocannon's overallRate cannot stand in: it
 * sends each second's quota in a burst, so its latencies are those of a flat-out run.
 *
 * The client is a few lines over raw sockets (one prepared request written whole, the answer read by its
 * Content-Length) rather than node's http client, because it shares the machine with the server it measures: node's
 * client took about 45% of a core at 2,000 requests a second, this one a fraction of that (`npm run bench` prints
 * the generator's CPU beside the server's).
 */
export async function measureHeld(
  baseUrl: string,
  target: Target,
  { rate, connections, duration, warmup }: { rate: number; connections: number; duration: number; warmup: number },
  cpuSeconds: () => number = () => Number.NaN,
): Promise<Measurement & { clientCpuMs: number }> {
  const pool = new SocketPool(new URL(baseUrl), requestBytes(new URL(target.path, baseUrl), target), connections);
  try {
    if (warmup > 0) await run(pool, rate, warmup);
    const cpuBefore = cpuSeconds();
    const ownBefore = process.cpuUsage();
    const r = await run(pool, rate, duration);
    const cpu = cpuSeconds() - cpuBefore;
    const own = process.cpuUsage(ownBefore);
    const m = summarise(target.label, r.seconds, r.okLatencies, r.failures, r.bytes / r.okLatencies.length, cpu);
    return { ...m, clientCpuMs: (own.user + own.system) / 1000 / Math.max(1, r.okLatencies.length) };
  } finally {
    pool.close();
  }
}

/** The request as it goes on the wire, headers and body in one buffer. */
export function requestBytes(url: URL, target: Target): Buffer {
  const body = target.body ? Buffer.from(target.body) : Buffer.alloc(0);
  const headers: Record<string, string> = {
    host: url.host,
    connection: 'keep-alive',
    ...(target.headers ?? {}),
    ...(target.body ? { 'content-type': 'application/json' } : {}),
    'content-length': String(body.length),
  };
  const head = [
    `${target.method} ${url.pathname}${url.search} HTTP/1.1`,
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ];
  return Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`), body]);
}

interface Answer {
  status: number;
  bytes: number;
}

/** How many bytes of `buf` one whole HTTP/1.1 answer takes, and its status; null while it is incomplete. */
export function parseAnswer(buf: Buffer): (Answer & { length: number }) | null {
  const end = buf.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const head = buf.toString('latin1', 0, end);
  const status = Number(head.slice(9, 12));
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  if (length) {
    const total = end + 4 + Number(length[1]);
    return buf.length >= total ? { status, bytes: total, length: total } : null;
  }
  if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
    const last = buf.indexOf('\r\n0\r\n\r\n', end);
    return last < 0 ? null : { status, bytes: last + 7, length: last + 7 };
  }
  return { status, bytes: end + 4, length: end + 4 };
}

type Done = (answer: Answer | Error) => void;

/** Kept-alive sockets, one request at a time on each; requests wait in order for a free one. */
class SocketPool {
  private readonly idle: Conn[] = [];
  private readonly waiting: Done[] = [];
  private readonly all = new Set<Conn>();

  constructor(
    private readonly url: URL,
    private readonly request: Buffer,
    private readonly max: number,
  ) {}

  send(done: Done): void {
    const conn = this.idle.pop() ?? (this.all.size < this.max ? this.open() : null);
    if (conn) conn.send(done);
    else this.waiting.push(done);
  }

  close(): void {
    for (const c of this.all) c.socket.destroy();
  }

  private open(): Conn {
    const conn = new Conn(net.connect(Number(this.url.port), this.url.hostname), this.request, (c, alive) => {
      if (!alive) {
        this.all.delete(c);
        const at = this.idle.indexOf(c);
        if (at >= 0) this.idle.splice(at, 1);
      }
      const next = this.waiting.shift();
      if (next) (alive ? c : this.open()).send(next);
      else if (alive) this.idle.push(c);
    });
    this.all.add(conn);
    return conn;
  }
}

class Conn {
  private pending: Buffer = Buffer.alloc(0);
  private done: Done | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    readonly socket: net.Socket,
    private readonly request: Buffer,
    private readonly free: (c: Conn, alive: boolean) => void,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
      const answer = parseAnswer(this.pending);
      if (!answer) return;
      this.pending = this.pending.subarray(answer.length);
      this.finish(answer, true);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => this.finish(new Error('closed'), false));
  }

  send(done: Done): void {
    this.done = done;
    this.timer = setTimeout(() => this.socket.destroy(), 10_000);
    this.socket.write(this.request);
  }

  private finish(answer: Answer | Error, alive: boolean) {
    const done = this.done;
    if (this.timer) clearTimeout(this.timer);
    this.done = null;
    if (done) done(answer);
    if (done || !alive) this.free(this, alive);
  }
}

async function run(pool: SocketPool, rate: number, seconds: number) {
  const okLatencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  let errors = 0;
  let bytes = 0;
  let answered = 0;
  const total = Math.round(rate * seconds);
  const start = performance.now();
  let allDone!: () => void;
  const finished = new Promise<void>((resolve) => (allDone = resolve));

  const send = () => {
    const sentAt = performance.now();
    pool.send((answer) => {
      if (answer instanceof Error) errors++;
      else {
        statusCodes[answer.status] = (statusCodes[answer.status] ?? 0) + 1;
        if (answer.status >= 200 && answer.status < 300) {
          okLatencies.push(performance.now() - sentAt);
          bytes += answer.bytes;
        }
      }
      if (++answered === total) allDone();
    });
  };

  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    // Every request whose time has come leaves now (a late timer sends the ones it owes at once).
    const due = Math.min(total, Math.floor(((now - start) / 1000) * rate) + 1);
    for (; sent < due; sent++) send();
    await new Promise((r) => setTimeout(r, 1));
  }
  await finished;
  const elapsed = (performance.now() - start) / 1000;
  const codes = Object.values(statusCodes).reduce((a, b) => a + b, 0);
  return {
    seconds: elapsed,
    okLatencies,
    bytes,
    failures: { non2xx: codes - okLatencies.length, errors, statusCodes },
  };
}
