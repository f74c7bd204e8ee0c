import { z } from 'zod';
import { COMPONENT_KEYS } from '../access/component-keys';
import { PERMISSIONS } from '../access/permissions';
import { PrivilegeType } from '../auth/auth';
import { filterText, idField, idParam, optionalText, pageSizeField, requiredText } from '../common/fields';
import { PageQuery } from '../common/paging';
import { MENU_TYPES } from './menus';

const MenuType = z.union([z.literal(MENU_TYPES.DIRECTORY), z.literal(MENU_TYPES.PAGE), z.literal(MENU_TYPES.BUTTON)]);

/** Create or edit a menu entry. A page needs a component key and a path; a button needs a permission. */
const MenuFields = z.object({
  pid: idField.nullable().default(null),
  type: MenuType,
  titleZh: requiredText(50),
  titleEn: requiredText(100),
  titleKo: requiredText(100),
  path: optionalText(200).refine((p) => p === '' || /^\/[A-Za-z0-9/_-]*$/.test(p), { error: 'invalid' }),
  component: z.enum(COMPONENT_KEYS).nullable().default(null),
  icon: optionalText(50).refine((v) => /^[A-Za-z0-9_-]*$/.test(v), { error: 'invalid' }),
  sort: z.number().int({ error: 'integer' }).min(0, { error: 'notNegative' }).max(99_999).default(0),
  hidden: z.boolean().default(false),
  permission: z.enum(PERMISSIONS).nullable().default(null),
  privilegeTypes: z.array(PrivilegeType).min(1, { error: 'required' }).max(3),
});

function checkKind(m: z.output<typeof MenuFields>, ctx: z.RefinementCtx) {
  if (m.type === MENU_TYPES.PAGE) {
    if (!m.component) ctx.addIssue({ code: 'custom', path: ['component'], message: 'required' });
    if (!m.path) ctx.addIssue({ code: 'custom', path: ['path'], message: 'required' });
  }
  if (m.type === MENU_TYPES.BUTTON && !m.permission)
    ctx.addIssue({ code: 'custom', path: ['permission'], message: 'required' });
}

export const MenuInput = MenuFields.superRefine(checkKind);
export type MenuInput = z.input<typeof MenuInput>;

export const MenuUpdate = MenuFields.extend({ id: idField }).superRefine(checkKind);
export type MenuUpdate = z.input<typeof MenuUpdate>;

/** A list of menu ids, as the body of superior and delete (the spec sends the bare list). */
export const MenuIdList = z.array(idField).min(1, { error: 'required' }).max(1000);

export const MenuQuery = PageQuery.extend({
  pageSize: pageSizeField(2000, 2000),
  /** Matches any title, the path, the component key or the permission. */
  blurry: filterText(100),
  /** Only the children of this entry (0: the top level). */
  pid: z.coerce.number().int({ error: 'integer' }).min(0).max(2_147_483_647).optional(),
  privilegeType: PrivilegeType.optional(),
});
export type MenuQuery = z.input<typeof MenuQuery>;

export const MenuPidQuery = z.object({
  pid: z.coerce.number().int({ error: 'integer' }).min(0, { error: 'notNegative' }).max(2_147_483_647).default(0),
});
export const MenuIdQuery = z.object({ id: idParam });
