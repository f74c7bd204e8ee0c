import type { Edition, Language, PrivilegeType, SessionUser } from '@parcelhub/contracts';

/** The logged-in user as the app uses it, whether loaded from auth/info or (sub-accounts) from the auth list. */
export interface CurrentUser {
  user: SessionUser;
  roles: string[];
  permissions: string[];
  privilegeType: PrivilegeType;
  isSubLogin: boolean;
  isFree: boolean;
  language: Language;
  edition: Edition | null;
  subscribeOrderExpireMap: Record<string, string>;
  /** Menu ids granted to a sub-account by its main account. */
  menuIds: number[] | null;
}

/** A menu leaf turned into a route. */
export interface RouteEntry {
  menuId: number;
  path: string;
  componentKey: string | null;
  title: string;
  icon: string;
  noCache: boolean;
  /** Titles from the top-level directory down to this page, for breadcrumbs and search. */
  trail: string[];
}
