import { z } from 'zod';
import { idParam } from '../common/fields';

/** `test` keys place only on products the sandbox carrier serves; `live` keys anywhere the account may (decision 136). */
export const API_KEY_MODES = ['test', 'live'] as const;
export const ApiKeyMode = z.enum(API_KEY_MODES);
export type ApiKeyMode = z.infer<typeof ApiKeyMode>;

/** The header integrations send their key in. */
export const API_KEY_HEADER = 'X-API-Key';
/** A key reads `ph_<mode>_` and 43 base64url characters (32 random bytes); the first 4 of them name it on screen. */
export const API_KEY_PATTERN = /^ph_(test|live)_[A-Za-z0-9_-]{43}$/;

export const CreateApiKeyInput = z.object({ mode: ApiKeyMode });
export type CreateApiKeyInput = z.infer<typeof CreateApiKeyInput>;

export const ApiKeyIdParams = z.object({ id: idParam });

/** A new key: the only answer that ever carries the whole key (the server keeps its SHA-256 only). */
export const ApiKeyCreated = z.object({ id: z.number(), mode: ApiKeyMode, key: z.string(), prefix: z.string() });
export type ApiKeyCreated = z.infer<typeof ApiKeyCreated>;

/** One key of the account, active or not: the history of who made and who ended it, and when it was last used. */
export const ApiKeyRow = z.object({
  id: z.number(),
  mode: ApiKeyMode,
  /** The visible start of the key (`ph_live_AbCd`), to tell keys apart. */
  prefix: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
  createdBy: z.string(),
  revokedAt: z.string().nullable(),
  revokedBy: z.string().nullable(),
  /** The key that replaced this one when it was regenerated. */
  replacedById: z.number().nullable(),
  /** Updated at most once a minute per key. */
  lastUsedAt: z.string().nullable(),
});
export type ApiKeyRow = z.infer<typeof ApiKeyRow>;
