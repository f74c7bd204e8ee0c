import type { City, CityInput, CityOption, CityQuery, Country, Language, Province } from '@parcelhub/contracts';
import type { z } from 'zod';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { pageWindow } from '../../platform/db/paging';
import type { Actor } from '../../platform/auth/actor';
import { AppError } from '../../platform/http/app-error';
import { uniqueViolation } from '../../platform/db/errors';
import type { TasksService } from '../tasks';
import * as queries from './cities.repository';
import type { CityRow, CityWrite } from './cities.repository';
import { EXPORT_QUEUE, EXPORT_TASK_NAME, runCityExport, type CityExportData } from './cities.export';
import { IMPORT_QUEUE, IMPORT_TASK_NAME, runCityImport, type CityImportData } from './cities.import';
import { writeCityTemplate } from './cities.sheet';

type Input = z.output<typeof CityInput>;
type Query = z.output<typeof CityQuery>;

/** Cities carry a local (Chinese) name and an English one: Chinese readers get the first, others the second. */
const localised = (name: string, nameEn: string, lang: Language) => (lang === 'zh' || !nameEn ? name : nameEn);

/** A dropdown of cities is bounded: a country asked for without a province answers its first 2,000. */
const MAX_CITY_OPTIONS = 2000;

interface Deps {
  data: DataAccess;
  tasks?: TasksService;
  countryName: (code: string, lang: Language) => Promise<string | null>;
  exists: (code: string) => Promise<boolean>;
  countries: (lang: Language) => Promise<Country[]>;
}

export function createCitiesService({ data, tasks, countryName, exists, countries }: Deps) {
  const repo = bindRepository(data, queries);
  const needTasks = () => {
    if (!tasks) throw new Error('the regions service was built without the task center');
    return tasks;
  };

  async function toCity(row: CityRow, lang: Language): Promise<City> {
    return {
      id: row.id,
      countryCode: row.countryCode,
      countryName: (await countryName(row.countryCode, lang)) ?? row.countryCode,
      provinceCode: row.provinceCode,
      provinceName: row.provinceName,
      provinceNameEn: row.provinceNameEn,
      code: row.code,
      name: row.name,
      nameEn: row.nameEn,
      description: row.description,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function get(id: number, lang: Language) {
    const row = await repo.findCity(id);
    if (!row) throw new AppError('CITY_NOT_FOUND', { id });
    return toCity(row, lang);
  }

  async function checkCountry(code: string) {
    if (!(await exists(code))) throw new AppError('COUNTRY_UNKNOWN', { code });
  }

  const write = ({ id: _id, ...fields }: Input): CityWrite => fields;

  return {
    async provinces(countryCode: string, lang: Language): Promise<Province[]> {
      const rows = await repo.provincesOf(countryCode);
      return rows.map((p) => ({
        value: p.code,
        label: localised(p.name, p.nameEn, lang),
        labelEn: p.nameEn || p.name,
        countryCode,
      }));
    },

    async cityOptions(countryCode: string, provinceCode: string | undefined, lang: Language): Promise<CityOption[]> {
      const rows = await repo.citiesOf(countryCode, provinceCode, MAX_CITY_OPTIONS);
      return rows.map((r) => ({
        id: r.id,
        value: r.code,
        label: localised(r.name, r.nameEn, lang),
        labelEn: r.nameEn || r.name,
        provinceCode: r.provinceCode,
      }));
    },

    async findCities(q: Query, lang: Language) {
      const { rows, total } = await repo.findCities({
        countryCode: q.countryCode,
        provinceCode: q.provinceCode || undefined,
        keyword: q.keyword || undefined,
        ...pageWindow(q),
      });
      return { rows: await Promise.all(rows.map((r) => toCity(r, lang))), total };
    },

    async addCity(input: Input, lang: Language): Promise<City> {
      await checkCountry(input.countryCode);
      const id = await repo.insertCity(write(input));
      if (id === null) throw new AppError('CITY_CODE_TAKEN', { code: input.code });
      return get(id, lang);
    },

    async updateCity(input: Input, lang: Language): Promise<City> {
      const id = input.id ?? 0;
      await checkCountry(input.countryCode);
      try {
        await data.withTransaction(async () => {
          await repo.dropDeletedCode(input.countryCode, input.code, id);
          if (!(await repo.updateCity(id, write(input)))) throw new AppError('CITY_NOT_FOUND', { id });
        });
      } catch (e) {
        if (uniqueViolation(e) !== null) throw new AppError('CITY_CODE_TAKEN', { code: input.code });
        throw e;
      }
      return get(id, lang);
    },

    /** Deletes all the given cities or none. */
    async deleteCities(ids: number[]) {
      const unique = [...new Set(ids)];
      return data.withTransaction(async () => {
        const deleted = await repo.deleteCities(unique);
        if (deleted.length !== unique.length) {
          throw new AppError('CITY_NOT_FOUND', { id: unique.find((i) => !deleted.includes(i)) });
        }
        return { deleted: deleted.length };
      });
    },

    /** The import template in the caller's language, its country list included. */
    async cityTemplate(lang: Language) {
      return writeCityTemplate(
        lang,
        (await countries(lang)).map((c) => ({ code: c.value, name: c.label })),
      );
    },

    async importCities(actor: Actor, fileKey: string, lang: Language) {
      const { id } = await needTasks().submit<CityImportData>(actor, {
        name: IMPORT_TASK_NAME,
        type: 'IMPORT',
        queue: IMPORT_QUEUE,
        access: ['system:region'],
        data: { fileKey, lang },
      });
      return { taskId: id };
    },

    /** The job behind `importCities`: the good rows land in one transaction. */
    cityImportJob: () =>
      needTasks().job<CityImportData>((task) =>
        runCityImport(task, {
          countryCodes: async () => new Set((await countries('en')).map((c) => c.value)),
          save: (rows) => data.withTransaction(() => repo.importCities(rows)),
        }),
      ),

    async exportCities(actor: Actor, filter: CityExportData['filter'], lang: Language) {
      const { id } = await needTasks().submit<CityExportData>(actor, {
        name: EXPORT_TASK_NAME,
        type: 'EXPORT',
        queue: EXPORT_QUEUE,
        access: ['system:region'],
        data: { filter: { ...filter, keyword: filter.keyword || undefined }, lang },
      });
      return { taskId: id };
    },

    cityExportJob: () =>
      needTasks().job<CityExportData>((task) =>
        runCityExport(task, {
          count: () => repo.countCities(task.data.filter),
          rows: () => repo.eachCity(task.data.filter),
        }),
      ),
  };
}
