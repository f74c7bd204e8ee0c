import crypto from 'node:crypto';
import {
  MENU_EDITABLE_FIELDS,
  MENU_TYPES,
  MenuInput,
  type Language,
  type MenuDto,
  type MenuDtoTree,
  MenuQuery,
  type MenuTreeOption,
  MenuUpdate,
  type PrivilegeType,
} from '@parcelhub/contracts';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error';
import type { BoundRepository, DataAccess } from '../../platform/db/data-access';
import { indexMenus, menuTitle, optionTree, superiorRows, type MenuIndex } from './menu-index';
import { flattenMenuSeed } from './menus.seed';
import type * as queries from './menus.repository';
import type { MenuRecord, MenuWrite } from './menus.repository';

type Repo = BoundRepository<typeof queries>;
type Index = MenuIndex<MenuRecord>;
type ParsedInput = z.output<typeof MenuInput>;

const MAX_LEVELS = 3;
const SEED_KEYS: ReadonlySet<string> = new Set(flattenMenuSeed().map((m) => m.key));

function toDto(r: MenuRecord, index: Index, lang: Language): MenuDto {
  return {
    id: r.id,
    pid: index.parentOf(r)?.id ?? null,
    key: r.key,
    type: r.type,
    title: menuTitle(r, lang),
    titleZh: r.titleZh,
    titleEn: r.titleEn,
    titleKo: r.titleKo,
    path: r.path,
    component: r.component,
    icon: r.icon,
    sort: r.sort,
    hidden: r.hidden,
    permission: r.permission,
    privilegeTypes: r.privilegeTypes,
    editedFields: r.editedFields,
    seeded: SEED_KEYS.has(r.key),
    subCount: index.childrenOf(r.key).length,
    createdAt: r.createdAt.toISOString(),
  };
}

const matches = (r: MenuRecord, needle: string) =>
  [r.titleZh, r.titleEn, r.titleKo, r.path, r.component ?? '', r.permission ?? ''].some((v) =>
    v.toLowerCase().includes(needle),
  );

/** The fields an edit changes, named as the seed's `edited_fields` names them. */
function changedFields(before: MenuRecord, after: MenuWrite): string[] {
  return MENU_EDITABLE_FIELDS.filter((f) => {
    const a = before[f];
    const b = after[f] ?? null;
    return Array.isArray(a) && Array.isArray(b) ? a.join() !== b.join() : a !== b;
  });
}

