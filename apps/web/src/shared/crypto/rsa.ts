/** RSA-OAEP with SHA-256 (and MGF1 SHA-256), base64 ciphertext: how every password field travels. */

function pemBody(pem: string): string {
  return pem.replace(/-----(BEGIN|END) [A-Z ]+-----/g, '').replace(/\s+/g, '');
}

function base64ToBytes(b64: string): Uint8Array<ArrayBuffer> {
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i += 1) out[i] = bin.charCodeAt(i);
  return out;
}

function bytesToBase64(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
}

async function encryptWithSubtle(subtle: SubtleCrypto, pem: string, plain: string): Promise<string> {
  const key = await subtle.importKey(
    'spki',
    base64ToBytes(pemBody(pem)),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const cipher = await subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(plain));
  return bytesToBase64(new Uint8Array(cipher));
}

/** Plain-http origins other than localhost have no `crypto.subtle`; node-forge is loaded only then. */
async function encryptWithForge(pem: string, plain: string): Promise<string> {
  const forgeModule = await import('node-forge');
  const forge = forgeModule.default;
  const publicKey = forge.pki.publicKeyFromPem(pem);
  const encrypted = publicKey.encrypt(forge.util.encodeUtf8(plain), 'RSA-OAEP', {
    md: forge.md.sha256.create(),
    mgf1: { md: forge.md.sha256.create() },
  });
  return forge.util.encode64(encrypted);
}

export interface EncryptOptions {
  /** Force the fallback (tests). */
  subtle?: SubtleCrypto | null;
}

export async function rsaEncrypt(pem: string, plain: string, options: EncryptOptions = {}): Promise<string> {
  const subtle = options.subtle === undefined ? globalThis.crypto?.subtle : options.subtle;
  return subtle ? encryptWithSubtle(subtle, pem, plain) : encryptWithForge(pem, plain);
}
