import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions';
import { PrivilegeType } from '../auth/auth';
import { filterText, idField, optionalText, requiredText } from '../common/fields';
import { PageQuery } from '../common/paging';

/** Whose data a role's holders see: everything, their account's (main and sub-accounts), or only their own. */
export const DATA_SCOPES = ['ALL', 'ACCOUNT', 'SELF'] as const;
export const DataScope = z.enum(DATA_SCOPES);
export type DataScopeValue = z.infer<typeof DataScope>;

/** Lower is more powerful: admin 1, platform 2, customer and supplier 3. */
export const ROLE_LEVEL_MAX = 999;

export const RoleDto = z.object({
  id: z.number(),
  name: z.string(),
  level: z.number(),
  description: z.string(),
  dataScope: DataScope,
  privilegeType: PrivilegeType,
  permissions: z.array(z.string()),
  menuIds: z.array(z.number()),
  /** Seeded roles: not renamed, not deleted. */
  builtIn: z.boolean(),
  createdAt: z.string(),
});
export type RoleDto = z.infer<typeof RoleDto>;

const roleFields = {
  name: requiredText(50),
  level: z
    .number()
    .int({ error: 'integer' })
    .min(1, { error: 'greaterThanZero' })
    .max(ROLE_LEVEL_MAX, { error: `numberTooLarge|max=${ROLE_LEVEL_MAX}` }),
  description: optionalText(255),
  dataScope: DataScope,
  privilegeType: PrivilegeType,
  /** Module permissions; the permissions of assigned menu entries are added to them. */
  permissions: z
    .array(z.enum(PERMISSIONS))
    .max(PERMISSIONS.length * 2)
    .default([]),
  menuIds: z.array(idField).max(5000).default([]),
};

export const RoleInput = z.object(roleFields);
export type RoleInput = z.input<typeof RoleInput>;

export const RoleUpdate = z.object({ ...roleFields, id: idField });
export type RoleUpdate = z.input<typeof RoleUpdate>;

export const RoleMenusInput = z.object({ id: idField, menuIds: z.array(idField).max(5000) });
export type RoleMenusInput = z.input<typeof RoleMenusInput>;

export const RoleIdList = z.array(idField).min(1, { error: 'required' }).max(500);

export const RoleQuery = PageQuery.extend({
  /** Matches the name or the description. */
  blurry: filterText(100),
  privilegeType: PrivilegeType.optional(),
});
export type RoleQuery = z.input<typeof RoleQuery>;

/** One module (permission group) a role or a subscription plan can carry, with its permissions. */
export const RoleModule = z.object({
  value: z.string(),
  label: z.string(),
  permissions: z.array(z.object({ value: z.enum(PERMISSIONS), label: z.string() })),
});
export type RoleModule = z.infer<typeof RoleModule>;
