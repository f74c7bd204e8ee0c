import { z } from 'zod';
import { PageQuery } from '../common/paging';

/** Waiting to run (or running), or given up after its last attempt until an operator retries it. */
export const DUE_WORK_STATES = ['due', 'gaveUp'] as const;
export const DueWorkState = z.enum(DUE_WORK_STATES);
export type DueWorkState = z.infer<typeof DueWorkState>;

/** A kind of due work, named by its module: `orders.label`. */
export const dueWorkKindField = z
  .string()
  .trim()
  .regex(/^[a-z][a-zA-Z0-9-]{0,39}\.[a-zA-Z0-9.-]{1,40}$/, { error: 'invalid' });

/** The item's key within its kind (an order's id for a label). */
export const dueWorkKeyField = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(200, { error: 'tooLong|max=200' })
  .regex(/^[\x21-\x7e]+$/, { error: 'invalid' });

/** One item of due work as the platform's operators see it. */
export const DueWorkItem = z.object({
  kind: z.string(),
  /** The kind in the caller's language (its name when nobody worded it). */
  kindName: z.string(),
  key: z.string(),
  state: DueWorkState,
  /** Failed attempts so far. */
  attempts: z.number(),
  lastError: z.string().nullable(),
  /** When it is (or was) due next. */
  dueAt: z.string(),
  /** When it gave up (null while due). */
  gaveUpAt: z.string().nullable(),
  createdAt: z.string(),
});
export type DueWorkItem = z.infer<typeof DueWorkItem>;

export const DueWorkListQuery = PageQuery.extend({
  pageSize: PageQuery.shape.pageSize.default(20),
  state: DueWorkState.default('gaveUp'),
  kind: dueWorkKindField.optional(),
});
export type DueWorkListQuery = z.input<typeof DueWorkListQuery>;

export const DueWorkRef = z.object({ kind: dueWorkKindField, key: dueWorkKeyField });
export type DueWorkRef = z.infer<typeof DueWorkRef>;

/** A kind the filter offers: its name and its words in the caller's language. */
export const DueWorkKindOption = z.object({ value: z.string(), label: z.string() });
export type DueWorkKindOption = z.infer<typeof DueWorkKindOption>;
