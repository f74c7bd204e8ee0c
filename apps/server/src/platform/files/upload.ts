import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import type { FileStorage } from './storage';
import { inspectXlsx, type XlsxLimits } from './xlsx-guard';

/** Spec 000 §5: images and files at most 20 MB. */
export const MAX_UPLOAD_MB = 20;

/**
 * The spreadsheet of a multipart upload (field `file`), checked by its bytes, not its name: at most 20 MB, a real
 * xlsx, not a zip bomb. Kept in the file store; answers its key.
 */
export async function receiveXlsx(
  req: FastifyRequest,
  files: FileStorage,
  { maxMb = MAX_UPLOAD_MB, limits }: { maxMb?: number; limits?: XlsxLimits } = {},
): Promise<string> {
  if (!req.isMultipart()) throw new AppError('FILE_REQUIRED');
  const part = await req.file({ limits: { fileSize: maxMb * 1024 * 1024, files: 1 } });
  if (!part || part.fieldname !== 'file') throw new AppError('FILE_REQUIRED');
  const bytes = await part.toBuffer().catch((err: unknown) => {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('FILE_TOO_LARGE', { max: maxMb });
    throw err;
  });
  if (part.file.truncated) throw new AppError('FILE_TOO_LARGE', { max: maxMb });
  if (bytes.length === 0) throw new AppError('FILE_REQUIRED');
  const verdict = inspectXlsx(bytes, limits);
  if (!verdict.ok) throw new AppError(verdict.reason === 'ZIP_BOMB' ? 'FILE_ZIP_BOMB' : 'FILE_NOT_XLSX');
  return files.put('uploads', bytes);
}
