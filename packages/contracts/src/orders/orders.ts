import { z } from 'zod';
import { countryCodeField, filterText, idField, optionalText, requiredText } from '../common/fields';
import { decimalField } from '../common/decimal';
import { PATTERNS, zipCodeProblem } from '../common/rules';
import { QuoteBox, QuoteLine } from '../quote/quote';
import { HomeBucket } from './orders-home';
import type { Address } from '../addresses/addresses';

/** The main line and the side states (design/domain.md "Orders"). The order of the main line is the order of time. */
export const ORDER_STATUSES = [
  'CREATED',
  'LABELED',
  'RECEIVED',
  'SORTED',
  'BAGGED',
  'DISPATCHED',
  'IN_TRANSIT',
  'DELIVERED',
  'SETTLED',
  'COMPLETED',
  'CANCELED',
  'INTERCEPTED',
  'EXCEPTION',
  'RETURNED',
] as const;
export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;

/** A label's outcome: not requested yet (or intercepted), waiting for the carrier, issued, or failed with a reason. */
/** VOIDED: issued, then voided at the carrier when its order was canceled (no longer printable). */
export const LABEL_STATUSES = ['NOT_REQUESTED', 'PENDING', 'SUCCESS', 'FAILED', 'VOIDED'] as const;
export const LabelStatus = z.enum(LABEL_STATUSES);
export type LabelStatus = z.infer<typeof LabelStatus>;

export const ORDER_SOURCES = ['WEB', 'EXCEL', 'API'] as const;
export const OrderSource = z.enum(ORDER_SOURCES);
export type OrderSource = z.infer<typeof OrderSource>;

export const LABEL_FORMATS = ['PDF', 'ZPL'] as const;
export const LabelFormat = z.enum(LABEL_FORMATS);

export const MAX_ORDER_BOXES = 200;
export const MAX_ORDER_DECLARATIONS = 100;
/** Spec §9: batch selection, label printing and id queries stop at 500. */
export const MAX_ORDER_SELECTION = 500;

const partyFields = z.object({
  name: requiredText(100),
  company: optionalText(100),
  countryCode: countryCodeField,
  province: requiredText(100),
  city: requiredText(100),
  zipCode: requiredText(20).regex(PATTERNS.postcode, { error: 'postcode' }),
  address1: requiredText(200),
  address2: optionalText(200),
  houseNumber: optionalText(20),
  customsNo: optionalText(50),
  phone: requiredText(30).regex(PATTERNS.phone, { error: 'phone' }),
  email: optionalText(254).refine((v) => v === '' || PATTERNS.email.test(v), { error: 'email' }),
  /** Keep these fields in the caller's address book too ("save to address book"). */
  saveToAddressBook: z.boolean().optional().default(false),
});

/** A sender or receiver: an address-book id, or the address fields typed in. */
export const OrderPartyInput = z.union([z.object({ addressId: idField }).strict(), partyFields]);
export type OrderPartyInput = z.input<typeof OrderPartyInput>;

/** The party as the order keeps it (a copy: later address-book edits do not change a placed order). */
export const OrderParty = partyFields.omit({ saveToAddressBook: true });
export type OrderParty = z.infer<typeof OrderParty>;

/** An address-book entry as an order's party: the book keeps no company or house number, so those are blank. */
export const partyOfAddress = (
  a: Pick<
    Address,
    'name' | 'countryCode' | 'province' | 'city' | 'zipCode' | 'address1' | 'address2' | 'customsNo' | 'phone' | 'email'
  >,
): OrderParty => ({
  name: a.name,
  company: '',
  countryCode: a.countryCode,
  province: a.province,
  city: a.city,
  zipCode: a.zipCode,
  address1: a.address1,
  address2: a.address2,
  houseNumber: '',
  customsNo: a.customsNo,
  phone: a.phone,
  email: a.email,
});

export const OrderDeclaration = z.object({
  nameEn: requiredText(200),
  nameZh: optionalText(200),
  hsCode: optionalText(10).refine((v) => v === '' || /^\d{6,10}$/.test(v), { error: 'hsCode' }),
  quantity: z.coerce
    .number({ error: 'number' })
    .int({ error: 'positiveInteger' })
    .min(1, { error: 'positiveInteger' })
    .max(100_000, { error: 'numberTooLarge|max=100000' }),
  /** US dollars per unit. */
  unitValue: decimalField({ places: 2, max: 1_000_000 }),
  /** kg per unit. */
  unitWeight: decimalField({ places: 3, max: 10_000 }),
});
export type OrderDeclaration = z.input<typeof OrderDeclaration>;

const referenceNoField = requiredText(50).refine((v) => !/^0+$/.test(v), { error: 'referenceNoZero' });

