export type { CurrentUser, RouteEntry } from './types';
export { useToken, saveToken, clearToken } from './tokenStore';
export { sessionKeys } from './queryKeys';
export { fetchCurrentUser, fetchMenus, fromUserInfo, login, rememberSubLogin, isSubLoginStored } from './sessionApi';
export { menuToRoutes, visibleMenuTree, firstMenuPath, findRoute, joinPath, type HasPage } from './menuRoutes';
export { useCurrentUserQuery, useMenusQuery } from './useSession';
export { SessionContext, useSessionContext, type SessionValue } from './SessionContext';
export { clearSession, logout } from './endSession';
