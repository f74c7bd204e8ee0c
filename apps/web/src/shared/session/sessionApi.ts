import type { AuthList, LoginInput, LoginResult, MenuNode, UserInfo } from '@parcelhub/contracts';
import { http } from '../http';
import { readLocal, STORAGE_KEYS, writeLocal } from '../storage/local';
import type { CurrentUser } from './types';

export function fromUserInfo(info: UserInfo): CurrentUser {
  return {
    user: info.user,
    roles: info.roles,
    permissions: info.permissions,
    privilegeType: info.privilegeType,
    isSubLogin: info.isSubLogin,
    isFree: info.isFree,
    language: info.language,
    edition: info.currentSubscribe?.edition ?? null,
    subscribeOrderExpireMap: info.subscribeOrderExpireMap ?? {},
    menuIds: null,
  };
}

export function fromAuthList(list: AuthList): CurrentUser {
  const roles = list.user.roles.map((r) => r.name);
  return {
    user: list.user,
    roles: roles.length > 0 ? roles : ['ROLE_SYSTEM_DEFAULT'],
    permissions: list.permissions,
    privilegeType: list.user.privilegeType,
    isSubLogin: true,
    isFree: false,
    language: list.user.language,
    edition: null,
    subscribeOrderExpireMap: {},
    menuIds: list.menuIds,
  };
}

export const isSubLoginStored = (): boolean => readLocal(STORAGE_KEYS.isSubLogin) === 'true';
export const rememberSubLogin = (isSub: boolean): void => writeLocal(STORAGE_KEYS.isSubLogin, isSub ? 'true' : 'false');

/** Sub-accounts load what their main account granted; everyone else loads auth/info. */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  if (isSubLoginStored()) return fromAuthList(await http.obj<AuthList>('api/subProduct/getAuthList', { signal }));
  return fromUserInfo(await http.obj<UserInfo>('auth/info', { signal }));
}

export const fetchMenus = (signal?: AbortSignal): Promise<MenuNode[]> =>
  http.obj<MenuNode[]>('api/menus/build', { signal });

/** Handles its own errors (the login form shows them): no global notification, no session redirect. */
export const login = (input: LoginInput): Promise<LoginResult> =>
  http.obj<LoginResult>('auth/login', { method: 'POST', body: input, silent: true, skipAuthRedirect: true });

export const logoutCall = (): Promise<unknown> =>
  http.request('auth/logout', { method: 'DELETE', silent: true, skipAuthRedirect: true, timeout: 5000 });
