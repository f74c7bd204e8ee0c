import type { z } from 'zod';
import type { Address, AddressInput, AddressQuery, Language } from '@parcelhub/contracts';
import type { Db } from '../../platform/db/client';
import { ownerScope, type Actor } from '../../platform/auth/actor';
import { AppError } from '../../platform/http/app-error';
import type { RegionsService } from '../regions';
import * as repo from './addresses.repository';
import type { AddressRow } from './addresses.repository';

type Input = z.output<typeof AddressInput>;
type Query = z.output<typeof AddressQuery>;

export function createAddressesService({ db, regions }: { db: Db; regions: RegionsService }) {
  async function toDto(row: AddressRow, lang: Language): Promise<Address> {
    return {
      id: row.id,
      ownerId: row.ownerId,
      ownerName: row.ownerName,
      type: row.type,
      name: row.name,
      countryCode: row.countryCode,
      countryName: (await regions.countryName(row.countryCode, lang)) ?? row.countryCode,
      province: row.province,
      city: row.city,
      zipCode: row.zipCode,
      address1: row.address1,
      address2: row.address2,
      customsNo: row.customsNo,
      phone: row.phone,
      email: row.email,
      isDefault: row.isDefault,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }
  const toDtos = (rows: AddressRow[], lang: Language) => Promise.all(rows.map((r) => toDto(r, lang)));

  async function get(actor: Actor, id: number, tx: Db = db): Promise<AddressRow> {
    const row = await repo.findAddress(tx, ownerScope(actor), id);
    // Another owner's address answers exactly like a missing one.
    if (!row) throw new AppError('ADDRESS_NOT_FOUND', { id });
    return row;
  }

  return {
    async find(actor: Actor, q: Query, lang: Language) {
      const { rows, total } = await repo.findAddresses(db, ownerScope(actor), {
        type: q.type,
        countryCode: q.countryCode,
        keyword: q.keyword || undefined,
        isDefault: q.isDefault,
        offset: q.pageNo * q.pageSize,
        limit: q.pageSize,
      });
      return { rows: await toDtos(rows, lang), total };
    },

    /** The caller's own account's addresses (order forms pick from these). */
    async ofMyAccount(actor: Actor, lang: Language, type?: Input['type']) {
      return toDtos(await repo.findAddressesOfOwner(db, actor.accountId, type), lang);
    },

    async save(actor: Actor, input: Input, lang: Language): Promise<Address> {
      if (!(await regions.exists(input.countryCode)))
        throw new AppError('COUNTRY_UNKNOWN', { code: input.countryCode });
      const { id, ...fields } = input;
      const saved = await db.transaction(async (tx) => {
        const ownerId = id ? (await get(actor, id, tx)).ownerId : actor.accountId;
        if (fields.isDefault) await repo.clearDefault(tx, ownerId, fields.type, id);
        if (id) {
          await repo.updateAddress(tx, ownerScope(actor), id, fields);
          return id;
        }
        return repo.insertAddress(tx, { ...fields, ownerId, createdBy: actor.userId });
      });
      return toDto(await get(actor, saved), lang);
    },

    /** One default per owner and type: the database's unique index holds it, this keeps it moving cleanly. */
    async setDefault(actor: Actor, id: number, lang: Language): Promise<Address> {
      await db.transaction(async (tx) => {
        const row = await get(actor, id, tx);
        await repo.clearDefault(tx, row.ownerId, row.type, id);
        await repo.updateAddress(tx, ownerScope(actor), id, { isDefault: true });
      });
      return toDto(await get(actor, id), lang);
    },

    /** Deletes all the given addresses or none: one that is not the caller's fails the whole request. */
    async remove(actor: Actor, ids: number[]) {
      const unique = [...new Set(ids)];
      return db.transaction(async (tx) => {
        const deleted = await repo.deleteAddresses(tx, ownerScope(actor), unique);
        if (deleted.length !== unique.length) {
          const missing = unique.find((i) => !deleted.includes(i));
          throw new AppError('ADDRESS_NOT_FOUND', { id: missing });
        }
        return { deleted: deleted.length };
      });
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