/** `POST api/order/place`. The server prices it again; a client's price is never taken. */
export const PlaceOrderInput = z
  .object({
    productId: idField,
    referenceNo: referenceNoField,
    boxes: z
      .array(QuoteBox)
      .min(1, { error: 'required' })
      .max(MAX_ORDER_BOXES, { error: `tooMany|max=${MAX_ORDER_BOXES}` }),
    declarations: z
      .array(OrderDeclaration)
      .min(1, { error: 'required' })
      .max(MAX_ORDER_DECLARATIONS, { error: `tooMany|max=${MAX_ORDER_DECLARATIONS}` }),
    sender: OrderPartyInput,
    receiver: OrderPartyInput,
    remark: optionalText(500),
    /** An FBA (Amazon warehouse) delivery: needs a VAT and an EORI number. */
    fba: z.boolean().optional().default(false),
    vatNo: optionalText(30),
    eoriNo: optionalText(30),
  })
  .superRefine((v, ctx) => {
    if (v.fba && !v.vatNo) ctx.addIssue({ code: 'custom', path: ['vatNo'], message: 'fbaVat' });
    if (v.fba && !v.eoriNo) ctx.addIssue({ code: 'custom', path: ['eoriNo'], message: 'fbaEori' });
    const r = v.receiver;
    if ('addressId' in r) return;
    const zip = zipCodeProblem(r.countryCode, r.zipCode);
    if (zip) ctx.addIssue({ code: 'custom', path: ['receiver', 'zipCode'], message: zip });
    if (r.countryCode === 'DE' && !r.houseNumber)
      ctx.addIssue({ code: 'custom', path: ['receiver', 'houseNumber'], message: 'houseNumberDE' });
    if (r.countryCode === 'KR' && !PATTERNS.krCustomsNo.test(r.customsNo))
      ctx.addIssue({ code: 'custom', path: ['receiver', 'customsNo'], message: 'krCustomsNo' });
  });
export type PlaceOrderInput = z.input<typeof PlaceOrderInput>;
export type PlaceOrderData = z.output<typeof PlaceOrderInput>;

export const OrderFee = z.object({ currency: z.string(), total: z.string(), lines: z.array(QuoteLine) });
export type OrderFee = z.infer<typeof OrderFee>;

/** What `place` answers (the first order again when the same reference number or idempotency key comes back). */
export const PlacedOrder = z.object({
  id: z.number(),
  orderNo: z.string(),
  insideNumber: z.string(),
  referenceNo: z.string(),
  status: OrderStatus,
  trackingNo: z.string().nullable(),
  labelStatus: LabelStatus,
  fee: OrderFee,
  /** Why the order is held (status INTERCEPTED: the rule; EXCEPTION: its supplier's refusal); null when it is not. */
  holdReason: z.string().nullable(),
});
export type PlacedOrder = z.infer<typeof PlacedOrder>;

const dateText = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, { error: 'invalid' });

/** The order list's filters (also `getQueryIds` and the exports). `numbers`: many numbers, one per line or comma. */
export const OrderFilter = z.object({
  status: OrderStatus.optional(),
  labelStatus: LabelStatus.optional(),
  dateFrom: dateText.optional(),
  dateTo: dateText.optional(),
  countryCode: z.string().trim().regex(PATTERNS.upper2, { error: 'upper2' }).optional(),
  productId: idField.optional(),
  source: OrderSource.optional(),
  /** Order, reference, inside or tracking numbers, pasted many to a line. */
  numbers: filterText(20_000, { multiLine: true }),
  /** The platform narrows to one customer; a supplier to one customer of its products. */
  customerId: idField.optional(),
  /** One of the home overview's buckets (orders-home.ts): the list holds the orders the home counted. */
  bucket: HomeBucket.optional(),
});
export type OrderFilter = z.input<typeof OrderFilter>;

/** Keyset paging: `after` is the cursor the previous page answered; no offset, so page 5,000 costs what page 1 does. */
export const OrderListQuery = OrderFilter.extend({
  pageSize: z.coerce.number().int().min(1).max(200).optional().default(20),
  after: z.string().trim().max(100).optional(),
});
export type OrderListQuery = z.input<typeof OrderListQuery>;

