import http from 'node:http';
import { measureLoginWeight } from './login-weight';

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

/** One GET, counting the bytes that arrive (compressed if the server compresses), not the decoded body. */
function get(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; type: string; wire: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type'] ?? ''),
          wire: body.length,
          body: res.headers['content-encoding'] ? '' : body.toString('utf8'),
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`GET ${url} timed out`)));
  });
}

/**
 * What a browser's first visit to /login downloads before any lazy chunk: the HTML and the scripts and styles it
 * names, fetched as a browser asks for them (br, gzip), body bytes as they arrive.
 */
async function entryTransfer(baseUrl: string): Promise<string> {
  const page = await get(`${baseUrl}/login`, { accept: 'text/html' });
  if (page.status !== 200 || !page.type.includes('text/html')) return `GET /login answered ${page.status} ${page.type}`;
  const assets = [...page.body.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '');
  const browser = { 'accept-encoding': 'gzip, deflate, br' };
  const html = await get(`${baseUrl}/login`, { ...browser, accept: 'text/html' });
  let plain = Buffer.byteLength(page.body);
  let wire = html.wire;
  for (const a of assets) {
    const [raw, enc] = await Promise.all([get(`${baseUrl}${a}`, {}), get(`${baseUrl}${a}`, browser)]);
    if (raw.status !== 200 || enc.status !== 200) return `GET ${a} answered ${raw.status}/${enc.status}`;
    plain += raw.wire;
    wire += enc.wire;
  }
  return `index.html + ${assets.length} entry asset(s): ${kib(plain)} uncompressed, ${kib(wire)} transferred (br/gzip)`;
}

/** The /login JS weight (login-weight.ts: what Chromium loads) and what the first visit transfers here. */
export async function printLoginWeight(baseUrl: string): Promise<void> {
  try {
    const w = await measureLoginWeight(baseUrl);
    console.log(`  /login JS weight: ${w.files} files, ${kib(w.rawBytes)} raw, ${kib(w.gzipBytes)} gzip`);
    console.log(`  first visit to /login: ${await entryTransfer(baseUrl)}`);
  } catch (err) {
    console.log(`  /login weight not measured: ${err instanceof Error ? err.message : String(err)}`);
  }
}
