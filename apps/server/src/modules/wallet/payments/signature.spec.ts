import { describe, expect, it } from 'vitest';
import { canonicalText, hmacHex, sameSignature, signatureValid, signFields } from './signature';
import { createSandboxProvider, SANDBOX_PAID } from './sandbox';

describe('notification signatures (HMAC-SHA256)', () => {
  it('cover every field but the signature, sorted by name', () => {
    expect(canonicalText({ b: '2', a: '1', sign: 'x', c: '' })).toBe('a=1&b=2&c=');
    // RFC 4231 test case 2.
    expect(hmacHex('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('verify what was signed with the secret, and nothing changed', () => {
    const signed = signFields({ rechargeNo: 'R1', payAmount: '10.00' }, 'secret');
    expect(signed.sign).toMatch(/^[0-9a-f]{64}$/);
    expect(signatureValid(signed, 'secret')).toBe(true);
    expect(signatureValid({ ...signed, payAmount: '10.01' }, 'secret')).toBe(false);
    expect(signatureValid({ ...signed, extra: '1' }, 'secret')).toBe(false);
    expect(signatureValid(signed, 'other')).toBe(false);
    expect(signatureValid({ rechargeNo: 'R1', payAmount: '10.00' }, 'secret')).toBe(false);
  });

  it('compare only 64 hex digits', () => {
    const good = hmacHex('k', 't');
    expect(sameSignature(good, good)).toBe(true);
    expect(sameSignature(good, good.toUpperCase())).toBe(false);
    expect(sameSignature(good, good.slice(1))).toBe(false);
    expect(sameSignature(good, `${good}0`)).toBe(false);
    expect(sameSignature(good, undefined)).toBe(false);
    expect(sameSignature(good, 123)).toBe(false);
  });
});

describe('the sandbox provider', () => {
  const sandbox = createSandboxProvider('sandbox-secret');

  it('answers a signed page URL of our own server', async () => {
    const { payUrl } = await sandbox.createPayment({ rechargeNo: 'R2026ABC', payAmount: '10.10', currency: 'CNY' });
    const sig = payUrl.split('sig=')[1]!;
    expect(payUrl).toBe(`/api/finaRecharge/sandbox/R2026ABC?sig=${sig}`);
    expect(sandbox.payActionUrl('R2026ABC', '10.10')).toBe(`/api/finaRecharge/sandbox/R2026ABC/pay?sig=${sig}`);
    expect(sandbox.pageSignatureValid('R2026ABC', '10.10', sig)).toBe(true);
    expect(sandbox.pageSignatureValid('R2026ABC', '10.11', sig)).toBe(false);
    expect(sandbox.pageSignatureValid('R2026ABD', '10.10', sig)).toBe(false);
  });

  it('sends paid notices it can verify, each with its own trade number', () => {
    const fields = sandbox.notice('R1', '10.10');
    expect(fields).toMatchObject({ rechargeNo: 'R1', payAmount: '10.10', tradeStatus: SANDBOX_PAID });
    expect(sandbox.verifyNotice(fields)).toEqual({
      rechargeNo: 'R1',
      providerReference: fields.tradeNo,
      payAmount: '10.10',
      paid: true,
    });
    expect(sandbox.notice('R1', '10.10').tradeNo).not.toBe(fields.tradeNo);
    expect(sandbox.verifyNotice(sandbox.notice('R1', '10.10', 'TRADE_CLOSED'))?.paid).toBe(false);
    expect(createSandboxProvider('other').verifyNotice(fields)).toBeNull();
    expect(sandbox.verifyNotice(signFields({ payAmount: '1', tradeNo: 'T' }, 'sandbox-secret'))).toBeNull();
    expect(sandbox.verifyNotice(signFields({ rechargeNo: 'R', payAmount: '1' }, 'sandbox-secret'))).toBeNull();
    expect(sandbox.verifyNotice(signFields({ rechargeNo: 'R', tradeNo: 'T' }, 'sandbox-secret'))).toBeNull();
  });
});
