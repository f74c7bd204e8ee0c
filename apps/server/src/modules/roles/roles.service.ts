import {
  ADMIN_ROLE_NAME,
  PERMISSIONS,
  ROLE_LEVEL_MAX,
  RoleInput,
  RoleQuery,
  RoleUpdate,
  holdsValue,
  type Language,
  type Option,
  type RoleDto,
} from '@parcelhub/contracts';
import type { z } from 'zod';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { can, DEFAULT_ROLE, type Actor } from '../../platform/auth/actor';
import { AppError } from '../../platform/http/app-error';
import { uniqueViolation } from '../../platform/db/errors';
import type { MenuRecord, MenusService } from '../menus';
import { BUILT_IN_ROLES } from './roles.seed';
import * as queries from './roles.repository';
import type { RoleRecord, RoleWrite } from './roles.repository';
import { roleModules } from './role-modules';
import { createUserRoles } from './user-roles';

type Input = z.output<typeof RoleInput>;
type Update = z.output<typeof RoleUpdate>;

/** Names the permission check would read as a permission or a system role (spec §6 matches role names too). */
const RESERVED = [...PERMISSIONS, ADMIN_ROLE_NAME, DEFAULT_ROLE];
const isReservedName = (name: string) => RESERVED.some((r) => name === r || holdsValue(name, r));

function toDto(r: RoleRecord, menuIds: number[]): RoleDto {
  return {
    id: r.id,
    name: r.name,
    level: r.level,
    description: r.description,
    dataScope: r.dataScope,
    privilegeType: r.privilegeType,
    permissions: r.permissions,
    menuIds,
    builtIn: BUILT_IN_ROLES.has(r.name),
    createdAt: r.createdAt.toISOString(),
  };
}

/**
 * Roles: platform CRUD under two rules. A caller never grants what it does not hold (each permission, and each
 * menu entry's permission, passes its own check), and never manages a role above its level (lower is more
 * powerful; the caller's level is that of its most powerful role).
 */
