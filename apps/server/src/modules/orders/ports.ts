import type { Language } from '@parcelhub/contracts';
import type { AppError } from '../../platform/http/app-error';
import type { CancelResult, LabelData, ShipmentOptions, ShipmentRequest, ShipmentResult } from '../carriers';
import type { OrderFacts, RuleOutcome } from '../order-rules';
import type { WalletService } from '../wallet';

/**
 * What orders need from the wallet, the carriers and the order rules, in those modules' own types. The modules'
 * services satisfy these (checked where `orders.module.ts` wires them in).
 */
export type WalletPort = Pick<
  WalletService,
  'charge' | 'refund' | 'affordableCharges' | 'affordableChargesOf' | 'chargeMany'
>;

export interface CarriersPort {
  createShipment(providerCode: string | null, req: ShipmentRequest, options?: ShipmentOptions): Promise<ShipmentResult>;
  cancelShipment(providerCode: string | null, trackingNo: string): Promise<CancelResult>;
  supportsOnlineCancel(providerCode: string | null): boolean;
  renderLabelsPdf(labels: LabelData[]): Promise<Buffer>;
  renderLabelZpl(label: LabelData): string;
}

export interface OrderRulesPort {
  evaluate(facts: OrderFacts): Promise<RuleOutcome>;
  refusalOf(outcome: RuleOutcome, lang: Language): AppError | null;
}
