import type { z } from 'zod';
import {
  MAX_ID,
  POSTCODE_TYPES,
  postcodeKey,
  postcodeTypeName,
  type Language,
  type Option,
  type PostcodeCountryGroups,
  type PostcodeEntry,
  type PostcodeEntryInput,
  type PostcodeGroup,
  type PostcodeGroupDetail,
  type PostcodeGroupDetailQuery,
  type PostcodeGroupInput,
  type PostcodeGroupOption,
  type PostcodeGroupOptionQuery,
  type PostcodeGroupParameters,
  type PostcodeGroupQuery,
  type PostcodeRange,
  type PostcodeType,
} from '@parcelhub/contracts';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { pageWindow } from '../../platform/db/paging';
import { uniqueViolation } from '../../platform/db/errors';
import { scopeOf, type DataScope } from '../../platform/auth/scope';
import type { Actor } from '../../platform/auth/actor';
import { AppError } from '../../platform/http/app-error';
import type { RegionsService } from '../regions';
import type { TasksService } from '../tasks';
import * as queries from './postcodes.repository';
import type { GroupRow } from './postcodes.repository';
import { toEntry, toGroup, toParameters } from './postcodes.mapper';
import { entryWrite } from './postcode-entry';
import { createPostcodeTransfer } from './postcodes.transfer';

type GroupInput = z.output<typeof PostcodeGroupInput>;
type EntryInput = z.output<typeof PostcodeEntryInput>;

/** A dropdown of groups is bounded. */
const MAX_GROUP_OPTIONS = 2000;

/** Ids other modules hand in are the database's integer keys; anything else names no group. */
const isId = (id: number) => Number.isInteger(id) && id >= 1 && id <= MAX_ID;

/**
 * Another module's use of a group (a product cost's postcode rule, an order rule): answers what uses it, in words
 * the refusal can show ("product cost PC001"), or null. Registered by later modules with `registerInUseCheck`.
 */
export type GroupInUseCheck = (groupId: number) => Promise<string | null>;

/** A group as the pricing engine reads it: its ranges sorted by key (byte order), for binary search. */
export interface GroupRanges {
  id: number;
  country: string;
  type: PostcodeType;
  /** Moves with every change of the group or its postcodes: a compiled rate card keyed by it rebuilds. */
  version: number;
  ranges: PostcodeRange[];
}

/** Customers have no postcode groups: neither theirs nor anyone's. Suppliers see their own, the platform all. */
function readerScope(actor: Actor): DataScope {
  if (actor.privilegeType === 'USER') throw new AppError('FORBIDDEN');
  return scopeOf(actor);
}

