import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { countryCodeField, idParam } from '@parcelhub/contracts';
import { AppError } from '../../platform/http/app-error';
import { RequestValidationError, invalidField } from '../../platform/http/validation';
import { inspectXlsx } from '../../platform/files/xlsx-guard';
import { MAX_UPLOAD_MB } from '../../platform/files/upload';

/** The form fields of a zone import besides its file: the cost (`costId`, or `id`) and the rows' default country. */
const ZoneUploadFields = z.object({
  costId: idParam,
  countryCode: countryCodeField.optional(),
});

/**
 * A zone import's multipart body: one .xlsx in `file` (checked by its bytes: at most 20 MB, a real xlsx, not a zip
 * bomb) and its fields, which may come before or after the file. Nothing is kept here.
 */
export async function receiveZoneUpload(
  req: FastifyRequest,
): Promise<{ bytes: Buffer; costId: number; countryCode?: string }> {
  if (!req.isMultipart()) throw new AppError('FILE_REQUIRED');
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
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
    } else if (typeof part.value === 'string' && part.value.length <= 64) {
      fields[part.fieldname] = part.value;
    }
  }
  const costId = fields.costId ?? fields.id ?? fields.productCostId;
  if (costId === undefined || costId.trim() === '') throw invalidField('costId', 'required');
  const parsed = ZoneUploadFields.safeParse({
    costId,
    countryCode: fields.countryCode || undefined,
  });
  if (!parsed.success) throw new RequestValidationError(parsed.error.issues, 'body');
  if (!bytes || bytes.length === 0) throw new AppError('FILE_REQUIRED');
  const verdict = inspectXlsx(bytes);
  if (!verdict.ok) throw new AppError(verdict.reason === 'ZIP_BOMB' ? 'FILE_ZIP_BOMB' : 'FILE_NOT_XLSX');
  return { bytes, costId: parsed.data.costId, countryCode: parsed.data.countryCode };
}
