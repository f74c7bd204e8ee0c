import { z } from 'zod';
import { PageQuery } from '../common/paging';
import { PrivilegeType } from '../auth/auth';
import { filterText, idParam } from '../common/fields';
import { RoleRef } from '../auth/auth';

export const USER_REVIEW_STATES = ['PENDING', 'APPROVED', 'ALL'] as const;

export const UserListQuery = PageQuery.extend({
  privilegeType: PrivilegeType.optional(),
  review: z.enum(USER_REVIEW_STATES).default('ALL'),
  /** Matches account, phone or email. */
  keyword: filterText(100),
  username: filterText(100),
  phone: filterText(100),
  email: filterText(254),
  enabled: z.boolean().optional(),
});
export type UserListQuery = z.input<typeof UserListQuery>;

export const UserRow = z.object({
  id: z.number(),
  username: z.string(),
  nickName: z.string(),
  phone: z.string(),
  email: z.string(),
  privilegeType: PrivilegeType,
  isApproved: z.boolean(),
  enabled: z.boolean(),
  isSubAccount: z.boolean(),
  mainAccountName: z.string().nullable(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  roles: z.array(RoleRef),
});
export type UserRow = z.infer<typeof UserRow>;

export const UserIdPath = z.object({ id: idParam });
