import { describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { newMessageId, newSecret, secretPrefix, signedHeaders } from './signing';

describe('Standard Webhooks signing', () => {
  const body = JSON.stringify({ type: 'tracking.updated', data: { sequence: 3, status: 'DELIVERED', note: '包裹 ✓' } });

  it('a message signed here verifies with the standardwebhooks package', () => {
    const secret = newSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const id = newMessageId();
    const headers = signedHeaders(secret, id, Date.now(), body);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it('another secret, a changed body, id or timestamp does not verify', () => {
    const secret = newSecret();
    const id = newMessageId();
    const headers = signedHeaders(secret, id, Date.now(), body);
    expect(() => new Webhook(newSecret()).verify(body, headers)).toThrow();
    expect(() => new Webhook(secret).verify(body.replace('3', '4'), headers)).toThrow();
    expect(() => new Webhook(secret).verify(body, { ...headers, 'webhook-id': newMessageId() })).toThrow();
    const later = String(Number(headers['webhook-timestamp']) + 1);
    expect(() => new Webhook(secret).verify(body, { ...headers, 'webhook-timestamp': later })).toThrow();
  });

  it('ids are unique and a list shows only the start of a secret', () => {
    expect(new Set(Array.from({ length: 100 }, newMessageId)).size).toBe(100);
    const secret = newSecret();
    expect(secretPrefix(secret)).toBe(`${secret.slice(0, 10)}…`);
  });
});
