import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { AppError } from '../http/app-error';
import { zipEntries, ZipUnsupported } from './zip-entries';
import { DEFAULT_XLSX_LIMITS } from './xlsx-guard';

const LOCAL = 0x04034b50;

/**
 * Inflates every part of a zip held in memory as a reader would, counting the bytes that really come out, and
 * refuses it (FILE_ZIP_BOMB) as soon as a part yields more than its directory declared or the whole more than
 * `maxTotal`. The upload's guard judges the declared sizes only; a zip lying about them is caught here, before a
 * reader without a limit of its own (ExcelJS) inflates it. Streams in chunks, so the event loop keeps serving.
 *
 * Each part is inflated from its local header's data to where its deflate stream really ends, whatever compressed
 * size the directory claims, as a streaming reader does.
 */
export async function checkInflatedSizes(bytes: Buffer, maxTotal = DEFAULT_XLSX_LIMITS.maxUnpacked): Promise<void> {
  let total = 0;
  const bomb = () => new AppError('FILE_ZIP_BOMB');
  let entries;
  try {
    entries = zipEntries(bytes);
  } catch (err) {
    if (err instanceof ZipUnsupported) return; // nothing a reader would take either: it fails reading
    throw err;
  }
  for (const entry of entries) {
    const at = entry.offset;
    if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL) continue;
    const method = bytes.readUInt16LE(at + 8);
    const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
    if (method === 0) {
      total += Math.min(entry.compressedSize, bytes.length - start);
      if (total > maxTotal) throw bomb();
      continue;
    }
    if (method !== 8) continue;
    let part = 0;
    const inflater = zlib.createInflateRaw();
    const out = Readable.from([bytes.subarray(start)], { objectMode: false }).pipe(inflater);
    try {
      for await (const chunk of out) {
        part += (chunk as Buffer).length;
        total += (chunk as Buffer).length;
        if (part > entry.size || total > maxTotal) throw bomb();
      }
    } catch (err) {
      if (err instanceof AppError) throw err;
      // Data a reader cannot inflate: it fails there, having inflated no more than counted here.
    } finally {
      inflater.destroy();
    }
  }
}
