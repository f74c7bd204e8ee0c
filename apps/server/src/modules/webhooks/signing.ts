import crypto from 'node:crypto';

/** Standard Webhooks secrets read `whsec_` and the base64 of 32 random bytes (the key the HMAC takes). */
export const SECRET_PREFIX = 'whsec_';

export const newSecret = () => SECRET_PREFIX + crypto.randomBytes(32).toString('base64');

/** What a list shows of a secret: enough to tell two apart, nothing to sign with. */
export const secretPrefix = (secret: string) => `${secret.slice(0, SECRET_PREFIX.length + 4)}…`;

/** A message id: stable across attempts and re-pushes, so a receiver drops a repeat it already took. */
export const newMessageId = () => `msg_${crypto.randomBytes(16).toString('hex')}`;

/**
 * The Standard Webhooks signature: `v1,` and the base64 HMAC-SHA256, keyed by the secret's decoded bytes, of
 * `<id>.<timestamp>.<body>` (timestamp in whole seconds).
 */
export function signature(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
  const mac = crypto.createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The three headers of a signed message. */
export function signedHeaders(secret: string, id: string, atMs: number, body: string): Record<string, string> {
  const timestamp = Math.floor(atMs / 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signature(secret, id, timestamp, body),
  };
}
