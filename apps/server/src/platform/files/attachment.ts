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
