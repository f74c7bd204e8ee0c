import type { OrderParty, PlacedOrder, PlaceOrderData } from '@parcelhub/contracts';
import type { Actor } from '../../platform/auth/actor';
import type { OrderPrice, ProductForOrder } from '../pricing';
import type { RuleOutcome } from '../order-rules';
import type { LabelSource } from './labels';
import type { OrderLogWrite, OrderWrite } from './orders.repository';
import { placedOf } from './orders.view';
import type { PlaceOptions } from './use-cases/place';
import { storedBoxes, storedDeclarations } from './placement-values';

/*
 * What a placement writes, worked out from what it prepared (use-cases/place.ts): the order's row, its first log lines, and
 * the answers made from the row just written. Plain functions.
 */

/** Where the order comes from (and the batch that placed it). */
type RowOptions = Pick<PlaceOptions, 'source' | 'batchId'>;

export type Party = { stored: OrderParty; save: 'SENDER' | 'RECIPIENT' | null };

/** What a placement works out before it writes: the parties, the quote, what the order rules do, the product. */
export interface Prepared {
  input: PlaceOrderData;
  hash: string;
  sender: Party;
  receiver: Party;
  declaredValue: string;
  weight: string;
  productId: number;
  quote: Pick<OrderPrice, 'row' | 'costTotal' | 'costLines' | 'priceKey'>;
  outcome: RuleOutcome;
  intercepted: boolean;
  product: ProductForOrder;
}

/** The order's row without its numbers; its label due at `labelDueAt` (null: intercepted, no label yet). */
export function orderValues(
  actor: Actor,
  p: Prepared,
  labelDueAt: Date,
  options: RowOptions,
  key: string | null,
): Omit<OrderWrite, 'orderNo' | 'insideNumber'> {
  const { input, quote, intercepted, product, receiver } = p;
  return {
    referenceNo: input.referenceNo,
    accountId: actor.accountId,
    createdBy: actor.userId,
    productId: p.productId,
    supplierId: product.supplierId,
    status: intercepted ? 'INTERCEPTED' : 'CREATED',
    labelStatus: intercepted ? 'NOT_REQUESTED' : 'PENDING',
    labelNextAt: intercepted ? null : labelDueAt,
    carrierCode: product.carrierCode,
    source: options.source,
    countryCode: receiver.stored.countryCode,
    postcode: receiver.stored.zipCode,
    receiverName: receiver.stored.name,
    pieces: input.boxes.length,
    weight: p.weight,
    chargeableWeight: quote.row.chargeableWeight,
    declaredValue: p.declaredValue,
    currency: quote.row.currency,
    feeTotal: quote.row.total!,
    feeLines: quote.row.lines,
    costTotal: quote.costTotal,
    costLines: quote.costLines,
    priceKey: quote.priceKey,
    holdReason: intercepted ? holdReasonOf(p.outcome) : null,
    explain: quote.row.explain ?? null,
    boxes: storedBoxes(input.boxes),
    declarations: storedDeclarations(input.declarations),
    sender: p.sender.stored,
    receiver: receiver.stored,
    remark: input.remark,
    fba: input.fba,
    vatNo: input.vatNo,
    eoriNo: input.eoriNo,
    idempotencyKey: key,
    requestHash: p.hash,
    batchId: options.batchId ?? null,
  };
}

/** Why a rule holds the order, as the customer and the platform read it: the rule's group and name. */
const holdReasonOf = (outcome: RuleOutcome) =>
  'rule' in outcome ? `${outcome.rule.groupName} / ${outcome.rule.ruleName}` : null;

/** The order's first log lines: placed, then each rule that matched. */
export function logsOf(actor: Actor, p: Prepared, options: RowOptions): Omit<OrderLogWrite, 'orderId'>[] {
  const { outcome, intercepted, quote } = p;
  const log = { operatorId: actor.userId, operatorName: actor.username };
  const ruleId = (outcome as { rule?: { ruleId: number } }).rule?.ruleId;
  return [
    {
      ...log,
      action: 'PLACE',
      fromStatus: null,
      toStatus: 'CREATED',
      messageKey: 'placed',
      params: { total: quote.row.total!, currency: quote.row.currency, source: options.source },
    },
    ...outcome.matched.map((m) => ({
      ...log,
      action: 'RULE',
      fromStatus: 'CREATED' as const,
      toStatus: intercepted && m.ruleId === ruleId ? ('INTERCEPTED' as const) : ('CREATED' as const),
      messageKey: `rule${m.strategy}`,
      params: {
        group: m.groupName,
        rule: m.ruleName,
        ...(outcome.kind === 'ROUTE' ? { productCode: p.product.code } : {}),
      },
    })),
  ];
}

/** The order just written, as its label request reads it (so it is not read back). */
export const labelSourceOf = (v: OrderWrite, id: number, product: ProductForOrder): LabelSource => ({
  id,
  productId: v.productId,
  orderNo: v.orderNo,
  insideNumber: v.insideNumber,
  referenceNo: v.referenceNo,
  trackingNo: null,
  labelStatus: v.labelStatus!,
  sender: v.sender,
  receiver: v.receiver,
  boxes: v.boxes,
  declarations: v.declarations,
  productCode: product.code,
  productName: product.name,
  productNameEn: product.nameEn,
});

/** The answer for an order just written with these values, before anything else touched it. */
export const placedNow = (v: OrderWrite, id: number): PlacedOrder =>
  placedOf({
    ...v,
    id,
    status: v.status!,
    labelStatus: v.labelStatus!,
    trackingNo: null,
    feeLines: v.feeLines!,
    holdReason: v.holdReason ?? null,
  });
