import type { z } from 'zod';
import type {
  Dict,
  DictDetail,
  DictDetailInput,
  DictDetailQuery,
  DictDetailUpdate,
  DictInput,
  DictQuery,
  DictUpdate,
  DictValue,
  DictValueQuery,
  Language,
  Option,
} from '@parcelhub/contracts';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { pageWindow } from '../../platform/db/paging';
import { uniqueViolation } from '../../platform/db/errors';
import { AppError } from '../../platform/http/app-error';
import * as queries from './dicts.repository';
import type { DetailRow, DictRow } from './dicts.repository';

type Out<S extends z.ZodType> = z.output<S>;

/** The label in the caller's language; an empty one falls back to English, then Chinese (always present). */
export const labelOf = (row: Pick<DetailRow, 'labelZh' | 'labelEn' | 'labelKo'>, lang: Language): string =>
  (lang === 'en' ? row.labelEn : lang === 'ko' ? row.labelKo : row.labelZh) || row.labelEn || row.labelZh;

const toDict = (row: DictRow): Dict => ({
  id: row.id,
  name: row.name,
  description: row.description,
  builtIn: row.builtIn,
  valueCount: row.valueCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toDetail = (row: DetailRow, lang: Language): DictDetail => ({
  id: row.id,
  dictId: row.dictId,
  value: row.value,
  label: labelOf(row, lang),
  labelZh: row.labelZh,
  labelEn: row.labelEn,
  labelKo: row.labelKo,
  sort: row.sort,
  enabled: row.enabled,
  builtIn: row.builtIn,
  updatedAt: row.updatedAt.toISOString(),
});

/** Runs a write; a unique violation becomes the conflict the caller can read. */
async function unique<T>(write: () => Promise<T>, conflict: () => AppError): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (uniqueViolation(e) !== null) throw conflict();
    throw e;
  }
}

export function createDictsService({ data }: { data: DataAccess }) {
  const repo = bindRepository(data, queries);

  async function dict(id: number): Promise<DictRow> {
    const row = await repo.findDict(id);
    if (!row) throw new AppError('DICT_NOT_FOUND', { name: String(id) });
    return row;
  }
  async function detail(id: number): Promise<DetailRow> {
    const row = await repo.findDetail(id);
    if (!row) throw new AppError('DICT_VALUE_NOT_FOUND', { id });
    return row;
  }
  async function dictIdByName(name: string): Promise<number> {
    const row = await repo.findDictByName(name);
    if (!row) throw new AppError('DICT_NOT_FOUND', { name });
    return row.id;
  }

  /** The enabled values of a dictionary by name (`api/dictDetail`), labelled in the caller's language. */
  async function values(q: Out<typeof DictValueQuery>, lang: Language): Promise<{ rows: DictValue[]; total: number }> {
    const dictId = await dictIdByName(q.dictName);
    const { rows, total } = await repo.listDetails(dictId, {
      enabledOnly: true,
      ...pageWindow({ pageNo: q.page, pageSize: q.size }),
    });
    return { rows: rows.map((r) => ({ id: r.id, value: r.value, label: labelOf(r, lang), sort: r.sort })), total };
  }

  return {
    values,

    /** A dictionary as a dropdown: label/value pairs. */
    async options(name: string, lang: Language): Promise<Option[]> {
      const { rows } = await values({ dictName: name, page: 0, size: 9999 }, lang);
      return rows.map((r) => ({ label: r.label, value: r.value }));
    },

    async list(q: Out<typeof DictQuery>) {
      const { rows, total } = await repo.listDicts({ blurry: q.blurry || undefined, ...pageWindow(q) });
      return { rows: rows.map(toDict), total };
    },

    async create(input: Out<typeof DictInput>): Promise<Dict> {
      const id = await unique(
        () => repo.insertDict(input),
        () => new AppError('DICT_NAME_TAKEN', { name: input.name }),
      );
      return toDict(await dict(id));
    },

    async update(input: Out<typeof DictUpdate>): Promise<Dict> {
      const { id, ...fields } = input;
      const current = await dict(id);
      if (current.builtIn && current.name !== fields.name) throw new AppError('DICT_BUILT_IN', { name: current.name });
      await unique(
        () => repo.updateDict(id, fields),
        () => new AppError('DICT_NAME_TAKEN', { name: fields.name }),
      );
      return toDict(await dict(id));
    },

    /** Deletes a dictionary with its values (the foreign key cascades). */
    async remove(id: number): Promise<void> {
      const current = await dict(id);
      if (current.builtIn) throw new AppError('DICT_BUILT_IN', { name: current.name });
      if (!(await repo.deleteDict(id))) throw new AppError('DICT_NOT_FOUND', { name: String(id) });
    },

    /** Every value of one dictionary for the screen, disabled ones too. */
    async details(q: Out<typeof DictDetailQuery>, lang: Language) {
      await dict(q.dictId);
      const { rows, total } = await repo.listDetails(q.dictId, {
        enabledOnly: false,
        blurry: q.blurry || undefined,
        ...pageWindow(q),
      });
      return { rows: rows.map((r) => toDetail(r, lang)), total };
    },

    async createValue(input: Out<typeof DictDetailInput>, lang: Language): Promise<DictDetail> {
      await dict(input.dictId);
      const id = await unique(
        () => repo.insertDetail(input),
        () => new AppError('DICT_VALUE_TAKEN', { value: input.value }),
      );
      return toDetail(await detail(id), lang);
    },

    async updateValue(input: Out<typeof DictDetailUpdate>, lang: Language): Promise<DictDetail> {
      const { id, ...fields } = input;
      const current = await detail(id);
      if (current.builtIn && current.value !== fields.value)
        throw new AppError('DICT_BUILT_IN', { name: current.value });
      await unique(
        () => repo.updateDetail(id, fields),
        () => new AppError('DICT_VALUE_TAKEN', { value: fields.value }),
      );
      return toDetail(await detail(id), lang);
    },

    async removeValue(id: number): Promise<void> {
      const current = await detail(id);
      if (current.builtIn) throw new AppError('DICT_BUILT_IN', { name: current.value });
      if (!(await repo.deleteDetail(id))) throw new AppError('DICT_VALUE_NOT_FOUND', { id });
    },
  };
}

export type DictsService = ReturnType<typeof createDictsService>;
