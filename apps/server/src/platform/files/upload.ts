import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import type { FileStorage } from './storage';
import { inspectXlsx, type XlsxLimits } from './xlsx-guard';
import { sniff, type FileKind } from './sniff';
import { checkSvg } from './svg';

/** Spec 000 §5: images and files at most 20 MB. */
export const MAX_UPLOAD_MB = 20;

/** Reads the one file of a multipart upload (field `file`) into memory, at most `maxMb`. */
async function readPart(req: FastifyRequest, maxMb: number): Promise<{ bytes: Buffer; name: string }> {
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
  return { bytes, name: part.filename ?? '' };
}

const KIND_OF_EXTENSION: Record<string, FileKind> = {
  '.png': 'png',
  '.svg': 'svg',
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.bmp': 'bmp',
  '.pdf': 'pdf',
  '.xlsx': 'xlsx',
};

/** A checked upload: its bytes, what they are, and the name the uploader gave (for display only). */
export interface ReceivedFile {
  bytes: Buffer;
  kind: FileKind;
  name: string;
}

/** Spec limits: logos and images (png, svg) 2 MB; a single attachment (jpg, jpeg, bmp, pdf) 5 MB. */
export const IMAGE_UPLOAD = { maxMb: 2, kinds: ['png', 'svg'], label: 'png, svg' } as const satisfies UploadRule;
export const ATTACHMENT_UPLOAD = {
  maxMb: 5,
  kinds: ['jpeg', 'bmp', 'pdf'],
  label: 'jpg, jpeg, bmp, pdf',
} as const satisfies UploadRule;

export interface UploadRule {
  maxMb: number;
  kinds: readonly FileKind[];
  /** The kinds as the refusal names them. */
  label: string;
}

/**
 * The file of a multipart upload checked by its bytes, not its name or claimed type: at most `maxMb`, one of
 * `kinds` by its content, and an SVG only when it only draws (platform/files/svg.ts).
 */
export async function receiveFile(req: FastifyRequest, rule: UploadRule): Promise<ReceivedFile> {
  const { bytes, name } = await readPart(req, rule.maxMb);
  const kind = sniff(bytes);
  if (!kind || !rule.kinds.includes(kind)) {
    throw new AppError('FILE_TYPE_NOT_ALLOWED', { allowed: rule.label });
  }
  // A name that says another kind than the bytes are is a disguise (a png named .svg, a pdf named .jpg): refused,
  // so nobody is surprised by what they later download. Names with no extension or another one are judged by content.
  const claimed = KIND_OF_EXTENSION[path.extname(name).toLowerCase()];
  if (claimed && claimed !== kind) throw new AppError('FILE_TYPE_MISMATCH', { claimed, actual: kind });
  if (kind === 'svg') {
    const verdict = checkSvg(bytes);
    if (!verdict.ok) throw new AppError('FILE_SVG_UNSAFE', { reason: verdict.reason });
  }
  return { bytes, kind, name };
}

/**
 * The spreadsheet of a multipart upload (field `file`), checked by its bytes, not its name: at most 20 MB, a real
 * xlsx, not a zip bomb. Kept in the file store; answers its key.
 */
export async function receiveXlsx(
  req: FastifyRequest,
  files: FileStorage,
  { maxMb = MAX_UPLOAD_MB, limits }: { maxMb?: number; limits?: XlsxLimits } = {},
): Promise<string> {
  const { bytes } = await readPart(req, maxMb);
  const verdict = inspectXlsx(bytes, limits);
  if (!verdict.ok) throw new AppError(verdict.reason === 'ZIP_BOMB' ? 'FILE_ZIP_BOMB' : 'FILE_NOT_XLSX');
  return files.put('uploads', bytes);
}
