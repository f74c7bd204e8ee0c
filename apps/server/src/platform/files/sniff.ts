import { inspectXlsx } from './xlsx-guard';

/**
 * What a file is by its bytes, never by its name or the type the browser claimed. Only the kinds an upload of this
 * product may be are recognised; anything else (HTML, scripts, programs, unknown formats) is `null`.
 */
export type FileKind = 'png' | 'jpeg' | 'bmp' | 'pdf' | 'xlsx' | 'svg';

export const CONTENT_TYPES: Record<FileKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  bmp: 'image/bmp',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  svg: 'image/svg+xml',
};

/** The extension a stored file of this kind is offered under (the uploader's own name keeps its stem). */
export const EXTENSIONS: Record<FileKind, string> = {
  png: '.png',
  jpeg: '.jpg',
  bmp: '.bmp',
  pdf: '.pdf',
  xlsx: '.xlsx',
  svg: '.svg',
};

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** BITMAPINFOHEADER sizes a real BMP declares (core, v1 to v5). */
const BMP_HEADERS = new Set([12, 40, 52, 56, 64, 108, 124]);

const starts = (buf: Buffer, magic: Buffer | string) => {
  const m = typeof magic === 'string' ? Buffer.from(magic, 'latin1') : magic;
  return buf.length >= m.length && buf.subarray(0, m.length).equals(m);
};

function isBmp(buf: Buffer): boolean {
  // "BM" alone is any text starting with those letters: the header's own fields must agree with the file.
  if (buf.length < 26 || !starts(buf, 'BM')) return false;
  const declared = buf.readUInt32LE(2);
  const reserved = buf.readUInt32LE(6);
  const pixels = buf.readUInt32LE(10);
  const dib = buf.readUInt32LE(14);
  return reserved === 0 && BMP_HEADERS.has(dib) && pixels >= 14 + dib && pixels <= buf.length && declared <= buf.length;
}

/** Text that is XML whose root element is `<svg` (an XML declaration, comments and a doctype may come first). */
function isSvg(buf: Buffer): boolean {
  if (buf.includes(0)) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buf.subarray(0, Math.min(buf.length, 64 * 1024)));
  } catch {
    return false;
  }
  text = text.replace(/^\uFEFF/, '');
  // Skip the prolog: declaration, comments, processing instructions and a doctype (the sanitiser refuses that).
  const prolog = /^(?:\s+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE(?:[^[>]|\[[\s\S]*?\])*>)*/i.exec(text);
  const rest = text.slice(prolog?.[0].length ?? 0);
  return /^<(?:[A-Za-z_][\w.-]*:)?svg[\s/>]/.test(rest);
}

export function sniff(buf: Buffer): FileKind | null {
  if (starts(buf, PNG) && buf.length >= 16 && buf.toString('latin1', 12, 16) === 'IHDR') return 'png';
  if (buf.length >= 4 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (starts(buf, '%PDF-')) return 'pdf';
  if (isBmp(buf)) return 'bmp';
  if (starts(buf, 'PK\x03\x04')) return inspectXlsx(buf).ok ? 'xlsx' : null;
  if (isSvg(buf)) return 'svg';
  return null;
}