export const OrderRow = z.object({
  id: z.number(),
  orderNo: z.string(),
  referenceNo: z.string(),
  insideNumber: z.string(),
  trackingNo: z.string().nullable(),
  status: OrderStatus,
  labelStatus: LabelStatus,
  labelError: z.string().nullable(),
  source: OrderSource,
  customerId: z.number(),
  customerName: z.string(),
  productId: z.number(),
  productCode: z.string(),
  productName: z.string(),
  countryCode: z.string(),
  receiverName: z.string(),
  pieces: z.number(),
  weight: z.string(),
  chargeableWeight: z.string().nullable(),
  currency: z.string(),
  /** The customer's fee; to its supplier, the supplier's cost (a supplier never sees the customer's price). */
  feeTotal: z.string(),
  /** The supplier's cost, beside the fee: the platform only. */
  costTotal: z.string().nullable().optional(),
  /** Why the order is held (see PlacedOrder); null when it is not held. */
  holdReason: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderRow = z.infer<typeof OrderRow>;

export const OrderPage = z.object({
  flag: z.literal(true),
  code: z.number(),
  msg: z.string(),
  rows: z.array(OrderRow),
  /** The cursor of the next page; null on the last. */
  next: z.string().nullable(),
  /** Orders matching the filter but the status, per status (the tabs). */
  counts: z.record(z.string(), z.number()),
});

export const OrderBox = z.object({
  no: z.number(),
  length: z.string(),
  width: z.string(),
  height: z.string(),
  weight: z.string(),
});
export type OrderBox = z.infer<typeof OrderBox>;

export const OrderLog = z.object({
  id: z.number(),
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  message: z.string(),
  operator: z.string(),
  createdAt: z.string(),
});
export type OrderLog = z.infer<typeof OrderLog>;

export const OrderDetail = OrderRow.extend({
  boxes: z.array(OrderBox),
  declarations: z.array(
    z.object({
      nameEn: z.string(),
      nameZh: z.string(),
      hsCode: z.string(),
      quantity: z.number(),
      unitValue: z.string(),
      unitWeight: z.string(),
    }),
  ),
  declaredValue: z.string(),
  sender: OrderParty,
  receiver: OrderParty,
  remark: z.string(),
  fba: z.boolean(),
  vatNo: z.string(),
  eoriNo: z.string(),
  /** The customer's fee and its lines; to its supplier, the supplier's cost lines. */
  fee: OrderFee,
  /** The supplier's cost lines beside the fee: the platform only. */
  cost: OrderFee.nullable().optional(),
  explain: z.unknown(),
  labelFormat: z.string().nullable(),
  canCancel: z.boolean(),
  /** The caller (the order's supplier) may refuse the parcel, with a reason, for the platform to decide. */
  canRefuse: z.boolean(),
  /** The caller (the platform) may release the held order (intercepted, or refused by its supplier). */
  canRelease: z.boolean(),
  cancelRefunds: z.boolean(),
  logs: z.array(OrderLog),
});
export type OrderDetail = z.infer<typeof OrderDetail>;

export const OrderIdsInput = z.object({
  ids: z
    .array(idField)
    .min(1, { error: 'required' })
    .max(MAX_ORDER_SELECTION, { error: `tooMany|max=${MAX_ORDER_SELECTION}` }),
});
export const PrintLabelsInput = OrderIdsInput.extend({ format: LabelFormat.optional().default('PDF') });

export const CancelInput = z.object({ reason: optionalText(200) });

/** One order's outcome in a batch action. */
export const BatchOutcome = z.object({
  id: z.number(),
  orderNo: z.string().nullable(),
  ok: z.boolean(),
  message: z.string(),
});
export type BatchOutcome = z.infer<typeof BatchOutcome>;

export const CancelOutcome = z.object({ status: OrderStatus, refunded: z.boolean(), refundAmount: z.string() });
export type CancelOutcome = z.infer<typeof CancelOutcome>;

export const SCAN_TYPES = ['ORDER_NO', 'REFERENCE_NO', 'INSIDE_NUMBER', 'TRACKING_NO'] as const;
export const ScanType = z.enum(SCAN_TYPES);

/** Weight confirmation at the warehouse: the measured boxes, in the order's box order. */
export const ConfirmWeightInput = z.object({
  id: idField,
  boxes: z
    .array(QuoteBox)
    .min(1, { error: 'required' })
    .max(MAX_ORDER_BOXES, { error: `tooMany|max=${MAX_ORDER_BOXES}` }),
});
export type ConfirmWeightInput = z.input<typeof ConfirmWeightInput>;

export const WeightOutcome = z.object({
  status: OrderStatus,
  previousTotal: z.string(),
  total: z.string(),
  /** Positive: charged; negative: refunded. */
  difference: z.string(),
  /** The measured weight (kg, the boxes' sum) and the chargeable weight it was priced at. */
  weight: z.string(),
  chargeableWeight: z.string().nullable(),
});
export type WeightOutcome = z.infer<typeof WeightOutcome>;

export const InterceptDecisionInput = z.object({ reason: optionalText(200) });

/** A supplier refuses a parcel: the order goes on hold (EXCEPTION) with the reason, for the platform to decide. */
export const RefuseInput = z.object({ reason: requiredText(200) });
export type RefuseInput = z.input<typeof RefuseInput>;
