import { z } from 'zod';

/** Menu types: 0 directory, 1 page (leaf with a component key), 2 button/permission (never routed). */
export const MENU_TYPES = { DIRECTORY: 0, PAGE: 1, BUTTON: 2 } as const;

export const MenuMeta = z.object({ title: z.string(), icon: z.string(), noCache: z.boolean() });

export interface MenuNode {
  id: number;
  pid: number | null;
  name: string;
  path: string;
  component: string | null;
  type: number;
  hidden: boolean;
  sort: number;
  meta: { title: string; icon: string; noCache: boolean };
  children?: MenuNode[];
}

export const MenuNode: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    id: z.number(),
    pid: z.number().nullable(),
    name: z.string(),
    path: z.string(),
    component: z.string().nullable(),
    type: z.number(),
    hidden: z.boolean(),
    sort: z.number(),
    meta: MenuMeta,
    children: z.array(MenuNode).optional(),
  }),
);

/** The fields an operator edits; the seed leaves every one an operator changed alone. */
export const MENU_EDITABLE_FIELDS = [
  'parentKey',
  'type',
  'titleZh',
  'titleEn',
  'titleKo',
  'path',
  'component',
  'icon',
  'sort',
  'hidden',
  'permission',
  'privilegeTypes',
] as const;
export type MenuEditableField = (typeof MENU_EDITABLE_FIELDS)[number];

/** One menu entry as the menu management screen reads it. */
export const MenuDto = z.object({
  id: z.number(),
  pid: z.number().nullable(),
  key: z.string(),
  type: z.number(),
  title: z.string(),
  titleZh: z.string(),
  titleEn: z.string(),
  titleKo: z.string(),
  path: z.string(),
  component: z.string().nullable(),
  icon: z.string(),
  sort: z.number(),
  hidden: z.boolean(),
  permission: z.string().nullable(),
  privilegeTypes: z.array(z.string()),
  /** Seeded entries: the fields an operator changed (the seed keeps them). */
  editedFields: z.array(z.string()),
  /** Comes from the product's seed (deleting it keeps it deleted). */
  seeded: z.boolean(),
  subCount: z.number(),
  createdAt: z.string(),
});
export type MenuDto = z.infer<typeof MenuDto>;

export interface MenuDtoTree extends MenuDto {
  children?: MenuDtoTree[];
}
export const MenuDtoTree: z.ZodType<MenuDtoTree> = z.lazy(() =>
  MenuDto.extend({ children: z.array(MenuDtoTree).optional() }),
);

/** A compact tree for pickers (role menu assignment, parent choice). */
export interface MenuTreeOption {
  id: number;
  pid: number | null;
  label: string;
  type: number;
  permission: string | null;
  children?: MenuTreeOption[];
}
export const MenuTreeOption: z.ZodType<MenuTreeOption> = z.lazy(() =>
  z.object({
    id: z.number(),
    pid: z.number().nullable(),
    label: z.string(),
    type: z.number(),
    permission: z.string().nullable(),
    children: z.array(MenuTreeOption).optional(),
  }),
);
