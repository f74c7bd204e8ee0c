import type { ComponentKey, Permission, PrivilegeType } from '@parcelhub/contracts';

/** One entry of the product's navigation, as seeded. Leaves carry the component key the web registry maps. */
export interface MenuSeed {
  key: string;
  title: readonly [zh: string, en: string, ko: string];
  path?: string;
  component?: ComponentKey;
  icon?: string;
  /** Needed to see the entry (pages) or to act (buttons). */
  permission?: Permission;
  types: readonly PrivilegeType[];
  /** Buttons: permissions under a page, never routed. */
  button?: boolean;
  hidden?: boolean;
  children?: MenuSeed[];
}

export const ALL: PrivilegeType[] = ['PLATFORM', 'USER', 'SUPPLIER'];
export const P: PrivilegeType[] = ['PLATFORM'];
export const U: PrivilegeType[] = ['USER'];
export const S: PrivilegeType[] = ['SUPPLIER'];
export const PS: PrivilegeType[] = ['PLATFORM', 'SUPPLIER'];

export const page = (
  key: string,
  title: MenuSeed['title'],
  path: string,
  component: ComponentKey,
  types: readonly PrivilegeType[],
  permission?: Permission,
  children?: MenuSeed[],
): MenuSeed => ({ key, title, path, component, types, permission, children });

export const dir = (
  key: string,
  title: MenuSeed['title'],
  icon: string,
  types: readonly PrivilegeType[],
  children: MenuSeed[],
): MenuSeed => ({
  key,
  title,
  icon,
  types,
  children,
});

export const button = (
  key: string,
  title: MenuSeed['title'],
  permission: Permission,
  types: readonly PrivilegeType[],
): MenuSeed => ({
  key,
  title,
  permission,
  types,
  button: true,
});
