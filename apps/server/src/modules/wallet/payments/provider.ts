import type { RechargePayType } from '@parcelhub/contracts';

/** What we ask a provider to collect: our recharge number and the amount the payer pays. */
export interface PaymentRequest {
  rechargeNo: string;
  payAmount: string;
  currency: string;
}

/** A provider's notification, once its signature verified. */
export interface PaymentNotice {
  rechargeNo: string;
  /** The provider's own number for the payment. */
  providerReference: string;
  payAmount: string;
  /** False for notices of unpaid, closed or failed payments: nothing is credited. */
  paid: boolean;
}

/**
 * A payment provider behind online recharges: the sandbox now; Alipay and WeChat Pay adapters later, each turning
 * its own API into these two calls.
 */
export interface PaymentProvider {
  readonly payType: RechargePayType;
  /** Starts a payment; answers where the payer goes to pay (opened in a new page). */
  createPayment(req: PaymentRequest): Promise<{ payUrl: string }>;
  /** Reads a notification's fields: null unless its signature verifies. */
  verifyNotice(fields: Readonly<Record<string, string>>): PaymentNotice | null;
}