export function createPostcodesService({
  data,
  regions,
  tasks,
}: {
  data: DataAccess;
  regions: RegionsService;
  tasks: TasksService;
}) {
  const repo = bindRepository(data, queries);
  const inUseChecks: GroupInUseCheck[] = [];

  const countryName = async (code: string, lang: Language) => (await regions.countryName(code, lang)) ?? code;
  const dto = async (row: GroupRow, lang: Language) => toGroup(row, await countryName(row.countryCode, lang), lang);

  async function groupOf(scope: DataScope, id: number): Promise<GroupRow> {
    const row = await repo.findGroup(scope, id);
    // Another owner's group answers exactly like a missing one.
    if (!row) throw new AppError('POSTCODE_GROUP_NOT_FOUND', { id });
    return row;
  }

  async function refuseInUse(groupId: number) {
    for (const check of inUseChecks) {
      const usedBy = await check(groupId);
      if (usedBy) throw new AppError('POSTCODE_GROUP_IN_USE', { id: groupId, usedBy });
    }
  }

  async function nameFree<T>(name: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (e) {
      if (uniqueViolation(e) === 'postcode_groups_owner_name_uq')
        throw new AppError('POSTCODE_GROUP_NAME_TAKEN', { name });
      throw e;
    }
  }

  const transfer = createPostcodeTransfer({ data, repo, tasks, readerScope, checkGroup: groupOf });

  return {
    /** Lets a later module refuse the deletion (or a change of country or type) of a group it uses. */
    registerInUseCheck(check: GroupInUseCheck) {
      inUseChecks.push(check);
    },

    /** `getPostcodeType`: the types as label/value pairs in the caller's language. */
    types(lang: Language): Option[] {
      return POSTCODE_TYPES.map((t) => ({ label: postcodeTypeName(t, lang), value: t }));
    },

    /** `group/findAllCountry`: the countries of the groups the caller sees, by name. */
    async countries(actor: Actor, lang: Language): Promise<Option[]> {
      const codes = await repo.groupCountries(readerScope(actor));
      const options = await Promise.all(codes.map(async (c) => ({ label: await countryName(c, lang), value: c })));
      return options.sort((a, b) => a.label.localeCompare(b.label, lang));
    },

    async list(actor: Actor, q: z.output<typeof PostcodeGroupQuery>, lang: Language) {
      const { rows, total } = await repo.findGroups(readerScope(actor), {
        countryCode: q.countryCode,
        type: q.type,
        name: q.name || undefined,
        ...pageWindow(q),
      });
      return { rows: await Promise.all(rows.map((r) => dto(r, lang))), total };
    },

    /**
     * Creates a group for the caller (a supplier's own, or the platform's), or edits one it sees. A group holding
     * postcodes keeps its country (its entries were checked against it); a group in use keeps country and type.
     */
    async saveGroup(actor: Actor, input: GroupInput, lang: Language): Promise<PostcodeGroup> {
      const scope = readerScope(actor);
      if (!(await regions.exists(input.countryCode)))
        throw new AppError('POSTCODE_COUNTRY_UNKNOWN', { code: input.countryCode });
      const { id, ...fields } = input;
      const saved = await nameFree(input.name, () =>
        data.withTransaction(async () => {
          if (!id) {
            const supplierId = actor.privilegeType === 'SUPPLIER' ? actor.accountId : null;
            return repo.insertGroup({ ...fields, supplierId, createdBy: actor.userId });
          }
          const before = await groupOf(scope, id);
          if (before.countryCode !== fields.countryCode && before.postcodeCount > 0)
            throw new AppError('POSTCODE_GROUP_COUNTRY_LOCKED', { id });
          if (before.countryCode !== fields.countryCode || before.type !== fields.type) await refuseInUse(id);
          await repo.updateGroup(scope, id, fields);
          return id;
        }),
      );
      return dto(await groupOf(scope, saved), lang);
    },

    /** Deletes a group with its postcodes, unless another module uses it. */
    async deleteGroup(actor: Actor, id: number) {
      const scope = readerScope(actor);
      return data.withTransaction(async () => {
        await groupOf(scope, id);
        await refuseInUse(id);
        const postcodes = await repo.deleteGroup(scope, id);
        if (postcodes === null) throw new AppError('POSTCODE_GROUP_NOT_FOUND', { id });
        return { id, postcodes };
      });
    },

    /** `getGroup1`: the groups the caller sees as options, optionally of one country and type. */
    async groupOptions(actor: Actor, q: z.output<typeof PostcodeGroupOptionQuery>): Promise<PostcodeGroupOption[]> {
      const rows = await repo.groupOptions(readerScope(actor), q, MAX_GROUP_OPTIONS);
      return rows.map((r) => ({ label: r.name, value: String(r.id), countryCode: r.countryCode, type: r.type }));
    },

    /** `getOrderRulePostcodeGroupGroup`: the ORDER_RULE groups under their country, countries by name. */
    async orderRuleGroups(actor: Actor, countryCode: string | undefined, lang: Language) {
      const rows = await repo.groupOptions(readerScope(actor), { countryCode, type: 'ORDER_RULE' }, MAX_GROUP_OPTIONS);
      const byCountry = new Map<string, Option[]>();
      for (const r of rows)
        byCountry.set(r.countryCode, [...(byCountry.get(r.countryCode) ?? []), { label: r.name, value: String(r.id) }]);
      const out: PostcodeCountryGroups[] = await Promise.all(
        [...byCountry].map(async ([code, children]) => ({
          label: await countryName(code, lang),
          value: code,
          children,
        })),
      );
      return out.sort((a, b) => a.label.localeCompare(b.label, lang));
    },

    /** `getGroup2/{id}`: one group and a page of its postcodes (in key order), optionally those matching text. */
    async group(
      actor: Actor,
      id: number,
      q: z.output<typeof PostcodeGroupDetailQuery>,
      lang: Language,
    ): Promise<PostcodeGroupDetail> {
      const row = await groupOf(readerScope(actor), id);
      const { rows, total } = await repo.findEntries(id, {
        keyword: q.keyword || undefined,
        key: q.keyword ? postcodeKey(q.keyword) : '',
        ...pageWindow(q),
      });
      return { ...(await dto(row, lang)), postcodes: rows.map(toEntry), postcodeTotal: total };
    },

    /** `getOtherParameter/{groupId}`: the group's country, type and counts. */
    async parameters(actor: Actor, groupId: number, lang: Language): Promise<PostcodeGroupParameters> {
      const row = await groupOf(readerScope(actor), groupId);
      const counts = await repo.entryCounts(groupId);
      return toParameters(row, counts, await countryName(row.countryCode, lang), lang);
    },

    /**
     * Adds a postcode or range to a group, or changes one (`id`, within the same group). The group's country
     * decides the rules (US: ZIP prefixes or ZIP+4); the same keys twice in a group are refused.
     */
    async savePostcode(actor: Actor, input: EntryInput): Promise<PostcodeEntry> {
      const scope = readerScope(actor);
      const group = await groupOf(scope, input.groupId);
      const checked = entryWrite(group.countryCode, input);
      if (!checked.ok) throw new AppError(checked.key, { ...checked.params, field: checked.field });
      const { write } = checked;
      try {
        const id = await data.withTransaction(async () => {
          let saved = input.id;
          if (saved) {
            const current = await repo.findEntry(scope, saved);
            if (!current || current.entry.groupId !== input.groupId)
              throw new AppError('POSTCODE_NOT_FOUND', { id: saved });
            await repo.updateEntry(saved, write);
          } else saved = await repo.insertEntry(write);
          await repo.bumpVersions([input.groupId]);
          return saved;
        });
        const row = await repo.getEntry(id);
        if (!row) throw new AppError('POSTCODE_NOT_FOUND', { id });
        return toEntry(row);
      } catch (e) {
        if (uniqueViolation(e) === 'postcodes_group_range_uq') {
          const postcode =
            write.kind === 'RANGE' ? `${write.startPostcode} - ${write.endPostcode}` : write.startPostcode;
          throw new AppError('POSTCODE_DUPLICATE', { postcode });
        }
        throw e;
      }
    },

    async deletePostcode(actor: Actor, id: number) {
      const scope = readerScope(actor);
      return data.withTransaction(async () => {
        const found = await repo.findEntry(scope, id);
        if (!found) throw new AppError('POSTCODE_NOT_FOUND', { id });
        await repo.deleteEntry(id);
        await repo.bumpVersions([found.entry.groupId]);
        return { id, groupId: found.entry.groupId };
      });
    },

    ...transfer,

    /**
     * For the pricing engine: the groups asked for (missing ones left out), each with its country, type, version
     * and ranges (keys normalised and of one length per range, sorted by `from` in byte order).
     */
    async rangesOfGroups(groupIds: readonly number[]): Promise<GroupRanges[]> {
      const { groups, ranges } = await repo.rangesOf([...new Set(groupIds)].filter(isId));
      const byGroup = new Map<number, PostcodeRange[]>(groups.map((g) => [g.id, []]));
      for (const r of ranges) byGroup.get(r.groupId)?.push({ from: r.from, to: r.to });
      return groups.map((g) => ({
        id: g.id,
        country: g.countryCode,
        type: g.type,
        version: g.version,
        ranges: byGroup.get(g.id) ?? [],
      }));
    },

    /**
     * For the order rules: whether the group is of this destination and one of its entries covers the postcode by
     * its leading characters (US: '995'–'999' covers 99501 and 99501-1234). Unknown groups match nothing.
     */
    async matches(groupId: number, country: string, postcode: string): Promise<boolean> {
      if (!isId(groupId)) return false;
      return repo.covers(groupId, country.trim().toUpperCase(), postcodeKey(postcode.trim()));
    },
  };
}

export type PostcodesService = ReturnType<typeof createPostcodesService>;
