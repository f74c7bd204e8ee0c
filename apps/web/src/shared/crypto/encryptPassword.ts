import { authEndpoints } from '@parcelhub/contracts';
import { callObj } from '../http/endpoint';
import { rsaEncrypt } from './rsa';

let publicKey: Promise<string> | null = null;

/** The server's public key (PEM, SPKI), fetched once per page load. */
export function getPublicKey(): Promise<string> {
  if (!publicKey) {
    publicKey = callObj(authEndpoints.publicKey, {}, { dedupe: false }).catch((e: unknown) => {
      publicKey = null; // try again next time
      throw e;
    });
  }
  return publicKey;
}

export async function encryptPassword(plain: string): Promise<string> {
  return rsaEncrypt(await getPublicKey(), plain);
}
