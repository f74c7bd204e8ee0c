import { z } from 'zod';
import { PrivilegeType, Edition } from '../auth/auth';
import {
  accountField,
  encryptedField,
  filterText,
  idField,
  optionalText,
  pageNoField,
  pageSizeField,
} from '../common/fields';
import { PATTERNS } from '../common/rules';
import { UserListQuery } from './users';

/** Optional mobile or email on an operator's form: '' means none. */
const optionalMobile = z
  .string()
  .trim()
  .max(20, { error: 'tooLong|max=20' })
  .refine((v) => v === '' || PATTERNS.mainlandMobile.test(v), { error: 'mobile' })
  .optional()
  .default('');
const optionalEmail = z
  .string()
  .trim()
  .max(254, { error: 'tooLong|max=254' })
  .refine((v) => v === '' || PATTERNS.email.test(v), { error: 'email' })
  .optional()
  .default('');

/** At most 20 roles per user; each an id of the roles table, of the user's privilege type. */
const roleIds = z.array(idField).max(20, { error: 'tooMany|max=20' });

/** A user made by an operator. The client sends `isApproved` false: the user waits for approval. */
export const UserCreateInput = z.object({
  username: accountField,
  nickName: optionalText(50),
  phone: optionalMobile,
  email: optionalEmail,
  privilegeType: PrivilegeType,
  roleIds: roleIds.default([]),
  /** RSA-encrypted; absent: the server makes a temporary password and answers it once. */
  password: encryptedField.optional(),
  isApproved: z.boolean().default(false),
  enabled: z.boolean().default(true),
});
export type UserCreateInput = z.input<typeof UserCreateInput>;

export const UserUpdateInput = z.object({
  id: idField,
  username: accountField,
  nickName: optionalText(50),
  phone: optionalMobile,
  email: optionalEmail,
  roleIds,
});
export type UserUpdateInput = z.input<typeof UserUpdateInput>;

export const UserIdsInput = z.object({
  ids: z.array(idField).min(1, { error: 'required' }).max(500, { error: 'tooMany|max=500' }),
});
export type UserIdsInput = z.input<typeof UserIdsInput>;

export const ResetPasswordByOperatorInput = z.object({
  /** RSA-encrypted; absent: a strong temporary password is made and answered once. */
  password: encryptedField.optional(),
});
export type ResetPasswordByOperatorInput = z.input<typeof ResetPasswordByOperatorInput>;

/** A password the server made: shown to the operator once, never stored in clear. */
export const TemporaryPassword = z.object({ temporaryPassword: z.string().nullable() });
export type TemporaryPassword = z.infer<typeof TemporaryPassword>;

export const UserCreated = z.object({ id: z.number(), temporaryPassword: z.string().nullable() });
export type UserCreated = z.infer<typeof UserCreated>;

export const UserSelectQuery = z.object({
  privilegeType: PrivilegeType.optional(),
  keyword: filterText(100),
});
export type UserSelectQuery = z.input<typeof UserSelectQuery>;

export const RoleOptionQuery = z.object({ privilegeType: PrivilegeType.optional() });

/** Customers filtered by a type: the subscription edition (spec 001, subscriptions). */
export const CustomersByTypeQuery = z.object({
  type: Edition,
  keyword: filterText(100),
  pageNo: pageNoField,
  pageSize: pageSizeField(500, 20),
});
export type CustomersByTypeQuery = z.input<typeof CustomersByTypeQuery>;

export const CustomerByType = z.object({
  id: z.number(),
  username: z.string(),
  nickName: z.string(),
  phone: z.string(),
  email: z.string(),
  edition: Edition,
  enabled: z.boolean(),
  createdAt: z.string(),
});
export type CustomerByType = z.infer<typeof CustomerByType>;

/** The user list's filters, for an export of every matching user. */
export const UserExportQuery = UserListQuery.omit({ pageNo: true, pageSize: true });
export type UserExportQuery = z.input<typeof UserExportQuery>;
