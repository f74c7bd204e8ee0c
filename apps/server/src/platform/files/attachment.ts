import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

const TYPES: Record<string, string> = {
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.pdf': 'application/pdf',
  '.csv': 'text/csv; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

/**
 * Sends a stored file as a download: its real type (never HTML), `attachment` with the name in UTF-8 (RFC 6266),
 * and no sniffing, so a file can never run as a page of this origin.
 */
export function attachment(reply: FastifyReply, name: string, stream: Readable | Buffer) {
  const type = TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(stream);
}

/** No script, no plugin, no frame, no form, no request to anywhere: a file shown by itself is a picture at most. */
export const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * Sends an uploaded file with the type its bytes proved (platform/files/sniff.ts), never HTML. Only png and jpeg
 * may show inline; everything else (an SVG too) downloads, and the sandboxing policy holds even if it is opened.
 */
export function serveUpload(
  reply: FastifyReply,
  file: { name: string; contentType: string },
  stream: Readable | Buffer,
) {
  const inline = file.contentType === 'image/png' || file.contentType === 'image/jpeg';
  const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('content-type', file.contentType)
    .header(
      'content-disposition',
      `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', FILE_CSP)
    .header('cross-origin-resource-policy', 'same-origin')
    .header('cache-control', 'private, no-store')
    .send(stream);
}
