import crypto from 'node:crypto';

/**
 * The text a notification's signature covers: its fields but `sign`, sorted by name, as `name=value` joined by `&`
 * (the way Alipay and WeChat Pay sign theirs), so neither field order nor JSON spacing changes it.
 */
export function canonicalText(fields: Readonly<Record<string, string>>): string {
  return Object.keys(fields)
    .filter((k) => k !== 'sign')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
}

/** HMAC-SHA256 of `text` with `secret`, in hex. */
export const hmacHex = (secret: string, text: string): string =>
  crypto.createHmac('sha256', secret).update(text, 'utf8').digest('hex');

/** The fields with their `sign`. */
export function signFields(fields: Readonly<Record<string, string>>, secret: string): Record<string, string> {
  return { ...fields, sign: hmacHex(secret, canonicalText(fields)) };
}

/** Compares two hex signatures in constant time; anything but 64 hex digits never matches. */
export function sameSignature(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/.test(given)) return false;
  return crypto.timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
}

/** True when the fields carry a valid signature of themselves under `secret`. */
export const signatureValid = (fields: Readonly<Record<string, string>>, secret: string): boolean =>
  sameSignature(hmacHex(secret, canonicalText(fields)), fields.sign);
