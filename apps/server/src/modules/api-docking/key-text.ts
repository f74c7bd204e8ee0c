import crypto from 'node:crypto';
import type { ApiKeyMode } from '@parcelhub/contracts';

/** Characters of the random part shown on screen after `ph_<mode>_`. */
const SHOWN = 4;

/** A new key: `ph_<mode>_` and 32 random bytes in base64url (256 bits: a plain SHA-256 is enough to keep it). */
export function newApiKey(mode: ApiKeyMode): { key: string; prefix: string; hash: string } {
  const key = `ph_${mode}_${crypto.randomBytes(32).toString('base64url')}`;
  return { key, prefix: prefixOf(key), hash: hashApiKey(key) };
}

export const prefixOf = (key: string) => key.slice(0, key.indexOf('_', 3) + 1 + SHOWN);

export const hashApiKey = (key: string) => crypto.hash('sha256', key, 'hex');

/** JSON with object keys sorted at every depth: the same body however its client ordered the fields. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What makes two requests "the same" for an Idempotency-Key: method, path with query, and body. */
export const requestHash = (method: string, url: string, body: unknown) =>
  crypto.hash('sha256', `${method} ${url}\n${canonicalJson(body ?? null)}`, 'hex');
