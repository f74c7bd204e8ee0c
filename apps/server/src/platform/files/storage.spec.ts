import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localFileStorage, type FileStorage } from './storage';

const LARGE = 1024 * 1024 + 1;

async function readAll(files: FileStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of files.read(key)) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

describe('local file storage', () => {
  let root: string;
  let files: FileStorage;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'ph-storage-'));
    files = localFileStorage(root);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('stores small and large buffers and streams under fresh keys, byte for byte', async () => {
    const small = Buffer.from('%PDF-1.4 small label');
    const large = Buffer.alloc(LARGE + 1, 7);
    const keys = [
      await files.put('labels', small),
      await files.put('labels', large),
      await files.put('tasks', Readable.from([Buffer.from('a,b\n'), Buffer.from('1,2\n')])),
    ];
    expect(new Set(keys).size).toBe(3);
    expect(await readAll(files, keys[0]!)).toEqual(small);
    expect(await readAll(files, keys[1]!)).toEqual(large);
    expect((await readAll(files, keys[2]!)).toString()).toBe('a,b\n1,2\n');
    expect(await files.size(keys[1]!)).toBe(LARGE + 1);
  });

  it('makes its folder again when it has gone since the last write', async () => {
    const first = await files.put('labels', Buffer.from('one'));
    fs.rmSync(path.join(root, 'labels'), { recursive: true });
    const small = await files.put('labels', Buffer.from('two'));
    expect(path.dirname(small)).toBe(path.dirname(first));
    expect((await readAll(files, small)).toString()).toBe('two');
    fs.rmSync(path.join(root, 'labels'), { recursive: true });
    const large = await files.put('labels', Buffer.alloc(LARGE + 10, 1));
    expect((await readAll(files, large)).length).toBe(LARGE + 10);
  });

  it('refuses prefixes and keys it did not make', async () => {
    await expect(files.put('../etc', Buffer.from('x'))).rejects.toThrow(/prefix/);
    expect(() => files.read('labels/202611/../../x')).toThrow(/storage key/);
  });
});
