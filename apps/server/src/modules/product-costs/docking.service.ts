import type {
  DockModel,
  DockModelInput,
  DockingProvider,
  DockingProviderInput,
  DockingProviderOption,
  DockingProviderQuery,
  Language,
} from '@parcelhub/contracts';
import type { z } from 'zod';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { pageWindow } from '../../platform/db/paging';
import { uniqueViolation } from '../../platform/db/errors';
import type { Actor } from '../../platform/auth/actor';
import { AppError } from '../../platform/http/app-error';
import * as queries from './docking.repository';
import { accountsUsing } from './product-costs.repository';
import type { ModelWrite } from './docking.repository';
import { foreignKeyViolation } from './cost-scope';
import { toDockModel, toProvider } from './product-costs.mapper';

/** Docking providers are the platform's to manage; suppliers only pick them for their costs' accounts. */
function requirePlatform(actor: Actor) {
  if (actor.privilegeType !== 'PLATFORM') throw new AppError('FORBIDDEN');
}

export function createDockingService({ data }: { data: DataAccess }) {
  const repo = bindRepository(data, { ...queries, accountsUsing });

  async function requireProvider(id: number) {
    const row = await repo.findProvider(id);
    if (!row) throw new AppError('DOCKING_PROVIDER_NOT_FOUND', { id });
    return row;
  }

  const modelWrite = (input: z.output<typeof DockModelInput>): ModelWrite => ({
    providerId: input.providerId,
    name: input.name,
    serviceCode: input.serviceCode,
    usePreRecordedType: input.usePreRecordedType,
    attribute: input.attribute,
    attributeNames: { zh: input.attributeZh, en: input.attributeEn, ko: input.attributeKo },
    logistics: input.logistics,
    logisticsNames: input.logisticsNames,
    enabled: input.enabled,
  });

  return {
    async providerOptions(): Promise<DockingProviderOption[]> {
      const rows = await repo.enabledProviders();
      return rows.map((r) => ({
        label: `${r.name} (${r.code})`,
        value: String(r.id),
        id: r.id,
        code: r.code,
        syncLabel: r.syncLabel,
      }));
    },

    /** A provider's dock models: enabled ones for the account form, all of them for the provider screen. */
    async dpService(id: number, all: boolean, lang: Language): Promise<DockModel[]> {
      await requireProvider(id);
      return (await repo.findModels(id, !all)).map((m) => toDockModel(m, lang));
    },

    async providers(actor: Actor, q: z.output<typeof DockingProviderQuery>) {
      requirePlatform(actor);
      const { rows, total } = await repo.findProviders({
        keyword: q.keyword || undefined,
        enabled: q.enabled,
        ...pageWindow(q),
      });
      return { rows: rows.map(toProvider), total };
    },

    async saveProvider(actor: Actor, input: z.output<typeof DockingProviderInput>): Promise<DockingProvider> {
      requirePlatform(actor);
      const { id: given, ...row } = input;
      let id = given;
      try {
        if (id === undefined) {
          const created = await repo.insertProvider(row);
          if (created === null) throw new AppError('DOCKING_PROVIDER_CODE_TAKEN', { code: input.code });
          id = created;
        } else if (!(await repo.updateProvider(id, row))) throw new AppError('DOCKING_PROVIDER_NOT_FOUND', { id });
      } catch (e) {
        if (uniqueViolation(e) !== null) throw new AppError('DOCKING_PROVIDER_CODE_TAKEN', { code: input.code });
        throw e;
      }
      return toProvider(await requireProvider(id));
    },

    async deleteProvider(actor: Actor, id: number): Promise<{ id: number }> {
      requirePlatform(actor);
      return data.withTransaction(async () => {
        await requireProvider(id);
        if ((await repo.accountsUsing({ providerId: id })) > 0) throw new AppError('DOCKING_PROVIDER_IN_USE', { id });
        await repo.deleteProvider(id);
        return { id };
      });
    },

    async models(actor: Actor, providerId: number, lang: Language): Promise<DockModel[]> {
      requirePlatform(actor);
      await requireProvider(providerId);
      return (await repo.findModels(providerId, false)).map((m) => toDockModel(m, lang));
    },

    async saveModel(actor: Actor, input: z.output<typeof DockModelInput>, lang: Language): Promise<DockModel> {
      requirePlatform(actor);
      await requireProvider(input.providerId);
      const row = modelWrite(input);
      let id = input.id;
      try {
        if (id === undefined) {
          const created = await repo.insertModel(row);
          if (created === null) throw new AppError('DOCK_MODEL_CODE_TAKEN', { serviceCode: input.serviceCode });
          id = created;
        } else {
          const current = await repo.findModel(id);
          if (!current || current.providerId !== input.providerId) throw new AppError('DOCK_MODEL_NOT_FOUND', { id });
          await repo.updateModel(id, row);
        }
      } catch (e) {
        if (uniqueViolation(e) !== null)
          throw new AppError('DOCK_MODEL_CODE_TAKEN', { serviceCode: input.serviceCode });
        throw e;
      }
      const saved = await repo.findModel(id);
      if (!saved) throw new AppError('DOCK_MODEL_NOT_FOUND', { id });
      return toDockModel(saved, lang);
    },

    async deleteModel(actor: Actor, id: number): Promise<{ id: number }> {
      requirePlatform(actor);
      try {
        await data.withTransaction(async () => {
          if (!(await repo.findModel(id))) throw new AppError('DOCK_MODEL_NOT_FOUND', { id });
          if ((await repo.accountsUsing({ modelId: id })) > 0) throw new AppError('DOCK_MODEL_IN_USE', { id });
          await repo.deleteModel(id);
        });
      } catch (e) {
        if (foreignKeyViolation(e) !== null) throw new AppError('DOCK_MODEL_IN_USE', { id });
        throw e;
      }
      return { id };
    },
  };
}

export type DockingService = ReturnType<typeof createDockingService>;
