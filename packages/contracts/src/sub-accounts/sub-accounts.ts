import { z } from 'zod';
import { accountField, encryptedField, filterText, idField, idParam, optionalText } from '../common/fields';
import { PageQuery } from '../common/paging';
import { PATTERNS } from '../common/rules';

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
const menuIds = z.array(idField).max(500, { error: 'tooMany|max=500' });

export const SubAccountQuery = PageQuery.extend({ keyword: filterText(100) });
export type SubAccountQuery = z.input<typeof SubAccountQuery>;

export const SubAccount = z.object({
  id: z.number(),
  username: z.string(),
  nickName: z.string(),
  phone: z.string(),
  email: z.string(),
  enabled: z.boolean(),
  createdAt: z.string(),
  /** The menu entries (pages and buttons) granted to it. */
  menuIds: z.array(z.number()),
});
export type SubAccount = z.infer<typeof SubAccount>;

export const SubAccountCreateInput = z.object({
  username: accountField,
  nickName: optionalText(50),
  phone: optionalMobile,
  email: optionalEmail,
  /** RSA-encrypted, new-password rules (8-16, letters and digits). */
  password: encryptedField,
  menuIds: menuIds.default([]),
});
export type SubAccountCreateInput = z.input<typeof SubAccountCreateInput>;

export const SubAccountUpdateInput = z.object({
  id: idField,
  nickName: optionalText(50),
  phone: optionalMobile,
  email: optionalEmail,
  /** RSA-encrypted; when given, the password changes and the sub-account's sessions end. */
  password: encryptedField.optional(),
});
export type SubAccountUpdateInput = z.input<typeof SubAccountUpdateInput>;

export const SubAccountGrantInput = z.object({ id: idField, menuIds });
export type SubAccountGrantInput = z.input<typeof SubAccountGrantInput>;

export const SubAccountIdsInput = z.object({
  ids: z.array(idField).min(1, { error: 'required' }).max(500, { error: 'tooMany|max=500' }),
});

export const SubAccountIdPath = z.object({ id: idParam });

/** A menu entry the main account may grant: its own pages and buttons (and their directories, for the tree). */
export const GrantableMenu = z.object({
  id: z.number(),
  pid: z.number().nullable(),
  title: z.string(),
  /** 0 directory, 1 page, 2 button. */
  type: z.number(),
});
export type GrantableMenu = z.infer<typeof GrantableMenu>;
