import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

describe('local file storage: small items appended to segments', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'ph-segments-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));
  const filesIn = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? filesIn(path.join(dir, e.name)) : [path.join(dir, e.name)]));

  it('keeps 200 items appended at once in one file, each read back and sized byte for byte', async () => {
    const files = localFileStorage(root);
    const items = Array.from({ length: 200 }, (_, i) => Buffer.alloc(1 + ((i * 37) % 3000), i % 251));
    const keys = await Promise.all(items.map((b) => files.append('labels', b)));
    expect(new Set(keys).size).toBe(200);
    expect(filesIn(root)).toHaveLength(1);
    for (const [i, key] of keys.entries()) {
      expect(await readAll(files, key)).toEqual(items[i]);
      expect(await files.size(key)).toBe(items[i]!.length);
    }
  });

  it('starts a new segment when the next item would pass the size of one', async () => {
    const files = localFileStorage(root, { segmentBytes: 1000 });
    const keys = [];
    for (let i = 0; i < 5; i++) keys.push(await files.append('labels', Buffer.alloc(400, i)));
    expect(filesIn(root)).toHaveLength(3);
    for (const [i, key] of keys.entries()) expect(await readAll(files, key)).toEqual(Buffer.alloc(400, i));
    // An item larger than a segment gets one of its own.
    const big = await files.append('labels', Buffer.alloc(2500, 9));
    expect(await readAll(files, big)).toEqual(Buffer.alloc(2500, 9));
  });

  it('closes each full segment once its appends have ended, and the open one at close (no file left open)', async () => {
    const files = localFileStorage(root, { segmentBytes: 1000 });
    // This process's open files under the test's folder (other files' leftovers elsewhere do not count).
    const openHere = () =>
      fs.readdirSync('/proc/self/fd').filter((fd) => {
        try {
          return fs.readlinkSync(`/proc/self/fd/${fd}`).startsWith(root);
        } catch {
          return false; // closed meanwhile
        }
      }).length;
    await Promise.all(Array.from({ length: 60 }, (_, i) => files.append('labels', Buffer.alloc(400, i))));
    await new Promise((r) => setTimeout(r, 50)); // the closes run behind the last appends
    expect(filesIn(root).length).toBeGreaterThan(25);
    expect(openHere()).toBe(1); // the segment still being filled

    // The server's stop: the open segment closes once the appends already started have ended, none written lost.
    const items = Array.from({ length: 20 }, (_, i) => Buffer.alloc(300, 100 + i));
    const started = Promise.all(items.map((b) => files.append('labels', b)));
    await files.close();
    expect(openHere()).toBe(0);
    for (const [i, key] of (await started).entries()) expect(await readAll(files, key)).toEqual(items[i]);
    // An append after it starts a segment of its own, which the next close closes.
    const late = await files.append('labels', Buffer.alloc(10, 7));
    expect(openHere()).toBe(1);
    await files.close();
    expect(openHere()).toBe(0);
    expect(await readAll(files, late)).toEqual(Buffer.alloc(10, 7));
  });

  it("starts a new segment, in the new month's folder, when the month turns", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const files = localFileStorage(root);
      vi.setSystemTime(new Date('2026-11-30T23:59:59Z'));
      const november = await files.append('labels', Buffer.from('late'));
      vi.setSystemTime(new Date('2026-12-01T00:00:01Z'));
      const december = await files.append('labels', Buffer.from('early'));
      expect(november).toMatch(/^labels\/202611\//);
      expect(december).toMatch(/^labels\/202612\//);
      expect((await readAll(files, november)).toString()).toBe('late');
      expect((await readAll(files, december)).toString()).toBe('early');
    } finally {
      vi.useRealTimers();
    }
  });

  it('removes an item by overwriting its bytes: its neighbours stay', async () => {
    const files = localFileStorage(root);
    const [a, b, c] = await Promise.all(
      ['first', 'second', 'third'].map((t) => files.append('labels', Buffer.from(t))),
    );
    await files.remove(b!);
    expect((await readAll(files, a!)).toString()).toBe('first');
    expect(await readAll(files, b!)).toEqual(Buffer.alloc(6));
    expect((await readAll(files, c!)).toString()).toBe('third');
  });

  it('appends to a fresh segment when the open one was removed with its folder', async () => {
    const files = localFileStorage(root);
    await files.append('labels', Buffer.from('one'));
    fs.rmSync(path.join(root, 'labels'), { recursive: true });
    const two = await files.append('labels', Buffer.from('two'));
    expect((await readAll(files, two)).toString()).toBe('two');
    const three = await files.append('labels', Buffer.from('three'));
    expect((await readAll(files, three)).toString()).toBe('three');
  });

  it('refuses item keys whose segment it did not make', () => {
    const files = localFileStorage(root);
    expect(() => files.read('labels/202611/../../x.0.10')).toThrow(/storage key/);
  });
});
