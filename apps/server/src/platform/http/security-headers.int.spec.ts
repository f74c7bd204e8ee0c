import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { frameAncestorsOf } from './security-headers';

let t: TestApp;
beforeAll(async () => {
  const web = fs.mkdtempSync(path.join(os.tmpdir(), 'ph-web-'));
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><div id="root"></div>');
  t = await createTestApp({ WEB_DIST: web, FRAME_ANCESTORS: "'self' https://shell.example.com" });
});
afterAll(() => t.close());

const directives = (csp: unknown) =>
  Object.fromEntries(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values.join(' ')]),
  );

describe('security headers', () => {
  it('the web page runs under a policy: own scripts only, inline styles, framing by the configured shells', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data: blob:",
      'connect-src': "'self'",
      'object-src': "'none'",
      'frame-ancestors': "'self' https://shell.example.com",
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('API answers carry the headers and are never stored, errors included', async () => {
    for (const [method, url] of [
      ['GET', '/auth/publicKey'],
      ['POST', '/api/customerAddress/findByDto'],
      ['GET', '/api/nothing-here'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'self' https://shell.example.com");
    }
  });

  it('frames only for what FRAME_ANCESTORS names, and refuses anything that is not an origin', () => {
    expect(frameAncestorsOf('')).toEqual(["'self'"]);
    expect(frameAncestorsOf("'self'  https://a.example.com:8443 https://*.example.org")).toEqual([
      "'self'",
      'https://a.example.com:8443',
      'https://*.example.org',
    ]);
    expect(() => frameAncestorsOf("https://a.example.com; script-src 'unsafe-inline'")).toThrow(/FRAME_ANCESTORS/);
    expect(() => frameAncestorsOf('*')).toThrow(/is not an origin/);
  });
});
