import net from 'node:net';
import { parseAnswer, requestBytes } from './held-rate';

/**
 * One kept-alive socket for a closed loop's worker: a request written whole, its answer read by its length
 * (`parseAnswer`), the next one after it. The placement loop's 20 workers share the server's two cores; node's fetch
 * took 1.1-2.4 ms of CPU a placement there, this client a fraction of it (decision 71 did the same for the quote).
 */
export class RawClient {
  private socket: net.Socket | null = null;
  private pending: Buffer = Buffer.alloc(0);
  private waiting: { resolve: (a: { status: number; body: Buffer }) => void; reject: (e: Error) => void } | null = null;

  constructor(private readonly url: URL) {}

  private connect(): net.Socket {
    const socket = net.connect(Number(this.url.port), this.url.hostname);
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
      const answer = parseAnswer(this.pending);
      if (!answer) return;
      const whole = this.pending.subarray(0, answer.length);
      this.pending = this.pending.subarray(answer.length);
      const head = whole.indexOf('\r\n\r\n');
      const w = this.waiting;
      this.waiting = null;
      w?.resolve({ status: answer.status, body: whole.subarray(head + 4) });
    });
    const gone = (err?: Error) => {
      this.socket = null;
      this.pending = Buffer.alloc(0);
      const w = this.waiting;
      this.waiting = null;
      w?.reject(err ?? new Error('connection closed'));
    };
    socket.on('error', gone);
    socket.on('close', () => gone());
    return socket;
  }

  /** One request; answers its status and body. A socket that closed is opened again for the next request. */
  request(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: string) {
    this.socket ??= this.connect();
    const bytes = requestBytes(new URL(path, this.url), { label: path, method, path, headers, body });
    return new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket!.write(bytes);
    });
  }

  close(): void {
    this.socket?.destroy();
  }
}
