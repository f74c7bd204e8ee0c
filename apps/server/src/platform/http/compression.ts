import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/**
 * Answers of 1 KiB and more (JSON, HTML, scripts without a precompressed sibling) go out br or gzip, br when the
 * client takes both: at quality 4 it is the smallest for no more CPU than gzip on a page of rows (docs/decisions.md).
 * Static files that have a `.br`/`.gz` sibling from the web build are sent as they are (static-web.ts).
 * Registered before the routes: it attaches itself to each route as it is added.
 */
export async function installCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    // Request bodies stay plain: nothing here needs compressed uploads.
    globalDecompression: false,
  });
}
