/**
 * Checks an uploaded spreadsheet by its bytes before anything unpacks it: an .xlsx is a zip holding
 * `[Content_Types].xml` and `xl/workbook.xml`. The zip's central directory says how large every part unpacks to, so
 * a zip bomb is refused from its directory alone, without inflating a byte.
 */

export interface XlsxLimits {
  /** Bytes the whole file may unpack to. */
  maxUnpacked: number;
  /** Parts the zip may hold. */
  maxEntries: number;
  /** How many times larger than its packed size one part may unpack to. */
  maxRatio: number;
}

export const DEFAULT_XLSX_LIMITS: XlsxLimits = {
  maxUnpacked: 200 * 1024 * 1024,
  maxEntries: 2000,
  maxRatio: 200,
};

export type XlsxVerdict =
  { ok: true; unpacked: number; entries: number } | { ok: false; reason: 'NOT_XLSX' | 'ZIP_BOMB' };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64 = 0xffffffff;

function endOfDirectory(buf: Buffer): number {
  // The end record is the last 22 bytes plus a comment of at most 64 KiB.
  const stop = Math.max(0, buf.length - 22 - 0xffff);
  for (let i = buf.length - 22; i >= stop; i--) if (buf.readUInt32LE(i) === EOCD) return i;
  return -1;
}

export function inspectXlsx(buf: Buffer, limits: XlsxLimits = DEFAULT_XLSX_LIMITS): XlsxVerdict {
  if (buf.length < 30 || buf.readUInt32LE(0) !== LOCAL) return { ok: false, reason: 'NOT_XLSX' };
  const end = endOfDirectory(buf);
  if (end < 0) return { ok: false, reason: 'NOT_XLSX' };
  const entries = buf.readUInt16LE(end + 10);
  const dirSize = buf.readUInt32LE(end + 12);
  const dirStart = buf.readUInt32LE(end + 16);
  if (dirStart === ZIP64 || entries === 0xffff) return { ok: false, reason: 'ZIP_BOMB' }; // zip64: never an upload
  if (dirStart + dirSize > end) return { ok: false, reason: 'NOT_XLSX' };
  if (entries > limits.maxEntries) return { ok: false, reason: 'ZIP_BOMB' };

  const names = new Set<string>();
  let unpacked = 0;
  let at = dirStart;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > end || buf.readUInt32LE(at) !== CENTRAL) return { ok: false, reason: 'NOT_XLSX' };
    const packed = buf.readUInt32LE(at + 20);
    const size = buf.readUInt32LE(at + 24);
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    if (packed === ZIP64 || size === ZIP64) return { ok: false, reason: 'ZIP_BOMB' };
    unpacked += size;
    if (unpacked > limits.maxUnpacked) return { ok: false, reason: 'ZIP_BOMB' };
    if (size > 64 * 1024 && size > Math.max(packed, 1) * limits.maxRatio) return { ok: false, reason: 'ZIP_BOMB' };
    names.add(buf.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) return { ok: false, reason: 'NOT_XLSX' };
  return { ok: true, unpacked, entries };
}
