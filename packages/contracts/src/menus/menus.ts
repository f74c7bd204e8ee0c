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
