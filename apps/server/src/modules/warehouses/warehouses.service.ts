import type { z } from 'zod';
import {
  BAY_STATE_WORDS,
  SPEECH_DEFAULTS,
  type Bay,
  type BayImport,
  type BayImportResult,
  type BaySave,
  type Language,
  type SpeechSetting,
  type Warehouse,
  type WarehouseAdd,
  type WarehouseOption,
  type WarehouseQuery,
} from '@parcelhub/contracts';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { AppError } from '../../platform/http/app-error';
import { uniqueViolation } from '../../platform/db/errors';
import { pageWindow } from '../../platform/db/paging';
import { can, type Actor } from '../../platform/auth/actor';
import { ALL_DATA, scopeOf, type DataScope } from '../../platform/auth/scope';
import type { UsersService } from '../users';
import * as queries from './warehouses.repository';
import type { BayRow, ParcelPlaceRow, WarehouseListRow, WarehouseRow } from './warehouses.repository';
import { parseBayLines, type BayLineProblem } from './bay-import';

export type { BayRow, ParcelPlaceRow, WarehouseRow };

/** A parcel sorted into a bay: by a scan at the bagging station or by a sort task's commit. */
export interface ParcelPlacement {
  orderId: number;
  warehouseId: number;
  bayId: number;
  weightKg: string;
  ruleId: number | null;
  source: ParcelPlaceRow['source'];
}

/** The role of spec 000 §6 that selects the platform-level warehouse list (`api/sortWarehouse/list`). */
export const PLATFORM_SORTING_ROLE = 'deliveryLabel:pingtai';

/** Counts each warehouse's robots: installed by the robots module (made after this one), zero until then. */
export type RobotCounter = (warehouseIds: readonly number[]) => Promise<Map<number, number>>;

type Out<S extends z.ZodType> = z.output<S>;
type WarehouseFields = Out<typeof WarehouseAdd>;

/** A foreign key violation (23503): something of another module still refers to the row. */
function foreignKeyViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as never, i++) {
    if (e.code === '23503') return true;
  }
  return false;
}

async function unique<T>(write: () => Promise<T>, conflict: () => AppError): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (uniqueViolation(e) !== null) throw conflict();
    throw e;
  }
}

/** The words of a refused import, naming the line. */
function importError(p: BayLineProblem): AppError {
  switch (p.key) {
    case 'BAY_IMPORT_BAD_LINE':
      return new AppError('BAY_IMPORT_BAD_LINE', { line: p.line, text: p.text });
    case 'BAY_IMPORT_BAD_NUMBER':
      return new AppError('BAY_IMPORT_BAD_NUMBER', { line: p.line, text: p.text });
    case 'BAY_IMPORT_BAD_DISTANCE':
      return new AppError('BAY_IMPORT_BAD_DISTANCE', { line: p.line, text: p.text });
    case 'BAY_IMPORT_REPEATED':
      return new AppError('BAY_IMPORT_REPEATED', { line: p.line, number: p.number, first: p.first });
    case 'BAY_IMPORT_EMPTY':
      return new AppError('BAY_IMPORT_EMPTY');
    case 'BAY_IMPORT_TOO_MANY':
      return new AppError('BAY_IMPORT_TOO_MANY', { max: p.max });
  }
}

