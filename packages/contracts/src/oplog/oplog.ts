import { z } from 'zod';
import { PageQuery } from '../common/paging';
import { filterText, idParam, pageNoField, pageSizeField } from '../common/fields';

export const OPLOG_ACTIONS = ['INSERT', 'UPDATE', 'DELETE'] as const;
export const OplogAction = z.enum(OPLOG_ACTIONS);
export type OplogAction = z.infer<typeof OplogAction>;

/** A logged table, by its database name (`customer_addresses`): lower case, digits and underscores. */
export const oplogResourceField = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{0,62}$/, { error: 'invalid' });

/**
 * One field of a record that a write changed: its name (camelCase, as the API spells it) and both values; with its
 * label and both values in words in the caller's language (dates, amounts, choices, yes or no).
 */
export const FieldChange = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  label: z.string().optional(),
  beforeText: z.string().optional(),
  afterText: z.string().optional(),
});
export type FieldChange = z.infer<typeof FieldChange>;

/** One write of one record: who (null: the system), when, what, and the fields it changed. */
export const OplogEntry = z.object({
  id: z.number(),
  resource: z.string(),
  /** The kind of record in the caller's language (its module declares it); the table's name otherwise. */
  resourceLabel: z.string(),
  recordId: z.number(),
  /** The record's name when the write shows it (an address's name). */
  recordName: z.string().nullable(),
  action: OplogAction,
  changes: z.array(FieldChange),
  userId: z.number().nullable(),
  username: z.string().nullable(),
  requestId: z.string().nullable(),
  /** ISO 8601. */
  createdDate: z.string(),
});
export type OplogEntry = z.infer<typeof OplogEntry>;

export const OplogHistoryParams = z.object({ id: idParam });

/** The spec's call comes from the product screens, so a history asked for without a resource is a product's. */
export const DEFAULT_OPLOG_RESOURCE = 'products';

export const OplogHistoryQuery = z.object({
  resource: oplogResourceField.default(DEFAULT_OPLOG_RESOURCE),
  pageNo: pageNoField,
  pageSize: pageSizeField(200, 50),
});
export type OplogHistoryQuery = z.infer<typeof OplogHistoryQuery>;

/** An instant, ISO 8601 with its offset (`2026-01-31T16:00:00.000Z`). */
const instantField = z.iso.datetime({ offset: true, error: 'invalid' });

/** The operation log screen: by table, record, user (part of the name) and time range; newest first. */
export const OplogListQuery = PageQuery.extend({
  resource: oplogResourceField.optional(),
  recordId: idParam.optional(),
  username: filterText(100),
  from: instantField.optional(),
  to: instantField.optional(),
});
export type OplogListQuery = z.infer<typeof OplogListQuery>;
