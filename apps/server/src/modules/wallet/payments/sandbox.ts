import crypto from 'node:crypto';
import type { PaymentNotice, PaymentProvider, PaymentRequest } from './provider';
import { hmacHex, sameSignature, signatureValid, signFields } from './signature';

export const SANDBOX_PAID = 'TRADE_SUCCESS';

/**
 * A payment provider that lives on our own server, for development and tests. Its pay URL leads to a page of ours
 * (`api/finaRecharge/sandbox/{rechargeNo}`, signed so that only the payer who got the URL reaches it); "paying"
 * there makes the notification a real provider would send, signed with HMAC-SHA256 under the configured secret,
 * and hands it to the same callback a real provider calls.
 */
export function createSandboxProvider(secret: string) {
  const pagePath = (rechargeNo: string) => `/api/finaRecharge/sandbox/${encodeURIComponent(rechargeNo)}`;
  const pageSignature = (rechargeNo: string, payAmount: string) =>
    hmacHex(secret, `sandbox-page:${rechargeNo}:${payAmount}`);

  const provider: PaymentProvider & {
    pageSignatureValid(rechargeNo: string, payAmount: string, sig: string): boolean;
    payActionUrl(rechargeNo: string, payAmount: string): string;
    notice(rechargeNo: string, payAmount: string, status?: string): Record<string, string>;
  } = {
    payType: 'SANDBOX',

    async createPayment({ rechargeNo, payAmount }: PaymentRequest) {
      return { payUrl: `${pagePath(rechargeNo)}?sig=${pageSignature(rechargeNo, payAmount)}` };
    },

    /** Where the page's "pay" button posts (the same signature). */
    payActionUrl: (rechargeNo, payAmount) => `${pagePath(rechargeNo)}/pay?sig=${pageSignature(rechargeNo, payAmount)}`,

    verifyNotice(fields): PaymentNotice | null {
      if (!signatureValid(fields, secret)) return null;
      const { rechargeNo, tradeNo, payAmount, tradeStatus } = fields;
      if (!rechargeNo || !tradeNo || !payAmount) return null;
      return { rechargeNo, providerReference: tradeNo, payAmount, paid: tradeStatus === SANDBOX_PAID };
    },

    pageSignatureValid: (rechargeNo, payAmount, sig) => sameSignature(pageSignature(rechargeNo, payAmount), sig),

    /** The notification the sandbox sends when its page is paid: signed, with a trade number of its own. */
    notice: (rechargeNo, payAmount, status = SANDBOX_PAID) =>
      signFields(
        {
          rechargeNo,
          payAmount,
          tradeNo: `SBX${crypto.randomBytes(8).toString('hex').toUpperCase()}`,
          tradeStatus: status,
          timestamp: new Date().toISOString(),
        },
        secret,
      ),
  };
  return provider;
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
