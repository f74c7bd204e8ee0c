import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../platform/db/paging';
import { users } from './users.tables';

export interface UserFilter {
  privilegeType?: 'PLATFORM' | 'USER' | 'SUPPLIER';
  review: 'PENDING' | 'APPROVED' | 'ALL';
  keyword?: string;
  username?: string;
  phone?: string;
  email?: string;
  enabled?: boolean;
}
export interface UserListFilter extends UserFilter {
  offset: number;
  limit: number;
}

/** The SQL condition of the user list's filters (also used by the export). */
export function userFilterWhere(f: UserFilter): SQL | undefined {
  const where: SQL[] = [];
  if (f.privilegeType) where.push(eq(users.privilegeType, f.privilegeType));
  if (f.review === 'PENDING') where.push(eq(users.isApproved, false));
  if (f.review === 'APPROVED') where.push(eq(users.isApproved, true));
  if (f.enabled !== undefined) where.push(eq(users.enabled, f.enabled));
  if (f.username) where.push(ilike(users.username, containsPattern(f.username)));
  if (f.phone) where.push(ilike(users.phone, containsPattern(f.phone)));
  if (f.email) where.push(ilike(users.email, containsPattern(f.email)));
  if (f.keyword) {
    const like = containsPattern(f.keyword);
    const match = or(ilike(users.username, like), ilike(users.phone, like), ilike(users.email, like));
    if (match) where.push(match);
  }
  return where.length ? and(...where) : undefined;
}
