import { zipEntries, ZipUnsupported, type ZipEntry } from './zip-entries';

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

const LOCAL = 0x04034b50;

export function inspectXlsx(buf: Buffer, limits: XlsxLimits = DEFAULT_XLSX_LIMITS): XlsxVerdict {
  if (buf.length < 30 || buf.readUInt32LE(0) !== LOCAL) return { ok: false, reason: 'NOT_XLSX' };
  let entries: ZipEntry[];
  try {
    entries = zipEntries(buf);
  } catch (err) {
    if (!(err instanceof ZipUnsupported)) throw err;
    return { ok: false, reason: err.zip64 ? 'ZIP_BOMB' : 'NOT_XLSX' };
  }
  if (entries.length > limits.maxEntries) return { ok: false, reason: 'ZIP_BOMB' };
  let unpacked = 0;
  for (const { size, compressedSize } of entries) {
    unpacked += size;
    if (unpacked > limits.maxUnpacked) return { ok: false, reason: 'ZIP_BOMB' };
    if (size > 64 * 1024 && size > Math.max(compressedSize, 1) * limits.maxRatio)
      return { ok: false, reason: 'ZIP_BOMB' };
  }
  const names = new Set(entries.map((e) => e.name));
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) return { ok: false, reason: 'NOT_XLSX' };
  return { ok: true, unpacked, entries: entries.length };
}
