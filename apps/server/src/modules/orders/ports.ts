import type { Language } from '@parcelhub/contracts';
import type { AppError } from '../../platform/http/app-error';
import type { CancelResult, LabelData, ShipmentRequest, ShipmentResult } from '../carriers';
import type { OrderFacts, RuleOutcome } from '../order-rules';

/**
 * What orders need from the wallet, the carriers and the order rules, written as the orders module uses them.
 * The modules' own service types satisfy these (checked where the module wires them in `orders.module.ts`).
 */
export interface WalletPort {
  charge(input: {
    accountId: number;
    amount: string;
    key: string;
    type: 'ORDER_CHARGE' | 'WEIGHT_ADJUSTMENT';
    orderId?: number;
    orderNo?: string;
    remark?: string;
    actorUserId?: number;
  }): Promise<{ entryId: number; replayed: boolean }>;
  refund(input: {
    accountId: number;
    amount: string;
    key: string;
    type: 'REFUND' | 'WEIGHT_ADJUSTMENT';
    orderId?: number;
    orderNo?: string;
    remark?: string;
    actorUserId?: number;
  }): Promise<{ entryId: number; replayed: boolean }>;
}

export interface CarriersPort {
  createShipment(providerCode: string | null, req: ShipmentRequest): Promise<ShipmentResult>;
  cancelShipment(providerCode: string | null, trackingNo: string): Promise<CancelResult>;
  supportsOnlineCancel(providerCode: string | null): boolean;
  renderLabelsPdf(labels: LabelData[]): Promise<Buffer>;
  renderLabelZpl(label: LabelData): string;
}

export interface OrderRulesPort {
  evaluate(facts: OrderFacts): Promise<RuleOutcome>;
  refusalOf(outcome: RuleOutcome, lang: Language): AppError | null;
}
