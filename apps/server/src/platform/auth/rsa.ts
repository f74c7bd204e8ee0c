import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverKeys } from './keys.tables';
import { AppError } from '../http/app-error';

export interface PasswordCipher {
  publicKeyPem: string;
  /** Decrypts a password field (RSA-OAEP, SHA-256, base64); a field that does not decrypt is a 400. */
  decrypt(base64: string): string;
}

const KEY_NAME = 'password-rsa';

/** Loads the server's RSA pair, creating it on first start; concurrent first starts agree on one pair. */
export async function loadPasswordCipher(db: Db): Promise<PasswordCipher> {
  let [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, KEY_NAME));
  if (!row) {
    const pair = crypto.generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    await db
      .insert(serverKeys)
      .values({ name: KEY_NAME, publicPem: pair.publicKey, privatePem: pair.privateKey })
      .onConflictDoNothing();
    [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, KEY_NAME));
  }
  if (!row) throw new Error('could not create the RSA key pair');
  const privateKey = crypto.createPrivateKey(row.privatePem);
  return {
    publicKeyPem: row.publicPem,
    decrypt(base64: string) {
      try {
        return crypto
          .privateDecrypt(
            { key: privateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
            Buffer.from(base64, 'base64'),
          )
          .toString('utf8');
      } catch {
        throw new AppError('PASSWORD_DECRYPT_FAILED');
      }
    },
  };
}

/** What a client does with the public key; used by tests, benchmarks and the CLI. */
export function encryptWithPublicKey(publicKeyPem: string, plain: string): string {
  return crypto
    .publicEncrypt(
      { key: publicKeyPem, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(plain, 'utf8'),
    )
    .toString('base64');
}
