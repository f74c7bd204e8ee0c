import { OK_CODE, type FieldError } from '@parcelhub/contracts';

/** What the client reads from any JSON answer, before it knows whether the call succeeded. */
export interface RawEnvelope {
  flag?: unknown;
  code?: unknown;
  msg?: unknown;
  message?: unknown;
  errorKey?: unknown;
  params?: unknown;
  fieldErrors?: unknown;
  obj?: unknown;
  rows?: unknown;
  total?: unknown;
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export const isEnvelope = (v: unknown): v is RawEnvelope => isRecord(v) && ('flag' in v || 'code' in v);

/** Success is `flag` true or `code` 10200 (spec §7). */
export const isSuccess = (env: RawEnvelope): boolean => env.flag === true || env.code === OK_CODE;

export function envelopeMessage(env: RawEnvelope | null): string {
  if (!env) return '';
  if (typeof env.msg === 'string' && env.msg) return env.msg;
  if (typeof env.message === 'string' && env.message) return env.message;
  return '';
}

export function envelopeFieldErrors(env: RawEnvelope | null): FieldError[] {
  if (!env || !Array.isArray(env.fieldErrors)) return [];
  return env.fieldErrors.filter(
    (f): f is FieldError => isRecord(f) && typeof f.field === 'string' && typeof f.message === 'string',
  );
}

export const isJsonContentType = (ct: string | null): boolean => !!ct && /[/+]json\b/i.test(ct);

/** File name from `content-disposition`, honouring RFC 5987 `filename*=UTF-8''...`. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      return star[1].trim();
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() ?? null;
}
