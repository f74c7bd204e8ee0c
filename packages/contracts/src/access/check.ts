/**
 * The permission check of spec §6, shared by the server's guard and the web's `useAccess`/`<Access>`, so what the
 * web hides and what the server refuses are decided by the same rule.
 *
 * - A check lists the values it accepts (permissions such as `system:menu`, or role names). It passes when the
 *   caller holds one of them: a held value equal to a listed one, or a held role name containing Chinese
 *   characters that contains a listed value as a substring (`华南仓库管理员` holds `仓库管理员`).
 * - What a caller holds: its role names and its permissions (auth/info's `roles` list carries both).
 * - The administrator role passes every check, except for a sub-account: it acts within what its main account
 *   granted it, never on a role name.
 * - Deny by default: an empty list, or empty values, never pass (the empty string is a substring of everything).
 */
export const ADMIN_ROLE_NAME = 'admin';

export interface AccessHolder {
  roles: readonly string[];
  permissions: Iterable<string>;
  isSubAccount?: boolean;
}

const HAN = /\p{Script=Han}/u;

export const hasChinese = (value: string): boolean => HAN.test(value);

/** Whether one held value satisfies one listed value. */
export function holdsValue(held: string, listed: string): boolean {
  if (held === '' || listed === '') return false;
  if (held === listed) return true;
  return hasChinese(held) && held.includes(listed);
}

export function checkAccess(holder: AccessHolder | null | undefined, listed: readonly string[]): boolean {
  if (!holder) return false;
  const wanted = listed.filter((v) => v !== '');
  if (wanted.length === 0) return false;
  if (!holder.isSubAccount && holder.roles.includes(ADMIN_ROLE_NAME)) return true;
  const held = [...holder.roles, ...holder.permissions];
  return wanted.some((w) => held.some((h) => holdsValue(h, w)));
}