export function createRolesService({ data, menus }: { data: DataAccess; menus: MenusService }) {
  const repo = bindRepository(data, queries);

  async function levelOf(actor: Actor): Promise<number> {
    return (await repo.levelOf(actor.userId)) ?? ROLE_LEVEL_MAX + 1;
  }

  async function checkLevel(actor: Actor, level: number) {
    const mine = await levelOf(actor);
    if (level < mine) throw new AppError('ROLE_LEVEL_ABOVE_CALLER', { mine, level });
  }

  /** The permissions the role ends up with: the chosen ones and those of its menu entries, all the caller's own. */
  async function grantable(
    actor: Actor,
    input: { permissions: readonly string[]; menuIds: readonly number[]; privilegeType: Input['privilegeType'] },
    lang: Language,
  ) {
    const ids = [...new Set(input.menuIds)];
    const entries = await menus.admin.byIds(ids);
    if (entries.length !== ids.length) throw new AppError('MENU_NOT_FOUND');
    const title = (m: MenuRecord) => (lang === 'en' ? m.titleEn : lang === 'ko' ? m.titleKo : m.titleZh);
    for (const m of entries) {
      if (!m.privilegeTypes.includes(input.privilegeType))
        throw new AppError('ROLE_MENU_TYPE_MISMATCH', { menu: title(m) });
    }
    const permissions = [
      ...new Set([...input.permissions, ...entries.flatMap((m) => (m.permission ? [m.permission] : []))]),
    ].sort();
    for (const permission of permissions) {
      if (!can(actor, permission)) throw new AppError('ROLE_GRANT_EXCEEDS', { permission });
    }
    return { permissions, menuIds: ids.sort((a, b) => a - b) };
  }

  async function found(id: number): Promise<RoleRecord> {
    const [role] = await repo.findRoles([id]);
    if (!role) throw new AppError('ROLE_NOT_FOUND');
    return role;
  }

  async function write(
    actor: Actor,
    input: Input,
    lang: Language,
    save: (row: RoleWrite) => Promise<RoleRecord | undefined>,
  ): Promise<RoleDto> {
    if (isReservedName(input.name)) throw new AppError('ROLE_NAME_RESERVED', { name: input.name });
    await checkLevel(actor, input.level);
    const { permissions, menuIds } = await grantable(actor, input, lang);
    const row: RoleWrite = {
      name: input.name,
      level: input.level,
      description: input.description,
      dataScope: input.dataScope,
      privilegeType: input.privilegeType,
      permissions,
    };
    try {
      return await data.withTransaction(async () => {
        const saved = await save(row);
        if (!saved) throw new AppError('ROLE_NOT_FOUND');
        await repo.setRoleMenus(saved.id, menuIds);
        return toDto(saved, menuIds);
      });
    } catch (e) {
      if (uniqueViolation(e) !== null) throw new AppError('ROLE_NAME_TAKEN', { name: input.name });
      throw e;
    }
  }

  return {
    ...createUserRoles(data),

    async list(q: z.output<typeof RoleQuery>) {
      const { rows, total } = await repo.listRoles({
        blurry: q.blurry,
        privilegeType: q.privilegeType,
        offset: q.pageNo * q.pageSize,
        limit: q.pageSize,
      });
      const menuIds = await repo.menuIdsOf(rows.map((r) => r.id));
      return { rows: rows.map((r) => toDto(r, menuIds.get(r.id) ?? [])), total };
    },

    async all(): Promise<Option[]> {
      return (await repo.allRoles()).map((r) => ({ label: r.name, value: String(r.id) }));
    },

    level: levelOf,

    moduleList: (lang: Language) => roleModules(lang),

    /** The entries the caller may hand on: those needing no permission and those whose permission it holds. */
    menuTree: (actor: Actor, lang: Language) =>
      menus.admin.optionTree(lang, (m) => m.permission == null || can(actor, m.permission)),

    create: (actor: Actor, input: Input, lang: Language) => write(actor, input, lang, (row) => repo.insertRole(row)),

    async update(actor: Actor, input: Update, lang: Language): Promise<RoleDto> {
      const before = await found(input.id);
      await checkLevel(actor, before.level);
      if (
        BUILT_IN_ROLES.has(before.name) &&
        (input.name !== before.name || input.privilegeType !== before.privilegeType)
      )
        throw new AppError('ROLE_BUILT_IN', { name: before.name });
      return write(actor, input, lang, (row) => repo.updateRole(input.id, row));
    },

    /** Replaces the role's menu entries; their permissions join the role's (the same checks as an edit). */
    async assignMenus(actor: Actor, id: number, menuIds: number[], lang: Language): Promise<RoleDto> {
      const role = await found(id);
      await checkLevel(actor, role.level);
      const granted = await grantable(actor, { ...role, menuIds }, lang);
      return data.withTransaction(async () => {
        const { name, level, description, dataScope, privilegeType } = role;
        const row = { name, level, description, dataScope, privilegeType, permissions: granted.permissions };
        const saved = await repo.updateRole(id, row);
        if (!saved) throw new AppError('ROLE_NOT_FOUND');
        await repo.setRoleMenus(id, granted.menuIds);
        return toDto(saved, granted.menuIds);
      });
    },

    async remove(actor: Actor, ids: number[]): Promise<{ deleted: number }> {
      const unique = [...new Set(ids)];
      return data.withTransaction(async () => {
        const rows = await repo.findRoles(unique);
        if (rows.length !== unique.length) throw new AppError('ROLE_NOT_FOUND');
        const mine = await levelOf(actor);
        for (const r of rows) {
          if (BUILT_IN_ROLES.has(r.name)) throw new AppError('ROLE_BUILT_IN', { name: r.name });
          if (r.level < mine) throw new AppError('ROLE_LEVEL_ABOVE_CALLER', { mine, level: r.level });
        }
        const held = new Set(await repo.heldRoles(unique));
        const busy = rows.find((r) => held.has(r.id));
        if (busy) throw new AppError('ROLE_IN_USE', { name: busy.name });
        return { deleted: await repo.deleteRoles(unique) };
      });
    },
  };
}

export type RolesService = ReturnType<typeof createRolesService>;
