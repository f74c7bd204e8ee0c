import zlib from 'node:zlib';

/** A file inside a zip, as its central directory lists it. */
export interface ZipEntry {
  name: string;
  /** Where its local header starts: entries in the order the archive holds them. */
  offset: number;
  method: number;
  encrypted: boolean;
  compressedSize: number;
  /** What it unpacks to, as the directory says. */
  size: number;
}

/**
 * The archive is one this reader leaves to another: `zip64` (never an upload here), or another reason (not a zip,
 * cut short, encrypted, a method other than stored or deflated).
 */
export class ZipUnsupported extends Error {
  constructor(
    message: string,
    readonly zip64 = false,
  ) {
    super(message);
  }
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** The entries of a zip held in memory, in archive order; throws ZipUnsupported for what it does not read. */
export function zipEntries(bytes: Buffer): ZipEntry[] {
  if (bytes.length < 22) throw new ZipUnsupported('too short for a zip');
  // The end record is in the last 22 bytes plus at most a 65,535-byte comment.
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65_535); i--)
    if (bytes.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  if (end < 0) throw new ZipUnsupported('no end of central directory');
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || at === 0xffffffff) throw new ZipUnsupported('zip64', true);
  if (at + bytes.readUInt32LE(end + 12) > end) throw new ZipUnsupported('central directory');
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL) throw new ZipUnsupported('central directory');
    const flags = bytes.readUInt16LE(at + 8);
    const nameLength = bytes.readUInt16LE(at + 28);
    const entry: ZipEntry = {
      method: bytes.readUInt16LE(at + 10),
      encrypted: (flags & 1) === 1,
      compressedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      offset: bytes.readUInt32LE(at + 42),
      name: bytes.toString(flags & 0x800 ? 'utf8' : 'latin1', at + 46, at + 46 + nameLength),
    };
    if (entry.compressedSize === 0xffffffff || entry.size === 0xffffffff || entry.offset === 0xffffffff)
      throw new ZipUnsupported('zip64', true);
    entries.push(entry);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries.sort((a, b) => a.offset - b.offset);
}

/** An entry's bytes, inflated. */
export function entryBytes(bytes: Buffer, entry: ZipEntry): Buffer {
  return entryHead(bytes, entry, Infinity);
}

/**
 * The start of an entry's bytes: what its first `packed` stored bytes unpack to (the whole entry when it is no
 * larger). A deflated part cut short is inflated as far as it goes (a sync flush at the cut, as a reader of a
 * stream does), not refused as truncated.
 */
export function entryHead(bytes: Buffer, entry: ZipEntry, packed: number): Buffer {
  if (entry.encrypted) throw new ZipUnsupported('encrypted');
  const at = entry.offset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL) throw new ZipUnsupported('local header');
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) throw new ZipUnsupported('truncated');
  const cut = packed < data.length;
  if (entry.method === 0) return cut ? data.subarray(0, packed) : data;
  if (entry.method === 8)
    try {
      // No more than the directory says: a part that unpacks past it is not read here (the upload's guard judged it
      // by the directory).
      const limit = { maxOutputLength: Math.max(entry.size, 1) };
      if (cut)
        return zlib.inflateRawSync(data.subarray(0, packed), { ...limit, finishFlush: zlib.constants.Z_SYNC_FLUSH });
      return zlib.inflateRawSync(data, limit);
    } catch (err) {
      throw new ZipUnsupported(`inflating ${entry.name}: ${(err as Error).message}`);
    }
  throw new ZipUnsupported(`compression method ${entry.method}`);
}
