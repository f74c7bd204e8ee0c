import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

const HTML = '<!doctype html><html><body><div id="root"></div><!-- parcelhub test build --></body></html>';
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `word${i}`))};\n`;
const ASSET = '/assets/index-Ab12Cd34.js';

let t: TestApp;
let dist: string;

/** A built web app as Vite leaves it, with the `.br` sibling the web build adds. */
function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ph-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), HTML);
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dir, ASSET), SCRIPT);
  fs.writeFileSync(path.join(dir, `${ASSET}.br`), zlib.brotliCompressSync(SCRIPT));
  return dir;
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

beforeAll(async () => {
  dist = fakeBuild();
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('static web: the app, its client routes and its assets', () => {
  it('serves the app at / and never lets it be cached unchecked', async () => {
    const res = await get('/', html);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('parcelhub test build');
  });

  it('answers a client-side route with the app', async () => {
    for (const url of ['/login', '/some/client/route', '/address/book?page=2']) {
      const res = await get(url, html);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('parcelhub test build');
    }
  });

  it('keeps the JSON 404 envelope for unknown API paths, even for a browser', async () => {
    for (const url of ['/api/unknown', '/auth/unknown']) {
      const res = await get(url, html);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ flag: false, errorKey: 'ROUTE_NOT_FOUND' });
    }
  });

  it('answers a missing asset (a chunk of an older build) with 404, not with the app', async () => {
    const res = await get('/assets/index-Zz99Yy88.js', html);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });

  it('lets hashed assets be cached for a year, other files for an hour', async () => {
    const asset = await get(ASSET);
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe(SCRIPT);
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends the precompressed sibling to a client that accepts it, the plain file otherwise', async () => {
    const br = await get(ASSET, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get(ASSET, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });
});

describe('compression of answers', () => {
  it('compresses a large JSON answer for a client that accepts it', async () => {
    const gz = await get('/openapi.json', { 'accept-encoding': 'gzip' });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    const doc = JSON.parse(zlib.gunzipSync(gz.rawPayload).toString());
    expect(doc.openapi).toMatch(/^3\./);
    expect(gz.rawPayload.length).toBeLessThan(JSON.stringify(doc).length / 3);

    const br = await get('/openapi.json', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString()).openapi).toBe(doc.openapi);
  });

  it('leaves small answers and clients that ask for nothing alone', async () => {
    const small = await get('/healthz', { 'accept-encoding': 'gzip, br' });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    const plain = await get('/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().openapi).toMatch(/^3\./);
  });
});
