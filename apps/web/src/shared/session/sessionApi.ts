import {
  authEndpoints,
  menusEndpoints,
  type AuthList,
  type LoginInput,
  type MenuNode,
  type UserInfo,
} from '@parcelhub/contracts';
import { call, callObj } from '../http/endpoint';
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
  if (isSubLoginStored()) return fromAuthList(await callObj(authEndpoints.authList, {}, { signal }));
  return fromUserInfo(await callObj(authEndpoints.info, {}, { signal }));
}

export const fetchMenus = (signal?: AbortSignal): Promise<MenuNode[]> => callObj(menusEndpoints.build, {}, { signal });

/** Handles its own errors (the login form shows them): no global notification, no session redirect. */
export const login = (input: LoginInput) =>
  callObj(authEndpoints.login, { body: input }, { silent: true, skipAuthRedirect: true });

export const logoutCall = (): Promise<unknown> =>
  call(authEndpoints.logout, {}, { silent: true, skipAuthRedirect: true, timeout: 5000 });
