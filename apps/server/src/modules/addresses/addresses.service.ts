import type { z } from 'zod';
import type { Address, AddressInput, AddressQuery, Language } from '@parcelhub/contracts';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { pageWindow } from '../../platform/db/paging';
import { scopeOf, type DataScope } from '../../platform/auth/scope';
import type { Actor } from '../../platform/auth/actor';
import { AppError } from '../../platform/http/app-error';
import type { RegionsService } from '../regions';
import type { TasksService } from '../tasks';
import { EXPORT_QUEUE, EXPORT_TASK_NAME, runAddressExport, type ExportJobData } from './addresses.export';
import {
  IMPORT_QUEUE,
  IMPORT_TASK_NAME,
  importTemplate,
  runAddressImport,
  type ImportJobData,
} from './addresses.import';
import * as queries from './addresses.repository';
import type { AddressRow } from './addresses.repository';

type Input = z.output<typeof AddressInput>;
type Query = z.output<typeof AddressQuery>;

/** The one account that owns a row: default addresses move within it. */
const ownerOf = (row: AddressRow): DataScope => ({ kind: 'account', accountId: row.ownerId });

export function createAddressesService({
  data,
  regions,
  tasks,
}: {
  data: DataAccess;
  regions: RegionsService;
  tasks: TasksService;
}) {
  const repo = bindRepository(data, queries);

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

  async function get(scope: DataScope, id: number): Promise<AddressRow> {
    const row = await repo.findAddress(scope, id);
    // Another owner's address answers exactly like a missing one.
    if (!row) throw new AppError('ADDRESS_NOT_FOUND', { id });
    return row;
  }

  return {
    /** Queues an export of every address the filters match; the task center shows it and offers the file. */
    async export(actor: Actor, filter: ExportJobData['filter'], lang: Language) {
      const { id } = await tasks.submit<ExportJobData>(actor, {
        name: EXPORT_TASK_NAME,
        type: 'EXPORT',
        queue: EXPORT_QUEUE,
        access: ['address:list'],
        data: { scope: scopeOf(actor), filter: { ...filter, keyword: filter.keyword || undefined }, lang },
      });
      return { taskId: id };
    },

    /** The job behind `export`, for the module's queue. */
    exportJob: tasks.job<ExportJobData>((task) =>
      runAddressExport(task, {
        count: () => repo.countAddresses(task.data.scope, task.data.filter),
        rows: () => repo.eachAddress(task.data.scope, task.data.filter),
        countryName: (code, lang) => regions.countryName(code, lang),
      }),
    ),

    /** The import template in the caller's language. */
    importTemplate,

    /** Queues the import of an uploaded sheet (already checked to be an xlsx and stored); the task center follows it. */
    async import(actor: Actor, fileKey: string, lang: Language) {
      const { id } = await tasks.submit<ImportJobData>(actor, {
        name: IMPORT_TASK_NAME,
        type: 'IMPORT',
        queue: IMPORT_QUEUE,
        access: ['address:edit', 'address:list'],
        data: { fileKey, lang },
      });
      return { taskId: id };
    },

    /** The job behind `import`: the good rows land in the task's account, all in one transaction. */
    importJob: tasks.job<ImportJobData>((task) =>
      runAddressImport(task, {
        countryCodes: async () => new Set((await regions.countries('en')).map((c) => c.value)),
        save: (rows) =>
          data.withTransaction(async () => {
            const owner: DataScope = { kind: 'account', accountId: task.accountId };
            for (const type of new Set(rows.filter((r) => r.isDefault).map((r) => r.type)))
              await repo.clearDefault(owner, type);
            await repo.insertAddresses(rows.map((r) => ({ ...r, ownerId: task.accountId, createdBy: task.userId })));
          }),
      }),
    ),

    async find(actor: Actor, q: Query, lang: Language) {
      const { rows, total } = await repo.findAddresses(scopeOf(actor), {
        type: q.type,
        countryCode: q.countryCode,
        keyword: q.keyword || undefined,
        isDefault: q.isDefault,
        ...pageWindow(q),
      });
      return { rows: await toDtos(rows, lang), total };
    },

    /** One address of the caller's scope (orders copy a sender or receiver from the book). */
    async byId(actor: Actor, id: number, lang: Language): Promise<Address> {
      return toDto(await get(scopeOf(actor), id), lang);
    },

    /** The caller's own account's addresses (order forms pick from these), whatever the caller's privilege. */
    async ofMyAccount(actor: Actor, lang: Language, type?: Input['type']) {
      return toDtos(await repo.findAddressesOfOwner({ kind: 'account', accountId: actor.accountId }, type), lang);
    },

    async save(actor: Actor, input: Input, lang: Language): Promise<Address> {
      if (!(await regions.exists(input.countryCode)))
        throw new AppError('COUNTRY_UNKNOWN', { code: input.countryCode });
      const scope = scopeOf(actor);
      const { id, ...fields } = input;
      const saved = await data.withTransaction(async () => {
        const owner: DataScope = id ? ownerOf(await get(scope, id)) : { kind: 'account', accountId: actor.accountId };
        if (fields.isDefault) await repo.clearDefault(owner, fields.type, id);
        if (id) {
          await repo.updateAddress(scope, id, fields);
          return id;
        }
        return repo.insertAddress({ ...fields, ownerId: actor.accountId, createdBy: actor.userId });
      });
      return toDto(await get(scope, saved), lang);
    },

    /** One default per owner and type: the database's unique index holds it, this keeps it moving cleanly. */
    async setDefault(actor: Actor, id: number, lang: Language): Promise<Address> {
      const scope = scopeOf(actor);
      await data.withTransaction(async () => {
        const row = await get(scope, id);
        await repo.clearDefault(ownerOf(row), row.type, id);
        await repo.updateAddress(scope, id, { isDefault: true });
      });
      return toDto(await get(scope, id), lang);
    },

    /** Deletes all the given addresses or none: one that is not the caller's fails the whole request. */
    async remove(actor: Actor, ids: number[]) {
      const unique = [...new Set(ids)];
      return data.withTransaction(async () => {
        const deleted = await repo.deleteAddresses(scopeOf(actor), unique);
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
