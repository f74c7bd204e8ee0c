import type { FastifyRequest } from 'fastify';
import { countryCodeField } from '@parcelhub/contracts';
import { AppError } from '../../platform/http/app-error';
import { RequestValidationError } from '../../platform/http/validation';
import { inspectXlsx } from '../../platform/files/xlsx-guard';
import { MAX_UPLOAD_MB } from '../../platform/files/upload';

/**
 * A product zone import's multipart body: one .xlsx in `file` (checked by its bytes: at most 20 MB, a real xlsx,
 * not a zip bomb) and an optional `countryCode` for rows without one. Nothing is kept here.
 */
export async function receiveProductZoneUpload(req: FastifyRequest): Promise<{ bytes: Buffer; countryCode?: string }> {
  if (!req.isMultipart()) throw new AppError('FILE_REQUIRED');
  let bytes: Buffer | null = null;
  let country: string | undefined;
  const maxBytes = MAX_UPLOAD_MB * 1024 * 1024;
  for await (const part of req.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
    if (part.type === 'file') {
      const body = await part.toBuffer().catch((err: unknown) => {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('FILE_TOO_LARGE', { max: MAX_UPLOAD_MB });
        throw err;
      });
      if (part.file.truncated) throw new AppError('FILE_TOO_LARGE', { max: MAX_UPLOAD_MB });
      if (part.fieldname === 'file') bytes = body;
    } else if (part.fieldname === 'countryCode' && typeof part.value === 'string' && part.value.length <= 64) {
      country = part.value || undefined;
    }
  }
  const parsed = countryCodeField.optional().safeParse(country);
  if (!parsed.success)
    throw new RequestValidationError(
      parsed.error.issues.map((i) => ({ ...i, path: ['countryCode', ...i.path] })),
      'body',
    );
  if (!bytes || bytes.length === 0) throw new AppError('FILE_REQUIRED');
  const verdict = inspectXlsx(bytes);
  if (!verdict.ok) throw new AppError(verdict.reason === 'ZIP_BOMB' ? 'FILE_ZIP_BOMB' : 'FILE_NOT_XLSX');
  return { bytes, countryCode: parsed.data };
}
