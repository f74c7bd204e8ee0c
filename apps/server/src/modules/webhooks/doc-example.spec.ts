import fs from 'node:fs';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { newMessageId, newSecret, signedHeaders } from './signing';

/** The Node example the public page /APIDockingInfo/webhookDoc shows, read as the page reads it (its text). */
const EXAMPLE = new URL('../../../../web/src/features/webhooks/docs/verify-example.txt', import.meta.url);

type Verify = (secret: string, headers: Record<string, string>, body: string) => unknown;
const load = (): Verify =>
  new Function('require', 'Buffer', `${fs.readFileSync(EXAMPLE, 'utf8')}\nreturn verifyWebhook;`)(
    createRequire(import.meta.url),
    Buffer,
  ) as Verify;

describe('the webhook page’s Node example', () => {
  const body = JSON.stringify({ type: 'tracking.updated', timestamp: new Date().toISOString(), data: { sequence: 7 } });

  it('verifies a message the server signed, and refuses a tampered, foreign or stale one', () => {
    const verify = load();
    const secret = newSecret();
    const headers = signedHeaders(secret, newMessageId(), Date.now(), body);
    expect(verify(secret, headers, body)).toEqual(JSON.parse(body));
    expect(() => verify(secret, headers, body.replace('7', '8'))).toThrow('bad signature');
    expect(() => verify(newSecret(), headers, body)).toThrow('bad signature');
    const stale = signedHeaders(secret, newMessageId(), Date.now() - 10 * 60_000, body);
    expect(() => verify(secret, stale, body)).toThrow('stale timestamp');
    // Several signatures (a receiver may hold two during a rotation): any one valid is enough.
    const other = `v1,${crypto.randomBytes(32).toString('base64')}`;
    expect(
      verify(secret, { ...headers, 'webhook-signature': `${other} ${headers['webhook-signature']}` }, body),
    ).toEqual(JSON.parse(body));
  });
});
