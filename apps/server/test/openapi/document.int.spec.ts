import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
  'x-cookie-auth'?: boolean;
};
type Doc = { paths: Record<string, Record<string, Operation>>; components?: { securitySchemes?: object } };

let t: TestApp;
let doc: Doc;
const dirs: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.call('GET', '/openapi.json')).body as Doc;
}, 120_000);
afterAll(async () => {
  dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
  await t.close();
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([p, ops]) => Object.entries(ops).map(([method, op]) => ({ p, method, op })));

describe('the API document (/openapi.json)', () => {
  it('validates as OpenAPI 3 (every $ref resolves)', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('names every operation once', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('states each operation’s security and its failure answers', () => {
    const ops = operations();
    const at = (p: string, method: string) => ops.find((o) => o.p === p && o.method === method)!.op;
    expect(at('/auth/login', 'post').security).toEqual([]);
    expect(at('/auth/info', 'get').security).toEqual([{ bearer: [] }]);
    expect(at('/api/files/{id}', 'get').security).toEqual([{ bearer: [] }, { cookie: [] }]);
    for (const { p, method, op } of ops) {
      const where = `${method} ${p}`;
      expect(op.security, where).toBeDefined();
      const codes = Object.keys(op.responses ?? {});
      expect(codes, where).toContain('500');
      if (op.security!.length > 0) expect(codes, where).toEqual(expect.arrayContaining(['401', '403']));
    }
  });

  it('generates a typed client that compiles', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-client-'));
    dirs.push(dir);
    const types = astToString(await openapiTS(structuredClone(doc) as never));
    fs.writeFileSync(path.join(dir, 'api.ts'), types);
    fs.writeFileSync(
      path.join(dir, 'use.ts'),
      "import type { paths } from './api';\n" +
        "type Login = paths['/auth/login']['post']['requestBody'];\n" +
        'export const used: Login | undefined = undefined;\n',
    );
    const tsc = path.resolve(import.meta.dirname, '../../../../node_modules/typescript/bin/tsc');
    await expect(
      promisify(execFile)(
        process.execPath,
        [
          tsc,
          '--noEmit',
          '--strict',
          '--skipLibCheck',
          '--target',
          'es2022',
          '--moduleResolution',
          'bundler',
          '--module',
          'esnext',
          path.join(dir, 'use.ts'),
        ],
        { timeout: 120_000 },
      ),
    ).resolves.toBeTruthy();
  }, 180_000);
});
