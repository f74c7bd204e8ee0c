import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: Record<string, string>;
  body: string;
  answered: number;
}

/**
 * A local receiver for tests (not part of the server: nothing the server runs imports it). `answer` gives the
 * status for each request (200 by default); every request is kept, whatever it was answered.
 */
export async function startReceiver(answer: (r: Omit<Received, 'answered'>) => number = () => 200) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : (v ?? '')]),
      );
      const body = Buffer.concat(chunks).toString('utf8');
      const status = answer({ headers, body });
      received.push({ headers, body, answered: status });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    /** The requests answered 2xx. */
    delivered: () => received.filter((r) => r.answered >= 200 && r.answered < 300),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
