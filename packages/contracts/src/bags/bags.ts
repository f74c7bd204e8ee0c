import { z } from 'zod';
import { filterText, idField, idParam, requiredText } from '../common/fields';
import type { Language } from '../common/language';
import { PageQuery } from '../common/paging';
import { OrderStatus } from '../orders/orders';
import { BAY_STATES, SORT_TYPES } from '../warehouses/warehouses';

type Words = Record<Language, string>;

/**
 * A bag's life at the bagging station: OPEN (its bay's first parcel opened it, parcels join it), CLOSED
 * (`submmitBag`: weighed and labelled, waiting for its bay's change), DISPATCHED (`outBag`/`batchOutBag`: its parcels
 * left the warehouse), DISBANDED (`remove`: an open bag dissolved, its parcels back to lying in the bay).
 */
export const BAG_STATUSES = ['OPEN', 'CLOSED', 'DISPATCHED', 'DISBANDED'] as const;
export type BagStatus = (typeof BAG_STATUSES)[number];

export const BAG_STATUS_WORDS: Record<BagStatus, Words> = {
  OPEN: { zh: '装袋中', en: 'Open', ko: '적재 중' },
  CLOSED: { zh: '已封袋', en: 'Closed', ko: '봉인됨' },
  DISPATCHED: { zh: '已出库', en: 'Dispatched', ko: '출고됨' },
  DISBANDED: { zh: '已拆袋', en: 'Disbanded', ko: '해체됨' },
};

/** The longest inside number a scan takes (a scanner's read past it is noise, refused before any look-up). */
export const SCAN_NUMBER_MAX = 64;
export const BAG_NO_MAX = 40;

/** `scanToBag/{insideNumber}/{warehouseId}/{type}`. */
export const ScanToBagPath = z.object({
  insideNumber: requiredText(SCAN_NUMBER_MAX),
  warehouseId: idParam,
  type: z.enum(SORT_TYPES, { error: 'invalid' }),
});
export type ScanToBagPath = z.input<typeof ScanToBagPath>;

/** SORTED: this scan put the parcel in its bay and bag; REPEAT: it was there already, nothing changed. */
export const SCAN_OUTCOMES = ['SORTED', 'REPEAT'] as const;

export const ScanToBagResult = z.object({
  outcome: z.enum(SCAN_OUTCOMES),
  orderId: z.number(),
  orderNo: z.string(),
  insideNumber: z.string(),
  /** Kilograms, decimal string. */
  weightKg: z.string(),
  bayId: z.number(),
  bayNumber: z.number(),
  bayPieces: z.number(),
  bayWeight: z.string(),
  bayState: z.enum(BAY_STATES),
  bagId: z.number(),
  bagNo: z.string(),
  bagPieces: z.number(),
  /** The rule that chose the bay; null when the parcel kept the place a sort task gave it without a rule. */
  ruleCode: z.string().nullable(),
  /** False for LOGISTICS_CHANNEL: channel sorting dispatches no label. */
  printLabel: z.boolean(),
});
export type ScanToBagResult = z.infer<typeof ScanToBagResult>;

export const BagIdPath = z.object({ id: idParam });
export const BayIdPath = z.object({ id: idParam });

export const OutBagPath = z.object({
  bagNo: requiredText(BAG_NO_MAX),
  insideNumber: requiredText(SCAN_NUMBER_MAX),
});

export const PrintOrderPath = z.object({
  insideNumber: requiredText(SCAN_NUMBER_MAX),
  warehouseId: idParam,
});

export const Bag = z.object({
  id: z.number(),
  bagNo: z.string(),
  warehouseId: z.number(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  bayId: z.number(),
  bayNumber: z.number(),
  sortType: z.enum(SORT_TYPES),
  status: z.enum(BAG_STATUSES),
  pieces: z.number(),
  /** Kilograms, decimal string. */
  weight: z.string(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  dispatchedAt: z.string().nullable(),
  /** When the bay this bag lay in was freed (its change done); null while the bag still lies there. */
  bayFreedAt: z.string().nullable(),
  openedByName: z.string(),
  closedByName: z.string().nullable(),
});
export type Bag = z.infer<typeof Bag>;

export const BagParcel = z.object({
  orderId: z.number(),
  orderNo: z.string(),
  insideNumber: z.string(),
  trackingNo: z.string().nullable(),
  status: OrderStatus,
  weight: z.string(),
  addedAt: z.string(),
});
export type BagParcel = z.infer<typeof BagParcel>;

const dateText = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid' });

/** `custList`: the bags, newest first, paged. */
export const BagQuery = PageQuery.extend({
  warehouseId: idField.optional(),
  status: z.enum(BAG_STATUSES).optional(),
  bagNo: filterText(BAG_NO_MAX),
  /** Opened on or after / on or before (dates, UTC). */
  dateFrom: dateText.optional(),
  dateTo: dateText.optional(),
});
export type BagQuery = z.input<typeof BagQuery>;

export const BagClosed = z.object({ id: z.number(), bagNo: z.string(), pieces: z.number(), weight: z.string() });
export type BagClosed = z.infer<typeof BagClosed>;

export const BagDispatched = z.object({
  id: z.number(),
  bagNo: z.string(),
  /** Parcels moved BAGGED → DISPATCHED. */
  dispatched: z.number(),
  /** Parcels not moved: no longer BAGGED (cancelled or held after bagging). */
  skipped: z.number(),
});
export type BagDispatched = z.infer<typeof BagDispatched>;

export const BayFreed = z.object({ bayId: z.number(), bayNumber: z.number(), warehouseId: z.number() });
export type BayFreed = z.infer<typeof BayFreed>;

export const BagDisbanded = z.object({ id: z.number(), bagNo: z.string(), parcels: z.number() });

/** `listSortType` / `listBagStatus`: a value and its words in the caller's language. */
export const BagOption = z.object({ value: z.string(), label: z.string() });
export type BagOption = z.infer<typeof BagOption>;

export const StationBaysPath = z.object({ warehouseId: idParam });

/** A bay as the station's board shows it, with the bag lying in it (open, or closed and waiting for its change). */
export const StationBay = z.object({
  bayId: z.number(),
  number: z.number(),
  valid: z.boolean(),
  state: z.enum(BAY_STATES),
  pieces: z.number(),
  weight: z.string(),
  maxWeight: z.string(),
  bagId: z.number().nullable(),
  bagNo: z.string().nullable(),
  bagStatus: z.enum(BAG_STATUSES).nullable(),
  bagPieces: z.number().nullable(),
});
export type StationBay = z.infer<typeof StationBay>;
