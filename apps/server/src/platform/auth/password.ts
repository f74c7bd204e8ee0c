import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2's Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (plain: string) => hash(plain, OPTIONS);

export async function verifyPassword(storedHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(storedHash, plain);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | null = null;
/** Spend the same time on an unknown account as on a known one, so timing tells nothing. */
export async function verifyAgainstDummy(plain: string): Promise<void> {
  dummy ??= hashPassword('parcelhub-timing-equaliser');
  await verifyPassword(await dummy, plain);
}
