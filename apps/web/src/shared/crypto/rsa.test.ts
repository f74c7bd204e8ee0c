import { constants, generateKeyPairSync, privateDecrypt, webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rsaEncrypt } from './rsa';

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

const decrypt = (b64: string) =>
  privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(b64, 'base64'),
  ).toString('utf8');

describe('rsaEncrypt', () => {
  it('encrypts with WebCrypto RSA-OAEP SHA-256', async () => {
    const c = await rsaEncrypt(publicKey, 'parcel2026', { subtle: webcrypto.subtle as SubtleCrypto });
    expect(decrypt(c)).toBe('parcel2026');
  });

  it('falls back to node-forge with the same padding when crypto.subtle is missing', async () => {
    const c = await rsaEncrypt(publicKey, 'pässwörd-密码', { subtle: null });
    expect(decrypt(c)).toBe('pässwörd-密码');
  });
});
