import type { DataAccess } from '../../platform/db/data-access';
import { insertBuiltInDetails, upsertBuiltInDicts } from './dicts.repository';
import { BUILT_IN_DICT_SEED } from './dicts.seed-data';

/**
 * Built-in dictionaries at every start: their descriptions follow the release; their values are added when
 * missing and otherwise left as the operator set them (labels, order, enabled).
 */
export async function seedDicts(data: DataAccess): Promise<void> {
  const ids = await upsertBuiltInDicts(
    data.db,
    BUILT_IN_DICT_SEED.map(({ name, description }) => ({ name, description })),
  );
  const idOf = new Map(ids.map((r) => [r.name, r.id]));
  const values = BUILT_IN_DICT_SEED.flatMap((dict) =>
    dict.values.map(([value, labelZh, labelEn, labelKo], i) => ({
      dictId: idOf.get(dict.name)!,
      value,
      labelZh,
      labelEn,
      labelKo,
      sort: (i + 1) * 10,
      enabled: true,
    })),
  );
  await insertBuiltInDetails(data.db, values);
}
