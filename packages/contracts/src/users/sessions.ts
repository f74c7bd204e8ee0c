import { z } from 'zod';
import { PrivilegeType } from '../auth/auth';
import { filterText, idField, idParam } from '../common/fields';
import { PageQuery } from '../common/paging';

export const OnlineSessionQuery = PageQuery.extend({
  /** Matches the account name. */
  username: filterText(100),
  userId: idField.optional(),
});
export type OnlineSessionQuery = z.input<typeof OnlineSessionQuery>;

/** A live session: who, from where, since when. */
export const OnlineSession = z.object({
  id: z.number(),
  userId: z.number(),
  username: z.string(),
  privilegeType: PrivilegeType,
  ip: z.string(),
  userAgent: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  /** The caller's own session. */
  current: z.boolean(),
});
export type OnlineSession = z.infer<typeof OnlineSession>;

export const SessionIdPath = z.object({ id: idParam });
