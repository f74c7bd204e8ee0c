import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ITEM_RANGE, segmentAppender, yearMonth } from './segments';

/**
 * Where files live: the local disk under DATA_DIR/files by default. The interface is what an S3-compatible store
 * would implement too: keys are opaque, relative and never taken from a user.
 */
export interface FileStorage {
  /** Stores the bytes under a fresh key below `prefix` (a module's folder, e.g. `tasks`); answers the key. */
  put(prefix: string, body: Readable | Buffer): Promise<string>;
  /**
   * Stores small bytes kept as they are (a carrier's label) under a fresh key below `prefix`, where many share one
   * file (`segments.ts`): cheaper than `put` for many small items. Read, sized and removed like any other key.
   */
  append(prefix: string, body: Buffer): Promise<string>;
  /** A fresh key and a stream to write it, for writers that want a stream (ExcelJS). Call `done` when written. */
  writer(prefix: string): { key: string; stream: Writable; done: () => Promise<void> };
  read(key: string): Readable;
  size(key: string): Promise<number>;
  remove(key: string): Promise<void>;
  /** Closes the files it holds open (the server's stop, once nothing writes). */
  close(): Promise<void>;
}

const PREFIX = /^[a-z][a-z0-9-]{0,30}$/;

const KEY = /^[a-z][a-z0-9-]{0,30}\/\d{6}\/[0-9a-f]{32}$/;

/** The file a key names, and for an item appended to a segment its range in it. */
interface Located {
  file: string;
  range?: { offset: number; length: number };
}

export function localFileStorage(root: string, options: { segmentBytes?: number } = {}): FileStorage {
  const fileOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`not a storage key: ${key}`);
    return path.join(root, key);
  };
  const locate = (key: string): Located => {
    const item = ITEM_RANGE.exec(key);
    if (!item) return { file: fileOf(key) };
    return { file: fileOf(item[1]!), range: { offset: Number(item[2]), length: Number(item[3]) } };
  };
  // Folders made by this process: made once, and again only when one has gone (a write answers ENOENT).
  const folders = new Set<string>();
  const folderOf = (key: string) => {
    const dir = path.dirname(fileOf(key));
    if (!folders.has(dir)) {
      fs.mkdirSync(dir, { recursive: true });
      folders.add(dir);
    }
    return dir;
  };
  const freshKey = (prefix: string, month = yearMonth()) => {
    if (!PREFIX.test(prefix)) throw new Error(`not a storage prefix: ${prefix}`);
    const key = `${prefix}/${month}/${crypto.randomBytes(16).toString('hex')}`;
    folderOf(key);
    return key;
  };
  const segments = segmentAppender(
    (prefix, month) => {
      const key = freshKey(prefix, month);
      return { key, file: fileOf(key) };
    },
    (file) => folders.delete(path.dirname(file)),
    options.segmentBytes,
  );
  /** Writes with the folder made again if it has gone since this process made it. */
  async function write(key: string, run: () => Promise<void> | void): Promise<void> {
    try {
      await run();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      folders.delete(path.dirname(fileOf(key)));
      folderOf(key);
      await run();
    }
  }
  return {
    async put(prefix, body) {
      const key = freshKey(prefix);
      const file = fileOf(key);
      // Never synchronously: creating a file waits for the file system's journal, which the database's commits keep
      // busy (a label's writeFileSync held the event loop 0.8 ms on average under the placement bench; decision 74).
      if (Buffer.isBuffer(body)) await write(key, () => fs.promises.writeFile(file, body));
      else await pipeline(body, fs.createWriteStream(file));
      return key;
    },
    append: (prefix, body) => segments.append(prefix, body),
    close: () => segments.close(),
    writer(prefix) {
      const key = freshKey(prefix);
      const stream = fs.createWriteStream(fileOf(key));
      const closed = new Promise<void>((resolve, reject) => {
        stream.once('close', resolve);
        stream.once('error', reject);
      });
      // A writer given up on (a cancelled export) may never be awaited: its late write errors are not unhandled.
      closed.catch(() => undefined);
      return { key, stream, done: () => closed };
    },
    read: (key) => {
      const { file, range } = locate(key);
      if (!range) return fs.createReadStream(file);
      if (range.length === 0) return Readable.from([]);
      return fs.createReadStream(file, { start: range.offset, end: range.offset + range.length - 1 });
    },
    size: async (key) => {
      const { file, range } = locate(key);
      return range ? range.length : (await fs.promises.stat(file)).size;
    },
    // An appended item's bytes are overwritten with zeros: its content is gone, the segment's other items stay.
    remove: async (key) => {
      const { file, range } = locate(key);
      if (!range) return fs.promises.rm(file, { force: true });
      const handle = await fs.promises.open(file, 'r+').catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return null;
        throw err;
      });
      if (!handle) return;
      try {
        await handle.write(Buffer.alloc(range.length), 0, range.length, range.offset);
      } finally {
        await handle.close();
      }
    },
  };
}