export const bayOf = (row: BayRow, lang: Language): Bay => ({
  id: row.id,
  warehouseId: row.warehouseId,
  number: row.number,
  distance: row.distance,
  valid: row.valid,
  pieces: row.pieces,
  weight: row.weight,
  maxWeight: row.maxWeight,
  maxSize: row.maxSize,
  state: row.state,
  stateName: BAY_STATE_WORDS[row.state][lang],
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Warehouses and their bays. The bagging station and sort tasks read a warehouse and its bays through here and change
 * a bay's load only through `addToBay`, `takeFromBay` and `freeBay` (one statement each: exact under concurrency).
 * The screens' calls take the caller's scope: a customer-level warehouse is its account's (decision 171).
 */
export function createWarehousesService({ data, users }: { data: DataAccess; users: UsersService }) {
  const repo = bindRepository(data, queries);
  let robotCounter: RobotCounter = async () => new Map();

  async function get(id: number): Promise<WarehouseRow> {
    const row = await repo.warehouseById(id);
    if (!row) throw new AppError('WAREHOUSE_NOT_FOUND', { id });
    return row;
  }

  /** The warehouse if the caller's scope sees it, else WAREHOUSE_NOT_FOUND (a stranger's answers like a missing one). */
  async function visible(scope: DataScope, id: number): Promise<WarehouseRow> {
    const row = await repo.scopedWarehouse(scope, id);
    if (!row) throw new AppError('WAREHOUSE_NOT_FOUND', { id });
    return row;
  }

  async function answer(rows: WarehouseListRow[]): Promise<Warehouse[]> {
    const robots = await robotCounter(rows.map((r) => r.id));
    return rows.map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      accountId: r.accountId,
      customerName: r.customerName,
      city: r.city,
      address: r.address,
      contact: r.contact,
      phone: r.phone,
      enabled: r.enabled,
      bayCount: r.bayCount,
      robotCount: robots.get(r.id) ?? 0,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    }));
  }

  async function one(scope: DataScope, id: number): Promise<Warehouse> {
    const { rows } = await repo.listWarehouses(scope, { offset: 0, limit: 1, id });
    if (!rows[0]) throw new AppError('WAREHOUSE_NOT_FOUND', { id });
    return (await answer(rows))[0]!;
  }

  async function page(scope: DataScope, q: Out<typeof WarehouseQuery>) {
    const { rows, total } = await repo.listWarehouses(scope, { ...pageWindow(q), blurry: q.blurry || undefined });
    return { rows: await answer(rows), total };
  }

  /** The platform names the customer (a main account, or none); anyone else's warehouse is its own account's. */
  async function ownerOf(actor: Actor, accountId: number | null | undefined): Promise<number | null> {
    if (scopeOf(actor).kind !== 'all') return actor.accountId;
    if (accountId == null) return null;
    const user = await users.findById(accountId);
    if (!user || user.parentId != null || user.privilegeType === 'PLATFORM') {
      throw new AppError('WAREHOUSE_CUSTOMER_INVALID', { id: accountId });
    }
    return accountId;
  }

  const fieldsOf = (f: WarehouseFields, accountId: number | null): queries.WarehouseWrite => ({
    code: f.code,
    name: f.name,
    accountId,
    city: f.city,
    address: f.address,
    contact: f.contact,
    phone: f.phone,
    enabled: f.enabled,
  });

  async function visibleBay(scope: DataScope, id: number): Promise<BayRow> {
    const row = await repo.bayById(id);
    if (!row || !(await repo.scopedWarehouse(scope, row.warehouseId))) throw new AppError('BAY_ID_NOT_FOUND', { id });
    return row;
  }

  return {
    /** The warehouse, or WAREHOUSE_NOT_FOUND. */
    get,
    find: (id: number) => repo.warehouseById(id),
    byCode: (code: string) => repo.warehouseByCode(code),
    visible,
    /** Every bay of the warehouse by number, valid or not: a caller refuses a disabled one itself (`valid`). */
    bays: (warehouseId: number) => repo.baysOf(warehouseId),
    /** The bay of this number in the warehouse, valid or not, or BAY_NOT_FOUND. */
    async bay(warehouseId: number, number: number): Promise<BayRow> {
      const row = await repo.bayByNumber(warehouseId, number);
      if (!row) throw new AppError('BAY_NOT_FOUND', { warehouse: warehouseId, number });
      return row;
    },
    addToBay: (bayId: number, weightKg: string) => repo.addToBay(bayId, weightKg),
    takeFromBay: (bayId: number, pieces: number, weightKg: string) => repo.takeFromBay(bayId, pieces, weightKg),
    /** Empties the bay (its bag taken away): counts to zero, its parcels no longer in it. */
    freeBay: (bayId: number) => data.withTransaction(() => repo.freeBay(bayId)),
    /**
     * Places a parcel in its bay and counts it there, once: a parcel already placed (scanned again, by two stations
     * at once, or sorted by a task) keeps its first place and counts nothing more. Answers the place and whether
     * this call made it, and the bay as its count left it when it did.
     */
    placeParcel: (p: ParcelPlacement): Promise<{ placed: boolean; place: ParcelPlaceRow; bay?: BayRow }> =>
      data.withTransaction(async () => {
        const inserted = await repo.insertPlace({
          orderId: p.orderId,
          warehouseId: p.warehouseId,
          bayId: p.bayId,
          ruleId: p.ruleId,
          weight: p.weightKg,
          source: p.source,
        });
        if (inserted) {
          const bay = await repo.addToBay(p.bayId, p.weightKg);
          return { placed: true, place: inserted, ...(bay ? { bay } : {}) };
        }
        return { placed: false, place: (await repo.placeOf(p.orderId))! };
      }),
    /** Where the parcel was sorted, if it was. */
    placeOf: (orderId: number) => repo.placeOf(orderId),
    placesOf: (orderIds: readonly number[]) => repo.placesOf(orderIds),
    /** The parcels lying in the bay now, first sorted first. */
    parcelsInBay: (bayId: number) => repo.parcelsInBay(bayId),
    /** Forgets where a parcel was sorted (a sort undone), taking it out of its bay's counts if it lies there. */
    unplaceParcel: (orderId: number) =>
      data.withTransaction(async () => {
        const row = await repo.deletePlace(orderId);
        if (row?.inBay && row.bayId !== null) await repo.takeFromBay(row.bayId, 1, row.weight);
        return row;
      }),
    /** The robots module installs how robots are counted for the warehouse answers. */
    useRobotCounter(counter: RobotCounter) {
      robotCounter = counter;
    },

    /** `api/sortWarehouse/list`: every warehouse, for the platform and the role deliveryLabel:pingtai only. */
    async platformList(actor: Actor, q: Out<typeof WarehouseQuery>) {
      if (scopeOf(actor).kind !== 'all' && !can(actor, PLATFORM_SORTING_ROLE)) {
        throw new AppError('WAREHOUSE_LIST_PLATFORM_ONLY');
      }
      return page(ALL_DATA, q);
    },
    /**
     * `api/sortWarehouse/options`: the one warehouse picker of the sort rule, sort task and bagging screens (decision
     * 220): the platform every warehouse, anyone else its scope's and the platform's own; enabled ones unless asked.
     */
    async options(actor: Actor, withDisabled = false): Promise<WarehouseOption[]> {
      const rows = await repo.warehouseOptions(scopeOf(actor), withDisabled);
      return rows.map((w) => ({ value: w.id, label: `${w.code} ${w.name}`, id: w.id, code: w.code, name: w.name }));
    },
    /** `api/sortWarehouse/custList`: the caller's account's warehouses (the platform sees every one). */
    customerList: (actor: Actor, q: Out<typeof WarehouseQuery>) => page(scopeOf(actor), q),

    async add(actor: Actor, input: WarehouseFields): Promise<Warehouse> {
      const accountId = await ownerOf(actor, input.accountId);
      const conflict = () => new AppError('WAREHOUSE_CODE_TAKEN', { code: input.code });
      const id = await unique(() => repo.insertWarehouse(fieldsOf(input, accountId)), conflict);
      return one(ALL_DATA, id);
    },

    async update(actor: Actor, input: WarehouseFields & { id: number }): Promise<Warehouse> {
      const scope = scopeOf(actor);
      const current = await visible(scope, input.id);
      // Left out, the customer stays; null makes it the platform's own.
      const accountId =
        scope.kind === 'all' && input.accountId !== undefined
          ? await ownerOf(actor, input.accountId)
          : current.accountId;
      const conflict = () => new AppError('WAREHOUSE_CODE_TAKEN', { code: input.code });
      if (!(await unique(() => repo.updateWarehouse(scope, input.id, fieldsOf(input, accountId)), conflict))) {
        throw new AppError('WAREHOUSE_NOT_FOUND', { id: input.id });
      }
      return one(scope, input.id);
    },

    /**
     * Deletes the warehouse with its bays, robots and rules, unless a bay holds parcels: the bays are locked first, so
     * a scan landing meanwhile either comes before (and refuses the delete) or finds no bay.
     */
    async remove(actor: Actor, id: number): Promise<void> {
      const w = await visible(scopeOf(actor), id);
      try {
        await data.withTransaction(async () => {
          const loaded = await repo.loadedBays(id);
          if (loaded.length > 0) throw new AppError('WAREHOUSE_HAS_PARCELS', { code: w.code, bays: loaded.join(', ') });
          if (!(await repo.deleteWarehouse(id))) throw new AppError('WAREHOUSE_NOT_FOUND', { id });
        });
      } catch (e) {
        if (foreignKeyViolation(e)) throw new AppError('WAREHOUSE_IN_USE', { code: w.code });
        throw e;
      }
    },

    async listBays(actor: Actor, warehouseId: number, lang: Language): Promise<Bay[]> {
      await visible(scopeOf(actor), warehouseId);
      return (await repo.baysOf(warehouseId)).map((b) => bayOf(b, lang));
    },

    async saveBay(actor: Actor, input: Out<typeof BaySave>, lang: Language): Promise<Bay> {
      const scope = scopeOf(actor);
      const { id, warehouseId, ...fields } = input;
      await visible(scope, warehouseId);
      const conflict = () => new AppError('BAY_NUMBER_TAKEN', { number: fields.number });
      let bayId: number;
      if (id === undefined) {
        bayId = await unique(() => repo.insertBay({ warehouseId, ...fields }), conflict);
      } else {
        const current = await visibleBay(scope, id);
        if (current.warehouseId !== warehouseId) throw new AppError('BAY_ID_NOT_FOUND', { id });
        await unique(() => repo.updateBay(id, fields), conflict);
        bayId = id;
      }
      return bayOf((await repo.bayById(bayId))!, lang);
    },

    async setBayValid(actor: Actor, id: number, valid: boolean, lang: Language): Promise<Bay> {
      await visibleBay(scopeOf(actor), id);
      await repo.updateBay(id, { valid });
      const row = await repo.bayById(id);
      if (!row) throw new AppError('BAY_ID_NOT_FOUND', { id });
      return bayOf(row, lang);
    },

    async removeBay(actor: Actor, id: number): Promise<void> {
      const bay = await visibleBay(scopeOf(actor), id);
      let deleted: boolean;
      try {
        deleted = await repo.deleteIdleBay(id);
      } catch (e) {
        if (foreignKeyViolation(e)) throw new AppError('BAY_NOT_EMPTY', { number: bay.number });
        throw e;
      }
      if (deleted) return;
      if (await repo.bayById(id)) throw new AppError('BAY_NOT_EMPTY', { number: bay.number });
      throw new AppError('BAY_ID_NOT_FOUND', { id });
    },

    /** All or nothing: the text is read whole first, then written in one statement (decision 173). */
    async importBays(actor: Actor, input: Out<typeof BayImport>): Promise<BayImportResult> {
      await visible(scopeOf(actor), input.warehouseId);
      const parsed = parseBayLines(input.text);
      if (!parsed.ok) throw importError(parsed.problem);
      return data.withTransaction(() => repo.upsertBays(input.warehouseId, parsed.bays));
    },

    /** The user's speech settings, the spec's defaults until saved. */
    async speechSetting(userId: number): Promise<SpeechSetting> {
      const row = await repo.speechSettingOf(userId);
      if (!row) return { ...SPEECH_DEFAULTS };
      return { flag: row.flag, vol: row.vol, pit: row.pit, spd: row.spd, autoVoice: row.autoVoice };
    },
    async saveSpeechSetting(userId: number, s: SpeechSetting): Promise<SpeechSetting> {
      await repo.saveSpeechSetting(userId, s);
      return { ...s };
    },
  };
}

export type WarehousesService = ReturnType<typeof createWarehousesService>;
