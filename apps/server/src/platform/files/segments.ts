import fs from 'node:fs';
import type { FileHandle } from 'node:fs/promises';

/** A segment holds at most this many bytes (unless one item is larger); the item that would pass it starts the next. */
const SEGMENT_BYTES = 64 * 1024 * 1024;

/** The month folder of a key made now, `yyyymm`: a segment is written in its month's folder only. */
export const yearMonth = (at = new Date()): string => at.toISOString().slice(0, 7).replace('-', '');

/** An item's range in its segment, as its key ends: `<segment key>.<offset>.<length>`. */
export const ITEM_RANGE = /^(.+)\.(\d{1,15})\.(\d{1,12})$/;

interface Segment {
  key: string;
  file: string;
  month: string;
  handle: Promise<FileHandle>;
  size: number;
  writing: number;
  retired: boolean;
  /** Resolves once its file is closed (retired, and its appends in flight ended). */
  closed: Promise<void>;
  closing: (() => void) | null;
}

/**
 * Small immutable items (labels) appended to segment files, one open segment per prefix and month in each process,
 * so no file is made per item: under the placement bench a file made per label cost about a millisecond of the
 * server's CPU (its inode and directory entry, three calls through the thread pool), an append at a known offset
 * one call. Offsets are handed out before the write, so concurrent appends never overlap. A segment that fails is
 * dropped (the next append opens another); when its folder had gone (ENOENT) `folderGone` is told and the append is
 * tried once more in a fresh segment.
 */
export function segmentAppender(
  fresh: (prefix: string, month: string) => { key: string; file: string },
  folderGone: (file: string) => void,
  segmentBytes = SEGMENT_BYTES,
) {
  const open = new Map<string, Segment>();
  /** Every segment whose file is not closed yet: the open ones, and retired ones with appends in flight. */
  const unclosed = new Set<Segment>();

  /** No append starts on it any more; its file is closed once those in flight have ended. */
  function retire(s: Segment) {
    s.retired = true;
    closeWhenIdle(s);
  }
  function closeWhenIdle(s: Segment) {
    if (!s.retired || s.writing > 0 || !s.closing) return;
    const closing = s.closing;
    s.closing = null;
    void s.handle
      .then((h) => h.close())
      .catch(() => undefined)
      .finally(closing);
  }

  function segmentFor(prefix: string, length: number): Segment {
    let s = open.get(prefix);
    const month = yearMonth();
    if (!s || s.month !== month || (s.size > 0 && s.size + length > segmentBytes)) {
      if (s) retire(s);
      const { key, file } = fresh(prefix, month);
      const handle = fs.promises.open(file, 'wx');
      handle.catch(() => undefined); // awaited by every append; a failed open must not be unhandled meanwhile
      let closing!: () => void;
      const closed = new Promise<void>((resolve) => (closing = resolve));
      const created: Segment = { key, file, month, handle, size: 0, writing: 0, retired: false, closed, closing };
      unclosed.add(created);
      void closed.then(() => unclosed.delete(created));
      open.set(prefix, created);
      s = created;
    }
    return s;
  }

  async function appendOnce(prefix: string, body: Buffer): Promise<string> {
    const s = segmentFor(prefix, body.length);
    const offset = s.size;
    s.size += body.length;
    s.writing++;
    try {
      const handle = await s.handle;
      await handle.write(body, 0, body.length, offset);
      // Its folder removed under this process: the write went to a file no name reaches any more.
      if (fs.fstatSync(handle.fd).nlink === 0)
        throw Object.assign(new Error(`segment ${s.key} was removed`), { code: 'ENOENT' });
    } catch (err) {
      if (open.get(prefix) === s) open.delete(prefix);
      retire(s); // closed in `finally`, once this and the other appends in flight have ended
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') folderGone(s.file);
      throw err;
    } finally {
      s.writing--;
      closeWhenIdle(s);
    }
    return `${s.key}.${offset}.${body.length}`;
  }

  return {
    /**
     * Closes the open segments' files once their appends in flight have ended (the server's stop); an append after
     * this starts a new segment.
     */
    async close(): Promise<void> {
      for (const s of open.values()) retire(s);
      open.clear();
      await Promise.all([...unclosed].map((s) => s.closed));
    },
    /** Appends the bytes; answers the item's key. */
    async append(prefix: string, body: Buffer): Promise<string> {
      try {
        return await appendOnce(prefix, body);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        return appendOnce(prefix, body);
      }
    },
  };
}
