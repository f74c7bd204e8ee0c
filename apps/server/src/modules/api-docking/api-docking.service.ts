import type { ApiKeyCreated, ApiKeyMode, ApiKeyRow } from '@parcelhub/contracts';
import type { Actor } from '../../platform/auth/actor';
import { scopeOf } from '../../platform/auth/scope';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { uniqueViolation } from '../../platform/db/errors';
import { AppError } from '../../platform/http/app-error';
import * as queries from './api-docking.repository';
import type { ApiKeyListed } from './api-docking.repository';
import { newApiKey } from './key-text';
import type { KeyGate } from './key-gate';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toApiKeyRow = (k: ApiKeyListed): ApiKeyRow => ({
  id: k.id,
  mode: k.mode,
  prefix: k.prefix,
  active: k.revokedAt === null,
  createdAt: k.createdAt.toISOString(),
  createdBy: k.createdByName ?? '',
  revokedAt: iso(k.revokedAt),
  revokedBy: k.revokedByName,
  replacedById: k.replacedById,
  lastUsedAt: iso(k.lastUsedAt),
});

/**
 * A key acts as the account's main user, with every permission of its roles: only that user makes and ends keys.
 * A sub-account with the grant sees the list (no key is ever in it), decision 135.
 */
function mainAccountOnly(actor: Actor) {
  if (actor.privilegeType !== 'USER' || actor.isSubAccount) throw new AppError('API_KEY_MAIN_ACCOUNT_ONLY');
}

export function createApiDockingService({ data, gate }: { data: DataAccess; gate: KeyGate }) {
  const repo = bindRepository(data, queries);

  async function insertFresh(actor: Actor, mode: ApiKeyMode) {
    const fresh = newApiKey(mode);
    const row = await repo.insertKey({
      accountId: actor.accountId,
      mode,
      prefix: fresh.prefix,
      keyHash: fresh.hash,
      createdBy: actor.userId,
    });
    return { row, created: { id: row.id, mode, key: fresh.key, prefix: fresh.prefix } satisfies ApiKeyCreated };
  }

  const activeTaken = (err: unknown, mode: ApiKeyMode) =>
    uniqueViolation(err) === 'api_keys_active_uq' ? new AppError('API_KEY_MODE_ACTIVE', { mode }) : err;

  async function listed(actor: Actor, id: number): Promise<ApiKeyRow> {
    const row = (await repo.listKeys(scopeOf(actor))).find((k) => k.id === id);
    if (!row) throw new AppError('API_KEY_NOT_FOUND');
    return toApiKeyRow(row);
  }

  return {
    gate: gate.gate,

    async list(actor: Actor): Promise<ApiKeyRow[]> {
      return (await repo.listKeys(scopeOf(actor))).map(toApiKeyRow);
    },

    async create(actor: Actor, mode: ApiKeyMode): Promise<ApiKeyCreated> {
      mainAccountOnly(actor);
      try {
        return (await insertFresh(actor, mode)).created;
      } catch (err) {
        throw activeTaken(err, mode);
      }
    },

    /** The old key ends and the new one starts in one transaction: never two active keys, never none by accident. */
    async regenerate(actor: Actor, id: number): Promise<ApiKeyCreated> {
      mainAccountOnly(actor);
      const scope = scopeOf(actor);
      const old = await repo.findKey(scope, id);
      if (!old) throw new AppError('API_KEY_NOT_FOUND');
      try {
        const created = await data.withTransaction(async () => {
          if (!(await repo.revokeKey(scope, id, actor.userId))) throw new AppError('API_KEY_REVOKED');
          const fresh = await insertFresh(actor, old.mode);
          await repo.setReplacement(id, fresh.row.id);
          return fresh.created;
        });
        gate.forgetKey(id);
        return created;
      } catch (err) {
        throw activeTaken(err, old.mode);
      }
    },

    async revoke(actor: Actor, id: number): Promise<ApiKeyRow> {
      mainAccountOnly(actor);
      const scope = scopeOf(actor);
      if (!(await repo.findKey(scope, id))) throw new AppError('API_KEY_NOT_FOUND');
      if (!(await repo.revokeKey(scope, id, actor.userId))) throw new AppError('API_KEY_REVOKED');
      gate.forgetKey(id);
      return listed(actor, id);
    },

    forgetOldIdempotency: gate.forgetOldIdempotency,
  };
}

export type ApiDockingService = ReturnType<typeof createApiDockingService>;