/** Menu management: the operator's view of the whole table (the navigation is `build`). */
export function createMenuAdmin(data: DataAccess, repo: Repo) {
  const load = async () => indexMenus(await repo.allMenus());

  /** The row to write: the parent checked (exists, not a button, not the entry itself or under it, depth). */
  function toWrite(index: Index, input: ParsedInput, self: MenuRecord | null): MenuWrite {
    const parent = input.pid != null ? index.byId.get(input.pid) : undefined;
    if (input.pid != null && (!parent || parent.type === MENU_TYPES.BUTTON)) throw new AppError('MENU_PARENT_INVALID');
    if (self && parent && [parent, ...index.ancestors(parent)].some((a) => a.id === self.id))
      throw new AppError('MENU_PARENT_CYCLE');
    if (self && input.type === MENU_TYPES.BUTTON && index.childrenOf(self.key).length > 0)
      throw new AppError('MENU_BUTTON_WITH_CHILDREN');
    if (input.type !== MENU_TYPES.BUTTON) {
      const depth = parent ? 1 + index.ancestors(parent).length : 0;
      const below = self ? Math.max(0, ...index.childrenOf(self.key).map(index.height)) : 0;
      if (depth + 1 + below > MAX_LEVELS) throw new AppError('MENU_TOO_DEEP');
    }
    return {
      parentKey: parent?.key ?? null,
      type: input.type,
      titleZh: input.titleZh,
      titleEn: input.titleEn,
      titleKo: input.titleKo,
      path: input.path,
      component: input.type === MENU_TYPES.PAGE ? input.component : null,
      icon: input.icon,
      sort: input.sort,
      hidden: input.hidden,
      permission: input.permission,
      privilegeTypes: [...new Set(input.privilegeTypes)] as PrivilegeType[],
    };
  }

  return {
    async list(lang: Language, q: z.output<typeof MenuQuery>) {
      const index = await load();
      let rows = [...index.byId.values()];
      const needle = q.blurry?.toLowerCase();
      if (needle) rows = rows.filter((r) => matches(r, needle));
      if (q.privilegeType) rows = rows.filter((r) => r.privilegeTypes.includes(q.privilegeType as PrivilegeType));
      if (q.pid !== undefined) {
        const parent = q.pid === 0 ? null : index.byId.get(q.pid);
        rows =
          parent === undefined ? [] : rows.filter((r) => (index.parentOf(r)?.key ?? null) === (parent?.key ?? null));
      }
      const page = rows.slice(q.pageNo * q.pageSize, (q.pageNo + 1) * q.pageSize);
      return { rows: page.map((r) => toDto(r, index, lang)), total: rows.length };
    },

    async lazy(lang: Language, pid: number): Promise<MenuDto[]> {
      const index = await load();
      const parent = pid === 0 ? null : index.byId.get(pid);
      if (parent === undefined) return [];
      return index.childrenOf(parent?.key ?? null).map((r) => toDto(r, index, lang));
    },

    async menuList(lang: Language, pid: number): Promise<MenuTreeOption[]> {
      const index = await load();
      const parent = pid === 0 ? null : index.byId.get(pid);
      if (parent === undefined) return [];
      return optionTree(index, parent?.key ?? null, lang);
    },

    async child(id: number): Promise<number[]> {
      const index = await load();
      const r = index.byId.get(id);
      if (!r) throw new AppError('MENU_NOT_FOUND');
      return index.subtree(r).map((m) => m.id);
    },

    async superior(lang: Language, ids: number[]): Promise<MenuDtoTree[]> {
      const index = await load();
      const picked = superiorRows(index, ids);
      const build = (key: string | null): MenuDtoTree[] =>
        index
          .childrenOf(key)
          .filter((r) => picked.has(r))
          .map((r) => {
            const children = build(r.key);
            return children.length ? { ...toDto(r, index, lang), children } : toDto(r, index, lang);
          });
      return build(null);
    },

    async create(lang: Language, input: ParsedInput): Promise<MenuDto> {
      return data.withTransaction(async () => {
        const index = await load();
        const created = await repo.insertMenu(`m.${crypto.randomUUID()}`, toWrite(index, input, null));
        return toDto(created, indexMenus([...index.byId.values(), created]), lang);
      });
    },

    async update(lang: Language, input: z.output<typeof MenuUpdate>) {
      return data.withTransaction(async () => {
        const index = await load();
        const before = index.byId.get(input.id);
        if (!before) throw new AppError('MENU_NOT_FOUND');
        const row = toWrite(index, input, before);
        const updated = await repo.updateMenu(input.id, row, changedFields(before, row));
        if (!updated) throw new AppError('MENU_NOT_FOUND');
        return toDto(
          updated,
          indexMenus([...index.byId.values()].map((r) => (r.id === updated.id ? updated : r))),
          lang,
        );
      });
    },

    /** Deletes the entries and everything under them; seeded ones are remembered so the seed leaves them out. */
    async remove(ids: number[]): Promise<{ deleted: number }> {
      return data.withTransaction(async () => {
        const index = await load();
        const roots = ids.map((id) => index.byId.get(id));
        if (roots.some((r) => r === undefined)) throw new AppError('MENU_NOT_FOUND');
        const all = new Map(roots.flatMap((r) => index.subtree(r as MenuRecord)).map((r) => [r.id, r]));
        const keys = await repo.deleteMenus([...all.keys()]);
        await repo.addTombstones(keys.filter((k) => SEED_KEYS.has(k)));
        return { deleted: keys.length };
      });
    },

    /** Picker tree of every entry `keep` accepts (with their ancestors), for role menu assignment. */
    async optionTree(lang: Language, keep: (r: MenuRecord) => boolean) {
      return optionTree(await load(), null, lang, keep);
    },

    /** Entries by id, for checking what a role is given. */
    async byIds(ids: readonly number[]): Promise<MenuRecord[]> {
      const index = await load();
      return ids.map((id) => index.byId.get(id)).filter((r): r is MenuRecord => r !== undefined);
    },
  };
}
