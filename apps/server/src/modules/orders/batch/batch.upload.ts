import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../platform/http/app-error';
import type { FileStorage } from '../../../platform/files/storage';
import { MAX_UPLOAD_MB } from '../../../platform/files/upload';
import { inspectXlsx } from '../../../platform/files/xlsx-guard';
import type { BatchUpload } from './batch.service';

/**
 * `receiveXlsx` (platform/files/upload.ts) with the name the uploader gave, which the batch history shows: the same
 * checks (one file in the field `file`, 20 MB, a real xlsx by its bytes, no zip bomb). If `receiveXlsx` ever answers
 * the name too, this file goes.
 */
export async function receiveBatchFile(req: FastifyRequest, files: FileStorage): Promise<BatchUpload> {
  if (!req.isMultipart()) throw new AppError('FILE_REQUIRED');
  const part = await req.file({ limits: { fileSize: MAX_UPLOAD_MB * 1024 * 1024, files: 1 } });
  if (!part || part.fieldname !== 'file') throw new AppError('FILE_REQUIRED');
  const bytes = await part.toBuffer().catch((err: unknown) => {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('FILE_TOO_LARGE', { max: MAX_UPLOAD_MB });
    throw err;
  });
  if (part.file.truncated) throw new AppError('FILE_TOO_LARGE', { max: MAX_UPLOAD_MB });
  if (bytes.length === 0) throw new AppError('FILE_REQUIRED');
  const verdict = inspectXlsx(bytes);
  if (!verdict.ok) throw new AppError(verdict.reason === 'ZIP_BOMB' ? 'FILE_ZIP_BOMB' : 'FILE_NOT_XLSX');
  return { fileKey: await files.put('uploads', bytes), fileName: part.filename ?? '' };
}
