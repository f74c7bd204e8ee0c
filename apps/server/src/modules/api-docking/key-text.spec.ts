import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { API_KEY_PATTERN } from '@parcelhub/contracts';
import { canonicalJson, hashApiKey, newApiKey, prefixOf, requestHash } from './key-text';

describe('API key text', () => {
  it('makes keys of the advertised shape, each different, with a prefix naming the mode', () => {
    const a = newApiKey('live');
    const b = newApiKey('test');
    expect(a.key).toMatch(API_KEY_PATTERN);
    expect(b.key).toMatch(API_KEY_PATTERN);
    expect(a.prefix).toMatch(/^ph_live_[A-Za-z0-9_-]{4}$/);
    expect(b.prefix).toMatch(/^ph_test_[A-Za-z0-9_-]{4}$/);
    expect(prefixOf(a.key)).toBe(a.prefix);
    expect(a.hash).toBe(hashApiKey(a.key));
    expect(a.hash).not.toContain(a.key.slice(8));
    expect(new Set(Array.from({ length: 200 }, () => newApiKey('live').key)).size).toBe(200);
  });

  it('hashes a request the same whatever the order of its fields, and differently for another body or path', () => {
    const one = requestHash('POST', '/api/order/place', { a: 1, b: { c: [1, 2], d: 'x' } });
    expect(requestHash('POST', '/api/order/place', { b: { d: 'x', c: [1, 2] }, a: 1 })).toBe(one);
    expect(requestHash('POST', '/api/order/place', { a: 1, b: { c: [2, 1], d: 'x' } })).not.toBe(one);
    expect(requestHash('POST', '/api/order/cancelOrder/1', { a: 1, b: { c: [1, 2], d: 'x' } })).not.toBe(one);
  });

  it('canonical JSON reads back as the same value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(JSON.parse(canonicalJson(v))).toEqual(JSON.parse(JSON.stringify(v)));
      }),
    );
  });
});
