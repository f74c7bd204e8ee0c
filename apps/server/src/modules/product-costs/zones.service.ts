import {
  ZIP_PROBLEM_WORDS,
  parseZipCode,
  type Language,
  type Zone,
  type ZoneIdsInput,
  type ZoneInput,
  type ZoneQuery,
} from '@parcelhub/contracts';
import type { z } from 'zod';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { pageWindow } from '../../platform/db/paging';
import { uniqueViolation } from '../../platform/db/errors';
import { scopeOf } from '../../platform/auth/scope';
import type { Actor } from '../../platform/auth/actor';
import { AppError } from '../../platform/http/app-error';
import type { FileStorage } from '../../platform/files/storage';
import type { TasksService } from '../tasks';
import * as queries from './zones.repository';
import type { ZoneWrite } from './zones.repository';
import { checkViolation } from './cost-scope';
import { toZone } from './product-costs.mapper';
import type { CostsService } from './costs.service';
import { ZONE_IMPORT_QUEUE, ZONE_IMPORT_TASK_NAME, runZoneImport, type ZoneImportData } from './zones.import';
import { writeZoneTemplate } from './zones.sheet';

interface Deps {
  data: DataAccess;
  costs: CostsService;
  files: FileStorage;
  tasks?: TasksService;
  /** The countries the platform knows (the regions module). */
  countryCodes: () => Promise<Set<string>>;
}

export function createZonesService({ data, costs, files, tasks, countryCodes }: Deps) {
  const repo = bindRepository(data, queries);
  const needTasks = () => {
    if (!tasks) throw new Error('the product costs service was built without the task center');
    return tasks;
  };

  async function checkCountry(code: string) {
    if (!(await countryCodes()).has(code)) throw new AppError('COUNTRY_UNKNOWN', { code });
  }

  return {
    async zones(actor: Actor, costId: number, q: z.output<typeof ZoneQuery>, lang: Language) {
      await costs.requireCost(scopeOf(actor), costId);
      const { rows, total } = await repo.findZones(costId, {
        countryCode: q.countryCode,
        areaBelongs: q.areaBelongs || undefined,
        zipCodeType: q.zipCodeType,
        keyword: q.keyword || undefined,
        ...pageWindow(q),
      });
      return { rows: rows.map((r) => toZone(r, lang)), total };
    },

    /** Creates (no id) or edits one zone row; a range the cost already has elsewhere is refused. */
    async saveZone(actor: Actor, input: z.output<typeof ZoneInput>, lang: Language): Promise<Zone> {
      const scope = scopeOf(actor);
      const zip = parseZipCode(input.countryCode, input.zipCode);
      if (!zip.ok)
        throw new AppError('ZONE_ZIP_INVALID', {
          zipCode: input.zipCode,
          reason: ZIP_PROBLEM_WORDS[zip.problem][lang],
        });
      await costs.requireCost(scope, input.costId);
      await checkCountry(input.countryCode);
      const row: ZoneWrite = {
        costId: input.costId,
        countryCode: input.countryCode,
        zipCode: zip.zipCode,
        zipFrom: zip.zipFrom,
        zipTo: zip.zipTo,
        zipCodeType: input.zipCodeType,
        areaBelongs: input.areaBelongs,
        deliveryPlace: input.deliveryPlace,
        zipCodeFormat: input.zipCodeFormat,
        deliveryTimeType: input.deliveryTimeType,
        remark: input.remark,
        isRemote: input.isRemote ?? input.zipCodeType === 'REMOTE',
      };
      const taken = () =>
        new AppError('PRODUCT_COST_ZONE_TAKEN', { countryCode: row.countryCode, zipCode: row.zipCode || '*' });
      let id: number;
      try {
        id = await data.withTransaction(async () => {
          await costs.lockCost(scope, input.costId);
          let saved: number | null;
          if (input.id !== undefined) {
            if (!(await repo.updateZone(input.costId, input.id, row)))
              throw new AppError('PRODUCT_COST_ZONE_NOT_FOUND', { id: input.id });
            saved = input.id;
          } else saved = await repo.insertZone(row);
          if (saved === null) throw taken();
          await costs.bumpVersion(input.costId);
          return saved;
        });
      } catch (e) {
        if (uniqueViolation(e) !== null) throw taken();
        if (checkViolation(e) !== null)
          throw new AppError('ZONE_ZIP_INVALID', {
            zipCode: input.zipCode,
            reason: ZIP_PROBLEM_WORDS.RANGE_ORDER[lang],
          });
        throw e;
      }
      const saved = await repo.findZone(scope, id);
      if (!saved) throw new AppError('PRODUCT_COST_ZONE_NOT_FOUND', { id });
      return toZone(saved, lang);
    },

    /** Deletes zone rows of a cost, all or none; moves the version. */
    async deleteZones(actor: Actor, input: z.output<typeof ZoneIdsInput>) {
      const scope = scopeOf(actor);
      const unique = [...new Set(input.ids)];
      return data.withTransaction(async () => {
        await costs.lockCost(scope, input.costId);
        const deleted = await repo.deleteZones(input.costId, unique);
        if (deleted.length !== unique.length)
          throw new AppError('PRODUCT_COST_ZONE_NOT_FOUND', { id: unique.find((i) => !deleted.includes(i)) });
        await costs.bumpVersion(input.costId);
        return { deleted: deleted.length };
      });
    },

    async zoneTemplate(actor: Actor, costId: number, country: string | undefined, lang: Language) {
      await costs.requireCost(scopeOf(actor), costId);
      return writeZoneTemplate(lang, country ?? 'US');
    },

    /** Keeps the uploaded sheet and hands the import to the task center. */
    async importZones(
      actor: Actor,
      upload: { bytes: Buffer; costId: number; countryCode?: string },
      lang: Language,
    ): Promise<{ taskId: number }> {
      const scope = scopeOf(actor);
      await costs.requireCost(scope, upload.costId);
      const fileKey = await files.put('uploads', upload.bytes);
      const { id } = await needTasks().submit<ZoneImportData>(actor, {
        name: ZONE_IMPORT_TASK_NAME,
        type: 'IMPORT',
        queue: ZONE_IMPORT_QUEUE,
        access: ['product:cost'],
        data: { fileKey, lang, costId: upload.costId, defaultCountry: upload.countryCode ?? 'US', scope },
      });
      return { taskId: id };
    },

    /** The job behind `importZones`: the good rows land with the version move in one transaction. */
    zoneImportJob: () =>
      needTasks().job<ZoneImportData>((task) =>
        runZoneImport(task, {
          countryCodes,
          save: (rows) =>
            data.withTransaction(async () => {
              await costs.lockCost(task.data.scope, task.data.costId);
              await repo.upsertZones(rows);
              await costs.bumpVersion(task.data.costId);
            }),
        }),
      ),
  };
}

export type ZonesService = ReturnType<typeof createZonesService>;
