import { z } from 'zod';
import { defineEndpoint, needs } from '../common/endpoint';
import { filterText, idField, optionalText } from '../common/fields';
import { okObj, okRows } from '../common/envelope';
import { PageQuery } from '../common/paging';
import { PATTERNS } from '../common/rules';
import { TaskSubmitted } from '../tasks/tasks';
import { MAX_ORDER_SELECTION, OrderFilter, OrderStatus } from './orders';

const tags = ['orders'];

/** The six exports of the order list, each for the privilege type its name says; all answer a task-center task. */
export const ORDER_EXPORT_KINDS = [
  'supplierOrders',
  'customerOrders',
  'platformOrders',
  'platformBoxes',
  'customerBoxes',
  'abnormalOrders',
] as const;
export type OrderExportKind = (typeof ORDER_EXPORT_KINDS)[number];

/** The states an abnormal order is in (or its label failed): the abnormal export and page. */
export const ABNORMAL_ORDER_STATUSES = ['EXCEPTION', 'INTERCEPTED'] as const;

/** `deliveryWarning/list`: overdue orders, unhandled ones unless `handled` asks for the handled. */
export const DeliveryWarningQuery = PageQuery.extend({
  handled: z.boolean().optional().default(false),
  /** Order, reference, inside or tracking numbers, many to a line. */
  numbers: filterText(20_000, { multiLine: true }),
  productId: idField.optional(),
  customerId: idField.optional(),
  countryCode: z.string().trim().regex(PATTERNS.upper2, { error: 'upper2' }).optional(),
});
export type DeliveryWarningQuery = z.input<typeof DeliveryWarningQuery>;

/**
 * A labelled parcel not delivered, returned or canceled whose tracking has been silent longer than its product's
 * maximum shipping cycle: no event since `silentSince` (its latest tracking event, or its label without events).
 */
export const DeliveryWarning = z.object({
  id: z.number(),
  orderNo: z.string(),
  referenceNo: z.string(),
  trackingNo: z.string().nullable(),
  status: OrderStatus,
  customerId: z.number(),
  customerName: z.string(),
  productId: z.number(),
  productCode: z.string(),
  productName: z.string(),
  countryCode: z.string(),
  createdAt: z.string(),
  /** The product's maximum shipping cycle, days. */
  maxShippingCycle: z.number(),
  /** Whole days since the order was placed. */
  ageDays: z.number(),
  /** The latest tracking event's time (event time), null when the parcel has none. */
  lastEventAt: z.string().nullable(),
  /** Since when the parcel is silent: its latest event, or its label when it has none. */
  silentSince: z.string(),
  /** Whole days since `silentSince`. */
  silentDays: z.number(),
  /** Whole days of silence past the cycle. */
  overdueDays: z.number(),
  handled: z.boolean(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
  remark: z.string().nullable(),
});
export type DeliveryWarning = z.infer<typeof DeliveryWarning>;

export const DeliveryWarningUpdate = z.object({
  ids: z
    .array(idField)
    .min(1, { error: 'required' })
    .max(MAX_ORDER_SELECTION, { error: `tooMany|max=${MAX_ORDER_SELECTION}` }),
  handled: z.literal(true),
  remark: optionalText(200),
});
export type DeliveryWarningUpdate = z.input<typeof DeliveryWarningUpdate>;

/** How many warnings became handled; the rest were not overdue, already handled or not found. */
export const DeliveryWarningUpdated = z.object({ updated: z.number(), skipped: z.number() });

const exportOf = (path: string, summary: string) =>
  defineEndpoint({
    method: 'POST',
    path: `/api/order/${path}` as `/${string}`,
    summary: `${summary}, as a task of the task center (the order list's filters)`,
    tags,
    access: needs('order:list'),
    body: OrderFilter,
    response: okObj(TaskSubmitted),
  });

export const orderExportEndpoints = {
  supplierOrders: exportOf('exportSupplierOrders', 'A supplier exports the orders of its products'),
  customerOrders: exportOf('exportCustomerOrders', 'A customer (or sub-account) exports its account’s orders'),
  platformOrders: exportOf('exportPlatformOrders', 'The platform exports orders, with their cost'),
  platformBoxes: exportOf('exportPlatformBoxes', 'The platform exports the orders’ boxes, one row per box'),
  customerBoxes: exportOf('exportCustomerBoxes', 'A customer exports its orders’ boxes, one row per box'),
  abnormalOrders: exportOf(
    'exportAbnormalOrders',
    'The platform exports the abnormal orders (exception, intercepted, or label failed)',
  ),
} satisfies Record<OrderExportKind, unknown>;

export const deliveryWarningEndpoints = {
  list: defineEndpoint({
    method: 'POST',
    path: '/api/order/deliveryWarning/list',
    summary:
      'Labelled parcels not delivered, returned or canceled whose tracking is silent longer than their product’s maximum shipping cycle (platform)',
    tags,
    access: needs('order:list'),
    body: DeliveryWarningQuery,
    response: okRows(DeliveryWarning),
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/api/order/deliveryWarning/update',
    summary: 'Mark delivery warnings handled (logged in each order’s log); handled orders leave the default list',
    tags,
    access: needs('order:list'),
    body: DeliveryWarningUpdate,
    response: okObj(DeliveryWarningUpdated),
  }),
};
